import { describe, expect, it } from '@jest/globals';
import { invitationRegisterSchema, inviteTokenSchema } from './invite-schemas';

function problems(schema: typeof invitationRegisterSchema | typeof inviteTokenSchema, value: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const names = { firstName: 'Nia', lastName: 'Hire' };

describe('invitation acceptance by query token (access-and-identity §5: the reset rule)', () => {
  it('accepts 7 characters with a special one, and trims the names', () => {
    const parsed = invitationRegisterSchema.safeParse({ firstName: ' Nia ', lastName: 'Hire ', password: 'abcdef!', confirmPassword: 'abcdef!' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({ firstName: 'Nia', lastName: 'Hire', password: 'abcdef!', confirmPassword: 'abcdef!' });
  });

  it('names a blank name, a short password, a missing special character and a mismatch', () => {
    expect(problems(invitationRegisterSchema, { firstName: '  ', lastName: '', password: 'abc', confirmPassword: 'abc' })).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      password: ['Password must be at least 7 characters', 'Password must contain at least one special character'],
    });
    expect(problems(invitationRegisterSchema, { ...names, password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({
      password: ['Password must contain at least one special character'],
    });
    expect(problems(invitationRegisterSchema, { ...names, password: 'abcdef!', confirmPassword: 'abcdef?' })).toEqual({ confirmPassword: ["Passwords don't match"] });
  });
});

describe('invitation acceptance by path token (access-and-identity §5: at least 8)', () => {
  it('accepts 8 characters without any special one', () => {
    expect(problems(inviteTokenSchema, { ...names, password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({});
  });

  it('refuses 7 characters, even with a special one, on both fields', () => {
    expect(problems(inviteTokenSchema, { ...names, password: 'abcdef!', confirmPassword: 'abcdef!' })).toEqual({
      password: ['Password must be at least 8 characters'],
      confirmPassword: ['Password must be at least 8 characters'],
    });
  });

  it('reports a mismatch on the confirmation', () => {
    expect(problems(inviteTokenSchema, { ...names, password: 'abcdefgh', confirmPassword: 'abcdefgi' })).toEqual({ confirmPassword: ["Passwords don't match"] });
  });

  it('requires both names', () => {
    expect(problems(inviteTokenSchema, { firstName: '', lastName: ' ', password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    });
  });
});
