import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { toaster } from '../../components/ui/toaster';
import { graphqlError, meMock, mockFetch, renderWithProviders, restoreFetch } from '../../test-utils';
import { AcceptInviteMutation, InviteTokenPageQuery } from './invite-accept.queries';
import { InviteTokenPage } from './InviteTokenPage';

const TOKEN = 'pt-7f3a';

const lookup = (over: Record<string, unknown> = {}) => ({
  request: { query: InviteTokenPageQuery, variables: { token: TOKEN } },
  result: {
    data: {
      inviteByToken: {
        __typename: 'InviteLookup',
        valid: true,
        email: 'dee@example.org',
        firstName: 'Dee',
        lastName: 'Patcher',
        role: 'DISPATCH',
        expiresAt: '2026-07-04T12:00:00.000Z',
        ...over,
      },
    },
  },
});

const INPUT = { firstName: 'Dee', lastName: 'Patcher', password: 'Wren!hollow-42', confirmPassword: 'Wren!hollow-42' };
const TOO_COMMON = 'This password is too common: choose one that is harder to guess';
const accept = (result: unknown) => ({ request: { query: AcceptInviteMutation, variables: { token: TOKEN, input: INPUT } }, result });

function renderPage(mocks: unknown[]) {
  renderWithProviders(
    <Routes>
      <Route path="/invite/:token" element={<InviteTokenPage />} />
      <Route path="/dashboard" element={<p>Dashboard page</p>} />
      <Route path="/auth" element={<p>Sign-in page</p>} />
    </Routes>,
    { route: `/invite/${TOKEN}`, mocks: mocks as never },
  );
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const formReady = () => screen.findByRole('heading', { level: 1, name: 'Create Your Account' });

let toast: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  toast = jest.spyOn(toaster, 'create');
  mockFetch({}); // the logo asks the server
});
afterEach(() => {
  toast.mockRestore();
  restoreFetch();
});

describe('/invite/{token} (access-and-identity §2, access-and-identity §5, access-and-identity §8)', () => {
  it('sends a signed-in user to /dashboard', async () => {
    renderPage([meMock(), lookup()]);
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('shows the email, the role badge and the expiry, with the names prefilled from the invitation', async () => {
    renderPage([lookup()]);
    await formReady();
    expect(screen.getByText('dee@example.org')).toBeTruthy();
    expect(screen.getByText('Dispatcher')).toBeTruthy();
    expect(screen.getByText('Jul 4, 2026')).toBeTruthy();
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Dee');
    expect((screen.getByLabelText(/^Last name/) as HTMLInputElement).value).toBe('Patcher');
    expect(screen.getByRole('list', { name: 'Rules for the new password' })).toBeTruthy();
  });

  it('an invitation the server marks invalid (expired or used) shows Invalid Invitation with Go to Sign In', async () => {
    renderPage([lookup({ valid: false })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Invitation' })).toBeTruthy();
    expect(screen.getByText('This invitation is invalid, expired, or has already been used.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Sign In' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });

  it('an unknown token (NOT_FOUND) is invalid too, with nothing to retry', async () => {
    renderPage([{ request: { query: InviteTokenPageQuery, variables: { token: TOKEN } }, result: { errors: [graphqlError('Invitation not found', 'NOT_FOUND')] } }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Invitation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull();
  });

  it('a server failure offers Try again', async () => {
    renderPage([{ request: { query: InviteTokenPageQuery, variables: { token: TOKEN } }, result: { errors: [graphqlError('Database is restarting', 'SERVICE_UNAVAILABLE')] } }, lookup()]);
    fireEvent.click(await screen.findByRole('button', { name: /Try again/ }));
    expect(await formReady()).toBeTruthy();
  });

  it('the live checklist of the one rule: Create Account waits for it, and a part of the email is named (issue 38)', async () => {
    renderPage([lookup()]);
    await formReady();
    const create = () => screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement;
    const line = (text: string) => screen.getByText(text).textContent;
    expect(line('At least 8 characters')).toContain('(not met)');
    expect(create().disabled).toBe(true);
    // 8 characters without a special one: the server would refuse it, so the button stays disabled.
    type(/^Password/, 'abcdefgh');
    expect(line('At least 8 characters')).toContain('(met)');
    expect(line('Contains special character')).toContain('(not met)');
    expect(create().disabled).toBe(true);
    type(/^Password/, 'Dee#visor-2026');
    expect(line('Contains special character')).toContain('(met)');
    expect(line('Contains "dee", a part of your email address')).toContain('(not met)');
    expect(create().disabled).toBe(true);
    type(/^Password/, INPUT.password);
    expect(line('Does not contain a part of your email address')).toContain('(met)');
    expect(line('Not a common password')).toContain('(checked when you submit)');
    expect(create().disabled).toBe(false);
  });

  it('names a blank name and a mismatch on submit', async () => {
    renderPage([lookup()]);
    await formReady();
    type(/^First name/, '');
    type(/^Password/, INPUT.password);
    type(/^Confirm password/, 'Wren!hollow-43');
    expect(screen.getByText("Passwords don't match").textContent).toContain('(not met)');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getAllByText("Passwords don't match")).toHaveLength(2);
  });

  it('creates the account, then shows Account Created with Sign In to Your Account', async () => {
    const result = jest.fn(() => ({ data: { acceptInvite: { __typename: 'InvitationSuccess', success: true } } }));
    renderPage([lookup(), accept(result)]);
    await formReady();
    type(/^Password/, INPUT.password);
    type(/^Confirm password/, INPUT.confirmPassword);
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Created' })).toBeTruthy();
    expect(result).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/Your account for dee@example.org is ready/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In to Your Account' }).getAttribute('href')).toBe('/auth');
  });

  it("a password the server finds too common: its message beside the field, and the checklist's common line fails", async () => {
    renderPage([lookup(), accept({ errors: [graphqlError(TOO_COMMON, 'VALIDATION_FAILED', { password: TOO_COMMON })] })]);
    await formReady();
    type(/^Password/, INPUT.password);
    type(/^Confirm password/, INPUT.confirmPassword);
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(TOO_COMMON)).toBeTruthy();
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Not a common password').textContent).toContain('(not met)');
    // Another password: the server has not judged it yet.
    type(/^Password/, 'Wren!hollow-43');
    await waitFor(() => expect(screen.getByText('Not a common password').textContent).toContain('(checked when you submit)'));
  });

  it('a refusal says Failed to create account and keeps the form', async () => {
    renderPage([lookup(), accept({ errors: [graphqlError('This invitation has already been used', 'CONFLICT')] })]);
    await formReady();
    type(/^Password/, INPUT.password);
    type(/^Confirm password/, INPUT.confirmPassword);
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to create account', description: 'This invitation has already been used' })),
    );
    // Once the mutation has settled, the button is back (it says Creating account while it runs).
    expect(await screen.findByRole('button', { name: 'Create Account' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Account Created' })).toBeNull();
  });
});
