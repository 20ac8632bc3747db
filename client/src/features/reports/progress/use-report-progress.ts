import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { UploadPageQuery } from '../upload/upload.queries';
import { connectionReducer, INITIAL_CONNECTION, isPolling, type LiveMode } from './connection-logic';
import { INITIAL_PROGRESS, isFinal, progressReducer, type ConnectionMode, type LiveEvent, type Progress, type StatusRecord } from './progress-logic';
import { usePollingTransport } from './use-polling-transport';
import { useSseTransport } from './use-sse-transport';
import { useSubscriptionTransport } from './use-subscription-transport';

export interface ReportProgress extends Progress {
  mode: ConnectionMode;
}

/**
 * Follows one report's parse (operations §4): the GraphQL subscription over the socket; if it errors, ends
 * early or the socket closes, server-sent events; if those error (or are off by config), polling
 * reportStatus. A rate-limit pause also drops to polling, and the live path resumes when the report runs again.
 * The chain is connection-logic's reducer, the progress progress-logic's; each transport is its own hook.
 * Mount it once per tempId (a `key`), so each report starts from a clean state.
 */
export function useReportProgress(tempId: string): ReportProgress {
  // The upload page polls this query; here it is only read, for the REPORTS_SSE_ENABLED switch.
  const health = useQuery(UploadPageQuery, { fetchPolicy: 'cache-first' });
  const sseEnabled = health.data?.health.config.REPORTS_SSE_ENABLED !== false;
  const [progress, dispatch] = useReducer(progressReducer, INITIAL_PROGRESS);
  const [{ mode }, connect] = useReducer(connectionReducer, INITIAL_CONNECTION);
  const final = isFinal(progress.state);
  const paused = progress.state === 'rate_limited';

  // Read when a live path fails, without restarting it.
  const sseEnabledRef = useRef(sseEnabled);
  useEffect(() => {
    sseEnabledRef.current = sseEnabled;
  }, [sseEnabled]);

  const onEvent = useCallback((event: LiveEvent) => dispatch({ type: 'event', event }), []);
  const failed = useCallback((from: LiveMode) => connect({ type: 'failed', from, sseEnabled: sseEnabledRef.current }), []);
  const onSocketFail = useCallback(() => failed('websocket'), [failed]);
  const onSseFail = useCallback(() => failed('sse'), [failed]);
  const polling = useMemo(
    () => ({
      onStatus: (status: StatusRecord) => {
        dispatch({ type: 'status', status });
        connect({ type: 'polled', state: status.state });
      },
      onError: () => connect({ type: 'pollFailed' }),
      onFinish: () => dispatch({ type: 'finish' }),
    }),
    [],
  );

  useSubscriptionTransport(tempId, mode === 'websocket' && !final, onEvent, onSocketFail);
  useSseTransport(tempId, mode === 'sse' && !final, onEvent, onSseFail);
  usePollingTransport(tempId, isPolling(mode) && !final, sseEnabled, polling);

  // operations §4: a rate-limit pause drops a live path to polling (checked again whenever the path changes).
  useEffect(() => {
    if (paused) connect({ type: 'paused' });
  }, [paused, mode]);

  return { ...progress, mode };
}
