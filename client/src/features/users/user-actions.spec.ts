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

  it('offers nothing for yourself or a user not below you (no actions)', () => {
    expect(userMenuItems([])).toEqual([]);
    expect(userMenuItems(['SET_TEST_FLAG'])).toEqual([]);
  });

  it('marks what ends sessions or access as destructive', () => {
    const destructive = userMenuItems(['CHANGE_ROLE', 'CHANGE_EMAIL', 'RESET_TOTP', 'DISABLE', 'ENABLE']).filter((i) => i.destructive);
    expect(destructive.map((i) => i.kind)).toEqual(['resetTotp', 'disable']);
  });
});
