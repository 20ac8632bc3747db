import { Alert, Grid, Stack, VisuallyHidden } from '@chakra-ui/react';
import { AfterFirstDraw } from '../../app/first-load';
import { ErrorState } from '../../components/ErrorState';
import { describeError } from '../../components/error-info';
import { PageIntro } from '../../components/PageIntro';
import { usePageTitle } from '../../components/use-page-title';
import { useViewerCan } from '../../components/use-viewer-can';
import { AdoptionLevelsCard } from './AdoptionLevelsCard';
import { DashboardEmpty } from './DashboardEmpty';
import { DASHBOARD_INTRO } from './intro';
import { useDashboardData } from './dashboard.queries';
import { LocationsCard } from './LocationsCard';
import { QuickActions } from './QuickActions';
import { SampleDataNotice } from './SampleDataNotice';
import { StatCards } from './StatCards';
import { SystemStatusCard } from './SystemStatusCard';

/** The route's loader (app/router.tsx), from the page's chunk. */
export { dashboardLoader } from './dashboard.queries';

/**
 * Dashboard (operations §2): the latest report's figures, the centres, quick actions and system health. The page
 * draws again as each of its calls answers; the cards are memoised, so only those whose data changed follow.
 */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { stats, pending, health } = useDashboardData();
  const { can } = useViewerCan();
  const figures = stats.data;
  const loading = !figures && !stats.error;

  return (
    <Stack gap={{ base: '5', md: '6' }} maxW="7xl" aria-busy={loading || undefined}>
      <PageIntro intro={DASHBOARD_INTRO} />
      {loading && <VisuallyHidden role="status">Loading dashboard…</VisuallyHidden>}
      <SampleDataNotice latestIsSample={figures?.sampleData.latestIsSample ?? false} reportDate={figures?.latestReport?.reportDate ?? null} />

      {figures && stats.error && (
        <Alert.Root status="warning" variant="subtle" rounded="l3">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Showing the last loaded figures</Alert.Title>
            <Alert.Description>{describeError(stats.error).message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {figures && !figures.latestReport && pending.settled && <DashboardEmpty processing={pending.processing} />}

      {!figures && stats.error ? (
        <ErrorState error={stats.error} title="Could not load the dashboard figures" onRetry={stats.retry} retrying={stats.retrying} />
      ) : (
        <>
          <StatCards stats={figures} processing={pending.processing} pendingSettled={pending.settled} canSetCapacity={can?.updateSettings ?? false} />
          <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap={{ base: '4', md: '6' }} alignItems="stretch">
            <LocationsCard salemTotal={figures?.populationStats.totalAnimals} />
            <AdoptionLevelsCard counts={figures?.adoptionLevelStats} />
          </Grid>
        </>
      )}

      {/* Below a phone's first screen and not in the static copy (DashboardFrame): drawn after the first draw, a card at a time. */}
      <AfterFirstDraw>
        <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap={{ base: '4', md: '6' }} alignItems="stretch">
          <QuickActions />
          {/* A commit later again: the two cards' first styling and layout were one long task. */}
          <AfterFirstDraw>
            <SystemStatusCard health={health} />
          </AfterFirstDraw>
        </Grid>
      </AfterFirstDraw>
    </Stack>
  );
}
