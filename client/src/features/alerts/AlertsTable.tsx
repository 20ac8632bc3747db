import { Checkbox, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { selectionState, type BehaviourAlert } from './alerts-logic';
import { AnimalCell, SeverityBadge, StatusBadge, TagList, TimeSource, ZoneCell } from './AlertCells';

export interface AlertListProps {
  /** "Unread" or "Read": names the table and its select-all box. */
  label: string;
  alerts: BehaviourAlert[];
  now: number;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (rows: BehaviourAlert[]) => void;
  onOpen: (alert: BehaviourAlert) => void;
  /** The Read table mixes three statuses, so it shows each row's status. */
  showStatus?: boolean;
}

export const animalLabel = (alert: BehaviourAlert) => (alert.name ? `${alert.animalId} ${alert.name}` : alert.animalId);

/** Wide screens: one row per alert; a click or Enter on the row opens its drawer. */
export function AlertsTable({ label, alerts, now, selected, onToggle, onToggleAll, onOpen, showStatus }: AlertListProps) {
  const openOnKey = (event: KeyboardEvent<HTMLTableRowElement>, alert: BehaviourAlert) => {
    // Keys pressed on the checkbox inside the row belong to the checkbox.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(alert);
    }
  };
  const all = selectionState(selected, alerts);

  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l3" bg="bg.panel">
      <Table.Root size="sm" interactive aria-label={`${label} alerts`} data-testid={`alerts-table-${label.toLowerCase()}`}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader w="10" ps="4">
              <Checkbox.Root size="sm" checked={all} onCheckedChange={() => onToggleAll(alerts)}>
                <Checkbox.HiddenInput aria-label={`Select all ${label.toLowerCase()} alerts`} />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
            <Table.ColumnHeader>Time/Source</Table.ColumnHeader>
            <Table.ColumnHeader>Animal</Table.ColumnHeader>
            <Table.ColumnHeader>Severity</Table.ColumnHeader>
            <Table.ColumnHeader>Zone</Table.ColumnHeader>
            <Table.ColumnHeader>Tags</Table.ColumnHeader>
            <Table.ColumnHeader minW="40" pe="5">
              Alert Details
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {alerts.map((alert) => {
            const isSelected = selected.has(alert.id);
            return (
              <Table.Row
                key={alert.id}
                data-testid="alert-row"
                data-alert-id={alert.id}
                data-selected={isSelected || undefined}
                tabIndex={0}
                cursor="pointer"
                aria-haspopup="dialog"
                bg={isSelected ? 'brand.subtle' : 'bg.panel'}
                focusVisibleRing="inside"
                onClick={() => onOpen(alert)}
                onKeyDown={(event) => openOnKey(event, alert)}
              >
                {/* The checkbox cell selects; it must not also open the drawer. */}
                <Table.Cell ps="4" onClick={(event) => event.stopPropagation()}>
                  <Checkbox.Root size="sm" checked={isSelected} onCheckedChange={() => onToggle(alert.id)}>
                    <Checkbox.HiddenInput aria-label={`Select alert for ${animalLabel(alert)}`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
                <Table.Cell py="3">
                  <TimeSource alert={alert} now={now} />
                </Table.Cell>
                <Table.Cell maxW="48">
                  <AnimalCell alert={alert} />
                </Table.Cell>
                <Table.Cell>
                  <SeverityBadge severity={alert.severity} />
                </Table.Cell>
                <Table.Cell maxW="40">
                  <ZoneCell alert={alert} />
                </Table.Cell>
                <Table.Cell maxW="48">
                  <TagList tags={alert.tags} />
                </Table.Cell>
                <Table.Cell pe="5">
                  <Stack gap="1">
                    {showStatus && (
                      <HStack gap="2">
                        <StatusBadge status={alert.status} />
                        {alert.assignee && (
                          <Text textStyle="xs" color="fg.muted" truncate>
                            {alert.assignee}
                          </Text>
                        )}
                      </HStack>
                    )}
                    <Text textStyle="sm" lineClamp={2}>
                      {alert.snippet}
                    </Text>
                  </Stack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
