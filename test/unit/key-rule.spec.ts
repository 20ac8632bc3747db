import { describe, expect, it } from '@jest/globals';
import { KEY_RULE, grantableScopes, keyAllows } from '../../server/common/auth/policy.js';
import { Role } from '../../server/common/auth/role.js';

/**
 * Issue 38, written out by hand rather than read from KEY_RULE: what no API key may ever do (a person's
 * credentials, second factors, email, sessions, the profile, the install's settings, keys themselves), and the
 * scope each write needs. The authorization matrix checks the guard follows KEY_RULE; this checks KEY_RULE says
 * what the issue asks.
 */
const SESSION_ONLY = [
  'auth.logout',
  'auth.totpSetup',
  'auth.totpVerify',
  'auth.totpReset',
  'auth.stepUp',
  'users.changePassword',
  'users.changeEmail',
  'users.resetTotp',
  'users.updateProfile',
  'users.uploadProfileImage',
  'apiKeys.own',
  'apiKeys.manageAny',
  'settings.update',
];
const WRITES: Record<string, string> = {
  'reports.upload': 'reports:write',
  'reports.parse': 'reports:write',
  'reports.delete': 'reports:write',
  'reports.cancel': 'reports:write',
  'alerts.update': 'alerts:write',
  'alerts.raise': 'alerts:write',
  'invitations.create': 'users:admin',
  'users.updateRole': 'users:admin',
  'users.disable': 'users:admin',
  'users.list': 'users:admin',
  'audit.list': 'users:admin',
};

describe('KEY_RULE (issue 38)', () => {
  it('keeps for sessions exactly what the issue keeps from keys', () => {
    expect(Object.entries(KEY_RULE).filter(([, rule]) => rule === 'session').map(([key]) => key).sort()).toEqual([...SESSION_ONLY].sort());
    for (const key of SESSION_ONLY) expect(keyAllows(key as keyof typeof KEY_RULE, ['read', 'reports:write', 'alerts:write', 'users:admin'])).toBe(false);
  });

  it('names the scope of each write, and read for the reads', () => {
    for (const [key, scope] of Object.entries(WRITES)) expect([key, KEY_RULE[key as keyof typeof KEY_RULE]]).toEqual([key, scope]);
    expect(keyAllows('reports.read', ['read'])).toBe(true);
    expect(keyAllows('reports.upload', ['read'])).toBe(false);
  });

  it('offers users:admin only to ADMIN and up', () => {
    expect(grantableScopes(Role.SUPER_ADMIN)).toContain('users:admin');
    expect(grantableScopes(Role.ADMIN)).toContain('users:admin');
    for (const role of [Role.SUPERVISOR, Role.OFFICER, Role.DISPATCH, Role.READONLY]) expect(grantableScopes(role)).toEqual(['read', 'reports:write', 'alerts:write']);
  });
});
