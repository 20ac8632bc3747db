import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { apiKeyListMock, apiKeyRow } from '../../components/api-keys/api-key-fixtures';
import { CreateApiKeyMutation } from '../../components/api-keys/api-keys.queries';
import { toaster } from '../../components/ui/toaster';
import type { Role } from '../../gql/graphql';
import { graphqlError, meMock, mockFetch, renderWithProviders, restoreFetch, sessionUser, settle, viewerCanMock } from '../../test-utils';
import { ProfileSettingsPage } from './ProfileSettingsPage';

const SECRET = `beti_${'0123456789abcdef'.repeat(2)}01234567`;
const OFFICER_ROLES = ['OFFICER', 'DISPATCH', 'READONLY'] as Role[];
const KEYS_ALLOWED = { manageApiKeys: true, apiKeyRoles: OFFICER_ROLES };
const EXISTING = apiKeyRow({ id: 'k0', name: 'Kennel printer', prefix: 'beti_99aa88bb' });
const CREATED = apiKeyRow({ id: 'k9', name: 'Nightly export', prefix: SECRET.slice(0, 13), createdAt: new Date().toISOString() });

function renderTab({ can = KEYS_ALLOWED, mocks = [], route = '/profile-settings?tab=api-keys' }: { can?: Parameters<typeof viewerCanMock>[0]; mocks?: unknown[]; route?: string } = {}) {
  mockFetch({ Me: { body: { data: { me: sessionUser({ role: 'OFFICER' }) } } } });
  renderWithProviders(<ProfileSettingsPage />, { route, mocks: [meMock({ role: 'OFFICER' }), viewerCanMock(can), ...mocks] as never });
}

const createMock = (input: Record<string, unknown>, result: unknown) => ({ request: { query: CreateApiKeyMutation, variables: { input } }, result });
const created = () => ({ data: { createApiKey: { __typename: 'CreatedApiKey', secret: SECRET, key: CREATED } } });

async function openCreate(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
  return screen.findByRole('form', { name: 'Create API key' });
}

let toast: ReturnType<typeof jest.spyOn>;
let writeText: jest.Mock<(text: string) => Promise<void>>;
beforeEach(() => {
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
    renderTab({ mocks: [apiKeyListMock([])] });
    const form = await openCreate();
    const select = within(form).getByLabelText(/^Role ceiling/) as HTMLSelectElement;
    await waitFor(() => expect(Array.from(select.options).map((option) => option.value)).toEqual(['OFFICER', 'DISPATCH', 'READONLY']));
    expect(select.value).toBe('OFFICER');
  });

  it('requires a name', async () => {
    renderTab({ mocks: [apiKeyListMock([])] });
    await openCreate();
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
  });

  it('creates a key and shows its secret once, with Copy, the warning and a curl line; the list gains the key', async () => {
    const result = jest.fn(created);
    renderTab({ mocks: [apiKeyListMock([EXISTING]), createMock({ name: 'Nightly export', role: 'DISPATCH' }, result)] });
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
    const expiresAt = new Date(2099, 0, 31, 23, 59, 59, 999).toISOString();
    const result = jest.fn(created);
    renderTab({ mocks: [apiKeyListMock([]), createMock({ name: 'Temp', role: 'OFFICER', expiresAt }, result)] });
    const form = await openCreate();
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Temp' } });
    fireEvent.change(within(form).getByLabelText(/^Expires on/), { target: { value: '2099-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('dialog', { name: 'API key created' })).toBeTruthy();
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('an expiry the server refuses shows its word beside the field (extensions.fields)', async () => {
    const expiresAt = new Date(2099, 0, 31, 23, 59, 59, 999).toISOString();
    const refused = { errors: [new GraphQLError('Expiry must be in the future', { extensions: { code: 'VALIDATION_FAILED', fields: { expiresAt: 'Expiry must be in the future' } } })] };
    renderTab({ mocks: [apiKeyListMock([]), createMock({ name: 'Temp', role: 'OFFICER', expiresAt }, refused)] });
    const form = await openCreate();
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Temp' } });
    fireEvent.change(within(form).getByLabelText(/^Expires on/), { target: { value: '2099-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('Expiry must be in the future')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to create the API key' }));
  });

  it('the 20-key limit is said in a toast, and no secret is shown', async () => {
    const refused = { errors: [graphqlError('You have 20 active keys: revoke one first', 'CONFLICT')] };
    renderTab({ mocks: [apiKeyListMock([]), createMock({ name: 'One more', role: 'OFFICER' }, refused)] });
    const form = await openCreate();
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'One more' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to create the API key', description: 'You have 20 active keys: revoke one first' })),
    );
    expect(screen.queryByRole('dialog', { name: 'API key created' })).toBeNull();
  });
});
