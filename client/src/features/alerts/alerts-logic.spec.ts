import { describe, expect, it } from '@jest/globals';
import {
  applyStatus,
  assignAlert,
  changedFilterCount,
  DEFAULT_FILTERS,
  filterAlerts,
  formatAlertTime,
  hiddenByStatus,
  SNOOZE_MS,
  splitByRead,
  statusCounts,
  toggleValue,
  visibleSelection,
  visibleTags,
  type AlertFilters,
  type BehaviourAlert,
} from './alerts-logic';
import { createSampleAlerts } from './alerts-sample';

const NOW = Date.parse('2026-03-20T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const alert = (over: Partial<BehaviourAlert> & { id: string }): BehaviourAlert => ({
  ts: new Date(NOW - HOUR).toISOString(),
  source: 'email',
  animalId: 'A10000001',
  name: 'Rex',
  species: 'DOG',
  severity: 'L2',
  zone: 'B',
  location: 'Dog Adoption, Run B-01',
  tags: [],
  status: 'new',
  snippet: 'Barks at the kennel front',
  body: '',
  reportId: null,
  suggestedNextSteps: [],
  assignee: null,
  snoozedUntil: null,
  ...over,
});

const filters = (over: Partial<AlertFilters> = {}): AlertFilters => ({ ...DEFAULT_FILTERS, ...over });
const ids = (alerts: BehaviourAlert[]) => alerts.map((a) => a.id);

