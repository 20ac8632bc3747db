import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './local-storage';

/** Where live per-report progress is kept across pages (access-and-identity.md §3). */
export const REPORT_STATES_KEY = 'reportStates';
/** Entries older than this are dropped on load (operations §9: 2 hours). */
export const REPORT_STATE_TTL_MS = 2 * 60 * 60 * 1000;

export interface LocalReportState {
  state: string;
  /** Epoch ms of the last event seen for the report. */
  lastEventAt: number;
  [extra: string]: unknown;
}

export type ReportStates = Record<string, LocalReportState>;

/** Parses the stored map, dropping malformed and expired entries. */
export function parseReportStates(raw: string | null, now = Date.now()): ReportStates {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    console.warn('reportStates: stored value is not JSON; ignored');
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const out: ReportStates = {};
  for (const [tempId, entry] of Object.entries(parsed as Record<string, unknown>)) {
    const e = entry as Partial<LocalReportState> | null;
    if (!e || typeof e.state !== 'string' || typeof e.lastEventAt !== 'number') continue;
    if (now - e.lastEventAt > REPORT_STATE_TTL_MS) continue;
    out[tempId] = e as LocalReportState;
  }
  return out;
}

/** Loads the map, saving it back without the expired entries. */
export function loadReportStates(now = Date.now()): ReportStates {
  const raw = readStorage(REPORT_STATES_KEY);
  const states = parseReportStates(raw, now);
  if (raw !== null && JSON.stringify(states) !== raw) writeStorage(REPORT_STATES_KEY, JSON.stringify(states));
  return states;
}

/** Records a report's live state (extra fields such as filename or reportId are kept from earlier saves). */
export function saveReportState(tempId: string, state: string, extra: Record<string, unknown> = {}) {
  const states = loadReportStates();
  states[tempId] = { ...states[tempId], ...extra, state, lastEventAt: Date.now() };
  writeStorage(REPORT_STATES_KEY, JSON.stringify(states));
  notify();
}

/** Forgets a report (Dismiss of a completed item, or after a resume hands it back to the server's state). */
export function removeReportState(tempId: string) {
  const states = loadReportStates();
  if (!(tempId in states)) return;
  delete states[tempId];
  writeStorage(REPORT_STATES_KEY, JSON.stringify(states));
  notify();
}

// A tiny external store so banners re-render when a page records progress (and when another tab does).
const listeners = new Set<() => void>();
let cached: { raw: string | null; states: ReportStates } = { raw: null, states: {} };

function notify() {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === REPORT_STATES_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Same object while the stored text is unchanged, as useSyncExternalStore requires. */
function snapshot(): ReportStates {
  const raw = readStorage(REPORT_STATES_KEY);
  if (raw !== cached.raw) cached = { raw, states: parseReportStates(raw) };
  return cached.states;
}

/** The reportStates map, kept current. */
export function useReportStates(): ReportStates {
  return useSyncExternalStore(subscribe, snapshot);
}
