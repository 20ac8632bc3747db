import { itemPercent, itemState } from '../banner/banner-logic';
import type { ReportStates } from '../../../lib/report-states';

/** operations §9: the banner lists the first 5. */
export const BANNER_MAX_ITEMS = 5;
/** operations §7: pending reports every 10 s while any are pending, else every 60 s. */
export const PENDING_ACTIVE_POLL_MS = 10_000;
export const PENDING_IDLE_POLL_MS = 60_000;

/** The fields of GraphQL pendingReports the banner reads. */
export interface PendingReportItem {
  tempId: string;
  sourceFilename: string;
  filename: string;
  status: string;
  state: string;
  lastError: string | null;
  errorCode: string | null;
  totalChunks: number;
  completed: number[];
  rawZones: number;
  nextRetryAt: string | null;
  /** Stored, Parse not asked for (the server lists these to their uploader only). */
  awaitingParse?: boolean;
  /** What the viewer may do to it, decided by the server (RESUME, CANCEL, DISMISS). */
  actions?: readonly string[];
  duplicateOf?: { reportId: string; filename: string } | null;
}

export type BannerEntry =
  | {
      kind: 'pending';
      tempId: string;
      filename: string;
      /** failed, rate_limited, or a live state (parsing, finalizing, …). */
      state: string;
      label: string;
      percent: number;
      error: string | null;
      /** The server lets the viewer resume it (a pause, or a failure with zones read, operations §2). */
      resumable: boolean;
      nextRetryAt: string | null;
      /** The server lets the viewer cancel it (their own, or any for ADMIN and up). */
      cancellable: boolean;
      /** The server lets the viewer dismiss this failure, for every device. */
      dismissable: boolean;
      awaitingParse: boolean;
      duplicateOf: { reportId: string; filename: string } | null;
    }
  | {
      kind: 'complete';
      tempId: string;
      filename: string;
      reportId: string | null;
      /** Lines of the PDF not imported (issue 14), when the browser heard the count. */
      notImported: number | null;
    };

/** Item labels (operations §4), Paused for a rate-limited report (operations §2). */
export function stateLabel(state: string, serverState?: string): string {
  switch (state) {
    case 'failed':
      return 'Failed';
    case 'rate_limited':
      return 'Paused';
    case 'initializing':
      return 'Initializing';
    case 'uploaded':
      return 'Queued';
    case 'awaiting':
      return 'Not parsed yet';
    case 'finalizing':
      return 'Finalizing';
    case 'complete':
    case 'done':
      return 'Complete';
    default:
      // "Otherwise parsing" (operations §4), named more finely when the server says it has not started or is committing.
      if (serverState === 'uploaded' || serverState === 'queued') return 'Queued';
      if (serverState === 'finalizing') return 'Finalizing';
      return 'Processing';
  }
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Pending reports not dismissed (and not merely uploaded), then reports this browser saw complete that are no longer pending (each
 * shows "Report processed — data is available" until dismissed or 2 hours old).
 */
export function bannerEntries(pending: readonly PendingReportItem[], local: ReportStates): BannerEntry[] {
  const entries: BannerEntry[] = [];
  const pendingIds = new Set(pending.map((p) => p.tempId));
  for (const item of pending) {
    const state = itemState(item, local);
    if (state === 'dismissed') continue;
    // Stored but never sent to the parser (the server lists it to its uploader only): nothing is processing,
    // unless this browser just asked for the parse.
    const awaiting = (item.awaitingParse ?? item.state === 'uploaded') && !local[item.tempId];
    const failed = state === 'failed';
    const actions = item.actions ?? [];
    entries.push({
      kind: 'pending',
      tempId: item.tempId,
      filename: item.sourceFilename || item.filename,
      state: awaiting ? 'awaiting' : state,
      label: stateLabel(awaiting ? 'awaiting' : state, item.state),
      percent: failed ? failedPercent(item) : awaiting ? 0 : itemPercent(item),
      error: failed ? item.lastError?.trim() || str(local[item.tempId]?.error) || 'Unknown error' : null,
      resumable: actions.includes('RESUME'),
      nextRetryAt: item.nextRetryAt ?? str(local[item.tempId]?.nextRetryAt),
      cancellable: actions.includes('CANCEL'),
      dismissable: failed && actions.includes('DISMISS'),
      awaitingParse: awaiting,
      duplicateOf: item.duplicateOf ?? null,
    });
  }
  for (const [tempId, entry] of Object.entries(local)) {
    if (entry.state !== 'complete' || pendingIds.has(tempId)) continue;
    const notImported = typeof entry.notImported === 'number' ? entry.notImported : null;
    entries.push({ kind: 'complete', tempId, filename: str(entry.filename) ?? 'Report', reportId: str(entry.reportId), notImported });
  }
  return entries;
}

/**
 * How far a failed report got, on the operations §4 scale the live card uses (chunks read count 10 to 60 %, the commit
 * the rest): a report that read its only chunk and then failed stopped at 60 %, not at a full bar (issue 16).
 */
export function failedPercent(item: Pick<PendingReportItem, 'totalChunks' | 'completed'>): number {
  if (!item.totalChunks || item.completed.length === 0) return 0;
  return Math.round(10 + (50 * Math.min(item.completed.length, item.totalChunks)) / item.totalChunks);
}

/** Milliseconds left until `iso`, never below 0; 0 without a time. */
export function msUntil(iso: string | null, now: number): number {
  if (!iso) return 0;
  const at = new Date(iso).getTime();
  return Number.isNaN(at) ? 0 : Math.max(0, at - now);
}

/** m:ss, rounding up so the countdown shows 0:00 only when the wait is over. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

export const pendingPollMs = (pendingCount: number) => (pendingCount > 0 ? PENDING_ACTIVE_POLL_MS : PENDING_IDLE_POLL_MS);
