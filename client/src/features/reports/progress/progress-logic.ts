import type { ReportState } from '../../../gql/graphql';
import type { EventName } from './event-kinds';

/**
 * The live parse progress of one report (operations §4): a pure reducer from timeline events (WebSocket
 * subscription or server-sent events) and polled status records to a state, a percent and a message.
 */

/** operations §4 processing states; `uploaded` is shown as Queued. */
export type ProgressState = 'initializing' | 'uploaded' | 'parsing' | 'finalizing' | 'rate_limited' | 'complete' | 'failed';

/** How updates arrive: the chain is WebSocket → server-sent events → polling (operations §4 "Connection"). */
export type ConnectionMode = 'websocket' | 'sse' | 'polling' | 'disconnected';

/** One ReportEvent of the schema (the same JSON over SSE). */
export interface LiveEvent {
  seq: number;
  /** The dotted name (as server-sent events carry it; the subscription's `kind` is mapped to it). */
  type: EventName;
  data: unknown;
  progress: number | null;
  timestamp: string;
  reportId: string;
  tempId: string;
}

/** What polling reads: the schema's ReportStatus. */
export interface StatusRecord {
  state: ReportState;
  reportId: string | null;
  nextRetryAt: string | null;
  totalChunks: number;
  completed: number[];
  lastError: string | null;
  errorCode: string | null;
  animalCount: number | null;
  /** Lines and rows of the PDF not imported; null until committed. */
  notImported: number | null;
  /** A duplicate upload: the committed report it repeats (issue 16). */
  duplicateOf?: DuplicateOf | null;
}

/** The committed report a duplicate upload repeats, for a link to it. */
export interface DuplicateOf {
  reportId: string;
  filename: string;
  reportDate?: string | null;
}

export interface Progress {
  state: ProgressState;
  percent: number;
  /** Events in arrival order, without repeats (by seq). */
  events: LiveEvent[];
  /** Highest timeline seq applied; later copies of older events are skipped. */
  lastSeq: number;
  /** The committed report's id, once done. */
  reportId: string | null;
  /** The failure message, once failed. */
  error: string | null;
  errorCode: string | null;
  /** ISO time the AI pause ends, while rate limited. */
  nextRetryAt: string | null;
  animalCount: number | null;
  /** Lines and rows of the PDF not imported (issue 14), once committed. */
  notImported: number | null;
  /** The latest step in words, for the progress card. */
  message: string;
  /** Once failed as a duplicate: the report it repeats (issue 16). */
  duplicateOf: DuplicateOf | null;
}

export const INITIAL_PROGRESS: Progress = {
  state: 'initializing',
  percent: 0,
  events: [],
  lastSeq: 0,
  reportId: null,
  error: null,
  errorCode: null,
  nextRetryAt: null,
  animalCount: null,
  notImported: null,
  message: 'Waiting for the parser to start…',
  duplicateOf: null,
};

/** Card labels of operations §4. */
export const STATE_LABELS: Record<ProgressState, string> = {
  initializing: 'Initializing',
  uploaded: 'Queued',
  parsing: 'Processing',
  finalizing: 'Finalizing',
  rate_limited: 'Rate Limited / Paused',
  complete: 'Complete',
  failed: 'Failed',
};

export const isFinal = (state: ProgressState) => state === 'complete' || state === 'failed';

type EventData = {
  status?: string;
  state?: string;
  message?: string;
  code?: string;
  chunk?: number;
  zones_found?: number;
  accepted_animals?: number;
  animalCount?: number;
  notImported?: number;
  reportId?: string;
  retryAt?: string;
  totalChunks?: number;
  completed?: number[];
  pages_total?: number;
  pages_kept?: number;
  duplicateOf?: unknown;
};

const dataOf = (event: LiveEvent): EventData => (event.data && typeof event.data === 'object' ? (event.data as EventData) : {});

/** A server state (reports table) as a card state. */
export function stateOfServer(state: string | undefined): ProgressState {
  switch (state) {
    case 'uploaded':
    case 'queued':
      return 'uploaded';
    case 'finalizing':
      return 'finalizing';
    case 'rate_limited':
      return 'rate_limited';
    case 'complete':
      return 'complete';
    case 'failed':
    case 'cancelled':
      return 'failed';
    default:
      return 'parsing';
  }
}

