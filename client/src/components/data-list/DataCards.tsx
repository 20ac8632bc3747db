import { useChakraContext, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { ClassNames } from '@emotion/react';
import { openOnClick } from './open-handlers';
import type { CardLayout, DataColumn, DataListProps } from './types';

type CardsProps<Row> = DataListProps<Row> & { rows: readonly Row[] };
type FieldColumn<Row> = DataColumn<Row> & { card?: Exclude<DataColumn<Row>['card'], false> };

/**
 * The cards' parts, as Chakra style objects: the card and data-list recipes' own slots (outline, small;
 * horizontal, small), so the cards look as `Card` and `DataList` draw them.
 */
function useCardStyles<Row>(card: CardLayout<Row>) {
  const cards = useSlotRecipe({ key: 'card' })({ variant: 'outline', size: 'sm' });
  const fields = useSlotRecipe({ key: 'dataList' })({ orientation: 'horizontal', size: 'sm' });
  return {
    list: { listStyleType: 'none', display: 'grid', gap: '3', gridTemplateColumns: gridColumns(card.columns ?? { base: 1, md: 2 }) },
    stale: { opacity: 0.6 },
    withSelectAll: { display: 'flex', flexDirection: 'column', gap: '2' },
    // Off-screen cards skip style, layout and paint until scrolled near (a phone shows 3 of a page's 25): the list
    // pages' first draw laid out ~1,300 elements, 20-77 ms of a fast machine's main thread (issue 19). The size holds
    // their place meanwhile, then the last one drawn.
    card: { ...cards.root, bg: 'bg.panel', contentVisibility: 'auto', containIntrinsicSize: 'auto 16rem' },
    selectable: { borderColor: 'border' },
    selected: { bg: 'brand.subtle', borderColor: 'brand.muted' },
    opens: { cursor: 'pointer', _hover: { borderColor: 'border.emphasized' } },
    selectRow: { display: 'flex', gap: '3', p: '3', alignItems: 'flex-start' },
    body: { ...cards.body, gap: '3' },
    headline: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '3' },
    titles: { display: 'flex', flexDirection: 'column', gap: '0', minW: '0' },
    fields: { ...fields.root, gap: card.fieldGap ?? '2.5' },
    field: fields.item,
    label: { ...fields.itemLabel, minW: card.labelWidth },
    value: fields.itemValue,
    footer: cards.footer,
  } satisfies Record<string, SystemStyleObject>;
}
type CardClasses = Record<keyof ReturnType<typeof useCardStyles>, string>;

/** SimpleGrid's `columns` as a grid template: a count, or counts by breakpoint. */
function gridColumns(columns: NonNullable<CardLayout<unknown>['columns']>): SystemStyleObject['gridTemplateColumns'] {
  const repeat = (n: unknown) => (typeof n === 'number' ? `repeat(${n}, minmax(0, 1fr))` : undefined);
  if (typeof columns === 'number') return repeat(columns);
  if (Array.isArray(columns)) return columns.map(repeat);
  return Object.fromEntries(Object.entries(columns as Record<string, unknown>).map(([at, n]) => [at, repeat(n)]));
}

/**
 * Phones and narrow windows: the table's rows as stacked cards, with "Select all" above them when rows select.
 * The cards are plain elements with class names made once per list from the styles above: a Chakra component
 * per element cost about 60 component renders and as many style resolutions per card, the largest share of the
 * directory's first load on a phone (issue 19). What the columns render (badges, buttons) is theirs to choose.
 */
export function DataCards<Row>(props: CardsProps<Row>) {
  const { rows, rowKey, label, card, selection, stale, testIds } = props;
  const system = useChakraContext();
  const styles = useCardStyles(card);
  return (
    <ClassNames>
      {({ css }) => {
        const classes = Object.fromEntries(Object.entries(styles).map(([slot, style]) => [slot, css(system.css(style))])) as CardClasses;
        const list = (
          <ul aria-label={label} aria-busy={stale || undefined} className={stale ? `${classes.list} ${classes.stale}` : classes.list} data-testid={testIds?.cards}>
            {rows.map((row) => (
              <DataCard key={rowKey(row)} {...props} row={row} classes={classes} />
            ))}
          </ul>
        );
        if (!selection) return list;
        return (
          <div className={classes.withSelectAll}>
            <selection.boxes.SelectAll selection={selection} keys={rows.map(rowKey)} visibleLabel alignSelf="flex-start" />
            {list}
          </div>
        );
      }}
    </ClassNames>
  );
}

/**
 * One card. With `onOpen` and the standard body a tap anywhere on it opens the row (its aside holds the
 * button that keyboards and screen readers use); a custom `body` brings its own control.
 */
function DataCard<Row>({ row, rowKey, keyAttribute, card, columns, onOpen, selection, testIds, classes }: CardsProps<Row> & { row: Row; classes: CardClasses }) {
  const key = rowKey(row);
  const selected = selection?.selected.has(key) ?? false;
  const open = onOpen && !card.body ? () => onOpen(row) : undefined;
  const content = card.body ? card.body(row) : <CardBody row={row} card={card} columns={columns} classes={classes} />;
  const footer = card.footer?.(row);
  const className = [classes.card, selection && classes.selectable, selected && classes.selected, open && classes.opens].filter(Boolean).join(' ');
  return (
    <li {...{ [keyAttribute]: key }} data-testid={testIds?.card} className={className} onClick={open && openOnClick(open)}>
      {selection ? (
        <div className={classes.selectRow}>
          <selection.boxes.SelectRow size="md" mt="0.5" selection={selection} rowKey={key} label={selection.rowLabel(row)} />
          {content}
        </div>
      ) : (
        content
      )}
      {footer != null && <div className={classes.footer}>{footer}</div>}
    </li>
  );
}

/** The headline (title and subtitle, the aside beside them), then a label and value line per field. */
function CardBody<Row>({ row, card, columns, classes }: Pick<CardsProps<Row>, 'card' | 'columns'> & { row: Row; classes: CardClasses }) {
  const { title, subtitle, aside } = card;
  const fields = columns.filter((column): column is FieldColumn<Row> => column.card !== false).filter((column) => column.card?.when?.(row) ?? true);
  return (
    <div className={classes.body}>
      {(title || subtitle || aside) && (
        <div className={classes.headline}>
          <div className={classes.titles}>
            {title?.(row)}
            {subtitle?.(row)}
          </div>
          {aside?.(row)}
        </div>
      )}
      <dl className={classes.fields}>
        {fields.map((column) => (
          <div key={column.key} className={classes.field}>
            <dt className={classes.label}>{column.card?.label?.(row) ?? column.header}</dt>
            <dd className={classes.value}>{(column.card?.value ?? column.cell)(row)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
