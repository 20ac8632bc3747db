import { Button, Table, type TableColumnHeaderProps } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { ariaSort } from './data-list-logic';
import type { SortState } from './types';

export interface SortableHeaderProps extends TableColumnHeaderProps {
  label: string;
  sortKey: string;
  sort: SortState;
}

/** A column header whose button sorts by it: `aria-sort` sits on the th, the button is named by the label. */
export function SortableHeader({ label, sortKey, sort, ...rest }: SortableHeaderProps) {
  const state = ariaSort(sort, sortKey);
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <Table.ColumnHeader aria-sort={state} {...rest}>
      <Button
        variant="ghost"
        size="xs"
        mx="-2"
        px="2"
        fontWeight="semibold"
        color={state === 'none' ? 'fg.muted' : 'fg'}
        onClick={() => sort.onSort(sortKey)}
      >
        {label}
        <Icon aria-hidden />
      </Button>
    </Table.ColumnHeader>
  );
}
