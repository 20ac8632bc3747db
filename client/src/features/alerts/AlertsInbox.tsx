import { useFragment } from '@apollo/client/react';
import { Badge, Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { ChevronsDown, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { PageQueryError } from '../../components/PageQueryError';
import { useWideLayout } from '../../components/use-wide-layout';
import { useNow } from '../../lib/dates';
import { AlertDetailsDoc, AlertDrawer } from './AlertDrawer';
import { AlertFiltersDrawer } from './AlertFiltersDrawer';
import { AlertFiltersForm } from './AlertFiltersForm';
import { AlertSection } from './AlertSection';
import { AlertsEmpty, AlertsSkeleton } from './AlertStates';
import { AlertSummary } from './AlertSummary';
import { changedFilterCount, DEFAULT_FILTERS, inboxEmpty, type AlertAction, type AlertFilters, type BehaviourAlert } from './alerts-logic';
import { BulkActionBar } from './BulkActionBar';
import { useAlertActions } from './use-alert-actions';
import { useAlertInbox } from './use-alert-inbox';

type Inbox = ReturnType<typeof useAlertInbox>;

/**
 * The Inbox tab: the alerts the filters keep (the server filters), counts per status, the Unread and Read tables,
 * bulk and single actions saved through `updateAlerts`, and changes by others as they happen (`alertChanged`).
 */
export function AlertsInbox() {
  const now = useNow();
  const panelInline = useWideLayout('xl');
  const inbox = useAlertInbox();
  const actions = useAlertActions(inbox.refresh);
  const [openId, setOpenId] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Read from the cache, so the drawer follows the alert's changes even once the filters no longer list it.
  const openAlert = useCachedAlert(openId);
  const { filters, changeFilters, page } = inbox;
  const clearFilters = () => changeFilters(DEFAULT_FILTERS);
  const open = (alert: BehaviourAlert) => {
    setOpenId(alert.id);
    setDrawerOpen(true);
  };
  const assign = (alert: BehaviourAlert, id: string | null) => actions.assign(alert, inbox.assignees.find((person) => person.id === id) ?? null);

  return (
    <Stack gap={{ base: '4', md: '5' }}>
      {page && <AlertSummary counts={page.counts} status={filters.status} />}
      <Flex align="center" justify="space-between" gap="3" wrap="wrap" minH="8">
        <Text textStyle="sm" color="fg.muted" role="status" display="flex" alignItems="center" gap="2">
          {page && `Showing ${inbox.visible.length} of ${page.total} ${page.total === 1 ? 'alert' : 'alerts'}`}
          {inbox.updating && <Spinner size="xs" role="status" aria-label="Updating" />}
        </Text>
        {!panelInline && <FiltersButton changed={changedFilterCount(filters)} onClick={() => setFiltersOpen(true)} />}
      </Flex>

      <Flex gap="5" align="flex-start">
        {panelInline && <FilterPanel filters={filters} onChange={changeFilters} onClear={clearFilters} />}
        <Stack flex="1" minW="0" gap="6">
          <InboxContent inbox={inbox} now={now} busy={actions.busy} onOpen={open} onClear={clearFilters} onBulk={actions.setStatus} />
        </Stack>
      </Flex>

      {!panelInline && (
        <AlertFiltersDrawer open={filtersOpen} onOpenChange={setFiltersOpen} resultCount={inbox.visible.length}>
          <AlertFiltersForm filters={filters} onChange={changeFilters} onClear={clearFilters} />
        </AlertFiltersDrawer>
      )}
      <AlertDrawer
        alert={openAlert}
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        now={now}
        assignees={inbox.assignees}
        busy={actions.busy}
        onStatus={(alert, status) => actions.setStatus([alert.id], status)}
        onAssign={assign}
      />
    </Stack>
  );
}

interface ContentProps {
  inbox: Inbox;
  now: number;
  busy: boolean;
  onOpen: (alert: BehaviourAlert) => void;
  onClear: () => void;
  onBulk: (ids: string[], status: AlertAction) => Promise<boolean>;
}

/** Beside the filters: the first load, a failure, an empty inbox, or the two tables. */
function InboxContent({ inbox, now, busy, onOpen, onClear, onBulk }: ContentProps) {
  const { page, selection, setSelected } = inbox;
  if (!page) {
    return inbox.error ? <PageQueryError error={inbox.error} what="alerts" onRetry={inbox.refresh} retrying={inbox.retrying} /> : <AlertsSkeleton />;
  }
  const empty = inboxEmpty(page.counts, inbox.filters);
  if (empty) return <AlertsEmpty kind={empty} onClear={onClear} />;

  const list = { now, selected: inbox.selected, onSelect: setSelected, onOpen };
  const bulk = async (status: AlertAction) => {
    if (await onBulk([...selection], status)) setSelected(new Set());
  };
  return (
    <>
      {selection.size > 0 && <BulkActionBar count={selection.size} busy={busy} onStatus={bulk} onClear={() => setSelected(new Set())} />}
      <AlertSection label="Unread" alerts={inbox.unread} {...list} {...inbox.emptyReason('unread')} />
      <AlertSection label="Read" alerts={inbox.read} showStatus {...list} {...inbox.emptyReason('read')} />
      {inbox.showMore && (
        <Button variant="outline" size="sm" alignSelf="center" onClick={inbox.showMore} loading={inbox.updating}>
          <ChevronsDown aria-hidden /> Show more alerts
        </Button>
      )}
    </>
  );
}

/** The alert as the cache holds it now (the page's answer, an action's answer or a live change), or null. */
function useCachedAlert(id: string | null): BehaviourAlert | null {
  const result = useFragment({ fragment: AlertDetailsDoc, from: id ? { __typename: 'Alert', id } : null });
  return id && result.complete ? result.data : null;
}

function FiltersButton({ changed, onClick }: { changed: number; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick} aria-haspopup="dialog">
      <SlidersHorizontal aria-hidden /> Filters
      {changed > 0 && (
        <Badge colorPalette="brand" variant="solid" size="xs" rounded="full">
          {changed}
        </Badge>
      )}
    </Button>
  );
}

/** Extra-wide screens: the filters beside the lists, in view while the lists scroll. */
function FilterPanel({ filters, onChange, onClear }: { filters: AlertFilters; onChange: (next: AlertFilters) => void; onClear: () => void }) {
  return (
    <Box as="aside" aria-labelledby="alert-filters-heading" w="56" flexShrink={0} position="sticky" top="20" maxH="calc(100dvh - 6rem)" overflowY="auto" p="4" rounded="l3" borderWidth="1px" borderColor="border" bg="bg.panel">
      <Heading as="h2" id="alert-filters-heading" size="sm" mb="4">
        Filters
      </Heading>
      <AlertFiltersForm filters={filters} onChange={onChange} onClear={onClear} />
    </Box>
  );
}
