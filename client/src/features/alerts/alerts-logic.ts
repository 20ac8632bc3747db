/** Behaviour alerts (operations.md §3): the entity, its filters and the rules the Alerts screen applies. */

export const SEVERITIES = ['L1', 'L2', 'L3', 'L4'] as const;
export const SPECIES = ['CAT', 'DOG'] as const;
export const ALERT_STATUSES = ['new', 'acknowledged', 'snoozed', 'resolved'] as const;
export const ALERT_SOURCES = ['email', 'report', 'staff_note'] as const;
/** operations §9: the six alert tags. */
export const ALERT_TAGS = ['Aggression', 'Fear', 'Resource Guarding', 'Handling', 'Bite History', 'Medical'] as const;

export type Severity = (typeof SEVERITIES)[number];
export type Species = (typeof SPECIES)[number];
export type AlertStatus = (typeof ALERT_STATUSES)[number];
export type AlertSource = (typeof ALERT_SOURCES)[number];
export type AlertTag = (typeof ALERT_TAGS)[number];

export const STATUS_LABEL: Record<AlertStatus, string> = {
  new: 'New',
  acknowledged: 'Acknowledged',
  snoozed: 'Snoozed',
  resolved: 'Resolved',
};

export const SOURCE_LABEL: Record<AlertSource, string> = {
  email: 'Email',
  report: 'Report',
  staff_note: 'Staff note',
};

/** operations §1: Salem is the only enabled centre; the others are listed as coming soon. */
export const CENTRES = [
  { value: 'salem', label: 'Salem', enabled: true },
  { value: 'methuen', label: 'Methuen', enabled: false },
  { value: 'boston', label: 'Boston', enabled: false },
  { value: 'cape', label: 'Cape', enabled: false },
] as const;

/** operations §9: Snooze hides an alert for 24 hours. */
export const SNOOZE_MS = 24 * 60 * 60 * 1000;

export interface BehaviourAlert {
  id: string;
  /** ISO timestamp of when the alert was raised. */
  ts: string;
  source: AlertSource;
  animalId: string;
  name: string | null;
  species: Species;
  severity: Severity;
  /** Zone code, A to E. */
  zone: string;
  /** The kennel location inside the zone. */
  location: string;
  tags: AlertTag[];
  status: AlertStatus;
  snippet: string;
  body: string;
  reportId: string | null;
  suggestedNextSteps: string[];
  /** Local to this visit: who picked it up, and when a snooze ends. */
  assignee: string | null;
  snoozedUntil: string | null;
}

export interface AlertFilters {
  center: string;
  /** Empty means every value (no filter), as for species and tags. */
  severity: Severity[];
  species: Species[];
  status: AlertStatus | 'all';
  tags: AlertTag[];
  search: string;
}

/** operations §5: default alert filters are centre salem, status new. */
export const DEFAULT_FILTERS: AlertFilters = { center: 'salem', severity: [], species: [], status: 'new', tags: [], search: '' };

/** operations §5: search matches animalId, name or snippet, case-insensitively. */
export function matchesSearch(alert: BehaviourAlert, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [alert.animalId, alert.name ?? '', alert.snippet].some((field) => field.toLowerCase().includes(needle));
}

/** Every filter but status. */
function matchesOtherFilters(alert: BehaviourAlert, filters: AlertFilters): boolean {
  // The sample alerts all come from Salem, the only enabled centre; another centre has none.
  if (filters.center !== 'salem') return false;
  if (filters.severity.length > 0 && !filters.severity.includes(alert.severity)) return false;
  if (filters.species.length > 0 && !filters.species.includes(alert.species)) return false;
  // operations §5: the tag filter matches any selected tag.
  if (filters.tags.length > 0 && !alert.tags.some((tag) => filters.tags.includes(tag))) return false;
  return matchesSearch(alert, filters.search);
}

/** The alerts the filters keep, newest first. */
export function filterAlerts(alerts: readonly BehaviourAlert[], filters: AlertFilters): BehaviourAlert[] {
  return alerts
    .filter((alert) => (filters.status === 'all' || alert.status === filters.status) && matchesOtherFilters(alert, filters))
    .sort((a, b) => Date.parse(b.ts) - Date.parse(a.ts));
}

