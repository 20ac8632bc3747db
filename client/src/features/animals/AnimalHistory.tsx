import { NetworkStatus } from '@apollo/client';
import { Button, Heading, Skeleton, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { describeError } from '../../components/error-info';
import { AnimalHistoryQuery } from './animals.queries';
import { FRESH_MS } from './freshness-logic';
import { historyCells, type HistoryEntry } from './movements-logic';
import { useFreshQuery } from './use-fresh-policy';

export interface AnimalHistoryProps {
  animalId: string;
  /** Whether the animal is in the latest report: a single row is then "this report". */
  inLatest: boolean;
}

/** Issue 18: the detail drawer's History, the animal's row in each committed report, newest Run Date first. */
export function AnimalHistory({ animalId, inLatest }: AnimalHistoryProps) {
  const headingId = useId();
  const { data, error, networkStatus, refetch } = useFreshQuery(AnimalHistoryQuery, {
    key: `history:${animalId}`,
    ttlMs: FRESH_MS.reference,
    variables: { animalId },
    notifyOnNetworkStatusChange: true,
  });

  const entries = data?.animalHistory ?? [];
  let body: ReactNode;
  if (entries.length > 0) {
    body = (
      <>
        <HistoryTable entries={entries} />
        {entries.length === 1 && (
          <Text textStyle="sm" color="fg.muted">
            {inLatest ? 'Seen in this report only.' : 'Seen in one report only.'}
          </Text>
        )}
      </>
    );
  } else if (data || (error && describeError(error).code === 'NOT_FOUND')) {
    body = (
      <Text textStyle="sm" color="fg.muted">
        No committed report lists this animal yet.
      </Text>
    );
  } else if (error) {
    body = (
      <Text textStyle="sm" color="fg.muted">
        Could not load the history.{' '}
        <Button variant="plain" size="sm" h="auto" p="0" textDecoration="underline" onClick={() => refetch().catch(() => undefined)} loading={networkStatus === NetworkStatus.refetch}>
          Try again
        </Button>
      </Text>
    );
  } else {
    body = <HistorySkeleton />;
  }
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} data-testid="animal-history">
      <Heading as="h3" size="sm" id={headingId}>
        History
      </Heading>
      {body}
    </Stack>
  );
}

function HistoryTable({ entries }: { entries: readonly HistoryEntry[] }) {
  return (
    // Focusable and named: on a phone the table scrolls sideways, and keyboard users must reach it (axe
    // scrollable-region-focusable).
    <Table.ScrollArea borderWidth="1px" borderColor="border.muted" rounded="l2" tabIndex={0} role="region" aria-label="Stay history" focusVisibleRing="outside">
      <Table.Root size="sm">
        <VisuallyHidden asChild>
          <caption>Where the animal was on each Run Date, newest first</caption>
        </VisuallyHidden>
        <Table.Header>
          <Table.Row>
            {['Run Date', 'Kennel', 'Zone', 'Status', 'Level'].map((label) => (
              <Table.ColumnHeader key={label} whiteSpace="nowrap">
                {label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => {
            const cells = historyCells(entry);
            return (
              <Table.Row key={entry.reportId}>
                <Table.Cell whiteSpace="nowrap">{cells.date}</Table.Cell>
                <Table.Cell>{cells.kennel}</Table.Cell>
                <Table.Cell title={entry.zoneLocation}>{cells.zone}</Table.Cell>
                <Table.Cell>{cells.status}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{cells.level}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function HistorySkeleton() {
  return (
    <Stack gap="2" aria-busy="true">
      <VisuallyHidden role="status">Loading history…</VisuallyHidden>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} h="5" w="full" />
      ))}
    </Stack>
  );
}
