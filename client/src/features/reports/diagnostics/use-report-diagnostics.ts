import { CombinedGraphQLErrors, NetworkStatus, ServerError, ServerParseError } from '@apollo/client';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import { toaster } from '../../../components/ui/toaster';
import { ReportDiagnosticsManifestQuery, ReportDiagnosticsPendingQuery, ReportDiagnosticsResumeMutation } from './diagnostics.queries';
import { RUNNING_POLL_MS, isRunning, manifestLoadMessage, readEvents, readManifest, readRejections } from './diagnostics-logic';

/** operations §8 manifest load message from whatever Apollo rejected with. */
function loadMessage(error: unknown): string {
  if (ServerParseError.is(error)) return manifestLoadMessage({ bodyText: error.bodyText, statusCode: error.statusCode, message: '' });
  if (ServerError.is(error)) return manifestLoadMessage({ bodyText: error.bodyText, statusCode: error.statusCode, message: error.message });
  if (CombinedGraphQLErrors.is(error)) return manifestLoadMessage({ message: error.errors[0]?.message ?? error.message });
  return manifestLoadMessage({ message: error instanceof Error ? error.message : String(error) });
}

/**
 * The open report's manifest, read from the network each time (the REST twin is no-store), and read again
 * every few seconds while the report is still in the pending list and not failed.
 */
export function useReportDiagnostics(tempId: string | null) {
  const pending = useQuery(ReportDiagnosticsPendingQuery, tempId ? { fetchPolicy: 'cache-and-network' } : skipToken);
  const entry = pending.data?.pendingReports.find((p) => p.tempId === tempId);
  const running = isRunning(entry);

  const query = useQuery(
    ReportDiagnosticsManifestQuery,
    tempId
      ? { variables: { id: tempId }, fetchPolicy: 'network-only', pollInterval: running ? RUNNING_POLL_MS : 0, notifyOnNetworkStatusChange: true }
      : skipToken,
  );
  const { startPolling: pollPending, stopPolling: stopPendingPoll } = pending;
  useEffect(() => {
    if (!running) return;
    pollPending(RUNNING_POLL_MS);
    return () => stopPendingPoll();
  }, [running, pollPending, stopPendingPoll]);

  // When the run ends (committed or failed), read the manifest once more for its final state.
  const wasRunning = useRef(running);
  const { refetch } = query;
  useEffect(() => {
    if (wasRunning.current && !running && tempId) refetch().catch(() => undefined);
    wasRunning.current = running;
  }, [running, refetch, tempId]);

  const raw = query.data?.reportManifest;
  const view = useMemo(() => {
    if (!raw) return null;
    // Apollo adds __typename to the answer: it is not part of the diagnostics people copy or read.
    const { __typename: _typename, ...diagnostics } = raw as typeof raw & { __typename?: string };
    return {
      diagnostics,
      manifest: readManifest(raw.manifest),
      events: readEvents(raw.events),
      rejections: readRejections(raw.rejectionReasons),
      notImported: raw.notImported,
      notImportedTotal: raw.notImportedTotal,
      ledger: raw.ledger ?? null,
    };
  }, [raw]);

  const refresh = () => {
    query.refetch().catch(() => undefined); // shown from the hook's error
    pending.refetch().catch(() => undefined);
  };

  const [resumeReport, resumeState] = useMutation(ReportDiagnosticsResumeMutation);
  const resume = async () => {
    if (!tempId) return;
    try {
      const { data } = await resumeReport({ variables: { id: tempId } });
      toaster.create({ type: 'success', title: 'Resume successful', description: data?.resumeReport.message });
      refresh();
    } catch {
      toaster.create({ type: 'error', title: 'Resume failed', description: 'Could not resume processing' });
    }
  };

  return {
    view,
    running,
    loading: !raw && !query.error,
    error: query.error ? loadMessage(query.error) : null,
    refreshing: query.networkStatus === NetworkStatus.refetch || query.networkStatus === NetworkStatus.loading,
    refresh,
    resume,
    resuming: resumeState.loading,
    /** The server lets the viewer resume it (a duplicate or a failure with nothing saved cannot be). */
    resumeAllowed: entry?.actions.includes('RESUME' as never) ?? false,
  };
}

export type ReportDiagnostics = ReturnType<typeof useReportDiagnostics>;
