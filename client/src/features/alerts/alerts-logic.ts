import type { AlertDetailsFragment, AlertsPageQueryVariables } from '../../gql/graphql';

/** Behaviour alerts (operations.md §3): the filters and the rules the Alerts screen applies to the server's answer. */

export const SEVERITIES = ['L1', 'L2', 'L3', 'L4'] as const;
export const SPECIES = ['CAT', 'DOG'] as const;
export const ALERT_STATUSES = ['new', 'acknowledged', 'snoozed', 'resolved'] as const;
/** operations §9: the six alert tags. */
export const ALERT_TAGS = ['Aggression', 'Fear', 'Resource Guarding', 'Handling', 'Bite History', 'Medical'] as const;

export type Severity = (typeof SEVERITIES)[number];
export type Species = (typeof SPECIES)[number];
export type AlertStatus = (typeof ALERT_STATUSES)[number];
export type AlertTag = (typeof ALERT_TAGS)[number];

/** One alert as the Inbox, its cards and its drawer show it (the AlertDetails fragment). */
export type BehaviourAlert = AlertDetailsFragment;
export type AlertSource = BehaviourAlert['source'];

/** What a status button asks of the server, and the status that follows. */
export type AlertAction = Exclude<AlertStatus, 'new'>;
export const ACTION_OF = { acknowledged: 'acknowledge', snoozed: 'snooze', resolved: 'resolve' } as const satisfies Record<AlertAction, string>;

export type AlertCounts = Record<AlertStatus, number>;

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

/** The report rule that raised an alert (Alert.rule); a rule this client does not know shows as sent. */
const RULE_LABEL: Record<string, string> = {
  behavior_severity: 'Behaviour severity',
  long_stay: 'Long stay',
  stray_hold: 'Stray hold',
  zone_move: 'Zone move',
};

export function ruleLabel(rule: string): string {
  return RULE_LABEL[rule] ?? rule;
}

/** operations §1: Salem is the only enabled centre; the others are listed as coming soon. */
export const CENTRES = [
  { value: 'salem', label: 'Salem', enabled: true },
  { value: 'methuen', label: 'Methuen', enabled: false },
  { value: 'boston', label: 'Boston', enabled: false },
  { value: 'cape', label: 'Cape', enabled: false },
] as const;

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

/** How many alerts one answer holds at first, the step of "Show more", and the server's most. */
export const PAGE_STEP = 50;
export const PAGE_MAX = 200;

/**
 * The filters as the AlertsPage query takes them: an empty choice is left out (every value), the status is a list
 * of one (or left out for all), and the search is trimmed. The server applies them all (operations §5: search
 * matches animalId, name or snippet; the tag filter matches any tag).
 */
export function alertsVariables(filters: AlertFilters, limit = PAGE_STEP): AlertsPageQueryVariables {
  const list = <T>(values: readonly T[]) => (values.length > 0 ? [...values] : undefined);
  const search = filters.search.trim();
  return {
    center: filters.center,
    severity: list(filters.severity),
    species: list(filters.species),
    status: filters.status === 'all' ? undefined : [filters.status],
    tags: list(filters.tags),
    search: search || undefined,
    limit,
  };
}

/**
 * The alerts the Status filter keeps. The server already applied it; an alert changed here since (acknowledged
 * while the filter is New) leaves the table at once rather than when the refetch lands.
 */
export function keepStatus<T extends Pick<BehaviourAlert, 'status'>>(alerts: readonly T[], status: AlertFilters['status']): T[] {
  return status === 'all' ? [...alerts] : alerts.filter((alert) => alert.status === status);
}

/** operations §2: the Unread table holds status new, the Read table every other status. */
export function splitByRead<T extends Pick<BehaviourAlert, 'status'>>(alerts: readonly T[]): { unread: T[]; read: T[] } {
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

/**
 * Why the whole Inbox is empty, if it is: no alert at all under the other filters is "none yet" with the default
 * filters and "no match" with any other; with alerts in some status the tables say why they are empty instead.
 */
export function inboxEmpty(counts: AlertCounts, filters: AlertFilters): 'none-yet' | 'no-match' | null {
  if (ALERT_STATUSES.some((status) => counts[status] > 0)) return null;
  return changedFilterCount({ ...filters, status: DEFAULT_FILTERS.status }) > 0 ? 'no-match' : 'none-yet';
}

/** Adds a value to a multi-choice filter, or removes it if present. */
export function toggleValue<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** The selected ids still on screen: bulk actions never touch a row the filters have hidden. */
export function visibleSelection(selected: ReadonlySet<string>, visible: readonly Pick<BehaviourAlert, 'id'>[]): Set<string> {
  return new Set(visible.filter((alert) => selected.has(alert.id)).map((alert) => alert.id));
}

/** operations §2 Tags column: the first two tags, then "+N" for the rest. */
export function visibleTags<T>(tags: readonly T[], max = 2): { shown: T[]; more: number } {
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
export const STATUS_DONE: Record<AlertAction, string> = {
  acknowledged: 'acknowledged',
  snoozed: 'snoozed for 24 hours',
  resolved: 'resolved',
};

/** The verb of each action, for failures ("Could not acknowledge 3 alerts"). */
export const STATUS_VERB: Record<AlertAction, string> = {
  acknowledged: 'acknowledge',
  snoozed: 'snooze',
  resolved: 'resolve',
};

/** "1 alert", "3 alerts". */
export const alertCount = (n: number) => `${n} ${n === 1 ? 'alert' : 'alerts'}`;

/** The webhook's replay window (AlertWebhook.toleranceSeconds) in words: "5 minutes", "90 seconds". */
export function formatWindow(seconds: number): string {
  if (seconds > 0 && seconds % 60 === 0) {
    const minutes = seconds / 60;
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  }
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

/** The state of the last inbound message (AlertWebhook.lastState) as a label and a badge colour. */
export function inboundState(state: string | null): { label: string; palette: string } {
  switch (state) {
    case 'received':
      return { label: 'Queued', palette: 'blue' };
    case 'processed':
      return { label: 'Processed', palette: 'green' };
    case 'failed':
      return { label: 'Failed', palette: 'red' };
    default:
      return { label: state ?? 'Unknown', palette: 'gray' };
  }
}
