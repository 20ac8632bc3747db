import { describe, expect, it } from '@jest/globals';
import { userMenuItems } from './user-actions';

describe('userMenuItems', () => {
  it('offers exactly the server-listed actions that have a control, in the menu order', () => {
    expect(userMenuItems(['DISABLE', 'CHANGE_ROLE', 'SET_TEST_FLAG', 'RESET_TOTP', 'CHANGE_EMAIL']).map((i) => i.label)).toEqual([
      'Edit Role',
      'Change email',
      'Reset 2FA',
      'Disable',
    ]);
    expect(userMenuItems(['ENABLE']).map((i) => i.label)).toEqual(['Enable']);
  });

  it('offers API keys where the server lists MANAGE_API_KEYS (issue 20), after Change email', () => {
    expect(userMenuItems(['DISABLE', 'MANAGE_API_KEYS', 'CHANGE_EMAIL']).map((i) => i.label)).toEqual(['Change email', 'API keys', 'Disable']);
    expect(userMenuItems(['MANAGE_API_KEYS'])[0]).toEqual({ kind: 'apiKeys', label: 'API keys', destructive: false });
  });

  it('offers nothing for yourself or a user not below you (no actions)', () => {
    expect(userMenuItems([])).toEqual([]);
    expect(userMenuItems(['SET_TEST_FLAG'])).toEqual([]);
  });

  it('marks what ends sessions or access as destructive', () => {
    const destructive = userMenuItems(['CHANGE_ROLE', 'CHANGE_EMAIL', 'RESET_TOTP', 'DISABLE', 'ENABLE']).filter((i) => i.destructive);
    expect(destructive.map((i) => i.kind)).toEqual(['resetTotp', 'disable']);
  });
});
