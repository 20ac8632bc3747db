import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserAction, UserRowFragment } from '../../gql/graphql';
import { renderWithProviders, wideScreen } from '../../test-utils';
import { UserList } from './UserList';

const user = (id: string, firstName: string, lastName: string, actions: UserAction[], over: Partial<UserRowFragment> = {}): UserRowFragment => ({
  id,
  email: `${firstName.toLowerCase()}@example.org`,
  firstName,
  lastName,
  role: 'OFFICER',
  profileImageUrl: null,
  isTestUser: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  disabledAt: null,
  actions,
  ...over,
});

const users = [
  user('u1', 'Ada', 'Admin', [], { role: 'ADMIN' }),
  user('u2', 'Olive', 'Officer', ['CHANGE_ROLE', 'SET_TEST_FLAG', 'DISABLE', 'RESET_TOTP', 'CHANGE_EMAIL']),
  user('u3', 'Dee', 'Disabled', ['CHANGE_ROLE', 'ENABLE'], { disabledAt: '2026-02-01T00:00:00.000Z' }),
];

async function menuItems(name: string): Promise<string[]> {
  fireEvent.click(screen.getByRole('button', { name }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim() ?? '');
}

const NOW = Date.parse('2026-03-01T00:00:00.000Z');
let narrow: (() => void) | undefined;
/** The table (wide screens) unless `phone`. */
function renderList(onAction: (...args: unknown[]) => void, phone = false) {
  if (!phone) narrow = wideScreen();
  return renderWithProviders(<UserList users={users} now={NOW} onAction={onAction} placeholder={null} empty={null} />);
}

describe('users row actions', () => {
  afterEach(() => {
    narrow?.();
    narrow = undefined;
  });

  it('offers only the actions the server lists for each user, in a menu named after them', async () => {
    const onAction = jest.fn();
    renderList(onAction);
    expect(screen.getByRole('table', { name: 'Users, their roles and recent activity' })).toBeTruthy();
    // Yourself (or anyone not below you): no actions, no menu.
    expect(screen.queryByRole('button', { name: 'Actions for Ada Admin' })).toBeNull();
    expect(await menuItems('Actions for Olive Officer')).toEqual(['Edit Role', 'Change email', 'Reset 2FA', 'Disable']);

    const item = screen.getByRole('menuitem', { name: 'Disable' });
    fireEvent.pointerDown(item);
    fireEvent.click(item);
    await waitFor(() => expect(onAction).toHaveBeenCalledWith('disable', users[1]));
  });

  it('marks a disabled user and offers Enable instead of Disable', async () => {
    renderList(() => undefined);
    const row = screen.getByText('Dee Disabled').closest('tr')!;
    expect(within(row).getByText('Disabled')).toBeTruthy();
    expect(within(screen.getByText('Olive Officer').closest('tr')!).queryByText('Disabled')).toBeNull();
    expect(await menuItems('Actions for Dee Disabled')).toEqual(['Edit Role', 'Enable']);
  });

  it('phone cards offer the same menus', async () => {
    renderList(() => undefined, true);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Actions for Ada Admin' })).toBeNull();
    expect(await menuItems('Actions for Dee Disabled')).toEqual(['Edit Role', 'Enable']);
  });
});
