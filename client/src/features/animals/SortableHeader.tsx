import { Button, Table, type TableColumnHeaderProps } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { ariaSort, type ListParams } from './list-params-logic';

export interface SortableHeaderProps extends TableColumnHeaderProps {
  label: string;
  sortKey: string;
  params: Pick<ListParams, 'sort' | 'dir'>;
  onSort: (key: string) => void;
}

/** A column header whose button sorts by it (§2): `aria-sort` sits on the th, the button is named by the label. */
export function SortableHeader({ label, sortKey, params, onSort, ...rest }: SortableHeaderProps) {
  const state = ariaSort(params, sortKey);
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
        onClick={() => onSort(sortKey)}
      >
        {label}
        <Icon aria-hidden />
      </Button>
    </Table.ColumnHeader>
  );
}
