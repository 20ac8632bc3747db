import { describe, expect, it } from '@jest/globals';
import { changeText, historyCells, movementDetail, movementName, movementSections, movementSummary, type Movement, type Placement } from './movements-logic';

const counts = { previousReportId: 'r0', previousReportDate: '2026-11-17T07:00:00', arrived: 12, left: 9, moved: 5, changed: 3 };
const place = (over: Partial<Placement> = {}): Placement => ({
  name: 'Luna', species: 'DOG', kennel: 'S01', zoneCode: 'B', zoneLocation: 'Stray Row', statusCode: 'HOLD', subStatusCode: null, adoptionLevel: 'L2', ...over,
});
const movement = (kind: Movement['kind'], over: Partial<Movement> = {}): Movement => ({
  animalId: 'A1', kind, changes: [], before: kind === 'ARRIVED' ? null : place(), after: kind === 'LEFT' ? null : place(), ...over,
});

describe('movementSummary', () => {
  it('counts the movements since the previous Run Date', () => {
    expect(movementSummary(counts)).toBe('Since the last report (11/17/2026): +12 arrived, −9 left, 5 moved, 3 changed');
  });

  it('puts no sign on a zero, and leaves out a missing date', () => {
    expect(movementSummary({ ...counts, previousReportDate: null, arrived: 0, left: 0 })).toBe('Since the last report: 0 arrived, 0 left, 5 moved, 3 changed');
  });

  it('says when nothing changed, and when there is nothing to compare with', () => {
    expect(movementSummary({ ...counts, arrived: 0, left: 0, moved: 0, changed: 0 })).toBe('No changes since the last report (11/17/2026).');
    expect(movementSummary({ ...counts, previousReportId: null, previousReportDate: null })).toBe('First report: nothing to compare with yet.');
  });
});

describe('movementSections', () => {
  it('groups by kind in the order arrived, left, moved, changed, leaving out empty kinds', () => {
    const items = [movement('CHANGED', { animalId: 'C' }), movement('ARRIVED', { animalId: 'A' }), movement('CHANGED', { animalId: 'D' })];
    expect(movementSections(items).map((s) => [s.title, s.items.map((i) => i.animalId)])).toEqual([
      ['Arrived', ['A']],
      ['Changed', ['C', 'D']],
    ]);
  });
});

describe('change text', () => {
  it('reads out what differs as before → after, kennel first', () => {
    const moved = movement('MOVED', { changes: ['zone', 'kennel', 'status'], after: place({ kennel: 'K04', zoneCode: 'A', statusCode: 'AVAILABLE' }) });
    expect(changeText(moved)).toBe('Kennel S01 → K04, Zone B → A, Status HOLD → AVAILABLE');
    expect(movementDetail(moved)).toBe('Kennel S01 → K04, Zone B → A, Status HOLD → AVAILABLE');
  });

  it('shows a cleared value as a dash and ignores change names it does not know', () => {
    const changed = movement('CHANGED', { changes: ['subStatus', 'adoptionLevel', 'colour'], after: place({ subStatusCode: 'MEDICAL', adoptionLevel: null }) });
    expect(changeText(changed)).toBe('Sub-status — → MEDICAL, Level L2 → —');
  });

  it('places arrivals and departures, and names the animal from either side', () => {
    expect(movementDetail(movement('ARRIVED', { after: place({ kennel: 'K04', zoneCode: 'A' }) }))).toBe('Kennel K04, Zone A');
    const left = movement('LEFT', { before: place({ kennel: null, name: 'Max' }) });
    expect(movementDetail(left)).toBe('Zone B');
    expect(movementName(left)).toBe('Max');
    expect(movementName(movement('ARRIVED', { after: place({ name: null }) }))).toBe('—');
  });
});

describe('historyCells', () => {
  it('formats one report row of an animal', () => {
    const entry = {
      reportId: 'r1', reportDate: '2026-11-24T07:05:00', kennel: 'A-7', zoneCode: 'A', zoneLocation: 'Dog Adoption Row',
      statusCode: 'AVAILABLE', subStatusCode: 'MEDICAL', adoptionLevel: 'L2', behaviorSeverityCode: '1B', daysInCare: 22,
    };
    expect(historyCells(entry)).toEqual({ date: '11/24/2026', kennel: 'A-7', zone: 'A', status: 'Available · Medical Hold', level: 'Level 2' });
    expect(historyCells({ ...entry, reportDate: null, kennel: null, subStatusCode: null })).toMatchObject({ date: 'No date', kennel: '—', status: 'Available' });
  });
});