const chunkName = (data: EventData, total: number) =>
  typeof data.chunk === 'number' ? `Chunk ${data.chunk + 1}${total > 0 ? ` of ${total}` : ''}` : 'A chunk';

/** The latest step in words. */
export function eventMessage(event: LiveEvent, totalChunks = 0): string {
  const data = dataOf(event);
  const chunk = chunkName(data, totalChunks);
  switch (event.type) {
    case 'snapshot': {
      if (data.status === 'complete') return 'Report already processed';
      if (data.status === 'failed' || data.status === 'cancelled') return 'Processing error';
      const total = data.totalChunks ?? 0;
      return total > 0 ? `Connected: ${data.completed?.length ?? 0} of ${total} chunks read` : 'Connected: waiting for the parser';
    }
    case 'parse.start':
      return `Reading the PDF: ${data.pages_kept ?? '?'} of ${data.pages_total ?? '?'} pages with animals, ${data.totalChunks ?? '?'} chunks`;
    case 'chunk.detected':
      return `${chunk}: ${data.zones_found ?? 0} zones detected`;
    case 'chunk.llm.start':
      return `${chunk}: AI extraction started`;
    case 'chunk.llm.ok':
      return `${chunk}: ${data.accepted_animals ?? 0} animals extracted`;
    case 'chunk.llm.rate_limited':
      return 'AI rate limited: paused until the retry time';
    case 'chunk.fallback.start':
      return `${chunk}: reading with the layout parser`;
    case 'chunk.fallback.ok':
      return `${chunk}: ${data.accepted_animals ?? 0} animals read by the layout parser`;
    case 'commit.start':
      return 'Saving animals to the database…';
    case 'commit.done':
      return `Saved ${data.animalCount ?? 0} animals`;
    case 'done':
      return data.message ?? 'Report processed';
    case 'error':
      return `Error: ${data.message || 'Unknown error'}`;
    default:
      return event.type;
  }
}

/** Total chunks as last announced by a snapshot or parse.start. */
function totalChunksOf(events: LiveEvent[]): number {
  for (let i = events.length - 1; i >= 0; i--) {
    const total = dataOf(events[i]).totalChunks;
    if (typeof total === 'number' && total > 0) return total;
  }
  return 0;
}

/**
 * Applies one event. Events at or below `lastSeq` are skipped (a fallback stream replays from its snapshot);
 * a snapshot is always applied, since it states where the report stands now. The bar never moves back.
 */
export function applyEvent(current: Progress, event: LiveEvent): Progress {
  if (event.type !== 'snapshot' && event.seq <= current.lastSeq) return current;
  if (isFinal(current.state)) return current;
  const data = dataOf(event);
  const events = event.type === 'snapshot' && current.events.some((e) => e.type === 'snapshot' && e.seq === event.seq) ? current.events : [...current.events, event];
  const next: Progress = {
    ...current,
    events,
    lastSeq: Math.max(current.lastSeq, event.seq),
    percent: event.progress === null ? current.percent : Math.max(current.percent, event.progress),
    message: eventMessage(event, totalChunksOf(events)),
  };
  switch (event.type) {
    case 'snapshot':
      if (data.status === 'complete') {
        return { ...next, state: 'complete', percent: 100, reportId: data.reportId ?? event.reportId, animalCount: data.animalCount ?? null, notImported: data.notImported ?? null };
      }
      if (data.status === 'failed' || data.status === 'cancelled') {
        const error = data.status === 'cancelled' ? 'This upload was cancelled: upload the file again.' : data.message || 'Processing error';
        return { ...next, state: 'failed', error, errorCode: data.code ?? null, message: 'Processing error', duplicateOf: duplicateOfData(data.duplicateOf) };
      }
      return { ...next, state: stateOfServer(data.state), nextRetryAt: data.state === 'rate_limited' ? (data.retryAt ?? null) : null };
    case 'chunk.llm.rate_limited':
      return { ...next, state: 'rate_limited', nextRetryAt: data.retryAt ?? null };
    case 'commit.start':
    case 'commit.done':
      return { ...next, state: 'finalizing', nextRetryAt: null, animalCount: data.animalCount ?? current.animalCount, notImported: data.notImported ?? current.notImported };
    case 'done':
      return {
        ...next,
        state: 'complete',
        percent: 100,
        nextRetryAt: null,
        reportId: data.reportId ?? event.reportId,
        animalCount: data.animalCount ?? current.animalCount,
        notImported: data.notImported ?? current.notImported,
      };
    case 'error':
      return { ...next, state: 'failed', nextRetryAt: null, error: data.message || 'Unknown error', errorCode: data.code ?? null, duplicateOf: duplicateOfData(data.duplicateOf) };
    default:
      return { ...next, state: 'parsing', nextRetryAt: null };
  }
}

