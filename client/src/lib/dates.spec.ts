import { describe, expect, it } from '@jest/globals';
import { formatTime } from './dates';

describe('formatTime', () => {
  it("writes the local time as toLocaleTimeString('en-US') does, at every hour and around noon and midnight", () => {
    const base = new Date(2026, 10, 28, 0, 0, 0).getTime();
    const times = [0, 1, 59, 60, 3599, 43199, 43200, 43201, 46800, 86399].map((s) => base + s * 1000);
    for (let hour = 0; hour < 24; hour++) times.push(base + (hour * 3600 + 7 * 60 + 5) * 1000);
    for (const time of times) {
      const iso = new Date(time).toISOString();
      // Recent ICU versions put a narrow no-break space before AM/PM.
      expect(formatTime(iso)).toBe(new Date(time).toLocaleTimeString('en-US', { timeStyle: 'medium' }).replace(/\u202f/g, ' '));
    }
  });
});
