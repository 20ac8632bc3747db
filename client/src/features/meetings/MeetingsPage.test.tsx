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
  it('shows the user, the disabled integration actions, the notice and the templates', async () => {
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
  });

  it("offers Learn More (the Prompt Builder) to a supervisor, and not to an officer, whom that page would bounce", async () => {
    renderWithProviders(<MeetingsPage />, { mocks: me('SUPERVISOR'), route: '/meetings' });
    expect((await screen.findByRole('link', { name: 'Learn More' })).getAttribute('href')).toBe('/admin/prompt-builder');
  });

  it('tells an officer the Prompt Builder is for supervisors instead of a link that bounces them (issue 16)', async () => {
    renderWithProviders(<MeetingsPage />, { mocks: me('OFFICER'), route: '/meetings' });
    expect(await screen.findByText(/The Prompt Builder is open to supervisors and administrators\./)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Learn More' })).toBeNull();
  });
});
