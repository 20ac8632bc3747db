/**
 * Pure rules of the Diagnostics drawer (operations §2 "Diagnostics drawer", operations §3, operations §4, operations §8, operations §9): reading the
 * manifest's JSON scalars into typed shapes, labels, the limits on what each tab shows, and redaction.
 */

/** operations §9 limits. */
export const TIMELINE_LIMIT = 10;
export const RECENT_EVENTS_LIMIT = 5;
export const REJECTION_LIMIT = 5;
export const ZONE_MATCH_LIMIT = 5;
export const SAMPLE_LIMITS = { animals: 3, zones: 3, unknowns: 2 } as const;
/** How often the manifest is read again while the report is still running. */
export const RUNNING_POLL_MS = 4_000;
export const DEFAULT_PARSER_FORMAT = 'ndjson-strict-v1';
/** Not-imported entries shown before Show all. */
export const NOT_IMPORTED_LIMIT = 100;

/** The drawer's tabs; `?tab=` may name the one to open with (Review opens `not-imported`). */
export const DIAGNOSTICS_TABS = ['summary', 'not-imported', 'timeline', 'traces', 'raw'] as const;
export type DiagnosticsTab = (typeof DIAGNOSTICS_TABS)[number];
export const TAB_PARAM = 'tab';

export function readTab(value: string | null | undefined): DiagnosticsTab {
  return (DIAGNOSTICS_TABS as readonly string[]).includes(value ?? '') ? (value as DiagnosticsTab) : 'summary';
}

// ---------------------------------------------------------------- redaction

/** Runs of 6 or more digits (animal ids, phone numbers, microchips) become this in copied text. */
export const REDACTED = '[REDACTED]';

export function redactDigits(text: string): string {
  return text.replace(/\d{6,}/g, REDACTED);
}

/** What Copy writes to the clipboard: the diagnostics as pretty JSON, redacted. */
export function diagnosticsClipboardText(diagnostics: unknown): string {
  return redactDigits(JSON.stringify(diagnostics, null, 2) ?? '');
}

// ---------------------------------------------------------------- labels

export type Palette = 'green' | 'blue' | 'gray' | 'orange' | 'red';

/** operations §4 manifest status values and their labels. */
const STATUS_LABELS: Record<string, { label: string; palette: Palette }> = {
  complete: { label: 'Complete', palette: 'green' },
  completed: { label: 'Complete', palette: 'green' },
  success: { label: 'Complete', palette: 'green' },
  processing: { label: 'Processing', palette: 'blue' },
  parsing: { label: 'Processing', palette: 'blue' },
  pending: { label: 'Pending', palette: 'gray' },
  queued: { label: 'Queued', palette: 'gray' },
  failed: { label: 'Failed', palette: 'red' },
  error: { label: 'Error', palette: 'red' },
  rate_limited: { label: 'Rate Limited', palette: 'orange' },
  cancelled: { label: 'Cancelled', palette: 'gray' },
};

export function statusLabel(status: string | null | undefined): { label: string; palette: Palette } {
  if (!status) return { label: 'Unknown', palette: 'gray' };
  return STATUS_LABELS[status.toLowerCase()] ?? { label: humanize(status), palette: 'gray' };
}

/** operations §4 processing states: uploaded is shown Queued, parsing Processing, rate_limited Paused. */
const STATE_LABELS: Record<string, string> = {
  initializing: 'Initializing',
  uploaded: 'Queued',
  queued: 'Queued',
  parsing: 'Processing',
  finalizing: 'Finalizing',
  rate_limited: 'Rate Limited / Paused',
  complete: 'Complete',
  failed: 'Failed',
  idle: 'Idle',
  done: 'Done',
  cancelled: 'Cancelled',
};

export function stateLabel(state: string | null | undefined): string {
  if (!state) return 'Unknown';
  return STATE_LABELS[state.toLowerCase()] ?? humanize(state);
}

