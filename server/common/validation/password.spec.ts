import { emailPartIn, hasEmailPart, NO_SPECIAL, passwordChecks, TOO_SHORT } from '../../../shared/password-rule.js';
import { passwordProblem, TOO_COMMON } from './password.js';

/** Issue 38 item 7: one rule, stated the same way by the server and the client's checklist (shared/password-rule.ts). */
describe('the password rule', () => {
  it('names the part of the email a password contains: "super" of sam.super@, not the whole address', () => {
    expect(emailPartIn('Super#visor-2026', 'sam.super@example.org')).toBe('super');
    expect(passwordProblem('Super#visor-2026', 'sam.super@example.org')).toBe('Password must not contain "super", a part of your email address');
    expect(passwordChecks('Super#visor-2026', 'sam.super@example.org').find((c) => c.id === 'email')).toEqual({
      id: 'email',
      ok: false,
      label: 'Contains "super", a part of your email address',
      problem: hasEmailPart('super'),
    });
  });

  it('names the longest part it contains, and ignores parts under 3 characters', () => {
    expect(passwordProblem('x!sam.super.9', 'sam.super@example.org')).toBe(hasEmailPart('sam.super'));
    expect(passwordProblem('Jo#hn-2026!', 'jo.li@example.org')).toBeNull();
    expect(passwordProblem('Visor#2026', 'sam.super@example.org')).toBeNull();
  });

  it('checks length, then the special character, then the email, then the common list', () => {
    expect(passwordProblem('abc!', 'sam@example.org')).toBe(TOO_SHORT);
    // "abcdefgh" has 8 characters but no special one: the invitation page let it through before.
    expect(passwordProblem('abcdefgh')).toBe(NO_SPECIAL);
    expect(passwordProblem('abcdefg-')).toBe(NO_SPECIAL);
    expect(passwordProblem('password1!')).toBe(TOO_COMMON);
    expect(passwordProblem('Wren!hollow-42', 'dee@example.org')).toBeNull();
  });

  it('gives the checklist its lines, with the email line only when the email is known', () => {
    expect(passwordChecks('').map((c) => [c.label, c.ok])).toEqual([
      ['At least 8 characters', false],
      ['Contains special character', false],
    ]);
    expect(passwordChecks('abcdefg"', 'dee@example.org').map((c) => [c.label, c.ok])).toEqual([
      ['At least 8 characters', true],
      ['Contains special character', true],
      ['Does not contain a part of your email address', true],
    ]);
  });
});
