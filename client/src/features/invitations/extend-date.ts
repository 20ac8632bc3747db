/** Date-input helpers for Extend: values are local calendar days, "yyyy-mm-dd". */

const pad = (n: number) => String(n).padStart(2, '0');

export function toDateInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today plus `days`, as a date-input value (§9: the default extension is 14 days). */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return toDateInputValue(date);
}

/**
 * The chosen day's last moment, local time: an invitation extended "to the 12th" works all of the 12th,
 * and choosing today still gives a future expiry.
 */
export function endOfDay(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year, month - 1, day, 23, 59, 59, 999);
}

export function isDateInputValue(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(endOfDay(value).getTime());
}
