import { Button, Card, chakra, Code, EmptyState, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useWideLayout } from '../../../components/use-wide-layout';
import { NOT_IMPORTED_LIMIT, notImportedHeading } from './diagnostics-logic';

/** One line or row of the PDF that did not become an animal (the manifest's NotImportedLine). */
export interface NotImportedLine {
  page: number;
  line: number;
  animalId: string | null;
  text: string;
  reason: string;
  message: string;
}

/**
 * Not imported tab (issue 14): every unread line and every row not committed, with its page, line and why.
 * A table in the 600 px drawer, stacked cards on phones; the first 100 unless Show all.
 */
export function NotImportedTab({ lines, total }: { lines: NotImportedLine[]; total: number }) {
  const wide = useWideLayout('md');
  const [showAll, setShowAll] = useState(false);
  if (total === 0) {
    return (
      <EmptyState.Root size="sm" data-testid="not-imported-empty">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <ListChecks aria-hidden />
          </EmptyState.Indicator>
          <EmptyState.Title>Every line of the PDF was read.</EmptyState.Title>
          <EmptyState.Description>Each line was a header, site, zone, total or animal row, and every row became an animal.</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  const shown = showAll ? lines : lines.slice(0, NOT_IMPORTED_LIMIT);
  return (
    <Stack gap="4" data-testid="not-imported">
      <Stack gap="1">
        <Heading as="h3" size="sm">
          {notImportedHeading(total)}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          Check each against the PDF: an animal listed here is not in the report&apos;s data.
          {total > lines.length && ` The first ${lines.length.toLocaleString('en-US')} are listed.`}
        </Text>
      </Stack>
      {wide ? <LinesTable lines={shown} /> : <LinesCards lines={shown} />}
      {lines.length > NOT_IMPORTED_LIMIT && (
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setShowAll((v) => !v)}>
          {showAll ? `Show first ${NOT_IMPORTED_LIMIT}` : `Show all (${lines.length.toLocaleString('en-US')})`}
        </Button>
      )}
    </Stack>
  );
}

const key = (l: NotImportedLine, i: number) => `${l.page}-${l.line}-${i}`;

function LinesTable({ lines }: { lines: NotImportedLine[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l2">
      <Table.Root size="sm" aria-label="Lines not imported" tableLayout="fixed">
        <Table.ColumnGroup>
          <Table.Column htmlWidth="96px" />
          <Table.Column htmlWidth="52px" />
          <Table.Column htmlWidth="52px" />
          <Table.Column />
          <Table.Column htmlWidth="36%" />
        </Table.ColumnGroup>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>Animal ID</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Page</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Line</Table.ColumnHeader>
            <Table.ColumnHeader>Text</Table.ColumnHeader>
            <Table.ColumnHeader>Reason</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((l, i) => (
            <Table.Row key={key(l, i)} data-testid="not-imported-line" verticalAlign="top">
              <Table.Cell fontFamily="mono" textStyle="xs">
                <AnimalId id={l.animalId} />
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {l.page}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                <LineNumber line={l.line} />
              </Table.Cell>
              <Table.Cell minW="0">
                <LineText text={l.text} />
              </Table.Cell>
              <Table.Cell whiteSpace="normal">
                <Reason line={l} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function LinesCards({ lines }: { lines: NotImportedLine[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="Lines not imported">
      {lines.map((l, i) => (
        <Card.Root as="li" key={key(l, i)} size="sm" variant="outline" data-testid="not-imported-line">
          <Card.Body gap="2">
            <HStack justify="space-between" gap="3" wrap="wrap">
              <Text fontFamily="mono" textStyle="sm" fontWeight="semibold">
                <AnimalId id={l.animalId} />
              </Text>
              <Text textStyle="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
                Page {l.page} · Line <LineNumber line={l.line} />
              </Text>
            </HStack>
            <Code size="sm" display="block" whiteSpace="pre-wrap" overflowWrap="anywhere" p="1.5">
              {l.text}
            </Code>
            <Reason line={l} />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

function AnimalId({ id }: { id: string | null }) {
  if (id) return <>{id}</>;
  return (
    <Text as="span" color="fg.subtle" aria-label="No Animal ID">
      —
    </Text>
  );
}

function LineNumber({ line }: { line: number }) {
  return line > 0 ? <>{line}</> : <Text as="span" color="fg.subtle" aria-label="Line not known">—</Text>;
}

/**
 * The printed line on one row, cut to the column's width; the button shows it whole (and the whole text is
 * always in the DOM, so screen readers read all of it).
 */
function LineText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <chakra.button
      type="button"
      onClick={() => setOpen((v) => !v)}
      aria-expanded={open}
      title={open ? undefined : text}
      display="block"
      w="full"
      textAlign="start"
      fontFamily="mono"
      textStyle="xs"
      bg="bg.muted"
      rounded="l1"
      px="1.5"
      py="0.5"
      cursor="pointer"
      focusVisibleRing="outside"
      truncate={!open}
      whiteSpace={open ? 'pre-wrap' : undefined}
      overflowWrap={open ? 'anywhere' : undefined}
    >
      {text}
    </chakra.button>
  );
}

function Reason({ line }: { line: NotImportedLine }) {
  return (
    <Stack gap="0.5">
      <Text textStyle="sm">{line.message}</Text>
      <Code size="sm" variant="plain" px="0" color="fg.muted" alignSelf="flex-start">
        {line.reason}
      </Code>
    </Stack>
  );
}
