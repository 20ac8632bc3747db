import { describe, expect, it } from '@jest/globals';
import { acceptInvitationSchema } from './invite-schemas';

const EMAIL = 'sam.super@example.org';

function problems(value: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of acceptInvitationSchema(EMAIL).safeParse(value).error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const names = { firstName: 'Nia', lastName: 'Hire' };

describe('invitation acceptance, both screens: the one password rule (issue 38)', () => {
  it('accepts 8 characters with a special one, and trims the names', () => {
    const parsed = acceptInvitationSchema(EMAIL).safeParse({ firstName: ' Nia ', lastName: 'Hire ', password: 'abcdefg!', confirmPassword: 'abcdefg!' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({ firstName: 'Nia', lastName: 'Hire', password: 'abcdefg!', confirmPassword: 'abcdefg!' });
  });

  it('names a blank name, a short password, a missing special character, a part of the email and a mismatch', () => {
    expect(problems({ firstName: '  ', lastName: '', password: 'abc', confirmPassword: 'abc' })).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      password: ['Password must be at least 8 characters', 'Password must contain at least one special character'],
    });
    // 8 characters are not enough without a special one (the path-token page let "abcdefgh" through before).
    expect(problems({ ...names, password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({
      password: ['Password must contain at least one special character'],
    });
    expect(problems({ ...names, password: 'Super#visor-2026', confirmPassword: 'Super#visor-2026' })).toEqual({
      password: ['Password must not contain "super", a part of your email address'],
    });
    expect(problems({ ...names, password: 'abcdefg!', confirmPassword: 'abcdefg?' })).toEqual({ confirmPassword: ["Passwords don't match"] });
  });
});
