import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Badge, EmptyState, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Lightbulb } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { PageTitle } from '../../components/PageIntro';
import { PageQueryError } from '../../components/PageQueryError';
import { SectionCard } from '../../components/SectionCard';
import { usePageTitle } from '../../components/use-page-title';
import type { BetiPageQuery as BetiData } from '../../gql/graphql';
import { formatReportDate } from '../../lib/report-dates';
import { ActionPrep } from './ActionPrep';
import { BetiFilters } from './BetiFilters';
import { buildInsights, SPECIES, weekPoints, weekSeries, zoneLocations, zoneRows, type Insight, type Species } from './beti-logic';
import { BetiSkeleton, NoReportYet, NoSpecies } from './BetiStates';
import { BetiPageQuery } from './insights.queries';
import { InsightCards } from './InsightCards';
import { InsightDrawer } from './InsightDrawer';
import { KpiCards } from './KpiCards';
import { NotEnoughHistory, TrendSparklines, type Trend } from './TrendSparklines';
import { ZonesCopyButton, ZonesOverview } from './ZonesOverview';

const TITLE = 'Behavior Evaluations, Trends, & Insights';

/**
 * Behavior insights (operations §2, /beti and /betie; issue 18): the latest report's figures for the selected
 * species, insights generated from the last weeks of reports, 7-day trends and the zones.
 */
export function BetiPage() {
  usePageTitle('Insights');
  const [species, setSpecies] = useState<Species[]>(SPECIES);
  // The insight stays set while the drawer animates closed; `drawerOpen` drives visibility.
  const [insight, setInsight] = useState<Insight | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Fresh on every visit: a report may have been committed since the cached answer.
  const { data, error, networkStatus, refetch } = useQuery(BetiPageQuery, {
    variables: { species },
    skip: species.length === 0,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const openInsight = (next: Insight) => {
    setInsight(next);
    setDrawerOpen(true);
  };
  const retry = () => {
    refetch().catch(() => undefined); // shown from the hook's error
  };

  let content: ReactNode;
  if (species.length === 0) content = <NoSpecies />;
  else if (data) content = data.populationTrend.points.length === 0 ? <NoReportYet /> : <BetiFigures data={data} species={species} onOpen={openInsight} />;
  else if (error) content = <PageQueryError error={error} what="behavior insights" onRetry={retry} retrying={networkStatus === NetworkStatus.refetch} />;
  else content = <BetiSkeleton />;

  return (
    <>
      <Stack gap={{ base: '5', md: '6' }} maxW="7xl">
        <Stack gap="1">
          <PageTitle>
            {TITLE}
          </PageTitle>
          <Text color="fg.muted">Salem behavior picture from the latest report and the week before it.</Text>
        </Stack>
        <BetiFilters species={species} onChange={setSpecies} />
        {content}
      </Stack>
      <InsightDrawer insight={insight} open={drawerOpen} onOpenChange={setDrawerOpen} />
    </>
  );
}

const speciesNote = (species: Species[]) => (species.length === SPECIES.length ? 'Cats and dogs at Salem' : `${species[0] === 'CAT' ? 'Cats' : 'Dogs'} only`);

/** Everything the answer supports: key figures, insights, trends and zones. */
function BetiFigures({ data, species, onOpen }: { data: BetiData; species: Species[]; onOpen: (insight: Insight) => void }) {
  const { appSettings: settings, populationTrend, lengthOfStay: stay } = data;
  const view = useMemo(() => {
    const { points } = populationTrend;
    const latest = points.at(-1);
    const week = weekPoints(points);
    return {
      latest,
      week,
      series: weekSeries(week.days),
      zones: zoneRows(latest, zoneLocations(stay), species),
      insights: buildInsights({ points, stay, settings }),
    };
  }, [populationTrend, stay, settings, species]);
  const { latest, week, series, zones } = view;
  const trends: Trend[] = [
    { id: 'alerts', name: 'Behavior alerts', values: series.flagged, caption: `Animals at or above ${settings.behaviorAlertSeverity}, per report day`, palette: 'orange' },
    { id: 'length-of-stay', name: 'Average length of stay', values: series.averageStay, unit: ' days', caption: 'Days in care, averaged over the population', palette: 'blue' },
    { id: 'population', name: 'Total population', values: series.population, caption: 'Animals in care at Salem', palette: 'brand' },
  ];
  const figures = { animals: latest?.total ?? 0, openAlerts: data.openAlertCount, longStay: stay.longStayCount, longStayDays: stay.longStayDays };

  return (
    <>
      <KpiCards figures={figures} speciesNote={speciesNote(species)} />
      <InsightsSection insights={view.insights} onOpen={onOpen} />
      <Stack as="section" aria-labelledby="trends-heading" gap="3">
        <Heading as="h2" id="trends-heading" size="md">
          7-day trends
        </Heading>
        {week.days.length >= 2 ? <TrendSparklines trends={trends} /> : <NotEnoughHistory reports={week.reports} />}
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap={{ base: '4', md: '6' }} alignItems="start">
        <SectionCard
          id="zones-heading"
          title="Zones Overview"
          description={`Animals per zone in the report of ${formatReportDate(latest?.reportDate)}, ${zones.total} in all.`}
          aside={<ZonesCopyButton rows={zones.rows} disabled={zones.rows.length === 0} />}
        >
          <ZonesOverview rows={zones.rows} total={zones.total} />
        </SectionCard>
        <ActionPrep />
      </Grid>
    </>
  );
}

/** The generated insight cards, or why there are none. */
function InsightsSection({ insights, onOpen }: { insights: Insight[]; onOpen: (insight: Insight) => void }) {
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
            <EmptyState.Title>Nothing stands out in the latest report</EmptyState.Title>
            <EmptyState.Description>
              Insights appear when animals are flagged or over the long-stay threshold, when the average stay moves by a day or more in a week, or when a zone changes by 10% or more.
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
    </Stack>
  );
}
