import { Table, Text, useChakraContext, useSlotRecipe, type SystemStyleObject, type TableCellProps, type TableColumnHeaderProps } from '@chakra-ui/react';
import { ClassNames } from '@emotion/react';
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

/** The body's parts as Chakra style objects: the table recipe's own row and cell slots (small, interactive). */
function useBodyStyles<Row>(columns: DataColumn<Row>[], selectable: boolean) {
  const slots = useSlotRecipe({ key: 'table' })({ size: 'sm', interactive: true, stickyHeader: true });
  const cell = (style: SystemStyleObject) => ({ ...slots.cell, ...style }) as SystemStyleObject;
  return {
    // Not the recipe's row slot: its only rules are the line variant's background and a `_selected` one, both
    // replaced here (as the row's style props did before: unlayered, they won over the recipe's layer).
    row: { bg: 'bg.panel' } as SystemStyleObject,
    selected: { bg: 'brand.subtle' } as SystemStyleObject,
    opens: { cursor: 'pointer', focusVisibleRing: 'inside', focusRingWidth: '2px' } as SystemStyleObject,
    selectCell: cell({ ps: '4' }),
    cells: columns.map((column, index) => {
      const { css, ...edge } = edgeProps(column, index, columns.length, selectable);
      return cell({ ...(edge as SystemStyleObject), ...(css as SystemStyleObject), ...column.cellProps });
    }),
    folded: { textStyle: 'xs', color: 'fg.muted' } as SystemStyleObject,
    folds: columns.map((column) => (column.fold ? { display: 'none', ...whenNarrowerThan(column.fold.below, { display: 'inline' }) } : {}) as SystemStyleObject),
  };
}
type BodyClasses = { row: string; selected: string; opens: string; selectCell: string; cells: string[]; folded: string; folds: string[] };

/**
 * Wide screens: one row per item. With `onOpen` the whole row opens it: a click anywhere on it, or Enter or
 * Space on the focused row (one tab stop per row). Sortable headers are buttons. The body's rows and cells are
 * plain elements with class names made once per table from the styles above (as the cards are, DataCards.tsx):
 * a Chakra component per cell cost a render and a style resolution each, rows times columns (issue 19).
 */
export function DataTable<Row>(props: TableProps<Row>) {
  const { rows, rowKey, label, caption, rowHint, stale, wrapCells, testIds } = props;
  const hintId = useId();
  const system = useChakraContext();
  const columns = props.columns.filter((column) => column.table !== false);
  const folds = columns.some((column) => column.fold);
  const styles = useBodyStyles(columns, !!props.selection);
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
          <ClassNames>
            {({ css }) => {
              const cls = (style: SystemStyleObject) => css(system.css(style));
              const classes: BodyClasses = {
                row: cls(styles.row),
                selected: cls(styles.selected),
                opens: cls(styles.opens),
                selectCell: cls(styles.selectCell),
                cells: styles.cells.map(cls),
                folded: cls(styles.folded),
                folds: styles.folds.map(cls),
              };
              return rows.map((row) => <BodyRow key={rowKey(row)} {...props} columns={columns} row={row} hintId={rowHint ? hintId : undefined} classes={classes} />);
            }}
          </ClassNames>
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

function BodyRow<Row>({ columns, row, rowKey, keyAttribute, selection, onOpen, hintId, testIds, classes }: TableProps<Row> & { row: Row; hintId?: string; classes: BodyClasses }) {
  const key = rowKey(row);
  const selected = selection?.selected.has(key) ?? false;
  const open = onOpen && (() => onOpen(row));
  return (
    <tr
      {...{ [keyAttribute]: key }}
      data-testid={testIds?.row}
      data-selected={selected || undefined}
      className={[classes.row, selected && classes.selected, open && classes.opens].filter(Boolean).join(' ')}
      {...(open && {
        tabIndex: 0,
        'aria-haspopup': 'dialog' as const,
        'aria-describedby': hintId,
        onClick: openOnClick(open),
        onKeyDown: openOnKey(open),
      })}
    >
      {selection && (
        // The checkbox cell selects; it must not also open the row.
        <td className={classes.selectCell} onClick={(event) => event.stopPropagation()}>
          <selection.boxes.SelectRow size="sm" selection={selection} rowKey={key} label={selection.rowLabel(row)} />
        </td>
      )}
      {columns.map((column, index) => (
        <td key={column.key} className={classes.cells[index]}>
          {column.cell(row)}
          {column.carriesFolds && <FoldedLine row={row} columns={columns} classes={classes} />}
        </td>
      ))}
    </tr>
  );
}

/**
 * The folded columns' values under a cell, each shown only while its column is gone: "Dog · Male · 2Y 3M".
 * Separators face the part that folds first (the widest `below`), which is present whenever any part is.
 */
function FoldedLine<Row>({ row, columns, classes }: { row: Row; columns: DataColumn<Row>[]; classes: BodyClasses }) {
  const parts = columns.flatMap((column, index) => {
    const text = column.fold?.text(row);
    return column.fold && text ? [{ key: column.key, below: column.fold.below, text, className: classes.folds[index] }] : [];
  });
  if (parts.length === 0) return null;
  const anchor = parts.findIndex((part) => part.below === Math.max(...parts.map((p) => p.below)));
  return (
    <p className={classes.folded} data-testid="folded-details">
      {parts.map((part, index) => (
        <span key={part.key} className={part.className}>
          {index > anchor && ' · '}
          {part.text}
          {index < anchor && ' · '}
        </span>
      ))}
    </p>
  );
}
