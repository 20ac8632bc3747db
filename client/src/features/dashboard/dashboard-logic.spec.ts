import { describe, expect, it } from '@jest/globals';
import { isProcessing } from '../../lib/pending-reports';
import { levelRows, occupancy, validThru } from './dashboard-logic';

describe('dashboard logic (operations §2, operations §4)', () => {
  it('Valid thru: Processing... while a report is pending, No Reports without one, else the date', () => {
    const latest = { reportDate: '2026-11-24T07:05:00' };
    expect(validThru(latest, true).value).toBe('Processing...');
    expect(validThru(null, true).value).toBe('Processing...');
    expect(validThru(null, false).value).toBe('No Reports');
    expect(validThru(latest, false)).toMatchObject({ value: '11/24/2026', dateTime: '2026-11-24' });
    expect(validThru({ reportDate: null }, false)).toMatchObject({ value: 'No date', dateTime: undefined });
  });

  it('Occupancy Rate (issue 18): a dash until a capacity is set, then the rounded rate and the kennels it counts', () => {
    expect(occupancy({ totalAnimals: 0, occupancyRate: null }, false)).toEqual({ value: null, hint: 'No report yet' });
    expect(occupancy({ totalAnimals: 6, occupancyRate: null, capacity: null, zonesWithoutCapacity: 3 }, true)).toEqual({ value: null, hint: 'Kennel capacity not set' });
    expect(occupancy({ totalAnimals: 6, occupancyRate: 0.4167, capacity: 12, zonesWithoutCapacity: 1 }, true)).toEqual({ value: '42%', hint: 'Of 12 kennels · 1 zone without capacity' });
    expect(occupancy({ totalAnimals: 1500, occupancyRate: 1.0833, capacity: 1200, zonesWithoutCapacity: 0 }, true)).toEqual({ value: '108%', hint: 'Of 1,200 kennels' });
  });

  it('Valid thru reads no Processing... for an upload nobody asked to parse (issue 16)', () => {
    expect(validThru({ reportDate: '2026-11-24T07:05:00' }, isProcessing([{ state: 'uploaded', status: 'queued', awaitingParse: true }])).value).toBe('11/24/2026');
    expect(validThru({ reportDate: '2026-11-24T07:05:00' }, isProcessing([{ state: 'uploaded', status: 'queued' }])).value).toBe('Processing...');
  });

  it('adoption rows: L1 to L4 coloured green, blue, yellow, red, then the unassessed, with shares of the total', () => {
    const { rows, total } = levelRows({ L1: 5, L2: 3, L3: 1, L4: 1, unassessed: 10 });
    expect(total).toBe(20);
    expect(rows.map((r) => [r.key, r.palette, r.percent])).toEqual([
      ['L1', 'green', 25],
      ['L2', 'blue', 15],
      ['L3', 'yellow', 5],
      ['L4', 'red', 5],
      ['unassessed', 'gray', 50],
    ]);
    expect(levelRows({ L1: 0, L2: 0, L3: 0, L4: 0, unassessed: 0 }).rows.every((r) => r.percent === 0)).toBe(true);
  });
});
