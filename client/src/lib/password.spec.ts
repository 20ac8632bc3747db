import { describe, expect, it } from '@jest/globals';
import { passwordChecks } from './password';

describe('password checklist (access-and-identity §2, operations §5)', () => {
  it('ticks At least 7 characters and Contains special character as the value changes', () => {
    expect(passwordChecks('')).toEqual([
      { label: 'At least 7 characters', ok: false },
      { label: 'Contains special character', ok: false },
    ]);
    expect(passwordChecks('abcdefg').map((c) => c.ok)).toEqual([true, false]);
    expect(passwordChecks('abc!').map((c) => c.ok)).toEqual([false, true]);
    expect(passwordChecks('abcdef"').map((c) => c.ok)).toEqual([true, true]);
    expect(passwordChecks('abcdefg-').map((c) => c.ok)).toEqual([true, false]);
  });
});
