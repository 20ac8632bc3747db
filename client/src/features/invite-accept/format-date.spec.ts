import { describe, expect, it } from '@jest/globals';
import { formatExpiry } from './format-date';

describe('invitation expiry date', () => {
  it('reads month, day and year, as "Dec 9, 2026"', () => {
    // Noon UTC: the same calendar day in every time zone from UTC-11 to UTC+11.
    expect(formatExpiry('2026-12-09T12:00:00.000Z')).toBe('Dec 9, 2026');
    expect(formatExpiry('2027-01-31T12:00:00.000Z')).toBe('Jan 31, 2027');
  });
});
