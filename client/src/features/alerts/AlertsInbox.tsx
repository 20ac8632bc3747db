import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toaster } from '../../components/ui/toaster';
import { useNow } from '../../lib/dates';
import { useWideLayout } from '../../components/use-wide-layout';
import { AlertDrawer } from './AlertDrawer';
import { AlertFiltersForm } from './AlertFiltersForm';
import { AlertFiltersDrawer } from './AlertFiltersDrawer';
import { AlertSection } from './AlertSection';
import { AlertSummary } from './AlertSummary';
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
  toggleRows,
  visibleSelection,
  type AlertFilters,
  type AlertStatus,
  type BehaviourAlert,
} from './alerts-logic';
import { createSampleAlerts } from './alerts-sample';
import { BulkActionBar } from './BulkActionBar';

type Action = Exclude<AlertStatus, 'new'>;

/**
 * The Inbox tab. Alerts are sample data (§7: no calls): status changes, assignments and bulk actions update
 * this visit's copy, so staff see their effect, and are logged; nothing is saved.
 */
export function AlertsInbox() {
  const now = useNow();
  const wideTable = useWideLayout('lg');
  const panelInline = useWideLayout('xl');
  const [alerts, setAlerts] = useState(() => createSampleAlerts(Date.now()));
  const [filters, setFilters] = useState<AlertFilters>(DEFAULT_FILTERS);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const visible = useMemo(() => filterAlerts(alerts, filters), [alerts, filters]);
  const { unread, read } = useMemo(() => splitByRead(visible), [visible]);
  const counts = useMemo(() => statusCounts(alerts, filters), [alerts, filters]);
  const selection = visibleSelection(selected, visible);
  const openAlert = alerts.find((alert) => alert.id === openId) ?? null;
  const changed = changedFilterCount(filters);

  const changeFilters = (next: AlertFilters) => {
    setFilters(next);
    // A selected row the new filters hide leaves the selection, so a bulk action only touches what is on screen.
    setSelected((prev) => visibleSelection(prev, filterAlerts(alerts, next)));
  };
  const clearFilters = () => changeFilters(DEFAULT_FILTERS);

  const setStatus = (ids: ReadonlySet<string>, status: Action) => {
    setAlerts((prev) => applyStatus(prev, ids, status, Date.now()));
    console.info('[alerts sample] status change, not saved', { status, alertIds: [...ids] });
  };
  const bulkStatus = (status: Action) => {
    setStatus(selection, status);
    const n = selection.size;
    toaster.create({ type: 'success', title: `${n} ${n === 1 ? 'alert' : 'alerts'} ${STATUS_DONE[status]}`, description: 'Sample data: not saved.' });
    setSelected(new Set());
  };
  const drawerStatus = (alert: BehaviourAlert, status: Action) => {
    setStatus(new Set([alert.id]), status);
    toaster.create({ type: 'success', title: `Alert ${STATUS_DONE[status]}`, description: 'Sample data: not saved.' });
  };
  const assign = (alert: BehaviourAlert, assignee: string | null) => {
    setAlerts((prev) => assignAlert(prev, alert.id, assignee));
    console.info('[alerts sample] assign, not saved', { alertId: alert.id, assignee });
    toaster.create({ type: 'info', title: assignee ? `Assigned to ${assignee}` : 'Alert unassigned', description: 'Sample data: not saved.' });
  };
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const emptyState = (table: 'unread' | 'read') => {
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
  };

  const list = { now, selected, onToggle: toggle, onToggleAll: (rows: BehaviourAlert[]) => setSelected((prev) => toggleRows(prev, rows)), wide: wideTable };
  const open = (alert: BehaviourAlert) => {
    setOpenId(alert.id);
    setDrawerOpen(true);
  };

  return (
    <Stack gap={{ base: '4', md: '5' }}>
      <AlertSummary counts={counts} status={filters.status} />

      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <Text textStyle="sm" color="fg.muted" role="status">
          Showing {visible.length} of {alerts.length} alerts · Sample data: changes are not saved.
        </Text>
        {!panelInline && (
          <Button variant="outline" size="sm" onClick={() => setFiltersOpen(true)} aria-haspopup="dialog">
            <SlidersHorizontal aria-hidden /> Filters
            {changed > 0 && (
              <Badge colorPalette="brand" variant="solid" size="xs" rounded="full">
                {changed}
              </Badge>
            )}
          </Button>
        )}
      </Flex>

      <Flex gap="5" align="flex-start">
        {panelInline && (
          <Box as="aside" aria-labelledby="alert-filters-heading" w="56" flexShrink={0} position="sticky" top="20" maxH="calc(100dvh - 6rem)" overflowY="auto" p="4" rounded="l3" borderWidth="1px" borderColor="border" bg="bg.panel">
            <Heading as="h2" id="alert-filters-heading" size="sm" mb="4">
              Filters
            </Heading>
            <AlertFiltersForm filters={filters} onChange={changeFilters} onClear={clearFilters} />
          </Box>
        )}
        <Stack flex="1" minW="0" gap="6">
          {selection.size > 0 && <BulkActionBar count={selection.size} onStatus={bulkStatus} onClear={() => setSelected(new Set())} />}
          <AlertSection label="Unread" alerts={unread} onOpen={open} {...list} {...emptyState('unread')} />
          <AlertSection label="Read" alerts={read} onOpen={open} showStatus {...list} {...emptyState('read')} />
        </Stack>
      </Flex>

      {!panelInline && (
        <AlertFiltersDrawer open={filtersOpen} onOpenChange={setFiltersOpen} resultCount={visible.length}>
          <AlertFiltersForm filters={filters} onChange={changeFilters} onClear={clearFilters} />
        </AlertFiltersDrawer>
      )}
      <AlertDrawer alert={openAlert} open={drawerOpen} onOpenChange={setDrawerOpen} now={now} onStatus={drawerStatus} onAssign={assign} />
    </Stack>
  );
}
