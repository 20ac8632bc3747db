import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphqlError, renderWithProviders, wideScreen } from '../../test-utils';
import { toaster } from '../ui/toaster';
import { apiKeyListMock, apiKeyRow } from './api-key-fixtures';
import { ApiKeyListQuery, RevokeApiKeyMutation } from './api-keys.queries';
import { ApiKeyList } from './ApiKeyList';

const MINUTE = 60_000;
const USED = apiKeyRow({ id: 'k1', name: 'Intake poster', lastUsedAt: new Date(Date.now() - 5 * MINUTE).toISOString(), lastUsedIp: '203.0.113.7' });
const LOWERED = apiKeyRow({ id: 'k2', name: 'Old export', role: 'SUPERVISOR', effectiveRole: 'OFFICER' });
const REVOKED = apiKeyRow({ id: 'k3', name: 'Retired printer', state: 'revoked', canRevoke: false, revokedAt: new Date(Date.now() - 2 * 86_400_000).toISOString() });

const renderList = (mocks: unknown[], props: Partial<Parameters<typeof ApiKeyList>[0]> = {}) =>
  renderWithProviders(<ApiKeyList label="Your API keys" emptyText="Create one for each script." {...props} />, { mocks: mocks as never });
/** The row (a card on phones and in jsdom, a table row on wide screens) of the key named `name`. */
const row = (name: string) => screen.getAllByText(name)[0].closest('[data-api-key-id]') as HTMLElement;
const shown = (name: string) => screen.findAllByText(name, { selector: 'p' });

let toast: ReturnType<typeof jest.spyOn>;
let undoWide: (() => void) | undefined;
beforeEach(() => {
  toast = jest.spyOn(toaster, 'create');
});
afterEach(() => {
  toast.mockRestore();
  undoWide?.();
  undoWide = undefined;
});

describe('ApiKeyList (issue 20)', () => {
  it('shows each key: name, prefix, role ceiling and the lower role it acts with, state, last use with its address', async () => {
    renderList([apiKeyListMock([USED, LOWERED, REVOKED])]);
    expect(await shown('Intake poster')).toHaveLength(1);
    const used = row('Intake poster');
    expect(within(used).getByText('beti_0a1b2c3d…')).toBeTruthy();
    expect(within(used).getByText('Active').getAttribute('data-state')).toBe('active');
    expect(within(used).getByText('5 minutes ago')).toBeTruthy();
    expect(within(used).getByText('203.0.113.7')).toBeTruthy();
    expect(within(used).queryByTestId('api-key-effective-role')).toBeNull();
    const lowered = row('Old export');
    expect(within(lowered).getByText('Supervisor').getAttribute('data-role')).toBe('SUPERVISOR');
    expect(within(lowered).getByTestId('api-key-effective-role').textContent).toContain('Acts as Officer');
    expect(within(lowered).getAllByText('Never').length).toBeGreaterThan(0);
    expect(within(row('Retired printer')).getByText('Revoked', { selector: '[data-state]' })).toBeTruthy();
  });

  it('offers Revoke only where the server says canRevoke', async () => {
    renderList([apiKeyListMock([USED, REVOKED])]);
    await shown('Intake poster');
    expect(within(row('Intake poster')).getByRole('button', { name: 'Revoke Intake poster' })).toBeTruthy();
    expect(within(row('Retired printer')).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('is a table on wide screens', async () => {
    undoWide = wideScreen();
    renderList([apiKeyListMock([USED])]);
    const table = await screen.findByRole('table', { name: 'Your API keys: name, role, state and use' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Key', 'Role', 'Scopes', 'State', 'Created', 'Expires', 'Last used', 'Actions']);
  });

  it('revokes after a confirmation that says the key stops working at once; the row turns Revoked', async () => {
    const result = jest.fn(() => ({ data: { revokeApiKey: { ...USED, state: 'revoked', canRevoke: false, revokedAt: new Date().toISOString() } } }));
    renderList([apiKeyListMock([USED]), { request: { query: RevokeApiKeyMutation, variables: { id: 'k1' } }, result }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Intake poster' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke API key?' });
    expect(dialog.textContent).toContain('stops working at once');
    expect(result).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'API key revoked' })));
    expect(result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(row('Intake poster')).getByText('Revoked', { selector: '[data-state]' })).toBeTruthy());
    expect(within(row('Intake poster')).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('Keep key closes the confirmation without revoking', async () => {
    const result = jest.fn(() => ({ data: { revokeApiKey: USED } }));
    renderList([apiKeyListMock([USED]), { request: { query: RevokeApiKeyMutation, variables: { id: 'k1' } }, result }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Intake poster' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep key' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(result).not.toHaveBeenCalled();
  });

  it('a refused revoke says so with the server message', async () => {
    renderList([apiKeyListMock([USED]), { request: { query: RevokeApiKeyMutation, variables: { id: 'k1' } }, result: { errors: [graphqlError("You may not manage this user's API keys", 'FORBIDDEN')] } }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Intake poster' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Failed to revoke the API key', description: "You may not manage this user's API keys" })),
    );
  });

  it('says No API keys yet when there are none', async () => {
    renderList([apiKeyListMock([])]);
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
    expect(screen.getByText('Create one for each script.')).toBeTruthy();
  });

  it('shows the error with a way to try again, and another user’s keys by userId', async () => {
    renderList(
      [
        { request: { query: ApiKeyListQuery, variables: { userId: 'u3' } }, error: new TypeError('Failed to fetch') },
        apiKeyListMock([USED], 'u3'),
      ],
      { userId: 'u3', layout: 'cards' },
    );
    expect(await screen.findByRole('heading', { name: 'API keys could not be loaded' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await shown('Intake poster')).toHaveLength(1);
  });

  it("shows each key's scopes as the README spells them, and flags one that expires soon (the server says which)", async () => {
    const soon = apiKeyRow({ id: 'k4', name: 'Short job', scopes: ['read', 'reportsWrite'], expiresAt: new Date(Date.now() + 5 * 86_400_000).toISOString(), expiresSoon: true });
    renderList([apiKeyListMock([USED, soon])]);
    await shown('Short job');
    expect(within(row('Short job')).getByTestId('api-key-scopes').textContent).toBe('readreports:write');
    expect(within(row('Short job')).getByTestId('api-key-expires-soon').textContent).toBe('Expires soon');
    expect(within(row('Intake poster')).queryByTestId('api-key-expires-soon')).toBeNull();
  });
});
