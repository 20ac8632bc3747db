import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { meMock, renderWithProviders } from '../../test-utils';
import { AlertsPage } from './AlertsPage';

const me = (role: string) => [meMock({ role: role as never, lastName: 'Rivera' })];

describe('AlertsPage', () => {
  it('marks the data as sample and shows only the Inbox tab to an officer', async () => {
    renderWithProviders(<AlertsPage />, { mocks: me('OFFICER'), route: '/alerts' });
    expect(screen.getByRole('heading', { level: 1, name: 'Alerts' })).toBeTruthy();
    expect(screen.getByTestId('alerts-sample-badge').textContent).toBe('Sample');
    expect(await screen.findByRole('tab', { name: 'Inbox' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Settings' })).toBeNull();
  });

  it('adds the Settings tab for an administrator', async () => {
    renderWithProviders(<AlertsPage />, { mocks: me('ADMIN'), route: '/alerts' });
    expect(await screen.findByRole('tab', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByText('POST /api/alerts/email/inbound')).toBeTruthy();
    expect(screen.getByText('Stub')).toBeTruthy();
  });
});
