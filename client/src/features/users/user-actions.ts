import type { UserAction } from '../../gql/graphql';

/** What a row's menu can start: one per server `UserAction` that has a control (SET_TEST_FLAG has none, access-and-identity §7). */
export type UserMenuAction = 'editRole' | 'changeEmail' | 'apiKeys' | 'resetTotp' | 'disable' | 'enable';

export interface UserMenuItem {
  kind: UserMenuAction;
  label: string;
  /** Ends sessions or access: shown in red, confirmed in a dialog that says what happens. */
  destructive: boolean;
}

/** The menu's order; only the server's `actions` for that user are shown (the server decides what a screen offers). */
const ITEMS: (UserMenuItem & { action: UserAction })[] = [
  { action: 'CHANGE_ROLE', kind: 'editRole', label: 'Edit Role', destructive: false },
  { action: 'CHANGE_EMAIL', kind: 'changeEmail', label: 'Change email', destructive: false },
  // Opens the user's keys, where each Revoke is confirmed on its own (issue 20).
  { action: 'MANAGE_API_KEYS', kind: 'apiKeys', label: 'API keys', destructive: false },
  { action: 'RESET_TOTP', kind: 'resetTotp', label: 'Reset 2FA', destructive: true },
  { action: 'ENABLE', kind: 'enable', label: 'Enable', destructive: false },
  { action: 'DISABLE', kind: 'disable', label: 'Disable', destructive: true },
];

export function userMenuItems(actions: readonly UserAction[]): UserMenuItem[] {
  return ITEMS.filter((item) => actions.includes(item.action)).map(({ kind, label, destructive }) => ({ kind, label, destructive }));
}
