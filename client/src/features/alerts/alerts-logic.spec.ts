import { describe, expect, it } from '@jest/globals';
import {
  alertCount,
  alertsVariables,
  changedFilterCount,
  DEFAULT_FILTERS,
  formatAlertTime,
  formatWindow,
  hiddenByStatus,
  inboundState,
  inboxEmpty,
  keepStatus,
  ruleLabel,
  splitByRead,
  toggleValue,
  visibleSelection,
  visibleTags,
  type AlertFilters,
  type BehaviourAlert,
} from './alerts-logic';

const NOW = Date.parse('2026-03-20T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const alert = (over: Partial<BehaviourAlert> & { id: string }): BehaviourAlert => ({
  ts: new Date(NOW - HOUR).toISOString(),
  updatedAt: new Date(NOW - HOUR).toISOString(),
  source: 'email',
  rule: null,
  animalId: 'A10000001',
  name: 'Rex',
  species: 'DOG',
  severity: 'L2',
  zone: 'B',
  location: 'Dog Adoption, Run B-01',
  tags: [],
  status: 'new',
  snoozedUntil: null,
  snippet: 'Barks at the kennel front',
  body: '',
  reportId: null,
  suggestedNextSteps: [],
  assignee: null,
  ...over,
});

const filters = (over: Partial<AlertFilters> = {}): AlertFilters => ({ ...DEFAULT_FILTERS, ...over });
const ids = (alerts: BehaviourAlert[]) => alerts.map((a) => a.id);
const counts = (over: Partial<Record<'new' | 'acknowledged' | 'snoozed' | 'resolved', number>> = {}) => ({ new: 0, acknowledged: 0, snoozed: 0, resolved: 0, ...over });

