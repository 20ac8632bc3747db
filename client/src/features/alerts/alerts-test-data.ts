import type { AlertCounts, BehaviourAlert } from './alerts-logic';
import { AlertChangedSubscription, AlertsPageQuery, UpdateAlertsMutation } from './alerts.queries';

/**
 * Builders for the alerts tests: answers shaped as the server sends them, with the __typename Apollo's cache
 * wants. Ids are UUIDs, as the server's are.
 */

export const NOW = Date.now();
const MINUTE = 60_000;

let next = 0;
/** A new alert raised `minutesAgo` ago (`over` replaces fields). */
export function alert(over: Partial<BehaviourAlert> & { minutesAgo?: number } = {}): BehaviourAlert & { __typename: 'Alert' } {
  next += 1;
  const { minutesAgo = next, ...fields } = over;
  const ts = new Date(NOW - minutesAgo * MINUTE).toISOString();
  return {
    __typename: 'Alert',
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    ts,
    updatedAt: ts,
    source: 'report',
    rule: 'behavior_severity',
    animalId: `A1000000${next}`,
    name: null,
    species: 'DOG',
    severity: 'L2',
    zone: 'B',
    location: 'Dog Adoption, Run B-01',
    tags: [],
    status: 'new',
    snoozedUntil: null,
    snippet: 'Barks at the kennel front',
    body: 'Barks and lunges at the kennel front when people pass.',
    reportId: null,
    suggestedNextSteps: [],
    assignee: null,
    ...fields,
  };
}

export const ASSIGNEES = [
  { __typename: 'AlertAssignee' as const, id: '11111111-1111-4111-8111-111111111111', name: 'Maria Alvarez' },
  { __typename: 'AlertAssignee' as const, id: '22222222-2222-4222-8222-222222222222', name: 'Sam Rivera' },
];

/** The counts of `alerts` per status (the server counts under every filter but status). */
export function countsOf(alerts: readonly BehaviourAlert[], over: Partial<AlertCounts> = {}) {
  const counts = { __typename: 'AlertCounts' as const, new: 0, acknowledged: 0, snoozed: 0, resolved: 0 };
  for (const a of alerts) counts[a.status] += 1;
  return { ...counts, ...over };
}

/** Default Inbox variables (centre salem, status new, the first 50). */
export const DEFAULT_VARIABLES = { center: 'salem', status: ['new'], limit: 50 };

/**
 * An AlertsPage answer: `items` as listed (already filtered, as the server does), counts of `all` (every status
 * under the other filters; `items` when left out).
 */
export function pageMock(items: BehaviourAlert[], { variables = DEFAULT_VARIABLES as Record<string, unknown>, all = items, delay = 0 } = {}) {
  const alerts = { __typename: 'AlertPage' as const, items, total: items.length, counts: countsOf(all) };
  return { request: { query: AlertsPageQuery, variables }, result: { data: { alerts, alertAssignees: ASSIGNEES } }, delay };
}

/** `updateAlerts` answering with the alerts as they now are. */
export function updateMock(input: Record<string, unknown>, answer: BehaviourAlert[]) {
  return { request: { query: UpdateAlertsMutation, variables: { input } }, result: { data: { updateAlerts: answer } } };
}

/** The `alertChanged` subscription: silent unless `changed` is given, then one change after `delay` ms. */
export function liveMock(changed?: BehaviourAlert, delay = 100) {
  return changed
    ? { request: { query: AlertChangedSubscription }, result: { data: { alertChanged: changed } }, delay }
    : { request: { query: AlertChangedSubscription }, delay: Infinity };
}