function humanize(value: string): string {
  const words = value.replace(/[_.-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** operations §2: Resume is offered when the manifest status is failed or rate_limited. */
export function canResume(status: string | null | undefined): boolean {
  return status === 'failed' || status === 'rate_limited';
}

/** The header's short id: the last `_`, `/` or `:` separated segment (tmp_AbC… → AbC…). */
export function lastSegment(id: string): string {
  const parts = id.split(/[_/:]/).filter(Boolean);
  return parts[parts.length - 1] ?? id;
}

// ---------------------------------------------------------------- reading the JSON scalars

export interface ChunkTrace {
  chunk: number | null;
  rawLength: number | null;
  normalizedLength: number | null;
  ndjsonLinesCount: number | null;
  accepted_animals_count: number | null;
  accepted_zone_groups_count: number | null;
  schema_rejected_count: number | null;
  zoneMatches: string[];
  processingGates: { hasNormalizedZones: boolean | null; pagesKeptGt0: boolean | null; animalFields: boolean | null; shouldFallback: boolean | null };
  samples: { animals: string[]; zones: string[]; unknowns: string[] };
}

export interface ManifestInfo {
  status: string | null;
  state: string | null;
  parserFormat: string;
  totalChunks: number;
  completed: number[];
  /** null when the manifest has no `traces` at all (reports from before traces were kept). */
  traces: ChunkTrace[] | null;
  uploadedAt: string | null;
  updatedAt: string | null;
  pagesTotal: number | null;
  pagesKept: number | null;
  filename: string | null;
  size: number | null;
  lastError: string | null;
  nextRetryAt: string | null;
  /** A duplicate upload: the committed report it repeats (issue 16). */
  duplicateOf: { reportId: string; filename: string; reportDate: string | null } | null;
}

export interface TimelineEvent {
  type: string;
  time: string | null;
  data: Record<string, unknown>;
}

export interface RejectionReason {
  reason: string;
  count: number;
}

type Obj = Record<string, unknown>;
const asObj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))) : []);

export function readTrace(raw: unknown): ChunkTrace {
  const t = asObj(raw);
  const gates = asObj(t.processingGates);
  const samples = asObj(t.classificationSamples);
  return {
    chunk: num(t.chunk),
    rawLength: num(t.rawLength),
    normalizedLength: num(t.normalizedLength),
    ndjsonLinesCount: num(t.ndjsonLinesCount),
    accepted_animals_count: num(t.accepted_animals_count),
    accepted_zone_groups_count: num(t.accepted_zone_groups_count),
    schema_rejected_count: num(t.schema_rejected_count),
    zoneMatches: strings(asObj(t.zoneDetection).matches),
    processingGates: {
      hasNormalizedZones: bool(gates.hasNormalizedZones),
      pagesKeptGt0: bool(gates.pagesKeptGt0),
      animalFields: bool(gates.animalFields),
      shouldFallback: bool(gates.shouldFallback),
    },
    samples: { animals: strings(samples.animals), zones: strings(samples.zones), unknowns: strings(samples.unknowns) },
  };
}

export function readManifest(raw: unknown): ManifestInfo {
  const m = asObj(raw);
  const pages = asObj(m.pages);
  return {
    status: str(m.status),
    state: str(m.state),
    parserFormat: str(m.parserFormat) ?? DEFAULT_PARSER_FORMAT,
    totalChunks: num(m.totalChunks) ?? 0,
    completed: Array.isArray(m.completed) ? m.completed.filter((c): c is number => typeof c === 'number') : [],
    traces: Array.isArray(m.traces) ? m.traces.filter((t) => t != null).map(readTrace) : null,
    uploadedAt: str(m.uploadedAt),
    updatedAt: str(m.updatedAt),
    // operations §3 says "pages fields": this server sends pages_total / pages_kept; a nested `pages` object is read too.
    pagesTotal: num(m.pages_total) ?? num(pages.total),
    pagesKept: num(m.pages_kept) ?? num(pages.kept),
    filename: str(m.filename),
    size: num(m.size),
    lastError: str(m.lastError),
    nextRetryAt: str(m.nextRetryAt),
    duplicateOf: readDuplicate(m.duplicateOf),
  };
}

function readDuplicate(raw: unknown): ManifestInfo['duplicateOf'] {
  const d = asObj(raw);
  const reportId = str(d.reportId);
  return reportId ? { reportId, filename: str(d.filename) ?? 'the earlier report', reportDate: str(d.reportDate) } : null;
}

