/**
 * Report dates (operations §5). lib/dates.ts formats instants (createdAt, expiresAt) in the reader's locale;
 * a report's Run Date is a wall-clock date without a zone, shown in US format.
 */

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

/**
 * The local time as the US writes it, "7:05 AM" or with seconds "7:05:09 AM". Built by hand: toLocaleTimeString puts a
 * narrow no-break space before AM in recent ICU versions, and the page's first Intl date format loads the locale's
 * calendar data (20-30 ms of the dashboard's first render, issue 19).
 */
export function formatUsTime(date: Date, { seconds = false } = {}): string {
  const hours = date.getHours() % 12 || 12;
  return `${hours}:${pad(date.getMinutes())}${seconds ? `:${pad(date.getSeconds())}` : ''} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** The local calendar date as `2026-11-24`, for `<time dateTime>`. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** operations §5: "No date" when absent, "Invalid date" when unreadable, else the US date. */
export function formatReportDate(value: string | null | undefined): string {
  if (value == null || value.trim() === '') return 'No date';
  const date = parseReportDate(value);
  return date ? formatUsDate(date) : 'Invalid date';
}
