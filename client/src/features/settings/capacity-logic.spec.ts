import { describe, expect, it } from '@jest/globals';
import { capacityChanges, capacityProblem, longStayProblem, strayHoldProblem } from './capacity-logic';

describe('kennel capacity form (issue 18)', () => {
  it('accepts whole numbers from 1 to 10000, and empty to clear', () => {
    expect(capacityProblem('')).toBeNull();
    expect(capacityProblem(' 24 ')).toBeNull();
    expect(capacityProblem('10000')).toBeNull();
    expect(capacityProblem('0')).toBe('At least 1 (leave it empty to clear it)');
    expect(capacityProblem('2.5')).toBe('Enter a whole number of kennels');
    expect(capacityProblem('-3')).toBe('Enter a whole number of kennels');
    expect(capacityProblem('ten')).toBe('Enter a whole number of kennels');
    expect(capacityProblem('10001')).toBe('At most 10,000');
  });

  it('sends only the zones that changed, clearing with null; nothing while a value is invalid', () => {
    const zones = [
      { zoneCode: 'A', capacity: 4 },
      { zoneCode: 'B', capacity: null },
      { zoneCode: 'C', capacity: 2 },
    ];
    expect(capacityChanges(zones, {})).toEqual([]);
    expect(capacityChanges(zones, { A: '4', B: '', C: '' })).toEqual([{ zoneCode: 'C', capacity: null }]);
    expect(capacityChanges(zones, { A: '6', B: '10' })).toEqual([
      { zoneCode: 'A', capacity: 6 },
      { zoneCode: 'B', capacity: 10 },
    ]);
    expect(capacityChanges(zones, { A: '6', B: 'x' })).toBeNull();
  });


  it('the long-stay threshold is a whole number of days from 1 to 3650', () => {
    expect(longStayProblem('30')).toBeNull();
    expect(longStayProblem('3650')).toBeNull();
    expect(longStayProblem('')).toBe('Enter a whole number of days');
    expect(longStayProblem('1.5')).toBe('Enter a whole number of days');
    expect(longStayProblem('0')).toBe('From 1 to 3650 days');
    expect(longStayProblem('3651')).toBe('From 1 to 3650 days');
  });

  it('the stray-hold threshold is a whole number of days from 1 to 365', () => {
    expect(strayHoldProblem('7')).toBeNull();
    expect(strayHoldProblem('365')).toBeNull();
    expect(strayHoldProblem(' ')).toBe('Enter a whole number of days');
    expect(strayHoldProblem('0')).toBe('From 1 to 365 days');
    expect(strayHoldProblem('366')).toBe('From 1 to 365 days');
  });
});
