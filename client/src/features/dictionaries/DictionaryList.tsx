import { Badge, Card, DataList, Flex, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { useWideLayout } from '../../components/use-wide-layout';
import type { Dictionary, DictionaryEntry } from './dictionaries-data';

/** One dictionary: a table on wide screens, stacked cards on phones. */
export function DictionaryList({ dictionary }: { dictionary: Dictionary }) {
  const wide = useWideLayout('md');
  return wide ? <DictionaryTable dictionary={dictionary} /> : <DictionaryCards dictionary={dictionary} />;
}

function ActiveBadge({ entry }: { entry: DictionaryEntry }) {
  return entry.isActive ? (
    <Badge colorPalette="green" variant="subtle">
      Active
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="subtle">
      Inactive
    </Badge>
  );
}

function Code({ children }: { children: string }) {
  return (
    <Text as="span" fontFamily="mono" fontWeight="medium" textStyle="sm">
      {children}
    </Text>
  );
}

function DictionaryTable({ dictionary }: { dictionary: Dictionary }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l3" bg="bg.panel">
      <Table.Root size="sm" data-testid={`dictionary-${dictionary.id}`}>
        <Table.Caption srOnly>{dictionary.title}</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {dictionary.categorized && <Table.ColumnHeader ps="5">Category</Table.ColumnHeader>}
            <Table.ColumnHeader ps={dictionary.categorized ? undefined : '5'}>Code</Table.ColumnHeader>
            <Table.ColumnHeader>Label</Table.ColumnHeader>
            <Table.ColumnHeader pe="5" textAlign="end">
              Status
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {dictionary.entries.map((entry) => (
            <Table.Row key={`${entry.category ?? ''}:${entry.code}`} bg="bg.panel">
              {dictionary.categorized && (
                <Table.Cell ps="5" color="fg.muted" fontFamily="mono" textStyle="xs">
                  {entry.category}
                </Table.Cell>
              )}
              <Table.Cell ps={dictionary.categorized ? undefined : '5'} py="2.5">
                <Code>{entry.code}</Code>
              </Table.Cell>
              <Table.Cell>{entry.label}</Table.Cell>
              <Table.Cell pe="5" textAlign="end">
                <ActiveBadge entry={entry} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function DictionaryCards({ dictionary }: { dictionary: Dictionary }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={1} gap="2" aria-label={dictionary.title}>
      {dictionary.entries.map((entry) => (
        <Card.Root as="li" key={`${entry.category ?? ''}:${entry.code}`} variant="outline" size="sm" bg="bg.panel">
          <Card.Body gap="2">
            <Flex justify="space-between" align="center" gap="2">
              <Code>{entry.code}</Code>
              <ActiveBadge entry={entry} />
            </Flex>
            <DataList.Root orientation="horizontal" size="sm" gap="1.5">
              <DataList.Item>
                <DataList.ItemLabel minW="20">Label</DataList.ItemLabel>
                <DataList.ItemValue>{entry.label}</DataList.ItemValue>
              </DataList.Item>
              {entry.category && (
                <DataList.Item>
                  <DataList.ItemLabel minW="20">Category</DataList.ItemLabel>
                  <DataList.ItemValue fontFamily="mono" textStyle="xs">
                    {entry.category}
                  </DataList.ItemValue>
                </DataList.Item>
              )}
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