/**
 * The summary counts. They apply every filter except status: with status applied, three of the four counts
 * would always read 0 (the default filter is status new), so they would say nothing about the inbox.
 */
export function statusCounts(alerts: readonly BehaviourAlert[], filters: AlertFilters): Record<AlertStatus, number> {
  const counts: Record<AlertStatus, number> = { new: 0, acknowledged: 0, snoozed: 0, resolved: 0 };
  for (const alert of alerts) {
    if (matchesOtherFilters(alert, filters)) counts[alert.status] += 1;
  }
  return counts;
}

/** operations §2: the Unread table holds status new, the Read table every other status. */
export function splitByRead(alerts: readonly BehaviourAlert[]): { unread: BehaviourAlert[]; read: BehaviourAlert[] } {
  return {
    unread: alerts.filter((alert) => alert.status === 'new'),
    read: alerts.filter((alert) => alert.status !== 'new'),
  };
}

/** How many filters differ from the defaults, for the Filters button's badge. */
export function changedFilterCount(filters: AlertFilters): number {
  let count = 0;
  if (filters.center !== DEFAULT_FILTERS.center) count += 1;
  if (filters.status !== DEFAULT_FILTERS.status) count += 1;
  if (filters.search.trim()) count += 1;
  return count + filters.severity.length + filters.species.length + filters.tags.length;
}

/** Adds a value to a multi-choice filter, or removes it if present. */
export function toggleValue<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** Sets the status of the given alerts; a snooze lasts 24 h from `now`, any other status ends it. */
export function applyStatus(alerts: readonly BehaviourAlert[], ids: ReadonlySet<string>, status: AlertStatus, now: number): BehaviourAlert[] {
  const snoozedUntil = status === 'snoozed' ? new Date(now + SNOOZE_MS).toISOString() : null;
  return alerts.map((alert) => (ids.has(alert.id) ? { ...alert, status, snoozedUntil } : alert));
}

export function assignAlert(alerts: readonly BehaviourAlert[], id: string, assignee: string | null): BehaviourAlert[] {
  return alerts.map((alert) => (alert.id === id ? { ...alert, assignee } : alert));
}

/** The selected ids still on screen: bulk actions never touch a row the filters have hidden. */
export function visibleSelection(selected: ReadonlySet<string>, visible: readonly BehaviourAlert[]): Set<string> {
  return new Set(visible.filter((alert) => selected.has(alert.id)).map((alert) => alert.id));
}

/** operations §2 Tags column: the first two tags, then "+N" for the rest. */
export function visibleTags(tags: readonly AlertTag[], max = 2): { shown: AlertTag[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const fullDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * operations §2 relative time: Just now under 1 minute, minutes under 60, hours under 24, days under 7, then the date.
 * A time slightly in the future (clock skew) reads Just now.
 */
export function formatAlertTime(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return 'Unknown time';
  const age = now - at;
  if (age < MINUTE) return 'Just now';
  if (age < HOUR) return plural(Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return plural(Math.floor(age / HOUR), 'hour');
  if (age < 7 * DAY) return plural(Math.floor(age / DAY), 'day');
  return shortDate.format(at);
}

/** "Mar 3, 2026, 2:05 PM": the exact time beside a relative one. */
export function formatFullTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 'Unknown time' : fullDateTime.format(at);
}

/** True when the Status filter alone empties a table: Unread holds only new alerts, Read every other status. */
export function hiddenByStatus(table: 'unread' | 'read', status: AlertFilters['status']): boolean {
  if (status === 'all') return false;
  return table === 'unread' ? status !== 'new' : status === 'new';
}

/** The past tense of each action, for confirmations ("3 alerts acknowledged"). */
export const STATUS_DONE: Record<Exclude<AlertStatus, 'new'>, string> = {
  acknowledged: 'acknowledged',
  snoozed: 'snoozed for 24 hours',
  resolved: 'resolved',
};
