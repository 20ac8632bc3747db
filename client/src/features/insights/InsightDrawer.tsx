import { Badge, CloseButton, DataList, Drawer, Flex, Heading, List, Portal, Stack, Text } from '@chakra-ui/react';
import type { InsightSample } from './beti-sample';
import { SEVERITY_PALETTE } from './severity';

export interface InsightDrawerProps {
  insight: InsightSample | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One insight in full: what the sample shows, its figures, and talking points for the next meeting. */
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
                    <Badge colorPalette={SEVERITY_PALETTE[insight.severity]} variant="subtle">
                      Severity {insight.severity}
                    </Badge>
                    {insight.species.map((s) => (
                      <Badge key={s} variant="outline">
                        {s}
                      </Badge>
                    ))}
                    <Badge colorPalette="purple" variant="subtle">
                      Sample
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
                        <DataList.Item>
                          <DataList.ItemLabel minW="40">Zone</DataList.ItemLabel>
                          <DataList.ItemValue>{insight.zone}</DataList.ItemValue>
                        </DataList.Item>
                        {insight.facts.map((fact) => (
                          <DataList.Item key={fact.label}>
                            <DataList.ItemLabel minW="40">{fact.label}</DataList.ItemLabel>
                            <DataList.ItemValue>{fact.value}</DataList.ItemValue>
                          </DataList.Item>
                        ))}
                      </DataList.Root>
                    </Stack>
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
