import { Box, Card, Checkbox, Flex, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { selectionState } from './alerts-logic';
import { AnimalCell, SeverityBadge, StatusBadge, TagList, TimeSource, ZoneCell } from './AlertCells';
import { animalLabel, type AlertListProps } from './AlertsTable';

/** Phones and narrow windows: the table's rows as cards; the card body is one button opening the drawer. */
export function AlertCards({ label, alerts, now, selected, onToggle, onToggleAll, onOpen, showStatus }: AlertListProps) {
  return (
    <Stack gap="2">
      <Checkbox.Root size="sm" checked={selectionState(selected, alerts)} onCheckedChange={() => onToggleAll(alerts)} alignSelf="flex-start">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label color="fg.muted">
          Select all<VisuallyHidden> {label.toLowerCase()} alerts</VisuallyHidden>
        </Checkbox.Label>
      </Checkbox.Root>
      <Stack as="ul" listStyleType="none" gap="3" aria-label={`${label} alerts`} data-testid={`alerts-cards-${label.toLowerCase()}`}>
        {alerts.map((alert) => {
          const isSelected = selected.has(alert.id);
          return (
            <Card.Root
              as="li"
              key={alert.id}
              data-testid="alert-card"
              data-alert-id={alert.id}
              variant="outline"
              size="sm"
              bg={isSelected ? 'brand.subtle' : 'bg.panel'}
              borderColor={isSelected ? 'brand.muted' : 'border'}
            >
              <Flex gap="3" p="3" align="flex-start">
                <Checkbox.Root size="md" checked={isSelected} onCheckedChange={() => onToggle(alert.id)} mt="0.5">
                  <Checkbox.HiddenInput aria-label={`Select alert for ${animalLabel(alert)}`} />
                  <Checkbox.Control />
                </Checkbox.Root>
                <Box
                  as="button"
                  flex="1"
                  minW="0"
                  textAlign="start"
                  rounded="l2"
                  focusVisibleRing="outside"
                  aria-haspopup="dialog"
                  aria-label={`Open alert for ${animalLabel(alert)}`}
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
              </Flex>
            </Card.Root>
          );
        })}
      </Stack>
    </Stack>
  );
}
