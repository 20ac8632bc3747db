import { describe, expect, it } from '@jest/globals';
import { applyEvent, applyStatus, eventMessage, finishProgress, INITIAL_PROGRESS, progressReducer, type LiveEvent, type Progress, type StatusRecord } from './progress-logic';
import type { EventName } from './event-kinds';

const ev = (seq: number, type: EventName, data: Record<string, unknown> = {}, progress: number | null = null): LiveEvent => ({
  seq,
  type,
  data,
  progress,
  timestamp: '2026-01-01T00:00:00.000Z',
  reportId: 'r-uuid',
  tempId: 'tmp_1',
});

const run = (...events: LiveEvent[]): Progress => events.reduce(applyEvent, INITIAL_PROGRESS);

const status = (over: Partial<StatusRecord> = {}): StatusRecord => ({
  state: 'parsing',
  reportId: null,
  nextRetryAt: null,
  totalChunks: 4,
  completed: [0, 1],
  lastError: null,
  errorCode: null,
  animalCount: null,
  notImported: null,
  ...over,
});

describe('live progress reducer (operations §4)', () => {
  it('follows a normal run to done with the server percent and the committed id', () => {
    const p = run(
      ev(1, 'snapshot', { status: 'processing', state: 'queued', completed: [], totalChunks: 0 }, 0),
      ev(2, 'parse.start', { totalChunks: 2, pages_total: 3, pages_kept: 2 }, 5),
      ev(3, 'chunk.detected', { chunk: 0, zones_found: 2 }, 10),
      ev(4, 'chunk.llm.ok', { chunk: 0, accepted_animals: 12 }, 35),
    );
    expect(p).toMatchObject({ state: 'parsing', percent: 35, lastSeq: 4, message: 'Chunk 1 of 2: 12 animals extracted' });
    const done = [ev(5, 'commit.start', {}, 90), ev(6, 'commit.done', { animalCount: 20, notImported: 3 }, 95), ev(7, 'done', { reportId: 'r-uuid', animalCount: 20, notImported: 3 }, 100)].reduce(
      applyEvent,
      p,
    );
    expect(done).toMatchObject({ state: 'complete', percent: 100, reportId: 'r-uuid', animalCount: 20, notImported: 3 });
    expect(done.events).toHaveLength(7);
  });

  it('states: a queued snapshot is Queued, commit is Finalizing', () => {
    expect(run(ev(1, 'snapshot', { status: 'processing', state: 'uploaded' }, 0)).state).toBe('uploaded');
    expect(run(ev(1, 'commit.start', {}, 90))).toMatchObject({ state: 'finalizing', percent: 90 });
  });

  it('skips events it already has (a fallback stream replays) but applies a new snapshot', () => {
    const p = run(ev(1, 'parse.start', {}, 5), ev(2, 'chunk.llm.ok', { chunk: 0 }, 35));
    const replay = applyEvent(p, ev(2, 'chunk.llm.ok', { chunk: 0 }, 35));
    expect(replay).toBe(p);
    const snap = applyEvent(p, ev(2, 'snapshot', { status: 'processing', state: 'parsing', completed: [0], totalChunks: 2 }, 45));
    expect(snap).toMatchObject({ state: 'parsing', percent: 45, lastSeq: 2 });
  });

  it('never moves the bar back, and ignores events after the end', () => {
    const p = run(ev(1, 'chunk.llm.ok', { chunk: 1 }, 60), ev(2, 'snapshot', { status: 'processing', state: 'parsing' }, 54));
    expect(p.percent).toBe(60);
    const failed = applyEvent(p, ev(3, 'error', { message: 'Duplicate file', code: 'DUPLICATE_UPLOAD' }));
    expect(failed).toMatchObject({ state: 'failed', error: 'Duplicate file', errorCode: 'DUPLICATE_UPLOAD', message: 'Error: Duplicate file' });
    expect(applyEvent(failed, ev(4, 'done', {}, 100))).toBe(failed);
  });

  it('an error without a message reads Unknown error; a failed snapshot reads Processing error', () => {
    expect(run(ev(1, 'error')).error).toBe('Unknown error');
    expect(run(ev(1, 'error')).message).toBe('Error: Unknown error');
    expect(run(ev(1, 'snapshot', { status: 'failed' }))).toMatchObject({ state: 'failed', error: 'Processing error', message: 'Processing error' });
  });

  it('a finished snapshot is complete at once', () => {
    expect(run(ev(9, 'snapshot', { status: 'complete', reportId: 'r-1', animalCount: 3 }, 100))).toMatchObject({ state: 'complete', percent: 100, reportId: 'r-1', animalCount: 3 });
  });

  it('rate limited: paused with the retry time, then back to processing on the next chunk', () => {
    const p = run(ev(1, 'chunk.llm.rate_limited', { chunk: 0, retryAt: '2026-01-01T00:01:00.000Z' }));
    expect(p).toMatchObject({ state: 'rate_limited', nextRetryAt: '2026-01-01T00:01:00.000Z' });
    expect(applyEvent(p, ev(2, 'chunk.llm.start', { chunk: 0 }, 10))).toMatchObject({ state: 'parsing', nextRetryAt: null });
  });

  it('messages name the chunk (1-based) and the counts', () => {
    expect(eventMessage(ev(1, 'chunk.detected', { chunk: 2, zones_found: 3 }), 5)).toBe('Chunk 3 of 5: 3 zones detected');
    expect(eventMessage(ev(1, 'chunk.fallback.ok', { chunk: 0, accepted_animals: 4 }))).toBe('Chunk 1: 4 animals read by the layout parser');
    expect(eventMessage(ev(1, 'commit.done', { animalCount: 9 }))).toBe('Saved 9 animals');
  });
});

