import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { preloadQueries } from '../../app/first-load';
import { isProcessing } from '../../lib/pending-reports';
import {
  LocationReportAnimalsQuery,
  LocationReportHealthQuery,
  LocationReportLatestQuery,
  LocationReportMovementsQuery,
  LocationReportPendingQuery,
  LocationReportPinnedQuery,
  LocationReportZonesQuery,
} from './animals.queries';
import { FRESH_KEYS, FRESH_MS } from './freshness-logic';
import { DEFAULT_CENTER, toAnimalQuery, type ListParams } from './list-params-logic';
import { markFresh, useFreshQuery } from './use-fresh-policy';

/** operations §7: pending reports every 10 s while any is processing, else every 60 s. */
export const PENDING_ACTIVE_POLL_MS = 10_000;
export const PENDING_IDLE_POLL_MS = 60_000;

/** Parsing progress of the first report on its way: completed chunks over total chunks (total at least 1). */
export interface ParsingProgress {
  completed: number;
  total: number;
}

/**
 * The data behind the location page's gates (operations §2, in order): the session, the K4_DELTA_ENABLED flag, the
 * centre, the latest report. Each call is made only once the gates before it are passed (operations §7).
 */
export function useLocationReport(signedIn: boolean, center: string) {
  const health = useFreshQuery(LocationReportHealthQuery, { key: FRESH_KEYS.health, ttlMs: FRESH_MS.health, skip: !signedIn, notifyOnNetworkStatusChange: true });
  const enabled = health.data?.health.checks.deltaEnabled;

  const open = signedIn && enabled === true && center === DEFAULT_CENTER;
  const latest = useFreshQuery(LocationReportLatestQuery, { key: FRESH_KEYS.latest, ttlMs: FRESH_MS.reference, skip: !open, notifyOnNetworkStatusChange: true });

  const pending = useFreshQuery(LocationReportPendingQuery, { key: FRESH_KEYS.pending, ttlMs: FRESH_MS.pending, skip: !open });
  const reports = (pending.data ?? pending.previousData)?.pendingReports ?? [];
  const processing = isProcessing(reports);
  const { startPolling } = pending;
  useEffect(() => {
    if (open) startPolling(processing ? PENDING_ACTIVE_POLL_MS : PENDING_IDLE_POLL_MS);
  }, [open, processing, startPolling]);

  // When the last upload finishes there is a newer report: read it at once rather than after 30 s.
  const wasProcessing = useRef(processing);
  const { refetch: refetchLatest } = latest;
  useEffect(() => {
    if (open && wasProcessing.current && !processing) refetchLatest().catch(() => undefined);
    wasProcessing.current = processing;
  }, [open, processing, refetchLatest]);

  const first = reports.find((report) => isProcessing([report]));
  const parsing: ParsingProgress | null = first ? { completed: first.completed.length, total: first.totalChunks || 1 } : null;

  return {
    health: {
      enabled,
      error: health.data ? undefined : health.error,
      retry: () => health.refetch().catch(() => undefined),
      retrying: health.networkStatus === NetworkStatus.refetch,
    },
    latest: {
      /** undefined while loading, null when there is no committed report. */
      report: latest.data ? latest.data.latestReport : undefined,
      error: latest.data ? undefined : latest.error,
      retry: () => latest.refetch().catch(() => undefined),
      retrying: latest.networkStatus === NetworkStatus.refetch,
    },
    parsing,
  };
}

/** An earlier committed report named by `?report=` (issue 18): undefined while loading, null when there is no such report. */
export function usePinnedReport(reportId: string | null) {
  const reports = useQuery(LocationReportPinnedQuery, { skip: !reportId, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const found = reports.data?.reports.find((r) => r.id === reportId);
  return {
    report: reports.data ? (found ? { reportId: found.id, reportDate: found.reportDate } : null) : undefined,
    filename: found?.sourceFilename ?? null,
    error: reports.data ? undefined : reports.error,
    retry: () => reports.refetch().catch(() => undefined),
    retrying: reports.networkStatus === NetworkStatus.refetch,
  };
}

/** On the app's first load (app/first-load.ts): the gates above, then the report's zones, movements and animals. */
export function preloadLocationReport(params: ListParams): Promise<void> {
  return preloadQueries<string>(async (ask) => {
    const health = await ask(LocationReportHealthQuery, undefined, FRESH_KEYS.health);
    // An earlier report (`?report=`) or another centre: the page's own calls.
    if (health?.health.checks.deltaEnabled !== true || params.center !== DEFAULT_CENTER || params.report) return;
    const [latest] = await Promise.all([ask(LocationReportLatestQuery, undefined, FRESH_KEYS.latest), ask(LocationReportPendingQuery, undefined, FRESH_KEYS.pending)]);
    const reportId = latest?.latestReport?.reportId;
    if (!reportId) return;
    const query = toAnimalQuery(params);
    await Promise.all([
      ask(LocationReportZonesQuery, { reportId }, FRESH_KEYS.zones(reportId)),
      ask(LocationReportMovementsQuery, { reportId }, FRESH_KEYS.movements(reportId)),
      ask(LocationReportAnimalsQuery, { reportId, query }, FRESH_KEYS.list(FRESH_KEYS.reportList(reportId), query)),
    ]);
  }, markFresh);
}
