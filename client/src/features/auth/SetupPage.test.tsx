import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { toaster } from '../../components/ui/toaster';
import { graphqlError, mockFetch, renderWithProviders, restoreFetch, sessionUser, type FetchCall, type FetchRoute } from '../../test-utils';
import { SetupPage } from './SetupPage';

const needed = (setupRequired: boolean) => ({ body: { data: { setupRequired } } });
const created = (over: Record<string, unknown> = {}) => ({
  body: { data: { createFirstAdmin: { requiresTotpSetup: false, next: null, user: sessionUser({ role: 'SUPER_ADMIN' }), ...over } } },
});
const failure = (message: string, code: string, fields?: Record<string, string>) => ({ body: { data: null, errors: [graphqlError(message, code, fields).toJSON()] } });
const me = { body: { data: { me: sessionUser({ role: 'SUPER_ADMIN' }) } } };

function renderSetup(routes: Record<string, FetchRoute>, hash = ''): FetchCall[] {
  window.history.replaceState(null, '', `/setup${hash}`);
  const calls = mockFetch(routes);
  renderWithProviders(
    <Routes>
      <Route path="/setup" element={<SetupPage />} />
      <Route path="/dashboard" element={<p>Dashboard page</p>} />
      <Route path="/setup/totp" element={<p>TOTP setup page</p>} />
    </Routes>,
    { route: '/setup' },
  );
  return calls;
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const createButton = () => screen.getByRole('button', { name: 'Create Administrator' }) as HTMLButtonElement;

function fillForm(over: Partial<Record<'first' | 'last' | 'email' | 'password' | 'confirm', string>> = {}) {
  type(/^First name/, over.first ?? 'Ada');
  type(/^Last name/, over.last ?? 'Lovelace');
  type(/^Email/, over.email ?? 'ada@example.org');
  type(/^Password/, over.password ?? 'Analytical!1');
  type(/^Confirm password/, over.confirm ?? over.password ?? 'Analytical!1');
}

let toast: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  toast = jest.spyOn(toaster, 'create');
});
afterEach(() => {
  toast.mockRestore();
  restoreFetch();
  window.history.replaceState(null, '', '/');
});

describe('/setup, the first administrator (issue 16)', () => {
  it('says the install is already set up, with a way to sign in', async () => {
    renderSetup({ SetupRequired: needed(false) }, '#token=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'BETI is already set up' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Sign In' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('button', { name: 'Create Administrator' })).toBeNull();
  });

  it('without the token of the printed link, says to open that link', async () => {
    renderSetup({ SetupRequired: needed(true) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Open the setup link' })).toBeTruthy();
    expect(screen.getByText(/it ends with #token=/)).toBeTruthy();
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
  });

  it('says why when the server cannot be asked', async () => {
    renderSetup({ SetupRequired: new TypeError('Failed to fetch') }, '#token=abc');
    expect(await screen.findByText('Check your connection; the server may be restarting.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Set up BETI' })).toBeTruthy();
  });

  it('checks names, email and password with the spec messages, and keeps Create disabled until the password passes', async () => {
    const calls = renderSetup({ SetupRequired: needed(true) }, '#token=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create the first administrator' })).toBeTruthy();
    expect(createButton().disabled).toBe(true);
    type(/^Password/, 'short!');
    expect(createButton().disabled).toBe(true);
    type(/^Password/, 'longenough');
    expect(createButton().disabled).toBe(true);
    type(/^Password/, 'longenough!');
    await waitFor(() => expect(createButton().disabled).toBe(false));
    type(/^Email/, 'ada@');
    type(/^Confirm password/, 'different!');
    fireEvent.click(createButton());
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Valid email is required')).toBeTruthy();
    expect(screen.getAllByText("Passwords don't match").length).toBeGreaterThan(0);
    expect(calls.some((call) => call.operationName === 'CreateFirstAdmin')).toBe(false);
  });

  it('follows the password with the live checklist and the match indicator', async () => {
    renderSetup({ SetupRequired: needed(true) }, '#token=abc');
    await screen.findByRole('heading', { level: 1, name: 'Create the first administrator' });
    expect(screen.getByText('At least 8 characters').textContent).toContain('(not met)');
    type(/^Password/, 'Analytical!1');
    await waitFor(() => expect(screen.getByText('At least 8 characters').textContent).toContain('(met)'));
    expect(screen.getByText('Contains special character').textContent).toContain('(met)');
    type(/^Confirm password/, 'Analytical!1');
    expect(await screen.findByText('Passwords match')).toBeTruthy();
    expect(screen.getByText('Not a common password').textContent).toContain('(checked when you submit)');
  });

  it('names the part of the typed email the password contains, and waits for another password (issue 38)', async () => {
    renderSetup({ SetupRequired: needed(true) }, '#token=abc');
    await screen.findByRole('heading', { level: 1, name: 'Create the first administrator' });
    fillForm({ email: 'sam.super@example.org', password: 'Super#visor-2026' });
    await waitFor(() => expect(screen.getByText('Contains "super", a part of your email address').textContent).toContain('(not met)'));
    expect(createButton().disabled).toBe(true);
    type(/^Password/, 'Wren#visor-2026');
    type(/^Confirm password/, 'Wren#visor-2026');
    await waitFor(() => expect(createButton().disabled).toBe(false));
  });

  it('creates the administrator with the link token, forgets the link, signs in and opens the dashboard', async () => {
    const calls = renderSetup({ SetupRequired: needed(true), CreateFirstAdmin: created(), Me: me }, '#token=one-time');
    await screen.findByRole('heading', { level: 1, name: 'Create the first administrator' });
    fillForm({ email: ' ada@example.org ' });
    fireEvent.click(createButton());
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'CreateFirstAdmin')?.variables).toEqual({
      input: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', password: 'Analytical!1', confirmPassword: 'Analytical!1', token: 'one-time' },
    });
    expect(window.location.hash).toBe('');
    expect(calls.some((call) => call.operationName === 'Me')).toBe(true);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Welcome to BETI, Ada!' }));
  });

  it('goes to TOTP setup when the new account must set it up', async () => {
    renderSetup({ SetupRequired: needed(true), CreateFirstAdmin: created({ requiresTotpSetup: true, next: null }), Me: me }, '#token=one-time');
    await screen.findByRole('heading', { level: 1, name: 'Create the first administrator' });
    fillForm();
    fireEvent.click(createButton());
    expect(await screen.findByText('TOTP setup page')).toBeTruthy();
  });

  it('shows the server refusal beside the field and above the form', async () => {
    const tooCommon = 'This password is too common: choose one that is harder to guess';
    const refusal = failure('The password was refused', 'VALIDATION_FAILED', { password: tooCommon });
    renderSetup({ SetupRequired: needed(true), CreateFirstAdmin: refusal }, '#token=one-time');
    await screen.findByRole('heading', { level: 1, name: 'Create the first administrator' });
    fillForm();
    fireEvent.click(createButton());
    expect(await screen.findByText(tooCommon)).toBeTruthy();
    expect(screen.getByText('The password was refused')).toBeTruthy();
    expect(screen.getByText('Not a common password').textContent).toContain('(not met)');
    expect(screen.queryByText('Dashboard page')).toBeNull();
  });

  it('someone else finished setup meanwhile (CONFLICT): says it is set up', async () => {
    renderSetup({ SetupRequired: needed(true), CreateFirstAdmin: failure('Setup is already done', 'CONFLICT') }, '#token=one-time');
    await screen.findByRole('heading', { level: 1, name: 'Create the first administrator' });
    fillForm();
    fireEvent.click(createButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'BETI is already set up' })).toBeTruthy();
  });
});
