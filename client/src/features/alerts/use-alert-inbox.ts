import { useMemo, useState } from 'react';
import { toaster } from '../../components/ui/toaster';
import {
  applyStatus,
  assignAlert,
  changedFilterCount,
  DEFAULT_FILTERS,
  filterAlerts,
  hiddenByStatus,
  splitByRead,
  STATUS_DONE,
  STATUS_LABEL,
  statusCounts,
  visibleSelection,
  type AlertFilters,
  type AlertStatus,
  type BehaviourAlert,
} from './alerts-logic';
import { createSampleAlerts } from './alerts-sample';

export type AlertAction = Exclude<AlertStatus, 'new'>;

/** Why a table is empty, and the button that brings its alerts back when filters hide them. */
export interface EmptyReason {
  emptyText: string;
  emptyAction?: { label: string; onClick: () => void };
}

/**
 * The Inbox's state: this visit's copy of the sample alerts (operations §7: no calls), the filters, the
 * selection (only rows on screen) and the actions. Changes are logged and toasted as not saved.
 */
export function useAlertInbox() {
  const [alerts, setAlerts] = useState(() => createSampleAlerts(Date.now()));
  const [filters, setFilters] = useState<AlertFilters>(DEFAULT_FILTERS);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());

  const visible = useMemo(() => filterAlerts(alerts, filters), [alerts, filters]);
  const { unread, read } = useMemo(() => splitByRead(visible), [visible]);
  const counts = useMemo(() => statusCounts(alerts, filters), [alerts, filters]);
  const selection = visibleSelection(selected, visible);

  const changeFilters = (next: AlertFilters) => {
    setFilters(next);
    // A selected row the new filters hide leaves the selection, so a bulk action only touches what is on screen.
    setSelected((prev) => visibleSelection(prev, filterAlerts(alerts, next)));
  };
  const setStatus = (ids: ReadonlySet<string>, status: AlertAction) => {
    setAlerts((prev) => applyStatus(prev, ids, status, Date.now()));
    console.info('[alerts sample] status change, not saved', { status, alertIds: [...ids] });
  };
  const bulkStatus = (status: AlertAction) => {
    setStatus(selection, status);
    const n = selection.size;
    toaster.create({ type: 'success', title: `${n} ${n === 1 ? 'alert' : 'alerts'} ${STATUS_DONE[status]}`, description: 'Sample data: not saved.' });
    setSelected(new Set());
  };
  const oneStatus = (alert: BehaviourAlert, status: AlertAction) => {
    setStatus(new Set([alert.id]), status);
    toaster.create({ type: 'success', title: `Alert ${STATUS_DONE[status]}`, description: 'Sample data: not saved.' });
  };
  const assign = (alert: BehaviourAlert, assignee: string | null) => {
    setAlerts((prev) => assignAlert(prev, alert.id, assignee));
    console.info('[alerts sample] assign, not saved', { alertId: alert.id, assignee });
    toaster.create({ type: 'info', title: assignee ? `Assigned to ${assignee}` : 'Alert unassigned', description: 'Sample data: not saved.' });
  };
  const emptyReason = (table: 'unread' | 'read') => emptyReasonOf(table, filters, changeFilters);

  return { alerts, filters, visible, unread, read, counts, selected, setSelected, selection, changeFilters, bulkStatus, oneStatus, assign, emptyReason };
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
