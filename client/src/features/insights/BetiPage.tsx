import { Badge, Button, EmptyState, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Lightbulb } from 'lucide-react';
import { useMemo, useState } from 'react';
import { usePageTitle } from '../../components/use-page-title';
import { SectionCard } from '../../components/SectionCard';
import { ActionPrep } from './ActionPrep';
import { BetiFilters } from './BetiFilters';
import { alertCount, sumSeries, visibleInsights, weightedSeries, zoneRows, type BetiFilters as Filters } from './beti-logic';
import { SAMPLE_ALERTS, SAMPLE_INSIGHTS, SAMPLE_TRENDS, SAMPLE_ZONES, SEVERITIES, SPECIES, type InsightSample } from './beti-sample';
import { InsightCards } from './InsightCards';
import { InsightDrawer } from './InsightDrawer';
import { KpiCards } from './KpiCards';
import { SampleBadge } from '../../components/SampleBadge';
import { TrendSparklines, type Trend } from './TrendSparklines';
import { ZonesCopyButton, ZonesOverview } from './ZonesOverview';

const TITLE = 'Behavior Evaluations, Trends, & Insights';

/** Behavior insights (operations §2, /beti and /betie): sample figures only in v1.9.3; no server calls. */
export function BetiPage() {
  usePageTitle('Insights');
  const [filters, setFilters] = useState<Filters>({ species: SPECIES, severities: SEVERITIES });
  const [insight, setInsight] = useState<InsightSample | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const view = useMemo(() => {
    const { species } = filters;
    const zones = zoneRows(SAMPLE_ZONES, species);
    const trends: Trend[] = [
      { id: 'alerts', name: 'Behavior alerts', values: sumSeries(SAMPLE_TRENDS.alerts, species), caption: 'Open alerts per day, all severities', palette: 'orange' },
      { id: 'length-of-stay', name: 'Average length of stay', values: weightedSeries(SAMPLE_TRENDS.lengthOfStay, SAMPLE_TRENDS.population, species), unit: ' days', caption: 'Days in care, averaged over the population', palette: 'blue' },
      { id: 'population', name: 'Total population', values: sumSeries(SAMPLE_TRENDS.population, species), caption: 'Animals in care at Salem', palette: 'brand' },
    ];
    return { zones, trends, alerts: alertCount(SAMPLE_ALERTS, filters), insights: visibleInsights(SAMPLE_INSIGHTS, filters) };
  }, [filters]);

  const speciesNote = filters.species.length === SPECIES.length ? 'Cats and dogs at Salem' : filters.species.length === 0 ? 'No species selected' : `${filters.species[0] === 'CAT' ? 'Cats' : 'Dogs'} only`;
  const openInsight = (next: InsightSample) => {
    setInsight(next);
    setDrawerOpen(true);
  };
  const resetFilters = () => setFilters({ species: SPECIES, severities: SEVERITIES });

  return (
    <>
      <Stack gap={{ base: '5', md: '6' }} maxW="7xl">
        <Stack gap="1">
          <Flex align="center" gap="3" wrap="wrap">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
              {TITLE}
            </Heading>
            <SampleBadge />
          </Flex>
          <Text color="fg.muted">Salem behavior picture from the latest report. Figures on this page are sample data in v1.9.3.</Text>
        </Stack>

        <BetiFilters filters={filters} onChange={setFilters} />
        <KpiCards animals={view.zones.total} alerts={view.alerts} speciesNote={speciesNote} />

        <InsightsSection insights={view.insights} onOpen={openInsight} onResetFilters={resetFilters} />

        <Stack as="section" aria-labelledby="trends-heading" gap="3">
          <Heading as="h2" id="trends-heading" size="md">
            7-day trends
          </Heading>
          <TrendSparklines trends={view.trends} />
        </Stack>

        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap={{ base: '4', md: '6' }} alignItems="start">
          <SectionCard
            id="zones-heading"
            title="Zones Overview"
            description={`Animals per zone in the latest report, ${view.zones.total} in all.`}
            aside={<ZonesCopyButton rows={view.zones.rows} disabled={filters.species.length === 0} />}
          >
            <ZonesOverview rows={view.zones.rows} total={view.zones.total} hasSpecies={filters.species.length > 0} />
          </SectionCard>
          <ActionPrep />
        </Grid>
      </Stack>

      <InsightDrawer insight={insight} open={drawerOpen} onOpenChange={setDrawerOpen} />
    </>
  );
}

/** The insight cards for the filters, or a way back when none match. */
function InsightsSection({ insights, onOpen, onResetFilters }: { insights: InsightSample[]; onOpen: (insight: InsightSample) => void; onResetFilters: () => void }) {
  return (
    <Stack as="section" aria-labelledby="insights-heading" gap="3">
      <Flex align="center" gap="2">
        <Heading as="h2" id="insights-heading" size="md">
          Insights
        </Heading>
        <Badge variant="subtle">{insights.length}</Badge>
      </Flex>
      {insights.length > 0 ? (
        <InsightCards insights={insights} onOpen={onOpen} />
      ) : (
        <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="l3" bg="bg.panel">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <Lightbulb aria-hidden />
            </EmptyState.Indicator>
            <EmptyState.Title>No insights match these filters</EmptyState.Title>
            <EmptyState.Description>Turn on more species or severity levels.</EmptyState.Description>
            <Button size="sm" variant="outline" onClick={onResetFilters}>
              Reset filters
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
    </Stack>
  );
}
