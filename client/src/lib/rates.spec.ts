import { describe, expect, it } from '@jest/globals';
import { ratePercent } from './rates';

describe('ratePercent', () => {
  it('prints rates as whole percents', () => {
    expect(ratePercent(0.4167)).toBe('42%');
    expect(ratePercent(1.25)).toBe('125%');
    expect(ratePercent(null)).toBe('—');
  });
});
