import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useSocketStatus } from '../../../app/socket-status';
import { INITIAL_PROGRESS, isFinal, progressReducer, type ConnectionMode, type LiveEvent, type Progress } from './progress-logic';
import { UploadHealthQuery, UploadReportProgressSubscription, UploadReportStatusQuery } from './progress.queries';

/** The server's named SSE events (report-events.ts EVENT_TYPES). */
const SSE_EVENT_TYPES = [
  'snapshot',
  'parse.start',
  'chunk.detected',
  'chunk.llm.start',
  'chunk.llm.ok',
  'chunk.llm.rate_limited',
  'chunk.fallback.start',
  'chunk.fallback.ok',
  'commit.start',
  'commit.done',
  'done',
  'error',
] as const;

/** The server answers a subscription with its snapshot at once: silence this long means the path is blocked. */
export const LIVE_START_TIMEOUT_MS = 8_000;
/** §9: event-stream fallback polling every 5 s; 15 s when server-sent events are off by config. */
export const FALLBACK_POLL_MS = 5_000;
export const NO_SSE_POLL_MS = 15_000;
/** §4: a report found committed by polling is done one second after it shows 95 %. */
export const FINISH_DELAY_MS = 1_000;

export interface ReportProgress extends Progress {
  mode: ConnectionMode;
}

/** The last event of a stream: after it the server closes, which is not a failure. */
function endsStream(event: LiveEvent): boolean {
  if (event.type === 'done' || event.type === 'error') return true;
  const status = (event.data as { status?: string } | null)?.status;
  return event.type === 'snapshot' && (status === 'complete' || status === 'failed' || status === 'cancelled');
}

/**
 * Follows one report's parse (operations.md §4): the GraphQL subscription over the socket; if it errors, ends
 * early or the socket closes, server-sent events; if those error (or are off by config), polling
 * reportStatus. A rate-limit pause also drops to polling, and the live path resumes when the report runs again.
 * Mount it once per tempId (a `key`), so each report starts from a clean state.
 */
export function useReportProgress(tempId: string): ReportProgress {
  const client = useApolloClient();
  const socket = useSocketStatus();
  const health = useQuery(UploadHealthQuery, { fetchPolicy: 'cache-first' });
  const sseEnabled = health.data?.health.config.REPORTS_SSE_ENABLED !== false;
  const [progress, dispatch] = useReducer(progressReducer, INITIAL_PROGRESS);
  const [mode, setMode] = useState<ConnectionMode>('websocket');
  const final = isFinal(progress.state);
  const paused = progress.state === 'rate_limited';
  const polling = mode === 'polling' || mode === 'disconnected';

  // Read inside callbacks without restarting the connections.
  const sseEnabledRef = useRef(sseEnabled);
  const resumeLiveRef = useRef<ConnectionMode | null>(null);
  const socketSeenOpen = useRef(false);
  useEffect(() => {
    sseEnabledRef.current = sseEnabled;
  }, [sseEnabled]);

  /** One step down the chain, only from the mode that failed (late errors of a closed path are ignored). */
  const fallBack = useCallback((from: 'websocket' | 'sse') => {
    setMode((current) => {
      if (current !== from) return current;
      resumeLiveRef.current = null;
      return from === 'websocket' && sseEnabledRef.current ? 'sse' : 'polling';
    });
  }, []);

  // WebSocket: the subscription.
  useEffect(() => {
    if (mode !== 'websocket' || final) return;
    socketSeenOpen.current = false;
    let ended = false;
    let heard = false;
    const silence = window.setTimeout(() => heard || fallBack('websocket'), LIVE_START_TIMEOUT_MS);
    const subscription = client.subscribe({ query: UploadReportProgressSubscription, variables: { tempId } }).subscribe({
      next: (result) => {
        const event = result.data?.reportProgress;
        if (result.error || !event) {
          console.warn('report progress subscription error; falling back to server-sent events', result.error);
          fallBack('websocket');
          return;
        }
        heard = true;
        ended ||= endsStream(event);
        dispatch({ type: 'event', event });
      },
      error: (error) => {
        console.warn('report progress subscription failed; falling back', error);
        fallBack('websocket');
      },
      complete: () => ended || fallBack('websocket'),
    });
    return () => {
      window.clearTimeout(silence);
      subscription.unsubscribe();
    };
  }, [mode, final, client, tempId, fallBack]);

  // A socket that closes while the report runs: graphql-ws retries forever without failing the subscription.
  useEffect(() => {
    if (mode !== 'websocket' || final) return;
    if (socket === 'connecting' || socket === 'connected') socketSeenOpen.current = true;
    else if (socket === 'closed' && socketSeenOpen.current) fallBack('websocket');
  }, [socket, mode, final, fallBack]);

  // Server-sent events.
  useEffect(() => {
    if (mode !== 'sse' || final) return;
    if (typeof EventSource === 'undefined') {
      fallBack('sse');
      return;
    }
    const source = new EventSource(`/api/reports/${encodeURIComponent(tempId)}/events`, { withCredentials: true });
    let ended = false;
    const onEvent = (message: MessageEvent<string>) => {
      try {
        const event = JSON.parse(message.data) as LiveEvent;
        ended ||= endsStream(event);
        dispatch({ type: 'event', event });
      } catch (error) {
        console.warn('report events: unreadable message ignored', error);
      }
    };
    for (const type of SSE_EVENT_TYPES) source.addEventListener(type, onEvent as EventListener);
    // §4: an event-stream error moves to polling (EventSource would reconnect by itself; we do not let it).
    source.onerror = () => {
      source.close();
      if (!ended) fallBack('sse');
    };
    return () => source.close();
  }, [mode, final, tempId, fallBack]);

  // §4: a rate-limit pause drops to polling; the live path it left is taken again when the report runs.
  useEffect(() => {
    if (!paused || (mode !== 'websocket' && mode !== 'sse')) return;
    resumeLiveRef.current = mode;
    setMode('polling');
  }, [paused, mode]);

  // Polling reportStatus.
  useEffect(() => {
    if (!polling || final) return;
    let stopped = false;
    let timer: number | undefined;
    const poll = async () => {
      try {
        const { data } = await client.query({ query: UploadReportStatusQuery, variables: { id: tempId }, fetchPolicy: 'network-only' });
        if (stopped) return;
        const status = data?.reportStatus;
        if (status) {
          dispatch({ type: 'status', status });
          setMode('polling');
          if (status.state === 'complete') {
            timer = window.setTimeout(() => dispatch({ type: 'finish' }), FINISH_DELAY_MS);
            return;
          }
          const resume = resumeLiveRef.current;
          if (resume && status.state !== 'rate_limited' && status.state !== 'failed' && status.state !== 'cancelled') {
            resumeLiveRef.current = null;
            setMode(resume);
            return;
          }
        }
      } catch (error) {
        if (stopped) return;
        console.warn('report status poll failed', error);
        setMode('disconnected');
      }
      timer = window.setTimeout(poll, sseEnabledRef.current ? FALLBACK_POLL_MS : NO_SSE_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [polling, final, client, tempId]);

  return { ...progress, mode };
}
