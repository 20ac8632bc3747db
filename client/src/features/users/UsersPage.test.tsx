import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { Role } from '../../gql/graphql';
import { renderWithProviders, viewerCanMock } from '../../test-utils';
import { UsersPage } from './UsersPage';
import { UsersPageQuery } from './users.queries';

const OFFICER = viewerCanMock({ inviteUsers: true, grantRoles: ['DISPATCH', 'READONLY'] as Role[] });
const SUPERVISOR = viewerCanMock({ listUsers: true, inviteUsers: true, listInvitations: true, readSettings: true, grantRoles: ['OFFICER', 'DISPATCH', 'READONLY'] as Role[] });
const NOTHING = viewerCanMock({});
const usersMock = {
  request: { query: UsersPageQuery },
  result: {
    data: {
      users: [
        {
          __typename: 'User',
          id: 'u2',
          email: 'olive@example.org',
          firstName: 'Olive',
          lastName: 'Officer',
          role: 'OFFICER',
          profileImageUrl: null,
          isTestUser: false,
          createdAt: '2026-01-01T00:00:00.000Z',
          lastLoginAt: null,
          disabledAt: null,
          actions: [],
        },
      ],
    },
  },
};

describe('UsersPage offers what the server says the viewer may do (issue 16)', () => {
  it('an officer may invite but not list users: Invite User and a word on why, no access-denied card, no Manage Invites', async () => {
    renderWithProviders(<UsersPage />, { mocks: [OFFICER], route: '/users' });
    expect(await screen.findByText('Your role can invite colleagues')).toBeTruthy();
    expect(screen.getByText(/as Dispatcher, Read-Only User/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite User' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manage Invites' })).toBeNull();
    expect(screen.queryByText(/does not have access/)).toBeNull();
  });

  it('a dispatcher may do nothing here: no buttons, an explanation', async () => {
    renderWithProviders(<UsersPage />, { mocks: [NOTHING], route: '/users' });
    expect(await screen.findByText('User management is not part of your role')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite User' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage Invites' })).toBeNull();
  });

  it('a supervisor gets the list, Manage Invites and Invite User, and no row menu where the server lists no action', async () => {
    renderWithProviders(<UsersPage />, { mocks: [SUPERVISOR, usersMock], route: '/users' });
    expect((await screen.findAllByText('Olive Officer')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Manage Invites' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite User' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions for Olive Officer' })).toBeNull();
  });
});
