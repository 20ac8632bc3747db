import { Badge, CloseButton, DataList, Drawer, Flex, Heading, List, Portal, Stack, Table, Text } from '@chakra-ui/react';
import type { Insight, StayAnimal } from './beti-logic';
import { INSIGHT_KIND } from './insight-kinds';

export interface InsightDrawerProps {
  insight: Insight | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One insight in full: what the data shows, its figures, the animals concerned, and talking points for the next meeting. */
export function InsightDrawer({ insight, open, onOpenChange }: InsightDrawerProps) {
  return (
    <Drawer.Root open={open && !!insight} onOpenChange={(e) => onOpenChange(e.open)} placement="end" size={{ base: 'full', sm: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="insight-drawer">
            {insight && (
              <>
                <Drawer.Header flexDirection="column" alignItems="flex-start" gap="2" pe="14">
                  <Flex gap="2" wrap="wrap">
                    <Badge colorPalette={INSIGHT_KIND[insight.kind].palette} variant="subtle">
                      {INSIGHT_KIND[insight.kind].label}
                    </Badge>
                  </Flex>
                  <Drawer.Title>{insight.title}</Drawer.Title>
                  <Drawer.Description asChild>
                    <Text textStyle="sm" color="fg.muted">
                      {insight.summary}
                    </Text>
                  </Drawer.Description>
                </Drawer.Header>
                <Drawer.Body>
                  <InsightBody insight={insight} />
                </Drawer.Body>
              </>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function InsightBody({ insight }: { insight: Insight }) {
  const facts = insight.zone ? [{ label: 'Zone', value: insight.zone }, ...insight.facts] : insight.facts;
  return (
    <Stack gap="6">
      <Stack as="section" gap="2" aria-labelledby="insight-details-heading">
        <Heading as="h3" id="insight-details-heading" size="sm">
          Details
        </Heading>
        {insight.details.map((paragraph) => (
          <Text key={paragraph} textStyle="sm">
            {paragraph}
          </Text>
        ))}
        <DataList.Root orientation="horizontal" size="sm" gap="2" mt="2">
          {facts.map((fact) => (
            <DataList.Item key={fact.label}>
              <DataList.ItemLabel minW="40">{fact.label}</DataList.ItemLabel>
              <DataList.ItemValue>{fact.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Stack>
      {insight.animals && <AnimalsTable animals={insight.animals} />}
      <Stack as="section" gap="2" aria-labelledby="insight-points-heading">
        <Heading as="h3" id="insight-points-heading" size="sm">
          Recommended talking points
        </Heading>
        <List.Root as="ol" gap="2" ps="5" textStyle="sm">
          {insight.talkingPoints.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List.Root>
      </Stack>
    </Stack>
  );
}

/** The animals an insight is about (long stay), longest first as the server sends them. */
function AnimalsTable({ animals }: { animals: StayAnimal[] }) {
  return (
    <Stack as="section" gap="2" aria-labelledby="insight-animals-heading">
      <Heading as="h3" id="insight-animals-heading" size="sm">
        Animals ({animals.length})
      </Heading>
      <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l2" maxH="80">
        <Table.Root size="sm" stickyHeader data-testid="insight-animals">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>Animal</Table.ColumnHeader>
              <Table.ColumnHeader>Zone</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Days</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {animals.map((a) => (
              <Table.Row key={a.animalId}>
                <Table.Cell>
                  <Text fontWeight="medium">{a.name ?? a.animalId}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {[a.name ? a.animalId : null, a.species, a.statusCode].filter(Boolean).join(' · ')}
                  </Text>
                </Table.Cell>
                <Table.Cell>{[a.zoneCode, a.kennel].filter(Boolean).join(' / ')}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {a.daysInCare}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
