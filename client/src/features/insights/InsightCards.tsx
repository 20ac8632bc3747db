import { Badge, Box, Card, chakra, Flex, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import type { Insight } from './beti-logic';
import { INSIGHT_KIND } from './insight-kinds';

/** The generated insights as cards; each card's title is the button that opens the insight's drawer. */
export function InsightCards({ insights, onOpen }: { insights: Insight[]; onOpen: (insight: Insight) => void }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap={{ base: '3', md: '4' }}>
      {insights.map((insight) => (
        <Box as="li" key={insight.id} display="flex">
          <InsightCard insight={insight} onOpen={onOpen} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

/**
 * The title is the button, so its name is the text it shows (WCAG 2.5.3, label in name); its ::after covers the
 * card, so a click anywhere on the card opens the drawer, and the card shows the button's focus ring.
 */
function InsightCard({ insight, onOpen }: { insight: Insight; onOpen: (insight: Insight) => void }) {
  const kind = INSIGHT_KIND[insight.kind];
  const summaryId = `insight-${insight.id}-summary`;
  return (
    <Card.Root
      variant="outline"
      bg="bg.panel"
      colorPalette={kind.palette}
      w="full"
      position="relative"
      cursor="pointer"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: 'colorPalette.emphasized', shadow: 'sm' }}
      css={{ '&:has(button:focus-visible)': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' } }}
      data-testid={`insight-${insight.id}`}
    >
      <Card.Body p={{ base: '4', md: '5' }} gap="2">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge variant="subtle">{kind.label}</Badge>
          <Text as="span" ms="auto" textStyle="sm" fontWeight="semibold" color="colorPalette.fg">
            {insight.figure}
          </Text>
        </Flex>
        <chakra.button
          type="button"
          aria-haspopup="dialog"
          aria-describedby={summaryId}
          onClick={() => onOpen(insight)}
          fontWeight="semibold"
          textStyle="md"
          textAlign="start"
          cursor="pointer"
          outline="none"
          _after={{ content: '""', position: 'absolute', inset: '0' }}
        >
          {insight.title}
        </chakra.button>
        <Text as="span" id={summaryId} textStyle="sm" color="fg.muted">
          {insight.summary}
        </Text>
        <Flex as="span" align="center" gap="1" mt="auto" pt="1" textStyle="sm" fontWeight="medium" color="colorPalette.fg" aria-hidden>
          {insight.animals ? 'Animals and talking points' : 'Details and talking points'}
          <Icon boxSize="4">
            <ChevronRight />
          </Icon>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
