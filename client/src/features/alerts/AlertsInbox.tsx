import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useWideLayout } from '../../components/use-wide-layout';
import { useNow } from '../../lib/dates';
import { AlertDrawer } from './AlertDrawer';
import { AlertFiltersDrawer } from './AlertFiltersDrawer';
import { AlertFiltersForm } from './AlertFiltersForm';
import { AlertSection } from './AlertSection';
import { AlertSummary } from './AlertSummary';
import { changedFilterCount, DEFAULT_FILTERS, type AlertFilters, type BehaviourAlert } from './alerts-logic';
import { BulkActionBar } from './BulkActionBar';
import { useAlertInbox } from './use-alert-inbox';

/**
 * The Inbox tab. Alerts are sample data (operations §7: no calls): status changes, assignments and bulk actions
 * update this visit's copy, so staff see their effect, and are logged; nothing is saved.
 */
export function AlertsInbox() {
  const now = useNow();
  const panelInline = useWideLayout('xl');
  const inbox = useAlertInbox();
  const { alerts, filters, visible, selection, changeFilters } = inbox;
  const [openId, setOpenId] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const openAlert = alerts.find((alert) => alert.id === openId) ?? null;
  const changed = changedFilterCount(filters);
  const clearFilters = () => changeFilters(DEFAULT_FILTERS);
  const open = (alert: BehaviourAlert) => {
    setOpenId(alert.id);
    setDrawerOpen(true);
  };
  const list = { now, selected: inbox.selected, onSelect: inbox.setSelected, onOpen: open };

  return (
    <Stack gap={{ base: '4', md: '5' }}>
      <AlertSummary counts={inbox.counts} status={filters.status} />

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
        {panelInline && <FilterPanel filters={filters} onChange={changeFilters} onClear={clearFilters} />}
        <Stack flex="1" minW="0" gap="6">
          {selection.size > 0 && <BulkActionBar count={selection.size} onStatus={inbox.bulkStatus} onClear={() => inbox.setSelected(new Set())} />}
          <AlertSection label="Unread" alerts={inbox.unread} {...list} {...inbox.emptyReason('unread')} />
          <AlertSection label="Read" alerts={inbox.read} showStatus {...list} {...inbox.emptyReason('read')} />
        </Stack>
      </Flex>

      {!panelInline && (
        <AlertFiltersDrawer open={filtersOpen} onOpenChange={setFiltersOpen} resultCount={visible.length}>
          <AlertFiltersForm filters={filters} onChange={changeFilters} onClear={clearFilters} />
        </AlertFiltersDrawer>
      )}
      <AlertDrawer alert={openAlert} open={drawerOpen} onOpenChange={setDrawerOpen} now={now} onStatus={inbox.oneStatus} onAssign={inbox.assign} />
    </Stack>
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
