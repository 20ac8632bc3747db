import { describe, expect, it } from '@jest/globals';
import {
  REDACTED,
  canResume,
  counterRows,
  diagnosticsClipboardText,
  eventFields,
  failureMessage,
  isEmptyManifest,
  isRunning,
  lastSegment,
  ledgerRows,
  notImportedHeading,
  readTab,
  manifestLoadMessage,
  parseStructuredFailure,
  readEvents,
  readManifest,
  readRejections,
  recentEvents,
  redactDigits,
  stateLabel,
  statusLabel,
  timelineEvents,
  topRejections,
  traceView,
  tracesState,
  readTrace,
} from './diagnostics-logic';

const events = (n: number) => readEvents(Array.from({ length: n }, (_, i) => ({ type: `e${i}`, timestamp: `2026-01-01T00:00:0${i % 10}Z`, data: {} })));

describe('diagnostics logic (operations §2 Diagnostics drawer, operations §3, operations §4, operations §9)', () => {
  it('redacts runs of 6 or more digits and keeps shorter ones', () => {
    expect(redactDigits('animal 12345678 in zone 12345 chunk 3')).toBe(`animal ${REDACTED} in zone 12345 chunk 3`);
    expect(redactDigits('123456')).toBe(REDACTED);
    expect(redactDigits('2026-11-24T07:05:00Z')).toBe('2026-11-24T07:05:00Z');
    expect(diagnosticsClipboardText({ id: 'A1234567', n: 1234567 })).toBe(`{\n  "id": "A${REDACTED}",\n  "n": ${REDACTED}\n}`);
  });

  it('labels the operations §4 manifest statuses and states', () => {
    for (const s of ['complete', 'completed', 'success']) expect(statusLabel(s).label).toBe('Complete');
    expect(statusLabel('parsing').label).toBe('Processing');
    expect(statusLabel('processing').palette).toBe('blue');
    expect(statusLabel('rate_limited')).toEqual({ label: 'Rate Limited', palette: 'orange' });
    expect(statusLabel('error')).toEqual({ label: 'Error', palette: 'red' });
    expect(statusLabel('queued').label).toBe('Queued');
    expect(statusLabel('pending').label).toBe('Pending');
    expect(statusLabel(null).label).toBe('Unknown');
    expect(statusLabel('odd_value').label).toBe('Odd value');
    expect(stateLabel('uploaded')).toBe('Queued');
    expect(stateLabel('parsing')).toBe('Processing');
    expect(stateLabel('rate_limited')).toBe('Rate Limited / Paused');
  });

  it('offers Resume only for failed or rate_limited', () => {
    expect(canResume('failed')).toBe(true);
    expect(canResume('rate_limited')).toBe(true);
    expect(canResume('complete')).toBe(false);
    expect(canResume('processing')).toBe(false);
    expect(canResume(null)).toBe(false);
  });

  it('shows the last segment of an id', () => {
    expect(lastSegment('tmp_AbCdEf')).toBe('AbCdEf');
    expect(lastSegment('reports/2026/abc')).toBe('abc');
    expect(lastSegment('plain')).toBe('plain');
  });

  it('reads a manifest defensively, defaulting the parser format', () => {
    const m = readManifest({ status: 'failed', totalChunks: 2, completed: [0, 'x'], pages_total: 4, pages_kept: 3, filename: 'a.pdf', size: 2048 });
    expect(m.parserFormat).toBe('ndjson-strict-v1');
    expect(m.completed).toEqual([0]);
    expect(m.traces).toBeNull();
    expect([m.pagesTotal, m.pagesKept]).toEqual([4, 3]);
    expect(readManifest(null).totalChunks).toBe(0);
    expect(readManifest({ pages: { total: 9, kept: 8 } }).pagesKept).toBe(8);
  });

  it('reads both spellings of timeline events', () => {
    const [a, b] = readEvents([{ event: 'done', time: 't1' }, { type: 'error', timestamp: 't2', data: { message: 'boom', chunk: 0, fallback_attempted: false } }]);
    expect(a).toEqual({ type: 'done', time: 't1', data: {} });
    expect(eventFields(b)).toEqual([
      { key: 'message', value: 'boom' },
      { key: 'chunk', value: '0' },
      { key: 'fallback_attempted', value: 'false' },
    ]);
    expect(readEvents('nope')).toEqual([]);
  });

  it('keeps the top 5 rejection reasons by count, from a list or a map', () => {
    const list = readRejections([1, 2, 3, 4, 5, 6].map((n) => ({ reason: `r${n}`, count: n })));
    expect(topRejections(list).map((r) => r.reason)).toEqual(['r6', 'r5', 'r4', 'r3', 'r2']);
    expect(readRejections({ other_site: 3, bad: 'x' })).toEqual([{ reason: 'other_site', count: 3 }]);
  });

  it('lists job counters in operations §3 order, skipping absent ones', () => {
    expect(counterRows({ pages_kept_any: true, zones_sum: 4 })).toEqual([
      { key: 'zones_sum', value: '4' },
      { key: 'pages_kept_any', value: 'true' },
    ]);
    expect(counterRows(null)).toEqual([]);
  });

  it('slices the timeline to the last 10 in order unless Show All, and the recent summary to the last 5 newest first', () => {
    const all = events(14);
    expect(timelineEvents(all, false)).toHaveLength(10);
    expect(timelineEvents(all, false).map((e) => e.type)).toEqual(['e4', 'e5', 'e6', 'e7', 'e8', 'e9', 'e10', 'e11', 'e12', 'e13']);
    expect(timelineEvents(all, true)).toHaveLength(14);
    expect(recentEvents(all).map((e) => e.type)).toEqual(['e13', 'e12', 'e11', 'e10', 'e9']);
    expect(recentEvents(events(2))).toHaveLength(2);
  });

  it('limits a trace to 5 zone matches and 3/3/2 samples', () => {
    const trace = readTrace({
      chunk: 1,
      rawLength: 100,
      zoneDetection: { matches: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] },
      classificationSamples: { animals: ['1', '2', '3', '4'], zones: ['z1', 'z2', 'z3', 'z4'], unknowns: ['u1', 'u2', 'u3'] },
      processingGates: { hasNormalizedZones: true, shouldFallback: false },
    });
    const view = traceView(trace);
    expect(view.zoneMatches).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(view.moreZoneMatches).toBe(2);
    expect(view.samples).toEqual({ animals: ['1', '2', '3'], zones: ['z1', 'z2', 'z3'], unknowns: ['u1', 'u2'] });
    expect(view.processingGates).toEqual({ hasNormalizedZones: true, pagesKeptGt0: null, animalFields: null, shouldFallback: false });
    expect(view.normalizedLength).toBeNull();
  });

  it('tells a run that failed before traces from an older report without traces', () => {
    const some = events(2);
    expect(tracesState(readManifest({ totalChunks: 0, traces: [] }), some)).toBe('failed-before-traces');
    expect(tracesState(readManifest({ totalChunks: 3 }), some)).toBe('older-system');
    expect(tracesState(readManifest({ totalChunks: 0, traces: [] }), [])).toBe('older-system');
    expect(tracesState(readManifest({ totalChunks: 1, traces: [{ chunk: 0 }] }), some)).toBe('ready');
    expect(isEmptyManifest(readManifest({}), [])).toBe(true);
    expect(isEmptyManifest(readManifest({ status: 'queued' }), [])).toBe(false);
  });

  it('treats a pending report as running unless it failed or was cancelled', () => {
    expect(isRunning(undefined)).toBe(false);
    expect(isRunning({ state: 'parsing', status: 'processing' })).toBe(true);
    expect(isRunning({ state: 'rate_limited', status: 'rate_limited' })).toBe(true);
    expect(isRunning({ state: 'failed', status: 'failed' })).toBe(false);
  });

  it('parses the structured failure the server writes', () => {
    const message =
      'PDF parsing failed: 0 animals extracted. Zones detected: 4. Data lines found: 12. Valid records: 0. Sample data: ["Kennel A1 ...","xyz"]. Advice: upload the All Pets report exported from the shelter system as a text PDF.';
    expect(parseStructuredFailure(message)).toEqual({
      issue: 'Document parsing failed with 0 animals extracted',
      zonesDetected: '4',
      dataLines: '12',
      validRecords: '0',
      sampleData: '["Kennel A1 ...","xyz"]',
      recommendation: 'upload the All Pets report exported from the shelter system as a text PDF.',
    });
    const short = parseStructuredFailure('PDF parsing failed: unreadable. Advice: export with text.');
    expect(short?.zonesDetected).toBeNull();
    expect(short?.recommendation).toBe('export with text.');
    expect(parseStructuredFailure('PDF parsing failed: no advice')).toBeNull();
    expect(parseStructuredFailure(null)).toBeNull();
  });

  it('finds the failure message in the manifest or the newest error event', () => {
    const evs = readEvents([{ type: 'error', data: { message: 'old' } }, { type: 'error', data: { message: 'new' } }]);
    expect(failureMessage(readManifest({ lastError: 'from manifest' }), evs)).toBe('from manifest');
    expect(failureMessage(readManifest({}), evs)).toBe('new');
    expect(failureMessage(readManifest({}), [])).toBeNull();
  });

  it('explains a failed manifest load (operations §8)', () => {
    expect(manifestLoadMessage({ bodyText: '<!DOCTYPE html><html>', statusCode: 200, message: 'Unexpected token <' })).toBe(
      'Server returned HTML instead of JSON (possible auth/session issue)',
    );
    expect(manifestLoadMessage({ message: 'Report x not found' })).toBe('Report x not found');
    expect(manifestLoadMessage({ statusCode: 502, message: '' })).toBe('HTTP 502');
  });

  it('the ledger: brief Summary rows, the Not imported heading, and the tab a link may open', () => {
    expect(ledgerRows(null)).toEqual([]);
    expect(ledgerRows({ lines: 1200, furniture: 300, site: 2, zone: 10, total: 13, row: 800, continuation: 72, unread: 3 })).toEqual([
      { key: 'Text lines', value: '1,200' },
      { key: 'Animal rows', value: '800' },
      { key: 'Row continuations', value: '72' },
      { key: 'Headers and footers', value: '300' },
      { key: 'Site, zone, total', value: '25' },
      { key: 'Unread', value: '3' },
    ]);
    expect(notImportedHeading(1)).toBe('1 line not imported');
    expect(notImportedHeading(2500)).toBe('2,500 lines not imported');
    expect(readTab('not-imported')).toBe('not-imported');
    expect(readTab('nope')).toBe('summary');
    expect(readTab(null)).toBe('summary');
  });
});

describe('diagnostics for every state (issue 16)', () => {
  it('an upload not read yet, or cancelled before it was, is not "failed" nor "older system"; a refusal before parsing is', () => {
    const m = (over: Record<string, unknown>) => readManifest({ totalChunks: 0, completed: [], traces: [], ...over });
    expect(tracesState(m({ state: 'uploaded', status: 'queued' }), [])).toBe('not-read');
    expect(tracesState(m({ state: 'cancelled', status: 'cancelled' }), [])).toBe('not-read');
    expect(tracesState(m({ state: 'failed', status: 'failed' }), [{ type: 'error', time: null, data: {} }])).toBe('failed-before-traces');
    expect(tracesState(m({ state: 'failed', status: 'failed' }), [])).toBe('failed-before-traces');
    expect(m({ duplicateOf: { reportId: 'r-1', filename: 'a.pdf', reportDate: '2026-11-24T07:05:00' } }).duplicateOf).toEqual({ reportId: 'r-1', filename: 'a.pdf', reportDate: '2026-11-24T07:05:00' });
  });
});
