import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Toaster, toaster } from '../../components/ui/toaster';
import { graphqlError, meMock, renderWithProviders } from '../../test-utils';
import { alert, liveMock, pageMock } from './alerts-test-data';
import { AlertsPage } from './AlertsPage';
import { AlertsSettingsQuery } from './alerts.queries';

const CURL = "BODY='{}'\ncurl -X POST 'http://localhost:3000/api/alerts/email/inbound' --data \"$BODY\"";

function webhook(over: Record<string, unknown> = {}) {
  return {
    __typename: 'AlertWebhook',
    secretSet: true,
    endpoint: '/api/alerts/email/inbound',
    toleranceSeconds: 300,
    lastReceivedAt: new Date(Date.now() - 3 * 60_000).toISOString(),
    lastState: 'processed',
    received24h: 12,
    failed24h: 2,
    recentFailures: [
      { __typename: 'AlertInboundFailure', id: 'f1', receivedAt: new Date(Date.now() - 10 * 60_000).toISOString(), error: 'No animal id found in the message' },
      { __typename: 'AlertInboundFailure', id: 'f2', receivedAt: new Date(Date.now() - 60 * 60_000).toISOString(), error: 'Animal A999 is not in the latest report' },
    ],
    exampleCurl: CURL,
    ...over,
  };
}

const settingsMock = (over: Record<string, unknown> = {}) => ({ request: { query: AlertsSettingsQuery }, result: { data: { alertWebhook: webhook(over) } } });
const inboxMocks = () => [pageMock([alert({ animalId: 'A10483921', name: 'Bruno' })]), liveMock()];

function page(role: string, extra: unknown[] = []) {
  renderWithProviders(
    <>
      <AlertsPage />
      <Toaster />
    </>,
    { mocks: [meMock({ role: role as never, lastName: 'Rivera' }), ...inboxMocks(), ...(extra as never[])], route: '/alerts' },
  );
}

async function openSettings() {
  const tab = await screen.findByRole('tab', { name: 'Settings' });
  await act(async () => {
    fireEvent.click(tab);
  });
}

describe('AlertsPage', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
    act(() => toaster.remove());
    jest.restoreAllMocks();
  });

  it('shows the real inbox, no sample marks, and only the Inbox tab to an officer', async () => {
    // The server refuses alertWebhook below ADMIN: an officer's page never asks for it (MockLink would warn).
    const warn = jest.spyOn(console, 'warn');
    page('OFFICER');
    expect(screen.getByRole('heading', { level: 1, name: 'Alerts' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Inbox' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Settings' })).toBeNull();
    expect(await screen.findByText('A10483921')).toBeTruthy();
    expect(screen.queryByText(/sample/i)).toBeNull();
    expect(screen.queryByTestId('alerts-sample-badge')).toBeNull();
    expect(warn.mock.calls.flat().join('\n')).not.toContain('AlertsSettings');
  });

  it('shows an administrator the webhook as the server reports it', async () => {
    page('ADMIN', [settingsMock()]);
    await openSettings();
    expect(await screen.findByText('POST /api/alerts/email/inbound')).toBeTruthy();
    const status = within(screen.getByRole('list', { name: 'Webhook status' }));
    expect(status.getByText('Set')).toBeTruthy();
    expect(status.getByText('Processed')).toBeTruthy();
    expect(status.getByText('3 minutes ago')).toBeTruthy();
    expect(status.getByText('12 messages received, 2 failed.')).toBeTruthy();
    expect(screen.getAllByText(/5 minutes/).length).toBeGreaterThan(0);
    const failures = within(screen.getByTestId('webhook-failures'));
    expect(failures.getByText('No animal id found in the message')).toBeTruthy();
    expect(failures.getByText('Animal A999 is not in the latest report')).toBeTruthy();
    expect(screen.getByTestId('webhook-example').textContent).toBe(CURL);
    expect(screen.getByText('Signature verification')).toBeTruthy();
    expect(screen.queryByText('Stub')).toBeNull();
    expect(screen.queryByTestId('webhook-secret-missing')).toBeNull();
  });

  it('copies the example request', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    page('SUPER_ADMIN', [settingsMock()]);
    await openSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy example request' }));
    expect(await screen.findByText('Example copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(CURL);
  });

  it('says to set ALERTS_WEBHOOK_SECRET when no secret is set, and when nothing has arrived', async () => {
    page('ADMIN', [settingsMock({ secretSet: false, lastReceivedAt: null, lastState: null, received24h: 0, failed24h: 0, recentFailures: [] })]);
    await openSettings();
    const missing = await screen.findByTestId('webhook-secret-missing');
    expect(missing.textContent).toContain('ALERTS_WEBHOOK_SECRET');
    const status = within(screen.getByRole('list', { name: 'Webhook status' }));
    expect(status.getByText('Not set')).toBeTruthy();
    expect(status.getByText('None yet')).toBeTruthy();
    expect(screen.getByText('No failed messages.')).toBeTruthy();
  });

  it('shows a failed webhook load with a way to try again', async () => {
    page('ADMIN', [{ request: { query: AlertsSettingsQuery }, result: { errors: [graphqlError('Database unavailable', 'INTERNAL')] } }, settingsMock()]);
    await openSettings();
    expect(await screen.findByText('Could not load the alerts webhook')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('POST /api/alerts/email/inbound')).toBeTruthy();
  });
});
