import { Card, DataList as Fields, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import { openOnClick } from './open-handlers';
import type { DataColumn, DataListProps } from './types';

type CardsProps<Row> = DataListProps<Row> & { rows: readonly Row[] };

/** Phones and narrow windows: the table's rows as stacked cards, with "Select all" above them when rows select. */
export function DataCards<Row>(props: CardsProps<Row>) {
  const { rows, rowKey, label, card, selection, stale, testIds } = props;
  const list = (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={card.columns ?? { base: 1, md: 2 }}
      gap="3"
      aria-label={label}
      aria-busy={stale || undefined}
      opacity={stale ? 0.6 : 1}
      data-testid={testIds?.cards}
    >
      {rows.map((row) => (
        <DataCard key={rowKey(row)} {...props} row={row} />
      ))}
    </SimpleGrid>
  );
  if (!selection) return list;
  return (
    <Stack gap="2">
      <selection.boxes.SelectAll selection={selection} keys={rows.map(rowKey)} visibleLabel alignSelf="flex-start" />
      {list}
    </Stack>
  );
}

/**
 * One card. With `onOpen` and the standard body a tap anywhere on it opens the row (its aside holds the
 * button that keyboards and screen readers use); a custom `body` brings its own control.
 */
function DataCard<Row>({ row, rowKey, keyAttribute, card, columns, onOpen, selection, testIds }: CardsProps<Row> & { row: Row }) {
  const key = rowKey(row);
  const selected = selection?.selected.has(key) ?? false;
  const open = onOpen && !card.body ? () => onOpen(row) : undefined;
  const content = card.body ? card.body(row) : <CardBody row={row} card={card} columns={columns} />;
  const footer = card.footer?.(row);
  return (
    <Card.Root
      as="li"
      {...{ [keyAttribute]: key }}
      data-testid={testIds?.card}
      variant="outline"
      size="sm"
      bg={selected ? 'brand.subtle' : 'bg.panel'}
      borderColor={selection ? (selected ? 'brand.muted' : 'border') : undefined}
      {...(open && { cursor: 'pointer', _hover: { borderColor: 'border.emphasized' }, onClick: openOnClick(open) })}
    >
      {selection ? (
        <Flex gap="3" p="3" align="flex-start">
          <selection.boxes.SelectRow size="md" mt="0.5" selection={selection} rowKey={key} label={selection.rowLabel(row)} />
          {content}
        </Flex>
      ) : (
        content
      )}
      {footer != null && <Card.Footer>{footer}</Card.Footer>}
    </Card.Root>
  );
}

/** The headline (title and subtitle, the aside beside them), then a label and value line per field. */
function CardBody<Row>({ row, card, columns }: Pick<CardsProps<Row>, 'card' | 'columns'> & { row: Row }) {
  const { title, subtitle, aside } = card;
  const fields = columns.filter((column): column is DataColumn<Row> & { card?: Exclude<DataColumn<Row>['card'], false> } => column.card !== false);
  return (
    <Card.Body gap="3">
      {(title || subtitle || aside) && (
        <Flex justify="space-between" align="flex-start" gap="3">
          <Stack gap="0" minW="0">
            {title?.(row)}
            {subtitle?.(row)}
          </Stack>
          {aside?.(row)}
        </Flex>
      )}
      <Fields.Root orientation="horizontal" size="sm" gap={card.fieldGap ?? '2.5'}>
        {fields
          .filter((column) => column.card?.when?.(row) ?? true)
          .map((column) => (
            <Fields.Item key={column.key}>
              <Fields.ItemLabel minW={card.labelWidth}>{column.card?.label?.(row) ?? column.header}</Fields.ItemLabel>
              <Fields.ItemValue>{(column.card?.value ?? column.cell)(row)}</Fields.ItemValue>
            </Fields.Item>
          ))}
      </Fields.Root>
    </Card.Body>
  );
}
