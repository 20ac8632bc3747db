import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { ME_QUERY } from '../../../app/session';
import { renderWithProviders } from '../../../test-utils';
import { REPORT_STATES_KEY } from '../../reports-banner/report-states';
import { ProcessingBanner } from './ProcessingBanner';
import { ProcessingBannerPendingReportsQuery } from './processing-banner.queries';

const me = {
  request: { query: ME_QUERY },
  result: {
    data: {
      me: {
        __typename: 'User',
        id: 'u1',
        email: 'officer@example.org',
        firstName: 'Olive',
        lastName: 'Officer',
        role: 'OFFICER',
        profileImageUrl: null,
        totpEnabled: false,
        isTestUser: false,
        isRestricted: false,
        createdAt: '2026-01-01T00:00:00.000Z',
        lastLoginAt: null,
      },
    },
  },
};

const pending = (over: Record<string, unknown>) => ({
  __typename: 'PendingReport',
  tempId: 'tmp_a',
  pendingReportId: 'tmp_a',
  sourceFilename: 'salem.pdf',
  filename: 'salem.pdf',
  status: 'processing',
  state: 'parsing',
  lastError: null,
  errorCode: null,
  totalChunks: 4,
  completed: [0],
  raw_zones: 3,
  nextRetryAt: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const answer = (items: unknown[]) => ({ request: { query: ProcessingBannerPendingReportsQuery }, result: { data: { pendingReports: items } }, maxUsageCount: 5 });

describe('ProcessingBanner', () => {
  beforeEach(() => window.localStorage.clear());

  it('a paused report shows Paused, an m:ss countdown and a disabled Resume', async () => {
    const retryAt = new Date(Date.now() + 95_000).toISOString();
    renderWithProviders(<ProcessingBanner />, { mocks: [me, answer([pending({ state: 'rate_limited', status: 'rate_limited', lastError: '429 rate limited', nextRetryAt: retryAt })])] });
    expect(await screen.findByText('Paused')).toBeTruthy();
    expect(screen.getByTestId('retry-countdown').textContent).toMatch(/^1:3[45]$/);
    expect((screen.getByRole('button', { name: 'Resume' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a failed report offers Resume (with raw zones), View Details and Dismiss', async () => {
    renderWithProviders(<ProcessingBanner />, { mocks: [me, answer([pending({ status: 'failed', state: 'failed', lastError: 'Duplicate file' })])] });
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(screen.getByText('Duplicate file')).toBeTruthy();
    for (const name of ['Resume', 'View Details', 'Dismiss']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress of salem.pdf' }).getAttribute('aria-valuenow')).toBe('25');
  });

  it('shows the first 5 with + N more, and a locally completed report', async () => {
    window.localStorage.setItem(REPORT_STATES_KEY, JSON.stringify({ tmp_done: { state: 'complete', lastEventAt: Date.now(), filename: 'done.pdf', reportId: 'r1' } }));
    const items = Array.from({ length: 6 }, (_, i) => pending({ tempId: `tmp_${i}`, pendingReportId: `tmp_${i}`, sourceFilename: `f${i}.pdf` }));
    renderWithProviders(<ProcessingBanner />, { mocks: [me, answer(items)] });
    expect(await screen.findByText('+ 2 more')).toBeTruthy();
    expect(screen.getAllByTestId('processing-item')).toHaveLength(5);
  });

  it('renders nothing with nothing pending', async () => {
    const { container } = renderWithProviders(<ProcessingBanner />, { mocks: [me, answer([])] });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('[data-testid="processing-banner"]')).toBeNull();
  });
});
