import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { Role } from '../../../gql/graphql';
import { renderWithProviders, viewerCanMock } from '../../../test-utils';
import { InvitationsPage } from './InvitationsPage';

const OFFICER = viewerCanMock({ inviteUsers: true, grantRoles: ['DISPATCH', 'READONLY'] as Role[] });

describe('InvitationsPage offers what the server says the viewer may do (issue 16)', () => {
  it('an officer gets Invite User and an explanation, not a refused list', async () => {
    renderWithProviders(<InvitationsPage />, { mocks: [OFFICER], route: '/users/invitations' });
    expect(await screen.findByText('The invitations sent are kept for supervisors and administrators')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite User' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
  });
});
