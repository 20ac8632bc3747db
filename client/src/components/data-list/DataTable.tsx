import { Table, Text, type SystemStyleObject, type TableCellProps, type TableColumnHeaderProps } from '@chakra-ui/react';
import { useId } from 'react';
import { openOnClick, openOnKey } from './open-handlers';
import { SortableHeader } from './SortableHeader';
import type { DataColumn, DataListProps } from './types';

/** The table's area is a size container: foldable columns go by the room the table has, sidebar open or not. */
const AREA = 'data-list';
const whenNarrowerThan = (px: number, style: SystemStyleObject) => ({ [`@container ${AREA} (width < ${px}px)`]: style }) as SystemStyleObject;
const hiddenBelow = <Row,>(column: DataColumn<Row>) => (column.fold ? whenNarrowerThan(column.fold.below, { display: 'none' }) : undefined);

type TableProps<Row> = DataListProps<Row> & { rows: readonly Row[] };

/** Padding, alignment and folding shared by a column's header and its cells: the row's outer cells get 5. */
function edgeProps<Row>(column: DataColumn<Row>, index: number, count: number, selectable: boolean): TableCellProps & TableColumnHeaderProps {
  return {
    ps: index === 0 && !selectable ? '5' : undefined,
    pe: index === count - 1 ? '5' : undefined,
    textAlign: column.align === 'end' ? 'end' : undefined,
    css: hiddenBelow(column),
  };
}

/**
 * Wide screens: one row per item. With `onOpen` the whole row opens it: a click anywhere on it, or Enter or
 * Space on the focused row (one tab stop per row). Sortable headers are buttons.
 */
export function DataTable<Row>(props: TableProps<Row>) {
  const { rows, rowKey, label, caption, rowHint, stale, wrapCells, testIds } = props;
  const hintId = useId();
  const columns = props.columns.filter((column) => column.table !== false);
  const folds = columns.some((column) => column.fold);
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderColor="border"
      rounded="l3"
      bg="bg.panel"
      opacity={stale ? 0.6 : 1}
      transition="opacity 0.15s"
      containerType={folds ? 'inline-size' : undefined}
      containerName={folds ? AREA : undefined}
      // Chakra's scroll area keeps every cell on one line; with `wrapCells` they wrap where a column lets them.
      whiteSpace={wrapCells ? 'normal' : undefined}
      data-testid={testIds?.tableArea}
    >
      <Table.Root size="sm" interactive stickyHeader data-testid={testIds?.table} aria-busy={stale || undefined}>
        <Table.Caption srOnly>{caption ?? label}</Table.Caption>
        <Table.Header>
          <HeaderRow {...props} columns={columns} />
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <BodyRow key={rowKey(row)} {...props} columns={columns} row={row} hintId={rowHint ? hintId : undefined} />
          ))}
        </Table.Body>
      </Table.Root>
      {rowHint && (
        <Text id={hintId} srOnly>
          {rowHint}
        </Text>
      )}
    </Table.ScrollArea>
  );
}

function HeaderRow<Row>({ columns, rows, rowKey, selection, sort }: TableProps<Row>) {
  return (
    <Table.Row bg="bg.subtle">
      {selection && (
        <Table.ColumnHeader w="10" ps="4">
          <selection.boxes.SelectAll selection={selection} keys={rows.map(rowKey)} />
        </Table.ColumnHeader>
      )}
      {columns.map((column, index) => {
        const props = { ...edgeProps(column, index, columns.length, !!selection), ...column.headerProps };
        if (column.sortKey && sort) {
          // Sort buttons stay on one line; plain headers may wrap ("Adoption / Level") when the area is narrow.
          return <SortableHeader key={column.key} label={column.header} sortKey={column.sortKey} sort={sort} whiteSpace="nowrap" {...props} />;
        }
        return (
          <Table.ColumnHeader key={column.key} {...props}>
            {column.headerHidden ? <Text srOnly>{column.header}</Text> : column.header}
          </Table.ColumnHeader>
        );
      })}
    </Table.Row>
  );
}

function BodyRow<Row>({ columns, row, rowKey, keyAttribute, selection, onOpen, hintId, testIds }: TableProps<Row> & { row: Row; hintId?: string }) {
  const key = rowKey(row);
  const selected = selection?.selected.has(key) ?? false;
  const open = onOpen && (() => onOpen(row));
  return (
    <Table.Row
      {...{ [keyAttribute]: key }}
      data-testid={testIds?.row}
      data-selected={selected || undefined}
      bg={selected ? 'brand.subtle' : 'bg.panel'}
      {...(open && {
        tabIndex: 0,
        cursor: 'pointer',
        'aria-haspopup': 'dialog' as const,
        'aria-describedby': hintId,
        onClick: openOnClick(open),
        onKeyDown: openOnKey(open),
        focusVisibleRing: 'inside',
        focusRingWidth: '2px',
      })}
    >
      {selection && (
        // The checkbox cell selects; it must not also open the row.
        <Table.Cell ps="4" onClick={(event) => event.stopPropagation()}>
          <selection.boxes.SelectRow size="sm" selection={selection} rowKey={key} label={selection.rowLabel(row)} />
        </Table.Cell>
      )}
      {columns.map((column, index) => (
        <Table.Cell key={column.key} {...edgeProps(column, index, columns.length, !!selection)} {...column.cellProps}>
          {column.cell(row)}
          {column.carriesFolds && <FoldedLine row={row} columns={columns} />}
        </Table.Cell>
      ))}
    </Table.Row>
  );
}

/**
 * The folded columns' values under a cell, each shown only while its column is gone: "Dog · Male · 2Y 3M".
 * Separators face the part that folds first (the widest `below`), which is present whenever any part is.
 */
function FoldedLine<Row>({ row, columns }: { row: Row; columns: DataColumn<Row>[] }) {
  const parts = columns.flatMap((column) => {
    const text = column.fold?.text(row);
    return column.fold && text ? [{ key: column.key, below: column.fold.below, text }] : [];
  });
  if (parts.length === 0) return null;
  const anchor = parts.findIndex((part) => part.below === Math.max(...parts.map((p) => p.below)));
  return (
    <Text textStyle="xs" color="fg.muted" data-testid="folded-details">
      {parts.map((part, index) => (
        <Text as="span" key={part.key} display="none" css={whenNarrowerThan(part.below, { display: 'inline' })}>
          {index > anchor && ' · '}
          {part.text}
          {index < anchor && ' · '}
        </Text>
      ))}
    </Text>
  );
}
