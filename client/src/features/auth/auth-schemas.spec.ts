import { describe, expect, it } from '@jest/globals';
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signInTotpSchema, totpCodeSchema } from './auth-schemas';
import { firstAdminSchema } from './setup-schema';

/** The messages of a failed parse by field ("" for the whole object), or {} when it passed. */
function problems(schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown) {
  const result = schema.safeParse(value);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

/** access-and-identity §5: the special characters a new password needs one of. */
const SPECIALS = ['!', '@', '#', '$', '%', '^', '&', '*', '(', ')', ',', '.', '?', '"', ':', '{', '}', '|', '<', '>'];

describe('sign-in rules (access-and-identity §5)', () => {
  it('needs a valid email and a password, with the sign-in messages', () => {
    expect(problems(signInSchema, { email: '', password: '' })).toEqual({ email: ['Valid email is required'], password: ['Password is required'] });
    expect(problems(signInSchema, { email: 'sam@', password: 'x' })).toEqual({ email: ['Valid email is required'] });
    expect(problems(signInSchema, { email: 'sam@example.org', password: 'x' })).toEqual({});
  });

  it('accepts an email with a pasted space around it', () => {
    expect(problems(signInSchema, { email: '  sam@example.org\t', password: 'x' })).toEqual({});
  });

  it('the TOTP variant words the email message differently and caps the code at 6 characters', () => {
    expect(problems(signInTotpSchema, { email: 'nope', password: '' })).toEqual({ email: ['Invalid email address'], password: ['Password is required'] });
    expect(problems(signInTotpSchema, { email: 'sam@example.org', password: 'x', otp: '1234567' })).toEqual({ otp: ['TOTP code must be 6 digits'] });
    expect(problems(signInTotpSchema, { email: 'sam@example.org', password: 'x', otp: ' 123456 ' })).toEqual({});
    // The code may be left out: the server then asks again.
    expect(problems(signInTotpSchema, { email: 'sam@example.org', password: 'x' })).toEqual({});
    expect(problems(signInTotpSchema, { email: 'sam@example.org', password: 'x', otp: '' })).toEqual({});
  });

  it('forgot password needs a valid email', () => {
    expect(problems(forgotPasswordSchema, { email: 'x' })).toEqual({ email: ['Valid email is required'] });
    expect(problems(forgotPasswordSchema, { email: 'lost@example.org' })).toEqual({});
  });
});

describe('reset password rules (access-and-identity §5, access-and-identity §9)', () => {
  const valid = { token: 't', newPassword: 'abcdefg!', confirmPassword: 'abcdefg!' };

  it('passes at exactly 8 characters with one special character (the one rule, issue 38)', () => {
    expect(problems(resetPasswordSchema, valid)).toEqual({});
  });

  it('names each missing piece', () => {
    expect(problems(resetPasswordSchema, { token: '', newPassword: '', confirmPassword: '' })).toEqual({
      token: ['Reset token is required'],
      newPassword: ['Password must be at least 8 characters', 'Password must contain at least one special character'],
      confirmPassword: ['Password confirmation is required'],
    });
    expect(problems(resetPasswordSchema, { ...valid, newPassword: 'abc!', confirmPassword: 'abc!' })).toEqual({ newPassword: ['Password must be at least 8 characters'] });
    expect(problems(resetPasswordSchema, { ...valid, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({
      newPassword: ['Password must contain at least one special character'],
    });
  });

  it("reports a mismatch on the confirmation as Passwords don't match", () => {
    expect(problems(resetPasswordSchema, { ...valid, confirmPassword: 'abcdefg?' })).toEqual({ confirmPassword: ["Passwords don't match"] });
  });

  it('counts every special character of the spec, and nothing else', () => {
    for (const special of SPECIALS) {
      const password = `abcdefg${special}`;
      expect(problems(resetPasswordSchema, { token: 't', newPassword: password, confirmPassword: password })).toEqual({});
    }
    for (const other of ['-', '_', '+', '=', '~', '/', ' ', "'"]) {
      const password = `abcdefg${other}`;
      expect(problems(resetPasswordSchema, { token: 't', newPassword: password, confirmPassword: password })).toEqual({
        newPassword: ['Password must contain at least one special character'],
      });
    }
  });
});

describe('TOTP code (access-and-identity §5)', () => {
  it('is exactly six digits, spaces around it ignored', () => {
    expect(problems(totpCodeSchema, { code: '123456' })).toEqual({});
    expect(problems(totpCodeSchema, { code: ' 123456 ' })).toEqual({});
    for (const code of ['', '12345', '1234567', '12a456', '123 456']) {
      expect(problems(totpCodeSchema, { code })).toEqual({ code: ['TOTP code must be 6 digits'] });
    }
  });
});

describe('first administrator (issue 16)', () => {
  const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', password: 'Analytic!', confirmPassword: 'Analytic!' };

  it('passes with names, an email and a password by the reset rule', () => {
    expect(problems(firstAdminSchema, valid)).toEqual({});
  });

  it('names blank names (spaces only count as blank), a bad email and a weak or unmatched password', () => {
    expect(problems(firstAdminSchema, { ...valid, firstName: '   ', lastName: '', email: 'ada' })).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Valid email is required'],
    });
    expect(problems(firstAdminSchema, { ...valid, password: 'short', confirmPassword: 'short' })).toEqual({
      password: ['Password must be at least 8 characters', 'Password must contain at least one special character'],
    });
    expect(problems(firstAdminSchema, { ...valid, confirmPassword: 'Analytic?' })).toEqual({ confirmPassword: ["Passwords don't match"] });
    // The email typed in the same form: its parts are checked as the server will (issue 38).
    expect(problems(firstAdminSchema, { ...valid, email: 'sam.super@example.org', password: 'Super#visor-2026', confirmPassword: 'Super#visor-2026' })).toEqual({
      password: ['Password must not contain "super", a part of your email address'],
    });
  });
});
