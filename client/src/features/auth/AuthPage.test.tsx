import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { toaster } from '../../components/ui/toaster';
import { graphqlError, mockFetch, renderWithProviders, restoreFetch, sessionUser, settle, type FetchCall, type FetchRoute } from '../../test-utils';
import { AuthPage } from './AuthPage';

/** Where the app went: a page per route, and the query string of /auth. */
function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

function renderAuth(routes: Record<string, FetchRoute>, route = '/auth'): FetchCall[] {
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

const loginOk = (over: Record<string, unknown> = {}) => ({
  body: { data: { login: { requiresTotp: false, requiresTotpSetup: false, next: null, firstSignIn: false, user: sessionUser(), ...over } } },
});
const gqlFailure = (message: string, code: string, fields?: Record<string, string>) => ({ body: { data: null, errors: [graphqlError(message, code, fields).toJSON()] } });
const me = { body: { data: { me: sessionUser() } } };

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const logins = (calls: FetchCall[]) => calls.filter((call) => call.operationName === 'Login');

let toast: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  toast = jest.spyOn(toaster, 'create');
});
afterEach(() => {
  toast.mockRestore();
  restoreFetch();
});

describe('/auth sign in (access-and-identity §2, access-and-identity §4, access-and-identity §5, access-and-identity §8)', () => {
  it('shows the sign-in form with the Forgot link, no code field, and the invitation-only hint', async () => {
    renderAuth({});
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeTruthy();
    expect(screen.queryByLabelText('TOTP code')).toBeNull();
    expect(await screen.findByText('Access is by invitation only. Contact an administrator for an invitation.')).toBeTruthy();
    expect(document.title).toBe('BETI — Sign In');
  });

  it('beside the form, a panel names the product, its tagline and the four features (access-and-identity §1, access-and-identity §2)', async () => {
    renderAuth({});
    const panel = await screen.findByRole('complementary', { name: 'About BETI' });
    expect(within(panel).getByText('Behavior Evaluations, Trends, & Insights')).toBeTruthy();
    expect(within(panel).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'AI-powered report processing',
      'Real-time animal population tracking',
      'Real-time alert processing',
      'Secure staff access and reporting',
    ]);
  });

  it('the show/hide toggle reveals and hides the password', () => {
    renderAuth({});
    const password = screen.getByLabelText('Password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('checks the fields before asking the server, and again as they change', async () => {
    const calls = renderAuth({});
    submit('Sign In');
    expect(await screen.findByText('Valid email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    type('Email', 'not-an-email');
    await settle();
    expect(screen.getByText('Valid email is required')).toBeTruthy();
    type('Email', 'sam@example.org');
    await waitFor(() => expect(screen.queryByText('Valid email is required')).toBeNull());
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(logins(calls)).toHaveLength(0);
  });

  it('a wrong password says Login Failed with the server message and stays on /auth', async () => {
    const calls = renderAuth({ Login: gqlFailure('Invalid email or password', 'UNAUTHENTICATED') });
    type('Email', '  sam@example.org ');
    type('Password', 'wrong!pass');
    submit('Sign In');
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Login Failed', description: 'Invalid email or password' })));
    // The email goes trimmed; no code was asked for, so none is sent.
    expect(logins(calls)[0].variables).toEqual({ input: { email: 'sam@example.org', password: 'wrong!pass' } });
    expect(screen.getByTestId('where').textContent).toBe('/auth');
    expect(screen.queryByLabelText('TOTP code')).toBeNull();
    // Only the TOTP variant shows the failure inline.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a plain success welcomes back, re-reads the session and goes to /', async () => {
    const calls = renderAuth({ Login: loginOk(), Me: me });
    type('Email', 'sam@example.org');
    type('Password', 'right!pass');
    submit('Sign In');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(screen.getByText('Home page')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Welcome back!', description: 'You have successfully logged in.' }));
    expect(calls.map((call) => call.operationName).filter(Boolean)).toEqual(['Login', 'Me']);
  });

  it('a first sign-in is greeted as such', async () => {
    renderAuth({ Login: loginOk({ firstSignIn: true }), Me: me });
    type('Email', 'sam@example.org');
    type('Password', 'right!pass');
    submit('Sign In');
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Welcome!' })));
  });

  it('when setup is required it goes to the next path the server gives, never off the site', async () => {
    renderAuth({ Login: loginOk({ requiresTotpSetup: true, next: '//evil.example.org/steal' }), Me: me });
    type('Email', 'sam@example.org');
    type('Password', 'right!pass');
    submit('Sign In');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/setup/totp'));
    expect(screen.getByText('TOTP setup page')).toBeTruthy();
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Welcome back!' }));
  });
});

describe('/auth TOTP step (access-and-identity §4, access-and-identity §5)', () => {
  async function askForCode(routes: Record<string, FetchRoute>) {
    let first = true;
    const calls = renderAuth({
      ...routes,
      Login: (call) => {
        if (first) {
          first = false;
          return loginOk({ requiresTotp: true, user: null });
        }
        const later = routes.Login;
        return typeof later === 'function' ? later(call) : (later as { body: unknown });
      },
    });
    type('Email', 'ada@example.org');
    type('Password', 'right!pass');
    submit('Sign In');
    expect(await screen.findByLabelText('TOTP code')).toBeTruthy();
    return calls;
  }

  it('asks for the code when the server needs one, then signs in with it', async () => {
    const calls = await askForCode({ Login: loginOk(), Me: me });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'info', title: 'TOTP code required' }));
    expect(screen.getByText('The 6-digit code from your authenticator app.')).toBeTruthy();
    type('TOTP code', ' 123456 ');
    submit('Sign In');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(logins(calls)[1].variables).toEqual({ input: { email: 'ada@example.org', password: 'right!pass', otp: '123456' } });
  });

  it('refuses a code longer than 6 characters before sending it', async () => {
    const calls = await askForCode({ Login: loginOk() });
    type('TOTP code', '1234567');
    submit('Sign In');
    expect(await screen.findByText('TOTP code must be 6 digits')).toBeTruthy();
    expect(logins(calls)).toHaveLength(1);
  });

  it('uses the TOTP variant of the email message', async () => {
    await askForCode({ Login: loginOk() });
    type('Email', 'nope');
    submit('Sign In');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.queryByText('Valid email is required')).toBeNull();
  });

  it('a wrong code shows the server message inline and keeps the code field', async () => {
    await askForCode({ Login: gqlFailure('Invalid TOTP code', 'UNAUTHENTICATED', { otp: 'Invalid TOTP code' }) });
    type('TOTP code', '000000');
    submit('Sign In');
    // The TOTP variant shows the failure inline, above the form.
    expect(await screen.findByText('Invalid TOTP code')).toBeTruthy();
    expect(screen.getByLabelText('TOTP code')).toBeTruthy();
  });

  it('any other failure hides and clears the code field (access-and-identity §4)', async () => {
    await askForCode({ Login: gqlFailure('Too many attempts, try again later', 'TOO_MANY_REQUESTS') });
    type('TOTP code', '654321');
    submit('Sign In');
    await waitFor(() => expect(screen.queryByLabelText('TOTP code')).toBeNull());
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Login Failed', description: 'Too many attempts, try again later' }));
  });

  it('a server that answers with an error page (HTTP 502) reads as such', async () => {
    renderAuth({ Login: { status: 502, body: '<html><body>Bad Gateway</body></html>', contentType: 'text/html' } });
    type('Email', 'sam@example.org');
    type('Password', 'right!pass');
    submit('Sign In');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Login Failed', description: 'HTTP 502: Response not successful: Received status code 502' })),
    );
  });

  it('puts the cursor in Email, and in the code field once a code is asked for', async () => {
    renderAuth({ Login: loginOk({ requiresTotp: true, user: null }) });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    type('Email', 'ada@example.org');
    type('Password', 'right!pass');
    submit('Sign In');
    const code = await screen.findByLabelText('TOTP code');
    await waitFor(() => expect(document.activeElement).toBe(code));
  });

  it('a network failure reads as such, not as a wrong password', async () => {
    renderAuth({ Login: new TypeError('Failed to fetch') });
    type('Email', 'sam@example.org');
    type('Password', 'right!pass');
    submit('Sign In');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Login Failed', description: 'Check your connection; the server may be restarting.' })),
    );
  });
});