/** operations §3 timeline event: `type` or `event`, `timestamp` or `time`. */
export function readEvents(raw: unknown): TimelineEvent[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((e) => {
    const o = asObj(e);
    return { type: str(o.type) ?? str(o.event) ?? 'event', time: str(o.timestamp) ?? str(o.time), data: asObj(o.data) };
  });
}

/** `[{ reason, count }]`, or a `{ reason: count }` map. */
export function readRejections(raw: unknown): RejectionReason[] {
  if (Array.isArray(raw)) {
    return raw.map(asObj).flatMap((r) => (str(r.reason) && num(r.count) !== null ? [{ reason: r.reason as string, count: r.count as number }] : []));
  }
  return Object.entries(asObj(raw)).flatMap(([reason, count]) => (typeof count === 'number' ? [{ reason, count }] : []));
}

/** Job counters as label/value rows, in the order of operations §3; empty when the job never counted. */
export function counterRows(raw: unknown): { key: string; value: string }[] {
  const c = asObj(raw);
  const keys = ['zones_sum', 'accepted_animals_total', 'ndjson_lines_total', 'fallback_attempted_any', 'pages_kept_any', 'normalized_zones_total'];
  return keys.filter((k) => c[k] !== undefined && c[k] !== null).map((k) => ({ key: k, value: String(c[k]) }));
}

/** How the reader accounted for the PDF's text lines (the manifest's typed `ledger`). */
export interface LedgerCounts {
  lines: number;
  furniture: number;
  site: number;
  zone: number;
  total: number;
  row: number;
  continuation: number;
  unread: number;
}

/** The ledger as Summary rows, briefly: rows, continuations, furniture, structure lines, unread. */
export function ledgerRows(ledger: LedgerCounts | null | undefined): { key: string; value: string }[] {
  if (!ledger) return [];
  const n = (v: number) => v.toLocaleString('en-US');
  return [
    { key: 'Text lines', value: n(ledger.lines) },
    { key: 'Animal rows', value: n(ledger.row) },
    { key: 'Row continuations', value: n(ledger.continuation) },
    { key: 'Headers and footers', value: n(ledger.furniture) },
    { key: 'Site, zone, total', value: n(ledger.site + ledger.zone + ledger.total) },
    { key: 'Unread', value: n(ledger.unread) },
  ];
}

