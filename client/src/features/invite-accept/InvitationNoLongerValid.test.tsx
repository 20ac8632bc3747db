import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { graphqlError, mockFetch, renderWithProviders, restoreFetch } from '../../test-utils';
import { InvitationRegisterPageQuery, InviteTokenPageQuery } from './invite-accept.queries';
import { InvitationRegisterPage } from './InvitationRegisterPage';
import { InviteTokenPage } from './InviteTokenPage';

const TOKEN = 'tk-38';
/** What the server answers for a link whose inviter was disabled or demoted (issue 38). */
const NO_LONGER_VALID =
  'This invitation is no longer valid: the person who sent it can no longer invite to this role. Ask an administrator for a new one.';
const cancelled = () => new GraphQLError(NO_LONGER_VALID, { extensions: { code: 'NOT_FOUND', cancelled: true } });

const pages = [
  { name: '/invite/{token}', path: '/invite/:token', route: `/invite/${TOKEN}`, element: <InviteTokenPage />, query: InviteTokenPageQuery },
  {
    name: '/invitation-register?token=',
    path: '/invitation-register',
    route: `/invitation-register?token=${TOKEN}`,
    element: <InvitationRegisterPage />,
    query: InvitationRegisterPageQuery,
  },
];

beforeEach(() => {
  mockFetch({}); // the logo asks the server
});
afterEach(() => restoreFetch());

describe.each(pages)('$name: an invitation whose inviter lost the authority to send it', ({ path, route, element, query }) => {
  const renderWith = (error: GraphQLError) =>
    renderWithProviders(
      <Routes>
        <Route path={path} element={element} />
        <Route path="/auth" element={<p>Sign-in page</p>} />
      </Routes>,
      { route, mocks: [{ request: { query, variables: { token: TOKEN } }, result: { errors: [error] } }] as never },
    );

  it("shows the server's reason on the Invalid Invitation card, with nothing to retry and no form", async () => {
    renderWith(cancelled());
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Invitation' })).toBeTruthy();
    expect(screen.getByText(NO_LONGER_VALID)).toBeTruthy();
    expect(screen.queryByText('This invitation is invalid, expired, or has already been used.')).toBeNull();
    expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });

  it('keeps the generic text for an unknown, expired or used link', async () => {
    renderWith(graphqlError('Invalid or expired invitation', 'NOT_FOUND'));
    expect(await screen.findByText('This invitation is invalid, expired, or has already been used.')).toBeTruthy();
    expect(screen.queryByText(NO_LONGER_VALID)).toBeNull();
  });
});
