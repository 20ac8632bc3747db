import type { ReportState } from '../../../gql/graphql';
import type { ConnectionMode, LiveEvent } from './progress-logic';

/**
 * The transport chain of operations §4 ("Connection") as a pure reducer: the GraphQL subscription, then
 * server-sent events, then polling reportStatus; a rate-limit pause drops to polling and the live path it left
 * is taken again when the report runs.
 */

export type LiveMode = 'websocket' | 'sse';

export interface Connection {
  mode: ConnectionMode;
  /** The live path a rate-limit pause left, taken again once a poll finds the report running. */
  resumeTo: LiveMode | null;
}

export type ConnectionAction =
  /** A live path errored, ended early, stayed silent or lost its socket. */
  | { type: 'failed'; from: LiveMode; sseEnabled: boolean }
  /** The report is rate limited. */
  | { type: 'paused' }
  /** A poll answered with the report's server state. */
  | { type: 'polled'; state: ReportState }
  /** A poll failed (the next one still runs). */
  | { type: 'pollFailed' };

export const INITIAL_CONNECTION: Connection = { mode: 'websocket', resumeTo: null };

/** Server states in which a paused report does not run again (yet). */
const NOT_RUNNING: ReadonlySet<ReportState> = new Set(['rate_limited', 'failed', 'cancelled', 'complete']);

export function connectionReducer(current: Connection, action: ConnectionAction): Connection {
  switch (action.type) {
    case 'failed':
      // One step down, only from the mode that failed: late errors of a path already left are ignored.
      if (current.mode !== action.from) return current;
      return { mode: action.from === 'websocket' && action.sseEnabled ? 'sse' : 'polling', resumeTo: null };
    case 'paused':
      if (current.mode !== 'websocket' && current.mode !== 'sse') return current;
      return { mode: 'polling', resumeTo: current.mode };
    case 'polled':
      if (current.resumeTo && !NOT_RUNNING.has(action.state)) return { mode: current.resumeTo, resumeTo: null };
      return current.mode === 'polling' ? current : { ...current, mode: 'polling' };
    case 'pollFailed':
      return current.mode === 'disconnected' ? current : { ...current, mode: 'disconnected' };
  }
}

/** Whether the chain is on the polling path (a failed poll still polls). */
export const isPolling = (mode: ConnectionMode) => mode === 'polling' || mode === 'disconnected';

/** The last event of a stream: after it the server closes, which is not a failure. */
export function endsStream(event: Pick<LiveEvent, 'type' | 'data'>): boolean {
  if (event.type === 'done' || event.type === 'error') return true;
  const status = (event.data as { status?: string } | null)?.status;
  return event.type === 'snapshot' && (status === 'complete' || status === 'failed' || status === 'cancelled');
}
