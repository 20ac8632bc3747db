import { Field, NativeSelect } from '@chakra-ui/react';
import type { AnimalColumn } from './animal-columns';
import type { ListParams, SortDir } from './list-params-logic';

export interface SortSelectProps {
  columns: AnimalColumn[];
  params: ListParams;
  onChange: (sort: string, dir: SortDir) => void;
}

/** Phones have no column headers: the sortable columns and directions as one choice. */
export function SortSelect({ columns, params, onChange }: SortSelectProps) {
  const sortable = columns.filter((column) => column.sortKey);
  return (
    <Field.Root orientation="horizontal" gap="2" w="auto">
      <Field.Label textStyle="sm" whiteSpace="nowrap" color="fg.muted">
        Sort by
      </Field.Label>
      <NativeSelect.Root size="sm" w="auto">
        <NativeSelect.Field
          value={`${params.sort}:${params.dir}`}
          onChange={(event) => {
            const [sort, dir] = event.currentTarget.value.split(':');
            onChange(sort, dir === 'desc' ? 'desc' : 'asc');
          }}
        >
          {sortable.flatMap((column) => [
            <option key={`${column.sortKey}:asc`} value={`${column.sortKey}:asc`}>
              {column.header} (A–Z)
            </option>,
            <option key={`${column.sortKey}:desc`} value={`${column.sortKey}:desc`}>
              {column.header} (Z–A)
            </option>,
          ])}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
