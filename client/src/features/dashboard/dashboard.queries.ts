import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import { firstLoadAnswers, preloadQueries } from '../../app/first-load';
import { graphql } from '../../gql';
import { isProcessing } from '../../lib/pending-reports';

/** operations §7 and operations §9: pending reports are polled every 30 s on the dashboard, health every 60 s. */
export const DASHBOARD_PENDING_POLL_MS = 30_000;
export const DASHBOARD_HEALTH_POLL_MS = 60_000;

/**
 * The /dashboard route's query: the figures of the latest report and whether they are a sample's (issue 16),
 * fetched again on every visit (operations §7 "refetched on mount").
 */
export const DashboardPageQuery = graphql(`
  query DashboardPage {
    sampleData {
      reports
      latestIsSample
    }
    populationStats {
      totalAnimals
      occupancyRate
      capacity
      zonesWithoutCapacity
      reportId
    }
    adoptionLevelStats {
      L1
      L2
      L3
      L4
      unassessed
    }
    latestReport {
      reportId
      reportDate
      createdAt
    }
  }
`);

/** Its own query for its own 30 s poll; the app banner's selection (lib/pending-reports), so neither leaves the other's items short. */
export const DashboardPendingReportsQuery = graphql(`
  query DashboardPendingReports {
    pendingReports {
      ...PendingReportSummary
    }
  }
`);

/** Its own query for its own 60 s poll; the whole snapshot, as the status page asks for it, since `health` has no id. */
export const DashboardHealthQuery = graphql(`
  query DashboardHealth {
    health {
      ...HealthSnapshot
    }
  }
`);

const retryOf = (refetch: () => Promise<unknown>) => () => {
  refetch().catch(() => undefined); // the error is shown from the hook's state
};

/** The calls the first load's loader has answered: the page's first mount reads them from the cache. */
const preloaded = firstLoadAnswers<unknown>();

/**
 * The route's loader (issue 19, app/first-load.ts). On the app's first load it asks the dashboard's three calls as the
 * rest of the code loads, and the first draw waits for their answers. The figures and the sample notice then come
 * with the first draw, which React renders in slices, instead of a second draw that blocked a phone for hundreds of
 * ms and pushed the cards down under the notice (CLS 0.13). Either way every mount gets a fresh answer (operations §7
 * "refetched on mount"): a preloaded answer is read once, by the page's first mount.
 */
export async function dashboardLoader(): Promise<null> {
  await preloadQueries<unknown>(
    (ask) =>
      Promise.all([
        ask(DashboardPageQuery, undefined, DashboardPageQuery),
        ask(DashboardPendingReportsQuery, undefined, DashboardPendingReportsQuery),
        ask(DashboardHealthQuery, undefined, DashboardHealthQuery),
      ]),
    preloaded.answered,
  );
  return null;
}

/** The three calls of the dashboard, each with its own refresh rule (operations §7). */
export function useDashboardData() {
  const stats = useQuery(DashboardPageQuery, { fetchPolicy: preloaded.useFetchPolicy(DashboardPageQuery), notifyOnNetworkStatusChange: true });
  const pending = useQuery(DashboardPendingReportsQuery, {
    fetchPolicy: preloaded.useFetchPolicy(DashboardPendingReportsQuery),
    pollInterval: DASHBOARD_PENDING_POLL_MS,
  });
  const health = useQuery(DashboardHealthQuery, {
    fetchPolicy: preloaded.useFetchPolicy(DashboardHealthQuery),
    pollInterval: DASHBOARD_HEALTH_POLL_MS,
    notifyOnNetworkStatusChange: true,
  });

  // After a failed refresh the last good answer stays on screen.
  const statsData = stats.data ?? stats.previousData;
  const pendingData = pending.data ?? pending.previousData;
  const healthData = health.data?.health ?? health.previousData?.health;
  const processing = isProcessing(pendingData?.pendingReports ?? []);

  // When the last upload finishes, the figures and the Valid thru date change: read them again at once
  // rather than on the next visit.
  const wasProcessing = useRef(processing);
  const { refetch: refetchStats } = stats;
  useEffect(() => {
    if (wasProcessing.current && !processing) refetchStats().catch(() => undefined);
    wasProcessing.current = processing;
  }, [processing, refetchStats]);

  // The health card is memoised (DashboardPage): its object keeps its identity while its own call has not changed.
  const { refetch: refetchHealth, error: healthError } = health;
  const healthRetrying = health.networkStatus === NetworkStatus.refetch;
  const healthCard = useMemo(
    () => ({ data: healthData, error: healthError, retry: retryOf(refetchHealth), retrying: healthRetrying }),
    [healthData, healthError, refetchHealth, healthRetrying],
  );

  return {
    stats: {
      data: statsData,
      error: stats.error,
      retry: retryOf(stats.refetch),
      retrying: stats.networkStatus === NetworkStatus.refetch,
    },
    pending: {
      /** A failed pending call only costs the Processing... label; the latest date is still right. */
      settled: pendingData !== undefined || pending.error !== undefined,
      processing,
    },
    health: healthCard,
  };
}

export type DashboardData = ReturnType<typeof useDashboardData>;
