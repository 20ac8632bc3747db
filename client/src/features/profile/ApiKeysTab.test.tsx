import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { apiKeyListMock, apiKeyRow } from '../../components/api-keys/api-key-fixtures';
import { ConfirmIdentityMutation, CreateApiKeyMutation } from '../../components/api-keys/api-keys.queries';
import { daysFromToday } from '../../components/api-keys/scopes';
import { toaster } from '../../components/ui/toaster';
import type { ApiKeyScope, Role } from '../../gql/graphql';
import { endOfDay, toDateInputValue } from '../../lib/dates';
import { forgetConfirmation } from './CreateApiKeyDrawer';
import { graphqlError, meMock, mockFetch, renderWithProviders, restoreFetch, sessionUser, settle, viewerCanMock } from '../../test-utils';
import { ProfileSettingsPage } from './ProfileSettingsPage';

const SECRET = `beti_${'0123456789abcdef'.repeat(2)}01234567`;
const OFFICER_ROLES = ['OFFICER', 'DISPATCH', 'READONLY'] as Role[];
const KEYS_ALLOWED = { manageApiKeys: true, apiKeyRoles: OFFICER_ROLES, apiKeyScopes: ['read', 'reportsWrite', 'alertsWrite'] as ApiKeyScope[] };
/** The expiry the form fills in: the end of the day 90 days from today. */
const inDays = (days: number) => endOfDay(toDateInputValue(daysFromToday(days))).toISOString();
const EXISTING = apiKeyRow({ id: 'k0', name: 'Kennel printer', prefix: 'beti_99aa88bb' });
const CREATED = apiKeyRow({ id: 'k9', name: 'Nightly export', prefix: SECRET.slice(0, 13), createdAt: new Date().toISOString() });

function renderTab({
  can = KEYS_ALLOWED,
  mocks = [],
  route = '/profile-settings?tab=api-keys',
  totp = false,
}: { can?: Parameters<typeof viewerCanMock>[0]; mocks?: unknown[]; route?: string; totp?: boolean } = {}) {
  mockFetch({ Me: { body: { data: { me: sessionUser({ role: 'OFFICER', totpEnabled: totp }) } } } });
  renderWithProviders(<ProfileSettingsPage />, { route, mocks: [meMock({ role: 'OFFICER', totpEnabled: totp }), viewerCanMock(can), ...mocks] as never });
}

/** A create with the form's defaults (read only, 90 days) unless `input` says otherwise. */
const createMock = (input: Record<string, unknown>, result: unknown) => ({
  request: { query: CreateApiKeyMutation, variables: { input: { scopes: ['read'], expiresAt: inDays(90), ...input } } },
  result,
});
const created = () => ({ data: { createApiKey: { __typename: 'CreatedApiKey', secret: SECRET, key: CREATED } } });
const confirmMock = (input: Record<string, unknown> = { currentPassword: 'Secret!pass1' }, result: unknown = { data: { confirmIdentity: { __typename: 'StepUp', until: new Date(Date.now() + 300_000).toISOString() } } }) => ({
  request: { query: ConfirmIdentityMutation, variables: { input } },
  result,
});

