import { Button, Card, DataList, EmptyState, SimpleGrid, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Copy, PawPrint } from 'lucide-react';
import { toaster } from '../../components/ui/toaster';
import { useWideLayout } from '../../components/use-wide-layout';
import { zonesToTsv, type ZoneRow } from './beti-logic';

export interface ZonesOverviewProps {
  rows: ZoneRow[];
  total: number;
}

/** Copies the rows as tab-separated text, ready to paste into a spreadsheet (operations §2, operations §8). */
async function copyZones(rows: ZoneRow[]) {
  try {
    await navigator.clipboard.writeText(zonesToTsv(rows));
    toaster.create({ type: 'success', title: 'Table copied', description: 'Paste it into a spreadsheet or document.' });
  } catch {
    toaster.create({ type: 'error', title: 'Copy failed', description: 'The browser did not allow access to the clipboard.' });
  }
}

export function ZonesCopyButton({ rows, disabled }: { rows: ZoneRow[]; disabled: boolean }) {
  return (
    <Button size="sm" variant="outline" onClick={() => void copyZones(rows)} disabled={disabled}>
      <Copy aria-hidden /> Copy
      <VisuallyHidden> table</VisuallyHidden>
    </Button>
  );
}

/** Zone, count, share of the shown animals and the cat/dog split: a table on wide screens, cards on phones. */
export function ZonesOverview({ rows, total }: ZonesOverviewProps) {
  const wide = useWideLayout('md');
  if (rows.length === 0) {
    return (
      <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="l3">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <PawPrint aria-hidden />
          </EmptyState.Indicator>
          <EmptyState.Title>No animals to place</EmptyState.Title>
          <EmptyState.Description>The latest report has no animals of the selected species.</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return wide ? <ZonesTable rows={rows} total={total} /> : <ZoneCards rows={rows} total={total} />;
}

function ZonesTable({ rows, total }: { rows: ZoneRow[]; total: number }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l3" bg="bg.panel">
      <Table.Root size="sm" data-testid="zones-table">
        <Table.Caption srOnly>Animals per zone in the latest Salem report</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader ps="5">Zone</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Count</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">% of {total}</Table.ColumnHeader>
            <Table.ColumnHeader pe="5">Cat/Dog split</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.zone} bg="bg.panel">
              <Table.Cell ps="5" py="3" fontWeight="medium">
                {r.zone}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {r.count}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {r.percent}
              </Table.Cell>
              <Table.Cell pe="5" color="fg.muted">
                {r.split}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row bg="bg.subtle">
            <Table.Cell ps="5" fontWeight="semibold">
              Total
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {total}
            </Table.Cell>
            <Table.Cell textAlign="end" color="fg.muted">
              100%
            </Table.Cell>
            <Table.Cell pe="5" />
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function ZoneCards({ rows, total }: { rows: ZoneRow[]; total: number }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={1} gap="2" aria-label={`Zones, ${total} animals in all`}>
      {rows.map((r) => (
        <Card.Root as="li" key={r.zone} variant="outline" size="sm" bg="bg.panel">
          <Card.Body gap="2">
            <Text fontWeight="semibold">{r.zone}</Text>
            <DataList.Root orientation="horizontal" size="sm" gap="1.5">
              <DataList.Item>
                <DataList.ItemLabel minW="24">Count</DataList.ItemLabel>
                <DataList.ItemValue>
                  {r.count} ({r.percent} of {total})
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel minW="24">Cat/Dog split</DataList.ItemLabel>
                <DataList.ItemValue>{r.split}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