describe('polling (operations §4 "Connection")', () => {
  it('parsing maps chunks to 10–60 %', () => {
    expect(applyStatus(INITIAL_PROGRESS, status())).toMatchObject({ state: 'parsing', percent: 35 });
    expect(applyStatus(INITIAL_PROGRESS, status({ totalChunks: 0, completed: [] }))).toMatchObject({ percent: 5 });
    expect(applyStatus(INITIAL_PROGRESS, status({ state: 'queued' }))).toMatchObject({ state: 'uploaded', percent: 0 });
  });

  it('a committed report is finalized at 95 %, then done at 100 % by finish', () => {
    const finalized = applyStatus(INITIAL_PROGRESS, status({ state: 'complete', reportId: 'r-9', animalCount: 7 }));
    expect(finalized).toMatchObject({ state: 'finalizing', percent: 95, reportId: 'r-9', animalCount: 7 });
    expect(finishProgress(finalized)).toMatchObject({ state: 'complete', percent: 100 });
    expect(progressReducer(finalized, { type: 'finish' }).state).toBe('complete');
  });

  it('failed and cancelled are failures; rate limited keeps the retry time', () => {
    expect(applyStatus(INITIAL_PROGRESS, status({ state: 'failed', lastError: 'No animals' }))).toMatchObject({ state: 'failed', error: 'No animals' });
    expect(applyStatus(INITIAL_PROGRESS, status({ state: 'failed' })).error).toBe('Unknown error');
    expect(applyStatus(INITIAL_PROGRESS, status({ state: 'cancelled' })).state).toBe('failed');
    expect(applyStatus(INITIAL_PROGRESS, status({ state: 'rate_limited', nextRetryAt: 'x' }))).toMatchObject({ state: 'rate_limited', nextRetryAt: 'x' });
  });

  it('finish does nothing before a finalized status', () => {
    expect(finishProgress(INITIAL_PROGRESS)).toBe(INITIAL_PROGRESS);
  });
});

describe('a duplicate names the report it repeats, on every path (issue 16)', () => {
  const twin = { reportId: 'r-1', filename: 'salem-nov.pdf', reportDate: '2026-11-24T07:05:00' };
  it('from the error event, a failed snapshot and a polled status; none for other failures', () => {
    expect(run(ev(1, 'error', { message: 'Duplicate file', code: 'DUPLICATE_UPLOAD', duplicateOf: twin })).duplicateOf).toEqual(twin);
    expect(run(ev(3, 'snapshot', { status: 'failed', message: 'Duplicate file', duplicateOf: twin })).duplicateOf).toEqual(twin);
    expect(applyStatus(INITIAL_PROGRESS, status({ state: 'failed', lastError: 'Duplicate file', duplicateOf: twin })).duplicateOf).toEqual(twin);
    expect(run(ev(1, 'error', { message: 'No animals' })).duplicateOf).toBeNull();
    expect(run(ev(1, 'error', { duplicateOf: { filename: 'no id.pdf' } })).duplicateOf).toBeNull();
  });
});
