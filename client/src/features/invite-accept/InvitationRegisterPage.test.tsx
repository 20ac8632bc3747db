import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { toaster } from '../../components/ui/toaster';
import { graphqlError, mockFetch, renderWithProviders, restoreFetch, settle } from '../../test-utils';
import { AcceptInvitationMutation, InvitationRegisterPageQuery } from './invite-accept.queries';
import { InvitationRegisterPage } from './InvitationRegisterPage';

const TOKEN = 'qt-42';

const lookup = (over: Record<string, unknown> = {}) => ({
  request: { query: InvitationRegisterPageQuery, variables: { token: TOKEN } },
  result: {
    data: {
      invitationByToken: {
        __typename: 'InvitationLookup',
        email: 'new.hire@example.org',
        expiresAt: '2026-12-09T12:00:00.000Z',
        chatbotPermissions: { beti: 'read', intake: 'write' },
        chatbotDetails: { beti: { name: 'BETI Assistant', accessLevel: 'admin' } },
        ...over,
      },
    },
  },
});
const lookupFails = (code: string) => ({
  request: { query: InvitationRegisterPageQuery, variables: { token: TOKEN } },
  result: { errors: [graphqlError('Invitation not found', code)] },
});

const INPUT = { firstName: 'Nia', lastName: 'Hire', password: 'Welcome!1', confirmPassword: 'Welcome!1' };
const TOO_COMMON = 'This password is too common: choose one that is harder to guess';

function renderPage(mocks: unknown[], route = `/invitation-register?token=${TOKEN}`) {
  renderWithProviders(
    <Routes>
      <Route path="/invitation-register" element={<InvitationRegisterPage />} />
      <Route path="/auth" element={<p>Sign-in page</p>} />
    </Routes>,
    { route, mocks: mocks as never },
  );
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const createButton = () => screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement;
function fill(values: Partial<typeof INPUT> = {}) {
  const v = { ...INPUT, ...values };
  type(/^First name/, v.firstName);
  type(/^Last name/, v.lastName);
  type(/^Password/, v.password);
  type(/^Confirm password/, v.confirmPassword);
}

let toast: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  toast = jest.spyOn(toaster, 'create');
  mockFetch({}); // the logo asks the server
});
afterEach(() => {
  toast.mockRestore();
  restoreFetch();
});

describe('/invitation-register?token= (access-and-identity §2, access-and-identity §8)', () => {
  it('without a token: Invalid Invitation, No invitation token provided, and a way to sign in', () => {
    renderPage([], '/invitation-register');
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Invitation' })).toBeTruthy();
    expect(screen.getByText('No invitation token provided')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Sign In' }).getAttribute('href')).toBe('/auth');
  });

  it('says it is checking while the lookup is on its way', async () => {
    renderPage([{ ...lookup(), delay: 300 }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Checking your invitation…' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading invitation…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete Your Registration' })).toBeTruthy();
  });

  it('a token the server refuses: the invalid/expired/used text, a toast, and no retry', async () => {
    renderPage([lookupFails('NOT_FOUND')]);
    expect(await screen.findByText('This invitation is invalid, expired, or has already been used.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Invitation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Invalid or expired invitation' }));
  });

  it('a lookup that failed for another reason offers Try again, which can succeed', async () => {
    renderPage([{ request: { query: InvitationRegisterPageQuery, variables: { token: TOKEN } }, error: new TypeError('Failed to fetch') }, lookup()]);
    fireEvent.click(await screen.findByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete Your Registration' })).toBeTruthy();
  });

  it('shows the invitation: read-only email, chatbot access badges and the expiry date', async () => {
    renderPage([lookup()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete Your Registration' })).toBeTruthy();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('new.hire@example.org');
    expect(email.readOnly).toBe(true);
    const badges = within(screen.getByRole('list', { name: 'Chatbot access' })).getAllByRole('listitem');
    expect(badges.map((badge) => badge.textContent)).toEqual(['BETI Assistant· Admin', 'intake· Write']);
    expect(screen.getByText('Dec 9, 2026').getAttribute('datetime')).toBe('2026-12-09T12:00:00.000Z');
  });

  it('says so when the invitation grants no chatbot', async () => {
    renderPage([lookup({ chatbotPermissions: {}, chatbotDetails: {} })]);
    expect(await screen.findByText('No chatbot access')).toBeTruthy();
  });

  it('keeps Create Account disabled until the checklist of the one rule passes (issue 38)', async () => {
    renderPage([lookup()]);
    await screen.findByRole('heading', { level: 1, name: 'Complete Your Registration' });
    expect(createButton().disabled).toBe(true);
    type(/^Password/, 'Welcome1');
    await settle();
    expect(createButton().disabled).toBe(true);
    type(/^Password/, 'Wel!1');
    await settle();
    expect(createButton().disabled).toBe(true);
    // new.hire@: "hire" is a part of the address.
    type(/^Password/, 'Hire!welcome');
    await settle();
    expect(screen.getByText('Contains "hire", a part of your email address').textContent).toContain('(not met)');
    expect(createButton().disabled).toBe(true);
    type(/^Password/, 'Welcome!1');
    await waitFor(() => expect(createButton().disabled).toBe(false));
  });

  it('requires both names and a matching confirmation, with the spec messages', async () => {
    renderPage([lookup()]);
    await screen.findByRole('heading', { level: 1, name: 'Complete Your Registration' });
    fill({ firstName: ' ', lastName: '', confirmPassword: 'Welcome!2' });
    fireEvent.click(createButton());
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getAllByText("Passwords don't match").length).toBe(2); // field message and live indicator
  });

  it('creates the account with the token and goes to sign in', async () => {
    const result = jest.fn(() => ({ data: { acceptInvitation: { __typename: 'InvitationSuccess', success: true } } }));
    renderPage([lookup(), { request: { query: AcceptInvitationMutation, variables: { token: TOKEN, input: INPUT } }, result }]);
    await screen.findByRole('heading', { level: 1, name: 'Complete Your Registration' });
    fill();
    fireEvent.click(createButton());
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(result).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Registration successful!' }));
  });

  it('a refusal shows beside its field, says Registration failed and stays', async () => {
    renderPage([
      lookup(),
      {
        request: { query: AcceptInvitationMutation, variables: { token: TOKEN, input: INPUT } },
        result: { errors: [graphqlError(TOO_COMMON, 'VALIDATION_FAILED', { password: TOO_COMMON })] },
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Complete Your Registration' });
    fill();
    fireEvent.click(createButton());
    expect(await screen.findByText(TOO_COMMON)).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Registration failed', description: TOO_COMMON }));
    // The checklist shows the server's answer on its common-password line (issue 38).
    expect(screen.getByText('Not a common password').textContent).toContain('(not met)');
    expect(screen.queryByText('Sign-in page')).toBeNull();
  });
});
