import type { SimpleGridProps, TableCellProps, TableColumnHeaderProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SelectBoxes } from './SelectBox';

/** One column of a DataList: a table column on wide screens, and (unless `card` is false) a field of each card. */
export interface DataColumn<Row> {
  /** Unique within the list. */
  key: string;
  header: string;
  /** The header is for screen readers only (an actions column). */
  headerHidden?: boolean;
  cell: (row: Row) => ReactNode;
  /** The header and the cells hug the end of the row (actions). */
  align?: 'end';
  /** The server's sort key: the header is a sort button. */
  sortKey?: string;
  /** Chakra props of each cell (widths, wrapping, padding). */
  cellProps?: TableCellProps;
  headerProps?: TableColumnHeaderProps;
  /**
   * Table only: a column the list can do without when the table's area is narrower than `below` px; its
   * `text` then joins the line under the cell of the column marked `carriesFolds`.
   */
  fold?: { below: number; text: (row: Row) => string | null };
  carriesFolds?: boolean;
  /** False: a card-only field. */
  table?: boolean;
  /** How the column shows on a card: a label and value line (the default), or not at all (false). */
  card?: false | CardField<Row>;
}

export interface CardField<Row> {
  /** Defaults to the header. */
  label?: (row: Row) => ReactNode;
  /** Defaults to the cell. */
  value?: (row: Row) => ReactNode;
  /** Only on the cards of the rows it is true for. */
  when?: (row: Row) => boolean;
}

/** The phones' cards: a headline (title, subtitle, something beside them), the fields, a footer. */
export interface CardLayout<Row> {
  title?: (row: Row) => ReactNode;
  subtitle?: (row: Row) => ReactNode;
  /** Beside the title: a badge, or the button that opens the row. */
  aside?: (row: Row) => ReactNode;
  /** Under the fields (the row's actions); null for none. */
  footer?: (row: Row) => ReactNode;
  /** Replaces headline and fields: a card with its own control (it opens the row itself). */
  body?: (row: Row) => ReactNode;
  /** The field labels' minimum width, so the values line up. */
  labelWidth?: string;
  fieldGap?: string;
  columns?: SimpleGridProps['columns'];
}

export interface SortState {
  key: string;
  dir: 'asc' | 'desc';
  onSort: (key: string) => void;
}

export interface SelectionOptions<Row> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** The accessible name of a row's checkbox. */
  rowLabel: (row: Row) => string;
  /** What "Select all" selects, e.g. "unread alerts". */
  allLabel: string;
}

/**
 * Made by `rowSelection` (SelectBox.tsx), which brings the checkboxes along: lists that do not select never
 * load them (a list module importing them would put them in every list's bundle).
 */
export interface Selection<Row> extends SelectionOptions<Row> {
  boxes: SelectBoxes;
}

export interface DataListProps<Row> {
  /** Undefined while the first answer is on its way: `placeholder` is shown (a skeleton, or the error). */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  columns: DataColumn<Row>[];
  /** The table's caption and the card list's name. */
  label: string;
  /** A longer caption for the table, read by screen readers only. */
  caption?: string;
  /** The data attribute holding each row's key, e.g. `data-user-id`. */
  keyAttribute: `data-${string}`;
  /** A table from this breakpoint up, cards below. */
  wideFrom?: 'md' | 'lg';
  card: CardLayout<Row>;
  /** Opens a row's details (a drawer): a click or Enter/Space on a table row, a tap on a card. */
  onOpen?: (row: Row) => void;
  /** How to open a row from the keyboard, read with each focused row. */
  rowHint?: string;
  selection?: Selection<Row>;
  sort?: SortState;
  /** The rows shown belong to an earlier request: dimmed and busy. */
  stale?: boolean;
  /** Cells wrap (the table's default keeps each on one line, where a column does not say otherwise). */
  wrapCells?: boolean;
  placeholder?: ReactNode;
  empty?: ReactNode;
  testIds?: { table?: string; tableArea?: string; cards?: string; row?: string; card?: string };
}