/** Opens Create API key and confirms it's you (the mock `confirmMock` must be among the mocks). */
async function openCreate(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
  const confirm = await screen.findByRole('form', { name: 'Confirm it’s you' });
  fireEvent.change(within(confirm).getByLabelText(/^Current password/), { target: { value: 'Secret!pass1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  return screen.findByRole('form', { name: 'Create API key' });
}

let toast: ReturnType<typeof jest.spyOn>;
let writeText: jest.Mock<(text: string) => Promise<void>>;
beforeEach(() => {
  forgetConfirmation();
  toast = jest.spyOn(toaster, 'create');
  writeText = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  toast.mockRestore();
  restoreFetch();
});

describe('Profile Settings › API keys (issue 20)', () => {
  it('has no API keys tab without me.can.manageApiKeys, and ?tab=api-keys falls back to the first tab', async () => {
    renderTab({ can: {} });
    expect(await screen.findByRole('form', { name: 'Profile information' })).toBeTruthy();
    await settle();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Profile Information', 'Password & Security']);
    expect(screen.queryByText('Your API keys')).toBeNull();
  });

  it('opens from ?tab=api-keys: the explanation with the header to send, and your keys', async () => {
    renderTab({ mocks: [apiKeyListMock([EXISTING])] });
    expect((await screen.findByRole('tab', { name: 'API keys' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Authorization: Bearer beti_…')).toBeTruthy();
    expect(screen.getByTestId('api-key-curl-example').textContent).toContain('curl -H "Authorization: Bearer beti_…"');
    expect(await screen.findByRole('list', { name: 'Your API keys' })).toBeTruthy();
    expect(screen.getByText('beti_99aa88bb…')).toBeTruthy();
  });

  it('offers as role ceilings only me.can.apiKeyRoles, your own role first and chosen', async () => {
    renderTab({ mocks: [apiKeyListMock([]), confirmMock()] });
    const form = await openCreate();
    const select = within(form).getByLabelText(/^Role ceiling/) as HTMLSelectElement;
    await waitFor(() => expect(Array.from(select.options).map((option) => option.value)).toEqual(['OFFICER', 'DISPATCH', 'READONLY']));
    expect(select.value).toBe('OFFICER');
  });

  it('requires a name', async () => {
    renderTab({ mocks: [apiKeyListMock([]), confirmMock()] });
    await openCreate();
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
  });

  it('creates a key and shows its secret once, with Copy, the warning and a curl line; the list gains the key', async () => {
    const result = jest.fn(created);
    renderTab({ mocks: [apiKeyListMock([EXISTING]), confirmMock(), createMock({ name: 'Nightly export', role: 'DISPATCH' }, result)] });
    const form = await openCreate();
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: '  Nightly export ' } });
    fireEvent.change(within(form).getByLabelText(/^Role ceiling/), { target: { value: 'DISPATCH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));

    const panel = await screen.findByRole('dialog', { name: 'API key created' });
    expect(result).toHaveBeenCalledTimes(1);
    expect(within(panel).getByTestId('api-key-secret').textContent).toBe(SECRET);
    expect(within(panel).getByText('You will not see this key again')).toBeTruthy();
    expect(within(panel).getByTestId('api-key-curl').textContent).toContain(`Authorization: Bearer ${SECRET}`);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'API key created' }));

    fireEvent.click(within(panel).getByRole('button', { name: 'Copy API key' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await within(panel).findByRole('button', { name: 'Copied API key' })).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'API key created' })).toBeNull());
    expect(screen.queryByText(SECRET)).toBeNull();
    const list = screen.getByRole('list', { name: 'Your API keys' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('data-api-key-id'))).toEqual(['k9', 'k0']));
  });

  it('sends the expiry as the end of the chosen day', async () => {
    const day = toDateInputValue(daysFromToday(30));
    const expiresAt = endOfDay(day).toISOString();
    const result = jest.fn(created);
    renderTab({ mocks: [apiKeyListMock([]), confirmMock(), createMock({ name: 'Temp', role: 'OFFICER', expiresAt }, result)] });
    const form = await openCreate();
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Temp' } });
    fireEvent.change(within(form).getByLabelText(/^Expires on/), { target: { value: day } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('dialog', { name: 'API key created' })).toBeTruthy();
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('an expiry the server refuses shows its word beside the field (extensions.fields)', async () => {
    const day = toDateInputValue(daysFromToday(30));
    const expiresAt = endOfDay(day).toISOString();
    const refused = { errors: [new GraphQLError('Expiry must be in the future', { extensions: { code: 'VALIDATION_FAILED', fields: { expiresAt: 'Expiry must be in the future' } } })] };
    renderTab({ mocks: [apiKeyListMock([]), confirmMock(), createMock({ name: 'Temp', role: 'OFFICER', expiresAt }, refused)] });
    const form = await openCreate();
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Temp' } });
    fireEvent.change(within(form).getByLabelText(/^Expires on/), { target: { value: day } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('Expiry must be in the future')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to create the API key' }));
  });

  it('the 20-key limit is said in a toast, and no secret is shown', async () => {
    const refused = { errors: [graphqlError('You have 20 active keys: revoke one first', 'CONFLICT')] };
    renderTab({ mocks: [apiKeyListMock([]), confirmMock(), createMock({ name: 'One more', role: 'OFFICER' }, refused)] });
    const form = await openCreate();
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'One more' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to create the API key', description: 'You have 20 active keys: revoke one first' })),
    );
    expect(screen.queryByRole('dialog', { name: 'API key created' })).toBeNull();
  });

  it('asks for the password and, with TOTP on, the code before the form; a refusal shows beside the field', async () => {
    const wrong = { errors: [new GraphQLError('Current password is incorrect', { extensions: { code: 'BAD_REQUEST', fields: { currentPassword: 'Current password is incorrect' } } })] };
    renderTab({ totp: true, mocks: [apiKeyListMock([]), confirmMock({ currentPassword: 'nope', otp: '123456' }, wrong), confirmMock({ currentPassword: 'Secret!pass1', otp: '654321' })] });
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const confirm = await screen.findByRole('form', { name: 'Confirm it’s you' });
    expect(screen.queryByRole('form', { name: 'Create API key' })).toBeNull();
    fireEvent.change(within(confirm).getByLabelText(/^Current password/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await within(confirm).findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    fireEvent.change(within(confirm).getByLabelText(/^Authenticator code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await within(confirm).findByText('Current password is incorrect')).toBeTruthy();
    fireEvent.change(within(confirm).getByLabelText(/^Current password/), { target: { value: 'Secret!pass1' } });
    fireEvent.change(within(confirm).getByLabelText(/^Authenticator code/), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('form', { name: 'Create API key' })).toBeTruthy();
  });

  it('preselects read only and an expiry 90 days out; offers only me.can.apiKeyScopes; sends the scopes chosen', async () => {
    const result = jest.fn(created);
    renderTab({ mocks: [apiKeyListMock([]), confirmMock(), createMock({ name: 'Intake', role: 'OFFICER', scopes: ['read', 'reportsWrite'] }, result)] });
    const form = await openCreate();
    const scopes = within(form).getByTestId('api-key-scopes');
    const boxes = within(scopes).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([true, false, false]);
    expect(within(scopes).queryByText('users:admin')).toBeNull();
    expect((within(form).getByLabelText(/^Expires on/) as HTMLInputElement).value).toBe(toDateInputValue(daysFromToday(90)));
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Intake' } });
    fireEvent.click(within(scopes).getByRole('checkbox', { name: /Reports/ }));
    await waitFor(() => expect(boxes.map((b) => b.checked)).toEqual([true, true, false]));
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('dialog', { name: 'API key created' })).toBeTruthy();
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('the Users scope (ADMIN and up) pulls the expiry in to 30 days', async () => {
    renderTab({ can: { ...KEYS_ALLOWED, apiKeyScopes: ['read', 'reportsWrite', 'alertsWrite', 'usersAdmin'] }, mocks: [apiKeyListMock([]), confirmMock()] });
    const form = await openCreate();
    fireEvent.click(within(within(form).getByTestId('api-key-scopes')).getByRole('checkbox', { name: /Users/ }));
    await waitFor(() => expect((within(form).getByLabelText(/^Expires on/) as HTMLInputElement).value).toBe(toDateInputValue(daysFromToday(30))));
  });

  it('a confirmation that lapsed on the server asks again, keeping the form', async () => {
    const lapsed = { errors: [new GraphQLError('Confirm your password (and your authenticator code) to create an API key', { extensions: { code: 'FORBIDDEN', stepUp: true } })] };
    renderTab({ mocks: [apiKeyListMock([]), confirmMock(), createMock({ name: 'Late', role: 'OFFICER' }, lapsed)] });
    const form = await openCreate();
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Late' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const confirm = await screen.findByRole('form', { name: 'Confirm it’s you' });
    expect(within(confirm).getByRole('status').textContent).toMatch(/confirmation has lapsed/);
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'error' }));
  });
});
