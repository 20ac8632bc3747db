import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { ME_QUERY } from '../../app/session';
import { renderWithProviders } from '../../test-utils';
import { AlertsPage } from './AlertsPage';

const me = (role: string) => [
  {
    request: { query: ME_QUERY },
    result: {
      data: {
        me: {
          __typename: 'User',
          id: 'u1',
          email: 'staff@example.org',
          firstName: 'Sam',
          lastName: 'Rivera',
          role,
          profileImageUrl: null,
          totpEnabled: false,
          isTestUser: false,
          isRestricted: false,
          createdAt: '2026-01-01T00:00:00.000Z',
          lastLoginAt: null,
        },
      },
    },
  },
];

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
