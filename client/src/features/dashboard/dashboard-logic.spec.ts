import { describe, expect, it } from '@jest/globals';
import { dashboardOverall, formatReportDate, isProcessing, levelRows, validThru, type DashboardChecks } from './dashboard-logic';

const checks = (over: Partial<Record<keyof DashboardChecks, DashboardChecks['db']['status']>> = {}): DashboardChecks => ({
  storage: { status: over.storage ?? 'ok' },
  db: { status: over.db ?? 'ok' },
  ai: { status: over.ai ?? 'ok' },
});

describe('dashboard logic (operations.md §2, §4, §5)', () => {
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

  it('Valid thru: Processing... while a report is pending, No Reports without one, else the date', () => {
    const latest = { reportDate: '2026-11-24T07:05:00' };
    expect(validThru(latest, true).value).toBe('Processing...');
    expect(validThru(null, true).value).toBe('Processing...');
    expect(validThru(null, false).value).toBe('No Reports');
    expect(validThru(latest, false)).toMatchObject({ value: '11/24/2026', dateTime: '2026-11-24' });
    expect(validThru({ reportDate: null }, false)).toMatchObject({ value: 'No date', dateTime: undefined });
  });

  it('a report is processing while any pending one has not failed', () => {
    expect(isProcessing([])).toBe(false);
    expect(isProcessing([{ state: 'failed', status: 'failed' }])).toBe(false);
    expect(isProcessing([{ state: 'parsing', status: 'failed' }])).toBe(false);
    expect(isProcessing([{ state: 'failed', status: 'failed' }, { state: 'rate_limited', status: 'rate_limited' }])).toBe(true);
    expect(isProcessing([{ state: 'uploaded', status: 'queued' }])).toBe(true);
  });

  it('overall: critical if storage, db or ai fails; warning only for storage or ai warnings', () => {
    expect(dashboardOverall(checks())).toBe('healthy');
    expect(dashboardOverall(checks({ db: 'fail' }))).toBe('critical');
    expect(dashboardOverall(checks({ ai: 'fail', storage: 'warn' }))).toBe('critical');
    expect(dashboardOverall(checks({ storage: 'warn' }))).toBe('warning');
    expect(dashboardOverall(checks({ ai: 'warn' }))).toBe('warning');
    expect(dashboardOverall(checks({ db: 'warn' }))).toBe('healthy');
    expect(dashboardOverall(checks({ ai: 'not_configured' }))).toBe('healthy');
  });

  it('adoption rows: L1 to L4 coloured green, blue, yellow, red, then the unassessed, with shares of the total', () => {
    const { rows, total } = levelRows({ L1: 5, L2: 3, L3: 1, L4: 1, unassessed: 10 });
    expect(total).toBe(20);
    expect(rows.map((r) => [r.key, r.palette, r.percent])).toEqual([
      ['L1', 'green', 25],
      ['L2', 'blue', 15],
      ['L3', 'yellow', 5],
      ['L4', 'red', 5],
      ['unassessed', 'gray', 50],
    ]);
    expect(levelRows({ L1: 0, L2: 0, L3: 0, L4: 0, unassessed: 0 }).rows.every((r) => r.percent === 0)).toBe(true);
  });
});
