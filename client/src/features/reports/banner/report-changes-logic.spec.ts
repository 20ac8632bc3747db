import { describe, expect, it } from '@jest/globals';
import { parse } from 'graphql';
import { changeToast, readsAny, staleFields } from './report-changes-logic';

describe('report change toasts (issue 16)', () => {
  it('a report that finished by itself says so with its file and count; a failure with its reason; other changes are quiet', () => {
    expect(changeToast([{ state: 'complete', filename: 'salem.pdf', animalCount: 112, message: null }])).toEqual({
      id: 'report-changes-complete',
      type: 'success',
      title: 'Report processed',
      description: 'salem.pdf: 112 animals. It is in the list now.',
    });
    expect(changeToast([{ state: 'failed', filename: 'salem.pdf', animalCount: null, message: 'Server error' }])).toMatchObject({ id: 'report-changes-failed', type: 'error', description: 'salem.pdf: Server error' });
    for (const state of ['parsing', 'rate_limited', 'cancelled', 'dismissed', 'expired']) expect(changeToast([{ state, filename: 'x.pdf', animalCount: null, message: null }])).toBeNull();
    expect(changeToast([])).toBeNull();
  });

  it('changes that arrive while the toast is open join it: one toast per kind, the last three files named', () => {
    const done = (filename: string, animalCount: number | null) => ({ state: 'complete', filename, animalCount, message: null });
    expect(changeToast([done('a.pdf', 1), done('b.pdf', 1200)])).toEqual({
      id: 'report-changes-complete',
      type: 'success',
      title: '2 reports processed',
      description: 'a.pdf: 1 animal; b.pdf: 1,200 animals. They are in the list now.',
    });
    const five = ['a', 'b', 'c', 'd', 'e'].map((f) => done(`${f}.pdf`, null));
    expect(changeToast(five)).toMatchObject({ title: '5 reports processed', description: 'c.pdf; d.pdf; e.pdf; and 2 more. They are in the list now.' });
    // A failure among finishes: its own toast, naming only the failures.
    const failed = { state: 'failed', filename: 'x.pdf', animalCount: null, message: null };
    expect(changeToast([done('a.pdf', 3), failed])).toEqual({ id: 'report-changes-failed', type: 'error', title: 'Report failed', description: 'x.pdf: Unknown error' });
  });
});

describe('which open queries a report change refetches', () => {
  it('any change: pending reports and reports; not health, users, animals or mutations', () => {
    const paused = staleFields('rate_limited');
    expect(readsAny(parse('query A { pendingReports { tempId } }'), paused)).toBe(true);
    expect(readsAny(parse('query B { reports { id } }'), paused)).toBe(true);
    expect(readsAny(parse('query C { populationStats { totalAnimals } latestReport { reportId } }'), paused)).toBe(false);
    expect(readsAny(parse('query D { animals { total } }'), paused)).toBe(false);
    expect(readsAny(parse('query E { health { ok } }'), paused)).toBe(false);
    expect(readsAny(parse('mutation F { reports { id } }'), paused)).toBe(false);
  });

  it('a commit: also the dashboard figures and the animals directory', () => {
    const done = staleFields('complete');
    expect(readsAny(parse('query C { populationStats { totalAnimals } latestReport { reportId } }'), done)).toBe(true);
    expect(readsAny(parse('query D { animals { total } }'), done)).toBe(true);
    expect(readsAny(parse('query E { users { id } }'), done)).toBe(false);
  });

  it('a deletion (by anyone, on any device): the lists, and the figures and animals too, quietly', () => {
    const deleted = staleFields('deleted');
    expect(readsAny(parse('query A { pendingReports { tempId } reports { id } }'), deleted)).toBe(true);
    expect(readsAny(parse('query C { populationStats { totalAnimals } latestReport { reportId } }'), deleted)).toBe(true);
    expect(readsAny(parse('query D { animals { total } }'), deleted)).toBe(true);
    expect(changeToast([{ state: 'deleted', filename: 'salem.pdf', animalCount: null, message: null }])).toBeNull();
  });
});
