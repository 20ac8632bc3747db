import { describe, expect, it } from '@jest/globals';
import { z } from 'zod/mini';
import { newPassword, passwordChecks, passwordWithoutEmail } from './password';

const issues = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the shared password rule in the client (issue 38)', () => {
  it('ticks the checklist lines as the value changes', () => {
    expect(passwordChecks('').map((c) => c.ok)).toEqual([false, false]);
    expect(passwordChecks('abcdefgh').map((c) => c.ok)).toEqual([true, false]);
    expect(passwordChecks('abc!').map((c) => c.ok)).toEqual([false, true]);
    expect(passwordChecks('abcdefg"').map((c) => c.ok)).toEqual([true, true]);
    expect(passwordChecks('abcdefg-').map((c) => c.ok)).toEqual([true, false]);
  });

  it('a form field gives the server\'s messages, the email part named', () => {
    expect(issues(newPassword(), 'abc')).toEqual([
      ['', 'Password must be at least 8 characters'],
      ['', 'Password must contain at least one special character'],
    ]);
    expect(issues(newPassword('sam.super@example.org'), 'Super#visor-2026')).toEqual([['', 'Password must not contain "super", a part of your email address']]);
    expect(issues(newPassword(), 'Super#visor-2026')).toEqual([]);
  });

  it('a form holding the email checks the password against it', () => {
    const form = z.object({ email: z.string(), password: newPassword() }).check(passwordWithoutEmail());
    expect(issues(form, { email: 'sam.super@example.org', password: 'Super#visor-2026' })).toEqual([
      ['password', 'Password must not contain "super", a part of your email address'],
    ]);
    expect(issues(form, { email: 'dee@example.org', password: 'Super#visor-2026' })).toEqual([]);
  });
});
