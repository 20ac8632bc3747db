import { REPORT_STATES, type ReportEntity } from './report.entity.js';
import { awaitingParse, CANCELLABLE, PENDING, ReportStateValue, SETTLED, snapshotEvent, statusOf, TERMINAL } from './report-state.js';

const report = (over: Partial<ReportEntity>): ReportEntity =>
  ({
    id: 'r1',
    tempId: 't1',
    eventSeq: 7,
    state: 'parsing',
    totalChunks: 4,
    completed: [0, 1],
    animalCount: null,
    lastError: null,
    errorCode: null,
    nextRetryAt: null,
    parseRequestedAt: new Date(),
    diagnostics: {},
    ...over,
  }) as ReportEntity;

describe('report-state', () => {
  it('registers every stored state as an enum value named as it is stored', () => {
    expect(Object.keys(ReportStateValue)).toEqual([...REPORT_STATES]);
    expect(Object.entries(ReportStateValue).every(([k, v]) => k === v)).toBe(true);
  });

  it('maps each state to one coarse status', () => {
    expect(REPORT_STATES.map(statusOf)).toEqual(['queued', 'queued', 'processing', 'processing', 'rate_limited', 'complete', 'failed', 'cancelled']);
  });

  it('keeps the sets consistent: failed is pending but not cancellable; terminal states are settled, not pending except failed', () => {
    expect(CANCELLABLE).toEqual(PENDING.filter((s) => s !== 'failed'));
    expect(TERMINAL.every((s) => SETTLED.includes(s))).toBe(true);
    expect(TERMINAL.filter((s) => PENDING.includes(s))).toEqual(['failed']);
  });

  it('awaits a parse only while uploaded and never sent', () => {
    expect(awaitingParse({ state: 'uploaded', parseRequestedAt: null })).toBe(true);
    expect(awaitingParse({ state: 'uploaded', parseRequestedAt: new Date() })).toBe(false);
    expect(awaitingParse({ state: 'queued', parseRequestedAt: null })).toBe(false);
  });

  it('builds the snapshot of a running report: progress of 90 by chunks, status processing', () => {
    const e = snapshotEvent(report({ state: 'rate_limited', nextRetryAt: new Date('2026-01-01T00:00:00Z') }), new Date('2026-01-02T00:00:00Z'));
    expect(e).toMatchObject({ type: 'snapshot', event: 'snapshot', seq: 7, progress: 45, timestamp: '2026-01-02T00:00:00.000Z', time: '2026-01-02T00:00:00.000Z' });
    expect(e.data).toEqual({ status: 'processing', state: 'rate_limited', completed: [0, 1], totalChunks: 4, retryAt: '2026-01-01T00:00:00.000Z' });
  });

  it('builds the snapshot of a finished or failed report', () => {
    const done = snapshotEvent(report({ state: 'complete', animalCount: 12, diagnostics: { notImportedTotal: 3 } as ReportEntity['diagnostics'] }));
    expect(done.progress).toBe(100);
    expect(done.data).toMatchObject({ status: 'complete', reportId: 'r1', animalCount: 12, notImported: 3 });
    const failed = snapshotEvent(report({ state: 'failed', lastError: 'boom', errorCode: 'NDJSON_INVALID' }));
    expect(failed.data).toMatchObject({ status: 'failed', message: 'boom', code: 'NDJSON_INVALID' });
  });
});
