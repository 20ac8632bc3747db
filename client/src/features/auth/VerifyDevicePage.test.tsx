import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes, useLocation } from 'react-router-dom';
import { toaster } from '../../components/ui/toaster';
import { graphqlError, mockFetch, renderWithProviders, restoreFetch, sessionUser, type FetchCall, type FetchRoute } from '../../test-utils';
import { AuthPage } from './AuthPage';

/** The device-verification link of /auth (issue 38, README "Throttling"), and how the sign-in form shows its answer. */
function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

function renderAuth(routes: Record<string, FetchRoute>, route: string): FetchCall[] {
  const calls = mockFetch({ '/api/auth/setup': { body: { setupRequired: false } }, ...routes });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/setup/totp" element={<p>TOTP setup page</p>} />
      </Routes>
      <Where />
    </>,
    { route },
  );
  return calls;
}

const answer = (over: Record<string, unknown> = {}) => ({
  body: { data: { verifyDevice: { requiresTotp: false, requiresTotpSetup: false, next: null, firstSignIn: false, user: sessionUser(), ...over } } },
});
const failure = (error: GraphQLError) => ({ body: { data: null, errors: [error.toJSON()] } });
const me = { body: { data: { me: sessionUser() } } };
const verifications = (calls: FetchCall[]) => calls.filter((call) => call.operationName === 'VerifyDevice');
const submit = async () => fireEvent.click(await screen.findByRole('button', { name: 'Sign In on This Device' }));

let toast: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  toast = jest.spyOn(toaster, 'create');
});
afterEach(() => {
  toast.mockRestore();
  restoreFetch();
});

describe('/auth?device=<token> (the mailed device link)', () => {
  it('signs this device in with the token and goes where a sign-in goes', async () => {
    const calls = renderAuth({ VerifyDevice: answer(), Me: me }, '/auth?device=tok-123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In on This Device' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(verifications(calls)[0].variables).toEqual({ input: { token: 'tok-123' } });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Welcome back!' }));
  });

  it('asks for the TOTP code when the account has one, then sends it with the same token', async () => {
    let first = true;
    const calls = renderAuth(
      {
        VerifyDevice: () => {
          const reply = first ? answer({ requiresTotp: true, user: null }) : answer();
          first = false;
          return reply;
        },
        Me: me,
      },
      '/auth?device=tok-456',
    );
    await submit();
    const code = await screen.findByLabelText('TOTP code');
    fireEvent.change(code, { target: { value: ' 123456 ' } });
    await submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(verifications(calls).map((call) => call.variables)).toEqual([{ input: { token: 'tok-456' } }, { input: { token: 'tok-456', otp: '123456' } }]);
  });

  it('a TOTP setup still pending goes to the setup page', async () => {
    renderAuth({ VerifyDevice: answer({ requiresTotpSetup: true, next: '/setup/totp', user: null }), Me: me }, '/auth?device=tok');
    await submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/setup/totp'));
  });

  it('a used or expired link says so, and Back to Sign In leaves the link for the sign-in form', async () => {
    renderAuth({ VerifyDevice: failure(graphqlError('Invalid or expired sign-in link', 'BAD_REQUEST', { token: 'Invalid or expired sign-in link' })) }, '/auth?device=old');
    await submit();
    expect(await screen.findByText('Invalid or expired sign-in link')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/auth?device=old');
    fireEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/auth'));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
  });
});

describe('/auth sign in under attack', () => {
  it('keeps the server’s device-verification message on screen', async () => {
    const message = 'Too many sign-in attempts for this account. If the password was right, we have emailed you a link to sign in on this device.';
    renderAuth({ Login: failure(new GraphQLError(message, { extensions: { code: 'TOO_MANY_REQUESTS', deviceVerification: true } })) }, '/auth');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sam@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right!pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    // On screen, not only in the toast (which fades).
    expect(await screen.findByText(message)).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: message }));
    expect(screen.getByTestId('where').textContent).toBe('/auth');
  });
});
