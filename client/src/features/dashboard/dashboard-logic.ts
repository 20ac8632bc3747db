import type { HealthStatus } from '../../gql/graphql';
import type { OverallStatus } from '../health/health-status';

/** ISO date, optional time, optional zone: `2026-11-24`, `2026-11-24T07:05:00`, `2026-11-24T07:05:00.000Z`. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A report date. The server sends the Run Date printed on the report as wall-clock time without a zone, so it
 * is read as local time field by field: `new Date('2026-11-24')` would read a date-only string as UTC and
 * show the previous day west of Greenwich. A zoned string is left to `Date`. Anything else is null.
 */
export function parseReportDate(value: string): Date | null {
  const match = ISO.exec(value.trim());
  if (!match) return null;
  if (match[7]) {
    const zoned = new Date(value.trim());
    return Number.isNaN(zoned.getTime()) ? null : zoned;
  }
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = match.slice(1, 7).map((part) => (part === undefined ? undefined : Number(part)));
  if (year === undefined || month === undefined || day === undefined) return null;
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  date.setFullYear(year); // years below 100 would otherwise land in the 1900s
  // Date rolls 2026-02-31 over into March: a calendar field that changed means the input was not a real date.
  // (Time fields are range-checked above instead: a time in a DST gap legitimately moves by an hour.)
  const exact = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exact ? date : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** US format with leading zeros: 11/24/2026. */
export function formatUsDate(date: Date): string {
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** The local calendar date as `2026-11-24`, for `<time dateTime>`. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** §5: "No date" when absent, "Invalid date" when unreadable, else the US date. */
export function formatReportDate(value: string | null | undefined): string {
  if (value == null || value.trim() === '') return 'No date';
  const date = parseReportDate(value);
  return date ? formatUsDate(date) : 'Invalid date';
}

/** What the dashboard needs of a pending report. */
export interface PendingLike {
  state: string;
  status: string;
}

/**
 * A report is on its way while any pending upload has not failed. Both fields are read: the banner also takes
 * server status `failed` to mean failed (§4), and a failed upload waits for a person, not for the parser.
 */
export function isProcessing(pending: readonly PendingLike[]): boolean {
  return pending.some((report) => report.state !== 'failed' && report.status !== 'failed');
}

export interface LatestReportLike {
  reportDate: string | null;
}

export interface ValidThru {
  /** The card's value: a date, "Processing...", "No Reports", "No date" or "Invalid date". */
  value: string;
  /** A machine-readable date for `<time>`, when the value is one. */
  dateTime?: string;
  hint: string;
}

/** The Valid thru card (§2): Processing... while a report is pending, No Reports without one, else its date. */
export function validThru(latest: LatestReportLike | null, processing: boolean): ValidThru {
  const date = latest?.reportDate ? parseReportDate(latest.reportDate) : null;
  if (processing) {
    return { value: 'Processing...', hint: latest ? `Current figures: ${formatReportDate(latest.reportDate)}` : 'The first report is being read' };
  }
  if (!latest) return { value: 'No Reports', hint: 'Upload a report to begin' };
  return {
    value: formatReportDate(latest.reportDate),
    dateTime: date ? isoDate(date) : undefined,
    hint: 'Run date of the latest report',
  };
}

/** The checks the dashboard summary reads. */
export interface DashboardChecks {
  storage: { status: HealthStatus };
  db: { status: HealthStatus };
  ai: { status: HealthStatus };
}

/**
 * §4, the dashboard's variant of "Health overall": critical if storage, db or ai fails; warning if storage or
 * ai warns (queue is not counted here, unlike the upload screen); else healthy.
 */
export function dashboardOverall(checks: DashboardChecks): OverallStatus {
  if ([checks.storage, checks.db, checks.ai].some((check) => check.status === 'fail')) return 'critical';
  if ([checks.storage, checks.ai].some((check) => check.status === 'warn')) return 'warning';
  return 'healthy';
}

export interface AdoptionCounts {
  L1: number;
  L2: number;
  L3: number;
  L4: number;
  unassessed: number;
}

export interface LevelRow {
  key: keyof AdoptionCounts;
  label: string;
  count: number;
  /** Share of all animals in the report, rounded. */
  percent: number;
  palette: string;
  muted: boolean;
}

/** §2 colours: L1 green, L2 blue, L3 yellow, any other level red. */
const LEVELS = [
  { key: 'L1', label: 'Level 1', palette: 'green' },
  { key: 'L2', label: 'Level 2', palette: 'blue' },
  { key: 'L3', label: 'Level 3', palette: 'yellow' },
  { key: 'L4', label: 'Level 4', palette: 'red' },
] as const;

/** The Adoption Levels rows, L1 to L4, then the animals not yet assessed. */
export function levelRows(counts: AdoptionCounts): { rows: LevelRow[]; total: number } {
  const total = counts.L1 + counts.L2 + counts.L3 + counts.L4 + counts.unassessed;
  const percent = (count: number) => (total === 0 ? 0 : Math.round((count / total) * 100));
  const rows: LevelRow[] = LEVELS.map(({ key, label, palette }) => ({ key, label, count: counts[key], percent: percent(counts[key]), palette, muted: false }));
  rows.push({ key: 'unassessed', label: 'Not yet assessed', count: counts.unassessed, percent: percent(counts.unassessed), palette: 'gray', muted: true });
  return { rows, total };
}