describe('setup hint under the sign-in card (issue 16)', () => {
  it('tells how to begin on an install without any user', async () => {
    renderAuth({ '/api/auth/setup': { body: { setupRequired: true } } });
    const hint = await screen.findByRole('status');
    expect(hint.textContent).toMatch(/^This install has no administrator yet\./);
    expect(hint.textContent).toContain('one-time setup link');
    expect(screen.queryByText(/Access is by invitation only/)).toBeNull();
  });

  it('keeps the invitation sentence when the setup answer fails', async () => {
    renderAuth({ '/api/auth/setup': { status: 500, body: { message: 'boom' } } });
    await settle();
    expect(screen.getByText('Access is by invitation only. Contact an administrator for an invitation.')).toBeTruthy();
  });
});

describe('/auth reset password (access-and-identity §2, access-and-identity §4, access-and-identity §8)', () => {
  async function openForgot(routes: Record<string, FetchRoute>) {
    const calls = renderAuth(routes);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Send Reset Link' }); // the mode's form loads on demand
    return calls;
  }

  it('asks for a valid email before sending', async () => {
    const calls = await openForgot({});
    expect(screen.queryByLabelText('Password')).toBeNull();
    submit('Send Reset Link');
    expect(await screen.findByText('Valid email is required')).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'ForgotPassword')).toBe(false);
  });

  it('sends the link request, says so without telling whether the account exists, and returns to Sign In', async () => {
    const calls = await openForgot({ ForgotPassword: { body: { data: { forgotPassword: { message: 'ok' } } } } });
    type('Email', 'lost@example.org ');
    submit('Send Reset Link');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'ForgotPassword')?.variables).toEqual({ input: { email: 'lost@example.org' } });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'Reset link sent!', description: 'If an account with that email exists, a password reset link has been sent.' }),
    );
  });

  it('stays in Reset Password and names the error when sending fails', async () => {
    await openForgot({ ForgotPassword: gqlFailure('Mail is not configured', 'SERVICE_UNAVAILABLE') });
    type('Email', 'lost@example.org');
    submit('Send Reset Link');
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Error sending reset link', description: 'Mail is not configured' })));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeTruthy();
  });

  it('Back to Sign In leaves the mode', async () => {
    await openForgot({});
    fireEvent.click(screen.getByRole('button', { name: /Back to Sign In/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
  });
});

describe('/auth?reset=<token> set new password (access-and-identity §2, access-and-identity §5)', () => {
  async function openReset(routes: Record<string, FetchRoute>) {
    const calls = renderAuth(routes, '/auth?reset=tok-123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set New Password' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Reset Password' }); // the mode's form loads on demand
    return calls;
  }

  it('shows the live checklist and the match indicator as the passwords are typed', async () => {
    await openReset({});
    expect(screen.getByText('At least 8 characters').textContent).toContain('(not met)');
    expect(screen.getByText('Contains special character').textContent).toContain('(not met)');
    expect(screen.queryByText('Passwords match')).toBeNull();
    type('New Password', 'abcdefgh');
    await waitFor(() => expect(screen.getByText('At least 8 characters').textContent).toContain('(met)'));
    expect(screen.getByText('Contains special character').textContent).toContain('(not met)');
    type('New Password', 'abcdefg!');
    await waitFor(() => expect(screen.getByText('Contains special character').textContent).toContain('(met)'));
    type('Confirm New Password', 'abcdefg?');
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    type('Confirm New Password', 'abcdefg!');
    expect(await screen.findByText('Passwords match')).toBeTruthy();
  });

  it('gives the spec messages for a short password, a missing special character and the confirmation', async () => {
    const calls = await openReset({});
    submit('Reset Password');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Password confirmation is required')).toBeTruthy();
    type('New Password', 'abcdefgh');
    expect(await screen.findByText('Password must contain at least one special character')).toBeTruthy();
    type('New Password', 'abcdefgh!');
    type('Confirm New Password', 'abcdefgh?');
    submit('Reset Password');
    // The field message and the live indicator both say it.
    await waitFor(() => expect(screen.getAllByText("Passwords don't match").length).toBe(2));
    expect(calls.some((call) => call.operationName === 'ResetPassword')).toBe(false);
  });

  it('sends the token with both passwords, then returns to Sign In without the token in the address', async () => {
    const calls = await openReset({ ResetPassword: { body: { data: { resetPassword: { message: 'ok' } } } } });
    type('New Password', 'n3w!secret');
    type('Confirm New Password', 'n3w!secret');
    submit('Reset Password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'ResetPassword')?.variables).toEqual({
      input: { token: 'tok-123', newPassword: 'n3w!secret', confirmPassword: 'n3w!secret' },
    });
    expect(screen.getByTestId('where').textContent).toBe('/auth');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'success',
        title: 'Password reset successful!',
        description: 'Your password has been reset. You can now log in with your new password.',
      }),
    );
  });

  it("shows the server's refusal beside the field and stays", async () => {
    const tooCommon = 'This password is too common: choose one that is harder to guess';
    await openReset({ ResetPassword: gqlFailure(tooCommon, 'VALIDATION_FAILED', { newPassword: tooCommon }) });
    type('New Password', 'password!');
    type('Confirm New Password', 'password!');
    submit('Reset Password');
    expect(await screen.findByText(tooCommon)).toBeTruthy();
    // The checklist shows the server's answer on its common-password line (issue 38).
    expect(screen.getByText('Not a common password').textContent).toContain('(not met)');
    expect(screen.getByLabelText('New Password').getAttribute('aria-invalid')).toBe('true');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Password reset failed' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeTruthy();
  });

  it('a link that lost its token says the token is required and sends nothing', async () => {
    const calls = renderAuth({}, '/auth?reset=');
    await screen.findByRole('button', { name: 'Reset Password' });
    type('New Password', 'n3w!secret');
    type('Confirm New Password', 'n3w!secret');
    submit('Reset Password');
    expect(await screen.findByText('Reset token is required')).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'ResetPassword')).toBe(false);
  });
});
