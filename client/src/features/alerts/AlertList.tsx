import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { DataList, type CardLayout, type DataColumn } from '../../components/data-list/DataList';
import { rowSelection } from '../../components/data-list/SelectBox';
import type { BehaviourAlert } from './alerts-logic';
import { AnimalCell, SeverityBadge, StatusBadge, TagList, TimeSource, ZoneCell } from './AlertCells';

export interface AlertListProps {
  /** "Unread" or "Read": names the list and its select-all box. */
  label: string;
  alerts: BehaviourAlert[];
  now: number;
  selected: ReadonlySet<string>;
  onSelect: (selected: Set<string>) => void;
  onOpen: (alert: BehaviourAlert) => void;
  /** The Read list mixes three statuses, so it shows each alert's status. */
  showStatus?: boolean;
}

const animalLabel = (alert: BehaviourAlert) => (alert.name ? `${alert.animalId} ${alert.name}` : alert.animalId);

/**
 * One Inbox list (operations §2): a table on wide screens, cards below `lg`. A row opens the alert's drawer
 * (a click, or Enter or Space on the focused row); its checkbox selects it for the bulk actions instead.
 */
export function AlertList({ label, alerts, now, selected, onSelect, onOpen, showStatus }: AlertListProps) {
  const key = label.toLowerCase();
  return (
    <DataList
      rows={alerts}
      rowKey={(alert) => alert.id}
      keyAttribute="data-alert-id"
      label={`${label} alerts`}
      columns={alertColumns(now, showStatus)}
      card={alertCard(now, onOpen, showStatus)}
      onOpen={onOpen}
      selection={rowSelection({ selected, onChange: onSelect, rowLabel: (alert: BehaviourAlert) => `Select alert for ${animalLabel(alert)}`, allLabel: `${key} alerts` })}
      testIds={{ table: `alerts-table-${key}`, cards: `alerts-cards-${key}`, row: 'alert-row', card: 'alert-card' }}
    />
  );
}

function alertColumns(now: number, showStatus?: boolean): DataColumn<BehaviourAlert>[] {
  return [
    { key: 'time', header: 'Time/Source', cell: (alert) => <TimeSource alert={alert} now={now} />, cellProps: { py: '3' } },
    { key: 'animal', header: 'Animal', cell: (alert) => <AnimalCell alert={alert} />, cellProps: { maxW: '48' } },
    { key: 'severity', header: 'Severity', cell: (alert) => <SeverityBadge severity={alert.severity} /> },
    { key: 'zone', header: 'Zone', cell: (alert) => <ZoneCell alert={alert} />, cellProps: { maxW: '40' } },
    { key: 'tags', header: 'Tags', cell: (alert) => <TagList tags={alert.tags} />, cellProps: { maxW: '48' } },
    {
      key: 'details',
      header: 'Alert Details',
      headerProps: { minW: '40' },
      cell: (alert) => (
        <Stack gap="1">
          {showStatus && (
            <HStack gap="2">
              <StatusBadge status={alert.status} />
              {alert.assignee && (
                <Text textStyle="xs" color="fg.muted" truncate>
                  {alert.assignee.name}
                </Text>
              )}
            </HStack>
          )}
          <Text textStyle="sm" lineClamp={2}>
            {alert.snippet}
          </Text>
        </Stack>
      ),
    },
  ];
}

/** Phones: beside the checkbox, the card's body is one button opening the drawer. */
function alertCard(now: number, onOpen: (alert: BehaviourAlert) => void, showStatus?: boolean): CardLayout<BehaviourAlert> {
  return {
    columns: 1,
    body: (alert) => (
      <Box
        as="button"
        flex="1"
        minW="0"
        textAlign="start"
        rounded="l2"
        focusVisibleRing="outside"
        aria-haspopup="dialog"
        // Named by what it shows (WCAG 2.5.3, label in name): an aria-label would hide the card's text.
        onClick={() => onOpen(alert)}
      >
        <Stack gap="2.5">
          <Flex justify="space-between" align="flex-start" gap="2">
            <TimeSource alert={alert} now={now} />
            <HStack gap="1.5">
              {showStatus && <StatusBadge status={alert.status} />}
              <SeverityBadge severity={alert.severity} />
            </HStack>
          </Flex>
          <Flex justify="space-between" gap="3">
            <AnimalCell alert={alert} />
            <Box textAlign="end" flexShrink={0} maxW="50%">
              <ZoneCell alert={alert} />
            </Box>
          </Flex>
          <Text textStyle="sm" lineClamp={3}>
            {alert.snippet}
          </Text>
          <TagList tags={alert.tags} />
        </Stack>
      </Box>
    ),
  };
}
