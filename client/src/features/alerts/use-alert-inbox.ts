import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import {
  alertsVariables,
  changedFilterCount,
  DEFAULT_FILTERS,
  hiddenByStatus,
  keepStatus,
  PAGE_MAX,
  PAGE_STEP,
  splitByRead,
  STATUS_LABEL,
  visibleSelection,
  type AlertFilters,
  type AlertStatus,
} from './alerts-logic';
import { AlertsPageQuery } from './alerts.queries';
import { useAlertLive } from './use-alert-live';
import { useDebouncedValue } from './use-debounced-value';

/** Typing pauses this long before the search goes to the server. */
export const SEARCH_DELAY_MS = 300;

/** Why a table is empty, and the button that brings its alerts back when filters hide them. */
export interface EmptyReason {
  emptyText: string;
  emptyAction?: { label: string; onClick: () => void };
}

/**
 * The Inbox's state: the filters (sent to the server, the search once typing pauses), the AlertsPage answer
 * (kept on screen while the next one loads), the selection (only rows on screen), and live changes.
 */
export function useAlertInbox() {
  const [filters, setFilters] = useState<AlertFilters>(DEFAULT_FILTERS);
  const [limit, setLimit] = useState(PAGE_STEP);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS);
  const variables = useMemo(() => alertsVariables({ ...filters, search }, limit), [filters, search, limit]);
  const query = useQuery(AlertsPageQuery, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const { refetch, networkStatus } = query;
  // The last answer stays on screen while the next loads; a failed answer for these filters shows the error instead.
  const answer = query.data ?? (query.error ? undefined : query.previousData);

  const refresh = useCallback(() => {
    refetch().catch(() => undefined); // shown from the hook's error
  }, [refetch]);
  useAlertLive(refresh);

  const page = answer?.alerts;
  const visible = useMemo(() => keepStatus(page?.items ?? [], filters.status), [page, filters.status]);
  const { unread, read } = useMemo(() => splitByRead(visible), [visible]);
  const changeFilters = (next: AlertFilters) => {
    setFilters(next);
    setLimit(PAGE_STEP);
  };

  return {
    filters,
    changeFilters,
    page,
    assignees: answer?.alertAssignees ?? [],
    visible,
    unread,
    read,
    selected,
    setSelected,
    selection: visibleSelection(selected, visible),
    error: answer ? undefined : query.error,
    /** A newer answer is on its way (filters changed, a refetch) while the last one stays on screen. */
    updating: !!answer && query.loading,
    retrying: networkStatus === NetworkStatus.refetch,
    refresh,
    /** More of the answer, in steps, up to the server's most; null when everything is shown or the most is reached. */
    showMore: page && page.total > page.items.length && limit < PAGE_MAX ? () => setLimit((n) => Math.min(n + PAGE_STEP, PAGE_MAX)) : null,
    emptyReason: (table: 'unread' | 'read') => emptyReasonOf(table, filters, changeFilters),
  };
}

function emptyReasonOf(table: 'unread' | 'read', filters: AlertFilters, changeFilters: (next: AlertFilters) => void): EmptyReason {
  if (hiddenByStatus(table, filters.status)) {
    return {
      emptyText: `${table === 'unread' ? 'Unread' : 'Read'} alerts are hidden while Status is ${STATUS_LABEL[filters.status as AlertStatus]}.`,
      emptyAction: { label: 'Show all statuses', onClick: () => changeFilters({ ...filters, status: 'all' }) },
    };
  }
  if (changedFilterCount({ ...filters, status: DEFAULT_FILTERS.status }) > 0) {
    return {
      emptyText: `No ${table} alerts match these filters.`,
      emptyAction: { label: 'Clear filters', onClick: () => changeFilters({ ...DEFAULT_FILTERS, status: filters.status }) },
    };
  }
  return { emptyText: table === 'unread' ? 'No unread alerts. You are all caught up.' : 'No read alerts yet.' };
}
