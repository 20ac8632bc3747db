import { Box, Button, CloseButton, Drawer, Flex, Heading, Portal, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { formatReportDate } from '../../lib/report-dates';
import { LocationReportMovementsQuery } from './animals.queries';
import { FRESH_KEYS, FRESH_MS } from './freshness-logic';
import { movementDetail, movementName, movementSections, movementSummary, movementTotal, type Movement, type Movements, type MovementSection } from './movements-logic';
import { useFreshQuery } from './use-fresh-policy';

export interface MovementsSummaryProps {
  reportId: string;
  /** Opens the animal detail drawer, over the list of changes. */
  onOpenAnimal: (animalId: string) => void;
}

/** Issue 18: one line of what changed since the report before, and a drawer of the changes. Never blocks the report. */
export function MovementsSummary({ reportId, onOpenAnimal }: MovementsSummaryProps) {
  const [open, setOpen] = useState(false);
  const { data, error } = useFreshQuery(LocationReportMovementsQuery, { key: FRESH_KEYS.movements(reportId), ttlMs: FRESH_MS.reference, variables: { reportId } });

  if (!data) {
    if (error) {
      return (
        <Text textStyle="sm" color="fg.muted" data-testid="movements-summary">
          Changes since the last report are unavailable right now.
        </Text>
      );
    }
    return (
      <Box aria-busy="true" data-testid="movements-loading">
        <VisuallyHidden role="status">Loading changes since the last report…</VisuallyHidden>
        <Skeleton h="5" w="sm" maxW="full" />
      </Box>
    );
  }
  const movements = data.reportMovements;
  const changed = movements.previousReportId !== null && movementTotal(movements) > 0;
  return (
    <Flex gap="2" align="center" wrap="wrap" data-testid="movements-summary">
      <Text textStyle="sm" color={changed ? 'fg' : 'fg.muted'}>
        {movementSummary(movements)}
      </Text>
      {changed && (
        <>
          <Button size="xs" variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
            View changes
          </Button>
          <MovementsDrawer open={open} onOpenChange={setOpen} movements={movements} onOpenAnimal={onOpenAnimal} />
        </>
      )}
    </Flex>
  );
}

interface MovementsDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  movements: Movements;
  onOpenAnimal: (animalId: string) => void;
}

/** The changes grouped by kind: full screen on phones, a panel from the right on wider screens (as the detail drawer). */
function MovementsDrawer({ open, onOpenChange, movements, onOpenAnimal }: MovementsDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(event) => onOpenChange(event.open)} placement="end" size={{ base: 'full', sm: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="movements-drawer">
            <Drawer.Header flexDirection="column" alignItems="flex-start" gap="1" pe="14">
              <Drawer.Title>Changes since the last report</Drawer.Title>
              <Drawer.Description asChild>
                <Text textStyle="sm" color="fg.muted">
                  Report of {formatReportDate(movements.reportDate)} compared with {formatReportDate(movements.previousReportDate)}
                </Text>
              </Drawer.Description>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                {movementSections(movements.items).map((section) => (
                  <MovementList key={section.kind} section={section} onOpenAnimal={onOpenAnimal} />
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close changes" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function MovementList({ section, onOpenAnimal }: { section: MovementSection; onOpenAnimal: (animalId: string) => void }) {
  const headingId = useId();
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId} data-testid={`movements-${section.kind.toLowerCase()}`}>
      <Heading as="h3" size="sm" id={headingId}>
        {section.title}{' '}
        <Text as="span" color="fg.muted" fontWeight="normal">
          ({section.items.length})
        </Text>
      </Heading>
      <Stack as="ul" gap="0" listStyleType="none" borderWidth="1px" borderColor="border.muted" rounded="l2" overflow="hidden">
        {section.items.map((movement, index) => (
          <li key={movement.animalId}>
            <MovementRow movement={movement} divider={index > 0} onOpen={() => onOpenAnimal(movement.animalId)} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function MovementRow({ movement, divider, onOpen }: { movement: Movement; divider: boolean; onOpen: () => void }) {
  const detail = movementDetail(movement);
  return (
    <Button
      variant="ghost"
      onClick={onOpen}
      w="full"
      h="auto"
      py="2.5"
      px="3"
      rounded="none"
      borderTopWidth={divider ? '1px' : '0'}
      borderColor="border.muted"
      justifyContent="flex-start"
      textAlign="start"
      whiteSpace="normal"
      fontWeight="normal"
    >
      <Stack as="span" gap="0.5" minW="0">
        <Text as="span" display="block">
          <Text as="span" fontFamily="mono" fontWeight="semibold">
            {movement.animalId}
          </Text>{' '}
          · {movementName(movement)}
        </Text>
        {detail && (
          <Text as="span" display="block" textStyle="xs" color="fg.muted" overflowWrap="anywhere">
            {detail}
          </Text>
        )}
      </Stack>
    </Button>
  );
}
