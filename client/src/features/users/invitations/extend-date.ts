/** Date-input helpers for Extend: values are local calendar days, "yyyy-mm-dd". */

import { toDateInputValue } from '../../../lib/dates';

/** access-and-identity §9: an extension is 14 days by default. */
export const DEFAULT_EXTENSION_DAYS = 14;
/** The server refuses a date further than this from today (INVITATION_MAX_EXTENSION_DAYS). */
export const MAX_EXTENSION_DAYS = 90;

/** `from` plus `days`, as a date-input value. */
export function daysFrom(from: Date, days: number): string {
  const date = new Date(from);
  date.setDate(date.getDate() + days);
  return toDateInputValue(date);
}

/** Today plus `days`, as a date-input value. */
export function daysFromToday(days: number, now = new Date()): string {
  return daysFrom(now, days);
}

/** The last day the picker offers (the server's limit). */
export function latestExpiry(now = new Date()): string {
  return daysFromToday(MAX_EXTENSION_DAYS, now);
}

/**
 * The default of the Extend picker: an extension of 14 days (access-and-identity §9) to the current expiry, so the date moves;
 * when the invitation has already expired, 14 days from today (access-and-identity §5: "14 days ahead", the picker's minimum is
 * today). Never past the server's limit.
 */
export function defaultExtension(currentExpiry: string, now = new Date()): string {
  const expiry = new Date(currentExpiry);
  const base = expiry.getTime() > now.getTime() ? expiry : now;
  const proposed = daysFrom(base, DEFAULT_EXTENSION_DAYS);
  const latest = latestExpiry(now);
  return proposed > latest ? latest : proposed;
}

