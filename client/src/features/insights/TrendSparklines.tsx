import { Box, Card, chakra, EmptyState, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { ChartLine } from 'lucide-react';
import { plural, sparklinePoints, trendLabel } from './beti-logic';

export interface Trend {
  id: string;
  name: string;
  values: number[];
  /** Suffix for spoken values, e.g. " days". */
  unit?: string;
  /** Shown under the figure, e.g. "Average length of stay". */
  caption: string;
  palette: string;
}

const WIDTH = 160;
const HEIGHT = 40;

/** Seven-day trends (one value per report day) as small inline SVG sparklines; each SVG is an image whose label reads out the series. */
export function TrendSparklines({ trends }: { trends: Trend[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '3', md: '4' }}>
      {trends.map((t) => (
        <TrendCard key={t.id} trend={t} />
      ))}
    </SimpleGrid>
  );
}

function TrendCard({ trend }: { trend: Trend }) {
  const { values } = trend;
  const last = values.at(-1);
  const delta = values.length > 1 ? Math.round((values[values.length - 1] - values[0]) * 10) / 10 : 0;
  const points = sparklinePoints(values, WIDTH, HEIGHT, 3);
  const lastPoint = points.split(' ').at(-1)?.split(',');
  return (
    <Card.Root variant="outline" bg="bg.panel" colorPalette={trend.palette} data-testid={`trend-${trend.id}`}>
      <Card.Body p={{ base: '4', md: '5' }} gap="3">
        <Flex justify="space-between" align="baseline" gap="2">
          <Text textStyle="sm" fontWeight="medium" color="fg.muted">
            {trend.name}
          </Text>
          <Text textStyle="xs" color="fg.subtle">
            7 days
          </Text>
        </Flex>
        <Flex justify="space-between" align="flex-end" gap="3">
          <Box>
            <Text textStyle="2xl" fontWeight="semibold" lineHeight="short" aria-hidden>
              {last ?? '—'}
              {last !== undefined && trend.unit && (
                <Text as="span" textStyle="sm" fontWeight="normal" color="fg.muted">
                  {trend.unit}
                </Text>
              )}
            </Text>
            <Text textStyle="xs" color="fg.subtle" aria-hidden>
              {delta === 0 ? 'No change' : `${delta > 0 ? '+' : '−'}${Math.abs(delta)} over 7 days`}
            </Text>
          </Box>
          <chakra.svg role="img" aria-label={trendLabel(trend.name, values, trend.unit)} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} w={{ base: '40', md: '32', xl: '40' }} h="10" overflow="visible" color="colorPalette.solid" flexShrink={0}>
            {values.length > 0 && (
              <>
                <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
                {lastPoint && <circle cx={lastPoint[0]} cy={lastPoint[1]} r="3" fill="currentColor" />}
              </>
            )}
          </chakra.svg>
        </Flex>
        <Text textStyle="xs" color="fg.muted">
          {trend.caption}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** Instead of the lines when the week has fewer than two report days: never a line drawn from one point or from samples. */
export function NotEnoughHistory({ reports }: { reports: number }) {
  return (
    <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="l3" bg="bg.panel" data-testid="trends-not-enough">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <ChartLine aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title>Not enough history yet</EmptyState.Title>
        <EmptyState.Description>
          Trends need reports from at least two days in the last 7 days. {plural(reports, 'report')} so far.
        </EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
