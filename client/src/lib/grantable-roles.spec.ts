import { describe, expect, it } from '@jest/globals';
import type { Role } from '../gql/graphql';
import { defaultInviteRole, sortRoles } from './grantable-roles';

describe('grantable roles', () => {
  it('lists them most powerful first, whatever the order of the answer', () => {
    expect(sortRoles(['READONLY', 'OFFICER', 'DISPATCH'])).toEqual(['OFFICER', 'DISPATCH', 'READONLY']);
  });

  it('defaults an invitation to OFFICER when allowed, else to the first role allowed', () => {
    expect(defaultInviteRole(['SUPERVISOR', 'OFFICER', 'DISPATCH', 'READONLY'] as Role[])).toBe('OFFICER');
    expect(defaultInviteRole(['READONLY', 'DISPATCH'] as Role[])).toBe('DISPATCH');
    expect(defaultInviteRole([])).toBeUndefined();
  });
});