describe('alert filters (operations.md §3, operations §5)', () => {
  const inbox = [
    alert({ id: 'a', status: 'new' }),
    alert({ id: 'b', status: 'new' }),
    alert({ id: 'c', status: 'acknowledged' }),
    alert({ id: 'd', status: 'resolved' }),
  ];

  it('defaults to centre salem and status new', () => {
    expect(DEFAULT_FILTERS.center).toBe('salem');
    expect(DEFAULT_FILTERS.status).toBe('new');
  });

  it('sends the default filters as centre salem and status [new]', () => {
    expect(alertsVariables(DEFAULT_FILTERS)).toEqual({ center: 'salem', status: ['new'], limit: 50 });
  });

  it('sends every chosen filter, leaves out empty ones and all statuses, and trims the search', () => {
    const chosen = filters({ status: 'all', severity: ['L1', 'L4'], species: ['CAT'], tags: ['Fear', 'Bite History'], search: '  bruno ' });
    expect(alertsVariables(chosen, 100)).toEqual({ center: 'salem', severity: ['L1', 'L4'], species: ['CAT'], tags: ['Fear', 'Bite History'], search: 'bruno', limit: 100 });
    expect(alertsVariables(filters({ search: '   ' })).search).toBeUndefined();
    expect(alertsVariables(filters({ status: 'snoozed' })).status).toEqual(['snoozed']);
  });

  it('keeps the alerts of the Status filter (an alert changed since the answer leaves at once)', () => {
    expect(ids(keepStatus(inbox, 'new'))).toEqual(['a', 'b']);
    expect(ids(keepStatus(inbox, 'all'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('splits new alerts into Unread and the rest into Read', () => {
    const { unread, read } = splitByRead(inbox);
    expect(ids(unread)).toEqual(['a', 'b']);
    expect(ids(read)).toEqual(['c', 'd']);
  });

  it('knows when the Status filter alone empties a table', () => {
    expect(hiddenByStatus('read', 'new')).toBe(true);
    expect(hiddenByStatus('unread', 'new')).toBe(false);
    expect(hiddenByStatus('unread', 'resolved')).toBe(true);
    expect(hiddenByStatus('read', 'snoozed')).toBe(false);
    expect(hiddenByStatus('read', 'all')).toBe(false);
  });

  it('says why the whole inbox is empty: none yet, or none under these filters', () => {
    expect(inboxEmpty(counts({ resolved: 1 }), DEFAULT_FILTERS)).toBeNull();
    expect(inboxEmpty(counts(), DEFAULT_FILTERS)).toBe('none-yet');
    expect(inboxEmpty(counts(), filters({ status: 'all' }))).toBe('none-yet');
    expect(inboxEmpty(counts(), filters({ tags: ['Fear'] }))).toBe('no-match');
  });

  it('counts the filters that differ from the defaults', () => {
    expect(changedFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(changedFilterCount(filters({ status: 'all', search: 'x', tags: ['Fear', 'Medical'] }))).toBe(4);
  });

  it('toggles a value of a multi-choice filter', () => {
    expect(toggleValue(['L1'], 'L2')).toEqual(['L1', 'L2']);
    expect(toggleValue(['L1', 'L2'], 'L1')).toEqual(['L2']);
  });
});

describe('the Inbox rows', () => {
  const inbox = [alert({ id: 'a' }), alert({ id: 'b' })];

  it('keeps only the visible rows of a selection', () => {
    expect([...visibleSelection(new Set(['a', 'gone']), inbox)]).toEqual(['a']);
  });

  it('shows the first two tags, then +N', () => {
    expect(visibleTags(['Aggression', 'Fear', 'Medical', 'Handling'])).toEqual({ shown: ['Aggression', 'Fear'], more: 2 });
    expect(visibleTags(['Fear'])).toEqual({ shown: ['Fear'], more: 0 });
  });

  it('names report rules, and shows an unknown one as sent', () => {
    expect(ruleLabel('stray_hold')).toBe('Stray hold');
    expect(ruleLabel('new_rule')).toBe('new_rule');
  });

  it('counts alerts in words', () => {
    expect(alertCount(1)).toBe('1 alert');
    expect(alertCount(3)).toBe('3 alerts');
  });
});

describe('the webhook settings', () => {
  it('reads the replay window in words', () => {
    expect(formatWindow(300)).toBe('5 minutes');
    expect(formatWindow(60)).toBe('1 minute');
    expect(formatWindow(90)).toBe('90 seconds');
  });

  it('labels the last message state', () => {
    expect(inboundState('processed')).toEqual({ label: 'Processed', palette: 'green' });
    expect(inboundState('failed').label).toBe('Failed');
    expect(inboundState('received').label).toBe('Queued');
    expect(inboundState(null).label).toBe('Unknown');
  });
});

describe('relative alert time (operations §2)', () => {
  const ago = (ms: number) => formatAlertTime(new Date(NOW - ms).toISOString(), NOW);

  it('reads Just now under a minute, and for a slightly future time', () => {
    expect(ago(0)).toBe('Just now');
    expect(ago(59_999)).toBe('Just now');
    expect(ago(-5_000)).toBe('Just now');
  });

  it('reads minutes under an hour, hours under a day, days under a week', () => {
    expect(ago(MINUTE)).toBe('1 minute ago');
    expect(ago(59 * MINUTE + 59_000)).toBe('59 minutes ago');
    expect(ago(HOUR)).toBe('1 hour ago');
    expect(ago(23 * HOUR + 59 * MINUTE)).toBe('23 hours ago');
    expect(ago(DAY)).toBe('1 day ago');
    expect(ago(6 * DAY + 23 * HOUR)).toBe('6 days ago');
  });

  it('shows the date from seven days on', () => {
    const local = new Date(2026, 2, 3, 12, 0).getTime();
    expect(formatAlertTime(new Date(local).toISOString(), local + 7 * DAY)).toBe('Mar 3, 2026');
  });

  it('says so when the time cannot be read', () => {
    expect(formatAlertTime('not a date', NOW)).toBe('Unknown time');
  });
});
