import { describe, expect, it } from '@jest/globals';
import { noteProblem } from './raise-alert-logic';

describe('the raise-alert note', () => {
  it('takes 3 to 2000 characters once trimmed', () => {
    expect(noteProblem('Bit')).toBeNull();
    expect(noteProblem('x'.repeat(2000))).toBeNull();
    expect(noteProblem('  ab  ')).toBe('Write at least 3 characters');
    expect(noteProblem('')).toBe('Write at least 3 characters');
    expect(noteProblem('x'.repeat(2001))).toBe('At most 2,000 characters (2,001 now)');
  });
});
