import { describe, expect, it } from '@jest/globals';
import { bannerOf, itemPercent, itemState, type PendingItem } from './banner-logic';
import { parseReportStates, REPORT_STATE_TTL_MS } from '../../../lib/report-states';

const item = (over: Partial<PendingItem> = {}): PendingItem => ({ tempId: 't1', status: 'processing', lastError: null, totalChunks: 4, completed: [0], ...over });

describe('pending-report banner logic (access-and-identity §4)', () => {
  it('the local state wins; otherwise failed status or a non-empty lastError means failed; otherwise parsing', () => {
    expect(itemState(item({ status: 'failed' }), { t1: { state: 'parsing', lastEventAt: 1 } })).toBe('parsing');
    expect(itemState(item({ status: 'failed' }), {})).toBe('failed');
    expect(itemState(item({ lastError: 'boom' }), {})).toBe('failed');
    expect(itemState(item({ lastError: '   ' }), {})).toBe('parsing');
    expect(itemState(item(), {})).toBe('parsing');
  });

  it('a pause is the server\'s: rate_limited even with a lastError or a stale local state; dismissed wins', () => {
    expect(itemState(item({ state: 'rate_limited', status: 'rate_limited', lastError: '429' }), {})).toBe('rate_limited');
    expect(itemState(item({ state: 'rate_limited' }), { t1: { state: 'parsing', lastEventAt: 1 } })).toBe('rate_limited');
    expect(itemState(item({ state: 'parsing' }), { t1: { state: 'rate_limited', lastEventAt: 1 } })).toBe('parsing');
    expect(itemState(item({ state: 'rate_limited' }), { t1: { state: 'dismissed', lastEventAt: 1 } })).toBe('dismissed');
  });

  it('dismissed reports leave the banner; a lone paused report says so', () => {
    expect(bannerOf([item({ status: 'failed' })], { t1: { state: 'dismissed', lastEventAt: 1 } })).toBeNull();
    expect(bannerOf([item({ state: 'rate_limited', status: 'rate_limited', lastError: '429' })], {})).toEqual({ tone: 'info', text: '1 report paused: AI rate limited (1/4)', percent: 25 });
  });

  it('an upload awaiting Parse is not "Parsing 1 report (0/0)…" (issue 16), unless this browser just asked for its parse', () => {
    const stored = item({ status: 'queued', state: 'uploaded', totalChunks: 0, completed: [], awaitingParse: true });
    expect(bannerOf([stored], {})).toBeNull();
    expect(bannerOf([stored, item({ tempId: 't2', completed: [0, 1] })], {})).toEqual({ tone: 'info', text: 'Parsing 1 report (2/4)…', percent: 50 });
    expect(bannerOf([stored], { t1: { state: 'initializing', lastEventAt: 1 } })).toMatchObject({ text: 'Parsing 1 report (0/0)…' });
  });

  it('percent is completed over totalChunks, rounded, and 0 without chunks', () => {
    expect(itemPercent({ totalChunks: 3, completed: [0] })).toBe(33);
    expect(itemPercent({ totalChunks: 3, completed: [0, 1] })).toBe(67);
    expect(itemPercent({ totalChunks: 0, completed: [] })).toBe(0);
  });

  it('texts: one parsing, several parsing with failures, one failed, several failed, nothing', () => {
    expect(bannerOf([], {})).toBeNull();
    expect(bannerOf([item({ completed: [0, 1] })], {})).toEqual({ tone: 'info', text: 'Parsing 1 report (2/4)…', percent: 50 });
    expect(bannerOf([item({ tempId: 'a' }), item({ tempId: 'b' }), item({ tempId: 'c', status: 'failed' })], {})).toEqual({
      tone: 'info',
      text: 'Parsing 2 reports… • 1 failed',
      percent: null,
    });
    expect(bannerOf([item({ tempId: 'a' }), item({ tempId: 'c', status: 'failed' })], {})).toMatchObject({ text: 'Parsing 1 report (1/4)… • 1 failed' });
    expect(bannerOf([item({ status: 'failed', lastError: 'Duplicate file' })], {})).toEqual({ tone: 'error', text: 'Report parsing failed: Duplicate file' });
    expect(bannerOf([item({ status: 'failed' })], {})).toEqual({ tone: 'error', text: 'Report parsing failed: Unknown error' });
    expect(bannerOf([item({ tempId: 'a', status: 'failed' }), item({ tempId: 'b', lastError: 'x' })], {})).toEqual({ tone: 'error', text: '2 reports failed to parse' });
  });

  it('reportStates: entries older than 2 hours and malformed ones are dropped on load', () => {
    const now = 10 * REPORT_STATE_TTL_MS;
    const raw = JSON.stringify({
      fresh: { state: 'parsing', lastEventAt: now - 1000 },
      old: { state: 'parsing', lastEventAt: now - REPORT_STATE_TTL_MS - 1 },
      broken: { state: 3 },
    });
    expect(parseReportStates(raw, now)).toEqual({ fresh: { state: 'parsing', lastEventAt: now - 1000 } });
    expect(parseReportStates('not json', now)).toEqual({});
    expect(parseReportStates(null, now)).toEqual({});
  });
});