/** "3 lines not imported", "1 line not imported". */
export function notImportedHeading(total: number): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'line' : 'lines'} not imported`;
}

// ---------------------------------------------------------------- slicing

export function topRejections(reasons: RejectionReason[], limit = REJECTION_LIMIT): RejectionReason[] {
  return [...reasons].sort((a, b) => b.count - a.count).slice(0, limit);
}

/** The recent events summary: the last 5, newest first. */
export function recentEvents(events: TimelineEvent[], limit = RECENT_EVENTS_LIMIT): TimelineEvent[] {
  return events.slice(-limit).reverse();
}

/**
 * The timeline: 10 events unless Show All. The last 10, in order: how a run ended (done, error, a pause) is
 * what people open diagnostics for, and a long report has dozens of chunk events before it.
 */
export function timelineEvents(events: TimelineEvent[], showAll: boolean, limit = TIMELINE_LIMIT): TimelineEvent[] {
  return showAll ? events : events.slice(-limit);
}

/** The event data fields the timeline shows (operations §2), when present. */
export const EVENT_FIELDS = ['message', 'chunk', 'zones_found', 'ndjson_lines', 'accepted_animals', 'fallback_attempted', 'retryAt'] as const;

export function eventFields(event: TimelineEvent): { key: string; value: string }[] {
  return EVENT_FIELDS.filter((k) => event.data[k] !== undefined && event.data[k] !== null && event.data[k] !== '').map((k) => {
    const v = event.data[k];
    return { key: k, value: typeof v === 'string' ? v : JSON.stringify(v) };
  });
}

export interface TraceView extends ChunkTrace {
  /** Matches beyond the 5 shown. */
  moreZoneMatches: number;
}

/** One chunk as the Traces tab shows it: 5 zone matches, 3 animal, 3 zone and 2 unknown samples. */
export function traceView(trace: ChunkTrace): TraceView {
  return {
    ...trace,
    zoneMatches: trace.zoneMatches.slice(0, ZONE_MATCH_LIMIT),
    moreZoneMatches: Math.max(0, trace.zoneMatches.length - ZONE_MATCH_LIMIT),
    samples: {
      animals: trace.samples.animals.slice(0, SAMPLE_LIMITS.animals),
      zones: trace.samples.zones.slice(0, SAMPLE_LIMITS.zones),
      unknowns: trace.samples.unknowns.slice(0, SAMPLE_LIMITS.unknowns),
    },
  };
}

// ---------------------------------------------------------------- states

export type TracesState = 'not-read' | 'failed-before-traces' | 'older-system' | 'ready';

/**
 * operations §2: zero chunks while events exist means the run failed before any trace was written; chunks without
 * traces means a report from before traces were kept.
 */
export function tracesState(manifest: ManifestInfo, events: TimelineEvent[]): TracesState {
  const traces = manifest.traces ?? [];
  if (traces.length > 0) return 'ready';
  // Stored but never read (awaiting Parse, queued, or cancelled or expired first): nothing failed.
  if (['uploaded', 'queued'].includes(manifest.state ?? '') || (manifest.state === 'cancelled' && events.length === 0)) return 'not-read';
  if (manifest.totalChunks === 0 && (events.length > 0 || manifest.state === 'failed')) return 'failed-before-traces';
  if (traces.length === 0) return 'older-system';
  return 'ready';
}

/** True when the manifest carries nothing to show yet. */
export function isEmptyManifest(manifest: ManifestInfo, events: TimelineEvent[]): boolean {
  return manifest.status === null && manifest.state === null && manifest.totalChunks === 0 && (manifest.traces ?? []).length === 0 && events.length === 0;
}

/** A pending report is still running unless it failed or was cancelled (it then waits for a person). */
export function isRunning(pending: { state: string; status: string } | undefined): boolean {
  if (!pending) return false;
  return !['failed', 'cancelled'].includes(pending.state) && pending.status !== 'failed';
}

// ---------------------------------------------------------------- structured failures

export interface StructuredFailure {
  issue: string;
  zonesDetected: string | null;
  dataLines: string | null;
  validRecords: string | null;
  sampleData: string | null;
  recommendation: string;
}

/**
 * operations §8: a message with "PDF parsing failed" and "Advice:" is shown as a structured view. The server writes
 * `Zones detected: N. Data lines found: N. Valid records: N. Sample data: [...]. Advice: ...`.
 */
export function parseStructuredFailure(message: string | null | undefined): StructuredFailure | null {
  if (!message || !message.includes('PDF parsing failed') || !message.includes('Advice:')) return null;
  const field = (label: string) => new RegExp(`${label}:\\s*(\\d+)`, 'i').exec(message)?.[1] ?? null;
  const sample = /Sample data:\s*([\s\S]*?)\.\s*Advice:/i.exec(message)?.[1]?.trim() ?? null;
  return {
    issue: 'Document parsing failed with 0 animals extracted',
    zonesDetected: field('Zones detected'),
    dataLines: field('Data lines found'),
    validRecords: field('Valid records'),
    sampleData: sample,
    recommendation: message.slice(message.indexOf('Advice:') + 'Advice:'.length).trim(),
  };
}

/** The failure message to explain: the manifest's last error, else the newest error event's message. */
export function failureMessage(manifest: ManifestInfo, events: TimelineEvent[]): string | null {
  if (manifest.lastError) return manifest.lastError;
  const error = [...events].reverse().find((e) => e.type === 'error' && typeof e.data.message === 'string');
  return (error?.data.message as string | undefined) ?? null;
}

// ---------------------------------------------------------------- load errors and formatting

/**
 * operations §8 manifest load: an HTML answer (a login page or proxy error instead of JSON) gets its own message;
 * otherwise the server's message, else `HTTP {status}`.
 */
export function manifestLoadMessage(error: { message?: string; statusCode?: number; bodyText?: string }): string {
  const body = error.bodyText ?? '';
  if (/^\s*<(!doctype|html)/i.test(body) || /<html/i.test(error.message ?? '')) return 'Server returned HTML instead of JSON (possible auth/session issue)';
  if (error.message && error.message.trim() !== '') return error.message;
  return `HTTP ${error.statusCode ?? 'error'}`;
}

export function formatBytes(size: number | null): string {
  if (size === null) return '—';
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}
