import { Button, Table, Text } from '@chakra-ui/react';
import type { AnimalColumn, AnimalRow } from './animal-columns';
import type { ListParams } from './list-params-logic';
import { SortableHeader } from './SortableHeader';

export interface AnimalListProps {
  rows: AnimalRow[];
  columns: AnimalColumn[];
  params: ListParams;
  onSort: (key: string) => void;
  onView: (animalId: string) => void;
  caption: string;
  /** A newer page is on its way: the rows shown are the previous answer. */
  stale?: boolean;
}

/** Wide screens: one row per animal; sortable headers are buttons. */
export function AnimalTable({ rows, columns, params, onSort, onView, caption, stale }: AnimalListProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l3" bg="bg.panel" opacity={stale ? 0.6 : 1} transition="opacity 0.15s">
      <Table.Root size="sm" interactive stickyHeader data-testid="animals-table" aria-busy={stale || undefined}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((column, index) =>
              column.sortKey ? (
                <SortableHeader
                  key={column.key}
                  label={column.header}
                  sortKey={column.sortKey}
                  params={params}
                  onSort={onSort}
                  ps={index === 0 ? '5' : undefined}
                  whiteSpace="nowrap"
                />
              ) : (
                <Table.ColumnHeader key={column.key} ps={index === 0 ? '5' : undefined} whiteSpace="nowrap">
                  {column.header}
                </Table.ColumnHeader>
              ),
            )}
            <Table.ColumnHeader pe="5" textAlign="end">
              <Text srOnly>View</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.animal_id} data-animal-id={row.animal_id} bg="bg.panel">
              {columns.map((column, index) => (
                <Table.Cell key={column.key} ps={index === 0 ? '5' : undefined} py="2.5">
                  {column.cell(row)}
                </Table.Cell>
              ))}
              <Table.Cell pe="5" textAlign="end">
                <ViewButton animalId={row.animal_id} onView={onView} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function ViewButton({ animalId, onView, full }: { animalId: string; onView: (id: string) => void; full?: boolean }) {
  return (
    <Button size="xs" variant="outline" aria-label={`View ${animalId}`} onClick={() => onView(animalId)} width={full ? 'full' : undefined}>
      View
    </Button>
  );
}
