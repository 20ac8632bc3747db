import { describe, expect, it } from '@jest/globals';
import { bannerEntries, formatCountdown, msUntil, pendingPollMs, stateLabel, type PendingReportItem } from './processing-banner-logic';

const item = (over: Partial<PendingReportItem> = {}): PendingReportItem => ({
  tempId: 't1',
  sourceFilename: 'salem.pdf',
  filename: 'salem.pdf',
  status: 'processing',
  state: 'parsing',
  lastError: null,
  errorCode: null,
  totalChunks: 3,
  completed: [0],
  rawZones: 4,
  nextRetryAt: null,
  ...over,
});

describe('processing banner (operations §2 "Pending-report banner and progress", operations §4)', () => {
  it('a parsing item: label, rounded percent (0 without chunks)', () => {
    expect(bannerEntries([item()], {})).toEqual([
      {
        kind: 'pending',
        tempId: 't1',
        filename: 'salem.pdf',
        state: 'parsing',
        label: 'Processing',
        percent: 33,
        error: null,
        resumable: false,
        nextRetryAt: null,
        cancellable: false,
        dismissable: false,
        awaitingParse: false,
        duplicateOf: null,
      },
    ]);
    expect(bannerEntries([item({ totalChunks: 0, completed: [] })], {})[0]).toMatchObject({ percent: 0 });
    expect(bannerEntries([item({ state: 'queued', status: 'queued' })], {})[0]).toMatchObject({ label: 'Queued' });
  });

  it('prefers the live local state, else server failed or a lastError means failed', () => {
    expect(bannerEntries([item({ status: 'failed' })], { t1: { state: 'finalizing', lastEventAt: 1 } })[0]).toMatchObject({ state: 'finalizing', label: 'Finalizing' });
    expect(bannerEntries([item({ status: 'failed', state: 'failed', lastError: 'Duplicate file' })], {})[0]).toMatchObject({ state: 'failed', label: 'Failed', error: 'Duplicate file' });
    expect(bannerEntries([item({ lastError: ' ' , status: 'failed'})], {})[0]).toMatchObject({ error: 'Unknown error' });
  });

  it('an upload awaiting Parse (listed to its uploader only) reads Not parsed yet with Cancel upload when the server allows it', () => {
    const stored = item({ state: 'uploaded', status: 'queued', awaitingParse: true, actions: ['CANCEL'], totalChunks: 0, completed: [] });
    expect(bannerEntries([stored], {})[0]).toMatchObject({ state: 'awaiting', label: 'Not parsed yet', percent: 0, cancellable: true, awaitingParse: true });
    expect(bannerEntries([stored], { t1: { state: 'initializing', lastEventAt: 1 } })[0]).toMatchObject({ label: 'Initializing', awaitingParse: false });
  });

  it('Resume, Cancel and Dismiss follow the actions the server grants for the row', () => {
    expect(bannerEntries([item({ status: 'failed', state: 'failed', actions: ['RESUME', 'DISMISS'] })], {})[0]).toMatchObject({ resumable: true, dismissable: true, cancellable: false });
    expect(bannerEntries([item({ status: 'failed', state: 'failed', actions: [] })], {})[0]).toMatchObject({ resumable: false, dismissable: false });
    expect(bannerEntries([item({ actions: ['CANCEL'] })], {})[0]).toMatchObject({ cancellable: true, dismissable: false });
  });

  it('a failed report shows how far it really got: 1 of 1 chunks read then failed is 60 %, not a full bar (issue 16)', () => {
    expect(bannerEntries([item({ status: 'failed', state: 'failed', totalChunks: 1, completed: [0], lastError: 'no animals' })], {})[0]).toMatchObject({ percent: 60 });
    expect(bannerEntries([item({ status: 'failed', state: 'failed', totalChunks: 0, completed: [], lastError: 'Duplicate file' })], {})[0]).toMatchObject({ percent: 0 });
    expect(bannerEntries([item({ status: 'failed', state: 'failed', totalChunks: 4, completed: [0, 1], lastError: 'x' })], {})[0]).toMatchObject({ percent: 35 });
  });

  it('rate limited reads Paused and keeps the retry time', () => {
    const entry = bannerEntries([item({ state: 'rate_limited', status: 'rate_limited', lastError: '429', nextRetryAt: '2026-01-01T00:01:00Z' })], {})[0];
    expect(entry).toMatchObject({ state: 'rate_limited', label: 'Paused', nextRetryAt: '2026-01-01T00:01:00Z', error: null });
  });

  it('dismissed items are hidden; locally completed reports not pending any more show as complete', () => {
    const local = {
      t1: { state: 'dismissed', lastEventAt: 1 },
      done: { state: 'complete', lastEventAt: 1, filename: 'old.pdf', reportId: 'r-1' },
      still: { state: 'complete', lastEventAt: 1 },
      flagged: { state: 'complete', lastEventAt: 1, filename: 'stray.pdf', reportId: 'r-2', notImported: 3 },
    };
    expect(bannerEntries([item(), item({ tempId: 'still' })], local)).toEqual([
      expect.objectContaining({ kind: 'pending', tempId: 'still', state: 'complete', label: 'Complete' }),
      { kind: 'complete', tempId: 'done', filename: 'old.pdf', reportId: 'r-1', notImported: null },
      { kind: 'complete', tempId: 'flagged', filename: 'stray.pdf', reportId: 'r-2', notImported: 3 },
    ]);
  });

  it('countdown in m:ss, rounded up, never negative', () => {
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(400)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5)).toBe('0:00');
    expect(msUntil('2026-01-01T00:00:10Z', Date.parse('2026-01-01T00:00:00Z'))).toBe(10_000);
    expect(msUntil(null, 0)).toBe(0);
    expect(msUntil('garbage', 0)).toBe(0);
  });

  it('labels and poll rate', () => {
    expect(stateLabel('uploaded')).toBe('Queued');
    expect(stateLabel('done')).toBe('Complete');
    expect(pendingPollMs(2)).toBe(10_000);
    expect(pendingPollMs(0)).toBe(60_000);
  });
});