/** The duplicate's twin from an event's data or a status, when it names one. */
export function duplicateOfData(raw: unknown): DuplicateOf | null {
  if (!raw || typeof raw !== 'object') return null;
  const d = raw as Record<string, unknown>;
  if (typeof d.reportId !== 'string' || !d.reportId) return null;
  return { reportId: d.reportId, filename: typeof d.filename === 'string' && d.filename ? d.filename : 'the earlier report', reportDate: typeof d.reportDate === 'string' ? d.reportDate : null };
}

/** The operations §4 percent of a polled status: chunks 10 to 60 in proportion, finalizing 90, a committed report 95. */
export function statusPercent(status: StatusRecord): number {
  switch (stateOfServer(status.state)) {
    case 'uploaded':
      return 0;
    case 'finalizing':
      return 90;
    case 'complete':
      return 95;
    default:
      return status.totalChunks > 0 ? Math.round(10 + (50 * status.completed.length) / status.totalChunks) : 5;
  }
}

/**
 * Applies a polled status. A committed report is "finalized": 95 % with its id, and the caller marks it done
 * (100 %) a second later by `finishProgress` (operations §4).
 */
export function applyStatus(current: Progress, status: StatusRecord): Progress {
  if (isFinal(current.state)) return current;
  const state = stateOfServer(status.state);
  const percent = Math.max(current.percent, statusPercent(status));
  switch (state) {
    case 'complete':
      return {
        ...current,
        state: 'finalizing',
        percent,
        reportId: status.reportId,
        animalCount: status.animalCount,
        notImported: status.notImported,
        nextRetryAt: null,
        message: 'Report committed: finishing…',
      };
    case 'failed': {
      const error = status.state === 'cancelled' ? 'This upload was cancelled: upload the file again.' : status.lastError || 'Unknown error';
      return { ...current, state, error, errorCode: status.errorCode, nextRetryAt: null, message: `Error: ${error}`, duplicateOf: duplicateOfData(status.duplicateOf) };
    }
    case 'rate_limited':
      return { ...current, state, percent, nextRetryAt: status.nextRetryAt, message: 'AI rate limited: paused until the retry time' };
    default: {
      const total = status.totalChunks;
      const message = state === 'uploaded' ? 'Queued: waiting for a worker' : state === 'finalizing' ? 'Saving animals to the database…' : total > 0 ? `${status.completed.length} of ${total} chunks read` : 'Reading the PDF…';
      return { ...current, state, percent, nextRetryAt: null, message };
    }
  }
}

/** The second step of a finalized poll: done at 100 %. */
export function finishProgress(current: Progress): Progress {
  if (current.state !== 'finalizing' || !current.reportId) return current;
  return { ...current, state: 'complete', percent: 100, message: 'Report processed' };
}

export type ProgressAction = { type: 'reset' } | { type: 'event'; event: LiveEvent } | { type: 'status'; status: StatusRecord } | { type: 'finish' };

export function progressReducer(current: Progress, action: ProgressAction): Progress {
  switch (action.type) {
    case 'reset':
      return INITIAL_PROGRESS;
    case 'event':
      return applyEvent(current, action.event);
    case 'status':
      return applyStatus(current, action.status);
    case 'finish':
      return finishProgress(current);
  }
}

/** The mode badge: "Live · WebSocket", "Live · SSE", "Polling", "Disconnected". */
export const MODE_LABELS: Record<ConnectionMode, string> = {
  websocket: 'Live · WebSocket',
  sse: 'Live · SSE',
  polling: 'Polling',
  disconnected: 'Disconnected',
};
