import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiKeyListMock, apiKeyRow } from '../../components/api-keys/api-key-fixtures';
import type { Role, UserAction } from '../../gql/graphql';
import { grantableRolesMock, mockFetch, renderWithProviders, restoreFetch, viewerCanMock } from '../../test-utils';
import { UsersPage } from './UsersPage';
import { UsersPageQuery } from './users.queries';

const ADMIN = { listUsers: true, inviteUsers: true, listInvitations: true, grantRoles: ['SUPERVISOR', 'OFFICER', 'DISPATCH', 'READONLY'] as Role[] };

const row = (id: string, firstName: string, actions: UserAction[]) => ({
  __typename: 'User',
  id,
  email: `${firstName.toLowerCase()}@example.org`,
  firstName,
  lastName: 'Officer',
  role: 'OFFICER',
  profileImageUrl: null,
  isTestUser: false,
  createdAt: '2026-01-15T10:00:00.000Z',
  lastLoginAt: null,
  disabledAt: null,
  actions,
});

const OLIVE = row('u3', 'Olive', ['CHANGE_ROLE', 'MANAGE_API_KEYS', 'DISABLE']);
const OTTO = row('u4', 'Otto', ['CHANGE_ROLE', 'DISABLE']);
const OLIVES_KEYS = [
  apiKeyRow({ id: 'k1', name: 'Olive intake', owner: { __typename: 'ApiKeyOwner', id: 'u3', email: 'olive@example.org', name: 'Olive Officer', role: 'OFFICER' } }),
  apiKeyRow({ id: 'k2', name: 'Olive old', state: 'revoked', canRevoke: false, revokedAt: '2026-02-01T00:00:00.000Z' }),
];

function renderUsers(extra: unknown[] = []) {
  const list = { request: { query: UsersPageQuery }, result: { data: { users: [OLIVE, OTTO] } }, maxUsageCount: 5 };
  renderWithProviders(<UsersPage />, { route: '/users', mocks: [viewerCanMock(ADMIN), grantableRolesMock(ADMIN.grantRoles), list, ...extra] as never });
}

async function menuOf(name: string): Promise<string[]> {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
  return items.map((item) => item.textContent?.trim() ?? '');
}

beforeEach(() => {
  mockFetch({});
});
afterEach(() => {
  restoreFetch();
});

describe('Users › API keys of a user (issue 20)', () => {
  it('offers API keys only on rows whose actions include MANAGE_API_KEYS', async () => {
    renderUsers();
    expect(await menuOf('Olive Officer')).toEqual(['Edit Role', 'API keys', 'Disable']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await menuOf('Otto Officer')).toEqual(['Edit Role', 'Disable']);
  });

  it("opens a drawer with that user's keys, Revoke only where the server says canRevoke", async () => {
    renderUsers([apiKeyListMock(OLIVES_KEYS, 'u3')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Olive Officer' }));
    const entry = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'API keys' });
    fireEvent.pointerDown(entry);
    fireEvent.click(entry);
    const drawer = await screen.findByRole('dialog', { name: 'API keys of Olive Officer' });
    const list = await within(drawer).findByRole('list', { name: 'API keys of Olive Officer' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('data-api-key-id'))).toEqual(['k1', 'k2']);
    expect(within(cards[0]).getByRole('button', { name: 'Revoke Olive intake' })).toBeTruthy();
    expect(within(cards[1]).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });
});
