import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { toaster } from '../../components/ui/toaster';
import { graphqlError, meMock, mockFetch, renderWithProviders, restoreFetch, sessionUser } from '../../test-utils';
import { TotpSetupMutation, TotpVerifyMutation } from './auth.queries';
import { TotpSetupPage } from './TotpSetupPage';

const generated = {
  request: { query: TotpSetupMutation },
  result: { data: { totpSetup: { __typename: 'TotpSetup', qrPngDataUrl: 'data:image/png;base64,QR', secret: 'JBSWY3DPEHPK3PXP' } } },
};
const verifyWith = (code: string, ok: boolean) => ({
  request: { query: TotpVerifyMutation, variables: { input: { code } } },
  result: ok ? { data: { totpVerify: sessionUser({ role: 'ADMIN', totpEnabled: true }) } } : { errors: [graphqlError('Invalid TOTP code', 'UNAUTHENTICATED')] },
});

function renderPage(mocks: unknown[], route = '/setup/totp') {
  renderWithProviders(
    <Routes>
      <Route path="/setup/totp" element={<TotpSetupPage />} />
      <Route path="/login" element={<p>Login page</p>} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route, mocks: mocks as never },
  );
}

const admin = meMock({ role: 'ADMIN', email: 'ada@example.org', isRestricted: true });

async function generate() {
  fireEvent.click(screen.getByRole('button', { name: /Generate QR Code/ }));
  expect(await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeTruthy();
}

const enterCode = (code: string) => {
  fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify and Enable' }));
};

let toast: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  toast = jest.spyOn(toaster, 'create');
  mockFetch({}); // the logo asks the server
});
afterEach(() => {
  toast.mockRestore();
  restoreFetch();
});

describe('/setup/totp (access-and-identity §2, access-and-identity §4, access-and-identity §5)', () => {
  it('sends a signed-out visitor to /login', async () => {
    renderPage([]);
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it('starts with step 1 to generate, step 2 waiting, and who is signed in', () => {
    renderPage([admin]);
    expect(screen.getByRole('heading', { level: 1, name: 'Set Up Two-Factor Authentication' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Step 1: Scan a QR code' })).toBeTruthy();
    expect(screen.getByText('Available once the QR code is generated.')).toBeTruthy();
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
    expect(screen.getByText('ada@example.org')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('generating shows the QR code, the secret to type by hand, and the code form', async () => {
    renderPage([admin, generated]);
    await generate();
    expect(screen.getByRole('img', { name: 'QR code to scan with your authenticator app' }).getAttribute('src')).toBe('data:image/png;base64,QR');
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(screen.getByLabelText('6-digit code')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Generate QR Code/ })).toBeNull();
  });

  it('copies the secret and says so', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage([admin, generated]);
    await generate();
    fireEvent.click(screen.getByRole('button', { name: /Copy/ }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');
    expect(screen.getByText('secret key copied')).toBeTruthy();
  });

  it('says so when generating fails', async () => {
    renderPage([admin, { request: { query: TotpSetupMutation }, result: { errors: [graphqlError('Mail is down', 'SERVICE_UNAVAILABLE')] } }]);
    fireEvent.click(screen.getByRole('button', { name: /Generate QR Code/ }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to setup TOTP', description: 'Mail is down' })));
    expect(screen.getByRole('button', { name: /Generate QR Code/ })).toBeTruthy();
  });

  it('a code must be exactly 6 digits before it is sent', async () => {
    renderPage([admin, generated]);
    await generate();
    enterCode('12a45');
    expect(await screen.findByText('TOTP code must be 6 digits')).toBeTruthy();
    enterCode('');
    expect(await screen.findByText('TOTP code must be 6 digits')).toBeTruthy();
  });

  it('a wrong code says Invalid TOTP code and clears the field for another try', async () => {
    renderPage([admin, generated, verifyWith('111111', false)]);
    await generate();
    enterCode('111111');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: 'Invalid TOTP code', description: 'Check the code in your authenticator app and try again.' }),
      ),
    );
    expect((screen.getByLabelText('6-digit code') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('TOTP Setup Complete')).toBeNull();
  });

  it('the right code completes setup; Continue re-reads the session and opens the dashboard', async () => {
    const calls = mockFetch({ Me: { body: { data: { me: sessionUser({ role: 'ADMIN', totpEnabled: true }) } } } });
    renderPage([admin, generated, verifyWith('246810', true)]);
    await generate();
    enterCode(' 246810');
    expect(await screen.findByRole('heading', { level: 1, name: 'TOTP Setup Complete' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Dashboard' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(calls.map((call) => call.operationName)).toContain('Me');
  });

  it('the reset variant says Reset, and TOTP Reset Complete at the end (access-and-identity §2)', async () => {
    renderPage([admin, generated, verifyWith('135790', true)], '/setup/totp?reset=true');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Two-Factor Authentication' })).toBeTruthy();
    expect(screen.getByText(/Your previous authenticator was removed/)).toBeTruthy();
    await generate();
    enterCode('135790');
    expect(await screen.findByRole('heading', { level: 1, name: 'TOTP Reset Complete' })).toBeTruthy();
  });

  it('Sign Out ends the session on the server', async () => {
    const calls = mockFetch({ Logout: { body: { data: { logout: { message: 'ok' } } } } });
    renderPage([admin]);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(calls.map((call) => call.operationName)).toContain('Logout'));
  });
});