describe('alert filters (operations.md §3, operations §5)', () => {
  const inbox = [
    alert({ id: 'a', animalId: 'A12345678', name: 'Bruno', species: 'DOG', severity: 'L3', tags: ['Aggression', 'Fear'] }),
    alert({ id: 'b', animalId: 'A87654321', name: null, species: 'CAT', severity: 'L1', tags: ['Medical'], snippet: 'Hiding, not EATING' }),
    alert({ id: 'c', animalId: 'A11112222', name: 'Luna', species: 'DOG', severity: 'L4', tags: ['Bite History'], status: 'acknowledged' }),
    alert({ id: 'd', animalId: 'A33334444', name: 'Cleo', species: 'CAT', severity: 'L2', status: 'resolved' }),
  ];

  it('defaults to centre salem and status new', () => {
    expect(DEFAULT_FILTERS.center).toBe('salem');
    expect(DEFAULT_FILTERS.status).toBe('new');
    expect(ids(filterAlerts(inbox, DEFAULT_FILTERS))).toEqual(['a', 'b']);
  });

  it('searches animalId, name and snippet case-insensitively', () => {
    const all = filters({ status: 'all' });
    expect(ids(filterAlerts(inbox, { ...all, search: 'a1234' }))).toEqual(['a']);
    expect(ids(filterAlerts(inbox, { ...all, search: 'LUNA' }))).toEqual(['c']);
    expect(ids(filterAlerts(inbox, { ...all, search: 'eating' }))).toEqual(['b']);
    expect(ids(filterAlerts(inbox, { ...all, search: '   ' }))).toHaveLength(4);
    expect(filterAlerts(inbox, { ...all, search: 'zzz' })).toEqual([]);
  });

  it('matches any selected tag, and any selected severity or species', () => {
    const all = filters({ status: 'all' });
    expect(ids(filterAlerts(inbox, { ...all, tags: ['Fear', 'Bite History'] }))).toEqual(['a', 'c']);
    expect(ids(filterAlerts(inbox, { ...all, severity: ['L1', 'L4'] }))).toEqual(['b', 'c']);
    expect(ids(filterAlerts(inbox, { ...all, species: ['CAT'] }))).toEqual(['b', 'd']);
  });

  it('finds nothing for a centre that is not enabled', () => {
    expect(filterAlerts(inbox, filters({ center: 'boston', status: 'all' }))).toEqual([]);
  });

  it('sorts newest first', () => {
    const older = alert({ id: 'old', ts: new Date(NOW - DAY).toISOString() });
    const newer = alert({ id: 'new', ts: new Date(NOW - MINUTE).toISOString() });
    expect(ids(filterAlerts([older, newer], DEFAULT_FILTERS))).toEqual(['new', 'old']);
  });

  it('counts every status under all filters but status', () => {
    expect(statusCounts(inbox, DEFAULT_FILTERS)).toEqual({ new: 2, acknowledged: 1, snoozed: 0, resolved: 1 });
    expect(statusCounts(inbox, filters({ species: ['CAT'] }))).toEqual({ new: 1, acknowledged: 0, snoozed: 0, resolved: 1 });
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

  it('counts the filters that differ from the defaults', () => {
    expect(changedFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(changedFilterCount(filters({ status: 'all', search: 'x', tags: ['Fear', 'Medical'] }))).toBe(4);
  });

  it('toggles a value of a multi-choice filter', () => {
    expect(toggleValue(['L1'], 'L2')).toEqual(['L1', 'L2']);
    expect(toggleValue(['L1', 'L2'], 'L1')).toEqual(['L2']);
  });
});

describe('local alert actions', () => {
  const inbox = [alert({ id: 'a' }), alert({ id: 'b', status: 'snoozed', snoozedUntil: new Date(NOW + HOUR).toISOString() })];

  it('snoozes for 24 hours and clears the snooze on any other status', () => {
    const snoozed = applyStatus(inbox, new Set(['a']), 'snoozed', NOW);
    expect(snoozed[0]).toMatchObject({ status: 'snoozed', snoozedUntil: new Date(NOW + SNOOZE_MS).toISOString() });
    expect(snoozed[1]).toBe(inbox[1]);
    const resolved = applyStatus(inbox, new Set(['b']), 'resolved', NOW);
    expect(resolved[1]).toMatchObject({ status: 'resolved', snoozedUntil: null });
  });

  it('assigns one alert', () => {
    expect(assignAlert(inbox, 'b', 'Maria Alvarez, Behavior')[1].assignee).toBe('Maria Alvarez, Behavior');
    expect(assignAlert(inbox, 'b', null)[1].assignee).toBeNull();
  });

  it('keeps only the visible rows of a selection', () => {
    expect([...visibleSelection(new Set(['a', 'gone']), inbox)]).toEqual(['a']);
  });

  it('shows the first two tags, then +N', () => {
    expect(visibleTags(['Aggression', 'Fear', 'Medical', 'Handling'])).toEqual({ shown: ['Aggression', 'Fear'], more: 2 });
    expect(visibleTags(['Fear'])).toEqual({ shown: ['Fear'], more: 0 });
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

describe('sample alerts', () => {
  const sample = createSampleAlerts(NOW);

  it('holds about fourteen alerts with real-looking animal ids', () => {
    expect(sample.length).toBeGreaterThanOrEqual(12);
    for (const item of sample) expect(item.animalId).toMatch(/^A\d{8}$/);
    expect(new Set(ids(sample)).size).toBe(sample.length);
  });

  it('covers every status, source and relative-time bucket among the new alerts', () => {
    expect(new Set(sample.map((a) => a.status))).toEqual(new Set(['new', 'acknowledged', 'snoozed', 'resolved']));
    expect(new Set(sample.map((a) => a.source))).toEqual(new Set(['email', 'report', 'staff_note']));
    const labels = filterAlerts(sample, DEFAULT_FILTERS).map((a) => formatAlertTime(a.ts, NOW));
    expect(labels[0]).toBe('Just now');
    expect(labels.some((l) => l.endsWith('minutes ago'))).toBe(true);
    expect(labels.some((l) => l.endsWith('hours ago'))).toBe(true);
    expect(labels.some((l) => l.endsWith('days ago'))).toBe(true);
    expect(labels.some((l) => !l.endsWith('ago') && l !== 'Just now')).toBe(true);
  });

  it('has a snooze end only on snoozed alerts', () => {
    for (const item of sample) expect(item.snoozedUntil !== null).toBe(item.status === 'snoozed');
  });
});
