import { useWideLayout } from '../use-wide-layout';
import { DataCards } from './DataCards';
import { DataTable } from './DataTable';
import type { DataListProps } from './types';

export type { CardLayout, DataColumn, DataListProps, Selection, SelectionOptions, SortState } from './types';

/**
 * One list, driven by column definitions: a table from `wideFrom` up (default `lg`, 1024 px), stacked cards
 * below. One layout is rendered, not both hidden by CSS, so each row exists once for assistive technology and
 * tests. Before the first answer it shows `placeholder`; with no rows, `empty`.
 */
export function DataList<Row>(props: DataListProps<Row>) {
  const wide = useWideLayout(props.wideFrom ?? 'lg');
  const { rows } = props;
  if (!rows) return <>{props.placeholder}</>;
  if (rows.length === 0) return <>{props.empty}</>;
  return wide ? <DataTable {...props} rows={rows} /> : <DataCards {...props} rows={rows} />;
}
