import { describe, expect, it } from '@jest/globals';
import {
  adoptionLabel,
  adoptionPalette,
  behaviorLabel,
  centerName,
  inCareLabel,
  lastSeenLabel,
  locationLabel,
  lowerSpecies,
  orDash,
  statusLabel,
  subStatusLabel,
  titleCase,
  weightLabel,
  zoneOptions,
} from './animal-format-logic';

describe('animal labels', () => {
  it('names status codes from the dictionary, falling back to the code', () => {
    expect(statusLabel('STRAY_WAIT')).toBe('Stray Hold');
    expect(statusLabel('FOSTER')).toBe('FOSTER');
    expect(statusLabel(null)).toBe('—');
    expect(subStatusLabel('BEH_MED')).toBe('Behavior + Medical');
    expect(subStatusLabel(null)).toBeNull();
  });

  it('names adoption and behaviour levels', () => {
    expect(adoptionLabel('L2')).toBe('Level 2');
    expect(adoptionLabel(null)).toBe('—');
    expect(adoptionPalette('L1')).toBe('green');
    expect(adoptionPalette('L4')).toBe('red');
    expect(behaviorLabel('2B')).toBe('Level 2B');
  });

  it('formats weight, species and locations', () => {
    expect(weightLabel(12.46)).toBe('12.5 lb');
    expect(weightLabel(null)).toBe('—');
    expect(lowerSpecies('GUINEA PIG')).toBe('guinea pig');
    expect(titleCase('GUINEA PIG')).toBe('Guinea Pig');
    expect(locationLabel('CENTERVILLE')).toBe('Centerville');
    expect(locationLabel('UNKNOWN')).toBe('—');
    expect(centerName('salem')).toBe('Salem');
    expect(orDash('  ')).toBe('—');
    expect(orDash(0)).toBe('0');
  });

  it('shows zone groups as code - location', () => {
    expect(zoneOptions([{ code: 'A', location: 'Dog Adoption Row' }])).toEqual([{ value: 'A', label: 'A - Dog Adoption Row' }]);
  });
});

describe('lastSeenLabel', () => {
  it('shows the wall-clock date and time in US format', () => {
    expect(lastSeenLabel('2026-11-24T07:05:00')).toBe('11/24/2026, 7:05 AM');
    expect(lastSeenLabel('2026-11-24')).toBe('11/24/2026');
    expect(lastSeenLabel(null)).toBe('No date');
    expect(lastSeenLabel('soon')).toBe('Invalid date');
  });

  it('shows the intake date with the days in care, either alone, or a dash', () => {
    expect(inCareLabel('2026-11-02', 22)).toBe('11/02/2026 (22 days)');
    expect(inCareLabel('2026-11-02', null)).toBe('11/02/2026');
    expect(inCareLabel(null, 1)).toBe('1 day');
    expect(inCareLabel('not a date', undefined)).toBe('—');
  });
});
