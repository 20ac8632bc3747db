import { describe, expect, it } from '@jest/globals';
import { formatReportDate, formatUsDate, isoDate, parseReportDate } from './report-dates';

describe('report dates (operations §5)', () => {
  it('reads a wall-clock report date as local time and writes it in US format', () => {
    expect(formatReportDate('2026-11-24T07:05:00')).toBe('11/24/2026');
    expect(formatReportDate('2026-11-24T00:00:00')).toBe('11/24/2026');
    // Date-only strings would be UTC for `new Date`, the day before in the Americas.
    expect(formatReportDate('2026-01-01')).toBe('01/01/2026');
    expect(formatReportDate('2026-03-08T02:30:00')).toBe('03/08/2026');
  });

  it('says No date when absent and Invalid date when unreadable', () => {
    expect(formatReportDate(null)).toBe('No date');
    expect(formatReportDate(undefined)).toBe('No date');
    expect(formatReportDate('  ')).toBe('No date');
    expect(formatReportDate('next Tuesday')).toBe('Invalid date');
    expect(formatReportDate('2026-02-31T00:00:00')).toBe('Invalid date');
    expect(formatReportDate('2026-11-24T25:00:00')).toBe('Invalid date');
  });

  it('parses date-only and wall-clock strings field by field, and leaves a zoned one to Date', () => {
    expect(parseReportDate('2026-11-24')?.getTime()).toBe(new Date(2026, 10, 24).getTime());
    expect(parseReportDate('2026-11-24 07:05')?.getTime()).toBe(new Date(2026, 10, 24, 7, 5).getTime());
    expect(parseReportDate('2026-11-24T07:05:00.000Z')?.toISOString()).toBe('2026-11-24T07:05:00.000Z');
    expect(parseReportDate('0099-01-02')?.getFullYear()).toBe(99);
    expect(parseReportDate('24/11/2026')).toBeNull();
  });

  it('writes a local date with leading zeros, as US text and as an ISO calendar date', () => {
    const date = new Date(2026, 0, 5, 23, 59);
    expect(formatUsDate(date)).toBe('01/05/2026');
    expect(isoDate(date)).toBe('2026-01-05');
  });
});
