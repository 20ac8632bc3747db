import type { ReportStates } from '../../../lib/report-states';

/** The reports screens have their own per-item banner (access-and-identity §4): the shell's is hidden there. */
export const bannerHiddenOn = (pathname: string): boolean => pathname.startsWith('/reports');

/** What the banner needs of a pending report (GET /api/reports/pending, GraphQL pendingReports). */
export interface PendingItem {
  tempId: string;
  status: string;
  /** The server's finer state (uploaded, queued, parsing, finalizing, rate_limited, failed), when asked for. */
  state?: string;
  lastError: string | null;
  totalChunks: number;
  completed: number[];
  /** Stored, Parse not asked for: its uploader's business, not a parse in progress (issue 16). */
  awaitingParse?: boolean;
}

export type BannerItemState = 'failed' | 'parsing' | 'rate_limited' | 'dismissed' | string;

/**
 * access-and-identity §4: the locally tracked state wins; otherwise server status failed or a non-empty lastError means failed;
 * otherwise parsing. A pause is the exception: only the server knows when it starts and ends (a page that
 * stopped watching cannot), and a paused report carries the AI's refusal in lastError without having failed.
 */
export function itemState(item: PendingItem, local: ReportStates): BannerItemState {
  const tracked = local[item.tempId]?.state;
  if (tracked === 'dismissed') return tracked;
  if (item.state === 'rate_limited' || item.status === 'rate_limited') return 'rate_limited';
  if (tracked && tracked !== 'rate_limited') return tracked;
  if (item.status === 'failed' || (item.lastError ?? '').trim() !== '') return 'failed';
  return 'parsing';
}

/** access-and-identity §4: completed over totalChunks × 100, rounded; 0 when totalChunks is 0. */
export function itemPercent(item: Pick<PendingItem, 'totalChunks' | 'completed'>): number {
  if (!item.totalChunks) return 0;
  return Math.min(100, Math.round((item.completed.length / item.totalChunks) * 100));
}

export type Banner =
  | { tone: 'error'; text: string }
  | { tone: 'info'; text: string; percent: number | null };

/**
 * The banner of access-and-identity §4, or null with nothing pending. All failed: red, "Report parsing failed" with the error
 * (fallback Unknown error) or "N reports failed to parse". Otherwise blue: "Parsing 1 report (c/t)…" with
 * a percentage, or "Parsing N reports…", with " • N failed" when some failed.
 */
export function bannerOf(pending: PendingItem[], local: ReportStates): Banner | null {
  const items = pending.filter((i) => itemState(i, local) !== 'dismissed' && !(i.awaitingParse && !local[i.tempId]));
  if (items.length === 0) return null;
  const states = items.map((i) => itemState(i, local));
  const failed = items.filter((_, k) => states[k] === 'failed');
  const active = items.filter((_, k) => states[k] !== 'failed');
  if (active.length === 0) {
    if (failed.length === 1) return { tone: 'error', text: `Report parsing failed: ${failed[0].lastError?.trim() || 'Unknown error'}` };
    return { tone: 'error', text: `${failed.length} reports failed to parse` };
  }
  const suffix = failed.length > 0 ? ` • ${failed.length} failed` : '';
  if (active.length === 1) {
    const [one] = active;
    if (states[items.indexOf(one)] === 'rate_limited') return { tone: 'info', text: `1 report paused: AI rate limited (${one.completed.length}/${one.totalChunks})${suffix}`, percent: itemPercent(one) };
    return { tone: 'info', text: `Parsing 1 report (${one.completed.length}/${one.totalChunks})…${suffix}`, percent: itemPercent(one) };
  }
  return { tone: 'info', text: `Parsing ${active.length} reports…${suffix}`, percent: null };
}
