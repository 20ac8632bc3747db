import { describe, expect, it } from '@jest/globals';
import { isDateInputValue } from '../../../lib/dates';
import { defaultExtension, latestExpiry } from './extend-date';

// Local noon, so the day arithmetic is the same in every time zone the test runs in.
const NOW = new Date(2026, 2, 1, 12, 0, 0);

describe('Extend dates', () => {
  it('proposes 14 days after the current expiry, so the date moves (issue 16: it equalled the expiry)', () => {
    // An invitation made today expires in 14 days; Extend proposes 28 days from today.
    expect(defaultExtension(new Date(2026, 2, 15, 12).toISOString(), NOW)).toBe('2026-03-29');
  });

  it('proposes 14 days from today when the invitation has already expired', () => {
    expect(defaultExtension(new Date(2026, 1, 20, 12).toISOString(), NOW)).toBe('2026-03-15');
  });

  it('never proposes a date past the 90-day limit', () => {
    expect(latestExpiry(NOW)).toBe('2026-05-30');
    expect(defaultExtension(new Date(2026, 4, 25, 12).toISOString(), NOW)).toBe('2026-05-30');
  });

  it('accepts only real days with a four-digit year', () => {
    expect(isDateInputValue('2026-03-29')).toBe(true);
    expect(isDateInputValue('2026-02-30')).toBe(false);
    expect(isDateInputValue('20260-01-01')).toBe(false);
    expect(isDateInputValue('')).toBe(false);
  });
});
