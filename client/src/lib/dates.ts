import { useEffect, useState } from 'react';
import { formatUsTime } from './report-dates';

/**
 * Each formatter is made on first use: made at import, the four took 17-44 ms of the first load's main thread (the
 * browser builds each locale pattern), four times that on a slow phone, for formats a page may never show (issue 19).
 */
const once = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
const dateOnly = once(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }));
const dateTime = once(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
const relative = once(() => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "12 Mar 2026" in the reader's locale. */
export function formatDate(iso: string): string {
  return dateOnly().format(new Date(iso));
}

/** "2:05:09 PM", the local time as the US writes it (the app's dates are US dates: report-dates.ts). */
export function formatTime(iso: string): string {
  return formatUsTime(new Date(iso), { seconds: true });
}

/** "12 Mar 2026, 14:05": for tooltips beside a relative time. */
export function formatDateTime(iso: string): string {
  return dateTime().format(new Date(iso));
}

/** "now", "5 minutes ago", "yesterday", "3 days ago", "in 2 weeks": rough on purpose, the exact time sits beside it. */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < MINUTE) return relative().format(0, 'second');
  if (abs < HOUR) return relative().format(Math.round(seconds / MINUTE), 'minute');
  if (abs < DAY) return relative().format(Math.round(seconds / HOUR), 'hour');
  if (abs < 7 * DAY) return relative().format(Math.round(seconds / DAY), 'day');
  if (abs < 30 * DAY) return relative().format(Math.round(seconds / (7 * DAY)), 'week');
  if (abs < 365 * DAY) return relative().format(Math.round(seconds / (30 * DAY)), 'month');
  return relative().format(Math.round(seconds / (365 * DAY)), 'year');
}

/** "now", "12 seconds ago", "3 minutes ago": to the second, for health checks that run every minute. */
export function formatAgo(iso: string, now: number): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Math.abs(seconds) < 5) return relative().format(0, 'second');
  if (Math.abs(seconds) < MINUTE) return relative().format(seconds, 'second');
  const minutes = Math.round(seconds / MINUTE);
  if (Math.abs(minutes) < 60) return relative().format(minutes, 'minute');
  return relative().format(Math.round(minutes / 60), 'hour');
}

/** The current time, refreshed every minute, so relative labels age while a page stays open. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A local calendar day as a date input holds it, "yyyy-mm-dd". */
export function toDateInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/**
 * A date input's day as its last moment, local time: an expiry "on the 12th" works all of the 12th, and
 * choosing today still gives a future moment.
 */
export function endOfDay(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year, month - 1, day, 23, 59, 59, 999);
}

/** A real calendar day with a four-digit year (a date input can hold years up to 275760). */
export function isDateInputValue(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = endOfDay(value);
  return !Number.isNaN(date.getTime()) && toDateInputValue(date) === value;
}
