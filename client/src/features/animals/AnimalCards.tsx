import { Card, DataList, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AnimalListProps } from './AnimalTable';
import { ViewButton } from './AnimalTable';

/** Columns shown in a card's header rather than its list. */
const HEADLINE = new Set(['animal_id', 'name', 'species']);

/** Phones: the table's rows as stacked cards (the sort order is chosen with SortSelect above them). */
export function AnimalCards({ rows, columns, onView, caption, stale }: Omit<AnimalListProps, 'params' | 'onSort'>) {
  const species = columns.find((column) => column.key === 'species');
  const name = columns.find((column) => column.key === 'name');
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 1, sm: 2 }}
      gap="3"
      aria-label={caption}
      aria-busy={stale || undefined}
      opacity={stale ? 0.6 : 1}
      data-testid="animals-cards"
    >
      {rows.map((row) => (
        <Card.Root as="li" key={row.animal_id} data-animal-id={row.animal_id} variant="outline" size="sm" bg="bg.panel">
          <Card.Body gap="3">
            <Flex justify="space-between" align="flex-start" gap="3">
              <Stack gap="0" minW="0">
                <Text fontFamily="mono" fontWeight="semibold">
                  {row.animal_id}
                </Text>
                <Text textStyle="sm" color="fg.muted" truncate>
                  {name?.cell(row)} · {species?.cell(row)}
                </Text>
              </Stack>
              <ViewButton animalId={row.animal_id} onView={onView} />
            </Flex>
            <DataList.Root orientation="horizontal" size="sm" gap="2">
              {columns
                .filter((column) => !HEADLINE.has(column.key))
                .map((column) => (
                  <DataList.Item key={column.key}>
                    <DataList.ItemLabel minW="28">{column.header}</DataList.ItemLabel>
                    <DataList.ItemValue>{column.cell(row)}</DataList.ItemValue>
                  </DataList.Item>
                ))}
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
