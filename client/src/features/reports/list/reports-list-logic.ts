import { atLeast } from '../../../lib/roles';

/** operations §9: the Recent Reports list shows the first 10. */
export const RECENT_LIMIT = 10;
/** operations §9: a highlight from the `highlight` query parameter lasts 5 s; a deleted row's 1 s. */
export const HIGHLIGHT_MS = 5_000;
export const DELETE_HIGHLIGHT_MS = 1_000;

export const HIGHLIGHT_PARAM = 'highlight';
export const REPORT_PARAM = 'report';

/** The first `limit` reports and how many are left out ("... and N more"). */
export function recentSlice<T>(reports: readonly T[], limit = RECENT_LIMIT): { shown: T[]; more: number } {
  return { shown: reports.slice(0, limit), more: Math.max(0, reports.length - limit) };
}

export function moreLabel(more: number): string {
  return `... and ${more} more`;
}

/** A row's name: the report's title, else its file name. */
export function reportLabel(report: { title: string | null; sourceFilename: string }): string {
  return report.title?.trim() || report.sourceFilename;
}

/** operations §2 and the server's policy: Delete for ADMIN and SUPER_ADMIN, on completed reports with a database id. */
export function canDelete(role: string | null | undefined, report: { id: string | null | undefined }): boolean {
  return atLeast(role, 'ADMIN') && !!report.id;
}

export function canCancelAll(role: string | null | undefined): boolean {
  return atLeast(role, 'ADMIN');
}

/** A query parameter's value, blank counted as absent. */
export function paramValue(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value : null;
}

/** A copy of the parameters with `name` set, or removed when `value` is null; the others are kept. */
export function withParam(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return next;
}

/** The toast text after Cancel all (operations §8), from the count when the server sends no message. */
export function cancelledMessage(result: { cancelled: number; message?: string | null }): string {
  return result.message?.trim() || `Cancelled ${result.cancelled} pending reports. System reset to idle.`;
}
