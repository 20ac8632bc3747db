import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { ME_QUERY } from '../../app/session';
import { renderWithProviders } from '../../test-utils';
import { MeetingsPage } from './MeetingsPage';

const me = (role: string) => [
  {
    request: { query: ME_QUERY },
    result: {
      data: {
        me: {
          __typename: 'User',
          id: 'u1',
          email: 'officer@example.org',
          firstName: 'Olive',
          lastName: 'Officer',
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

describe('MeetingsPage', () => {
  it('shows the user, the disabled integration actions, the notice, the templates and Learn More', async () => {
    renderWithProviders(<MeetingsPage />, { mocks: me('OFFICER'), route: '/meetings' });
    expect(await screen.findByText('officer@example.org')).toBeTruthy();
    expect(screen.getByText('Officer')).toBeTruthy();
    for (const name of ['New Meeting', 'Connect Calendar']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.getAttribute('aria-describedby')).toBeTruthy();
    }
    expect(screen.getByText('Calendar not configured')).toBeTruthy();
    for (const name of ['Medical Review', 'Behavior Committee', 'Adoption Review']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/admin/prompt-builder');
  });
});
