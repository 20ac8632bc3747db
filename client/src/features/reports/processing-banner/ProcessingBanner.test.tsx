import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ME_QUERY } from '../../../app/session';
import { renderWithProviders } from '../../../test-utils';
import { REPORT_STATES_KEY } from '../../../lib/report-states';
import { ProcessingBanner } from './ProcessingBanner';
import { ProcessingBannerDismissReportMutation, ProcessingBannerPendingReportsQuery } from './processing-banner.queries';

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
  rawZones: 3,
  nextRetryAt: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  awaitingParse: false,
  mine: true,
  actions: [],
  duplicateOf: null,
  ...over,
});

const answer = (items: unknown[]) => ({ request: { query: ProcessingBannerPendingReportsQuery }, result: { data: { pendingReports: items } }, maxUsageCount: 5 });

describe('ProcessingBanner', () => {
  beforeEach(() => window.localStorage.clear());

  it('a paused report shows Paused, an m:ss countdown and a disabled Resume', async () => {
    const retryAt = new Date(Date.now() + 95_000).toISOString();
    renderWithProviders(<ProcessingBanner />, { mocks: [me, answer([pending({ state: 'rate_limited', status: 'rate_limited', lastError: '429 rate limited', nextRetryAt: retryAt, actions: ['RESUME', 'CANCEL'] })])] });
    expect(await screen.findByText('Paused')).toBeTruthy();
    expect(screen.getByTestId('retry-countdown').textContent).toMatch(/^1:3[45]$/);
    expect((screen.getByRole('button', { name: 'Resume' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a failed report offers Resume, View Details and Dismiss as the server allows; Dismiss is sent to the server', async () => {
    const failed = pending({ status: 'failed', state: 'failed', lastError: 'Duplicate file', actions: ['RESUME', 'DISMISS'] });
    let sent = 0;
    const dismissed = {
      request: { query: ProcessingBannerDismissReportMutation, variables: { id: 'tmp_a' } },
      result: () => {
        sent++;
        return { data: { dismissReport: { __typename: 'PendingReport', tempId: 'tmp_a', state: 'failed' } } };
      },
    };
    renderWithProviders(<ProcessingBanner />, { mocks: [me, answer([failed]), dismissed] });
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(screen.getByText('Duplicate file')).toBeTruthy();
    for (const name of ['Resume', 'View Details', 'Dismiss']) expect(screen.getByRole('button', { name })).toBeTruthy();
    // One of four chunks read, then failed: 10 + 50/4 on the operations §4 scale.
    expect(screen.getByRole('progressbar', { name: 'Progress of salem.pdf' }).getAttribute('aria-valuenow')).toBe('23');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(sent).toBe(1));
    expect(window.localStorage.getItem(REPORT_STATES_KEY) ?? '').not.toContain('dismissed');
  });

  it("someone else's failure, without actions, offers only View Details; a duplicate links to the report it repeats", async () => {
    const dup = pending({ status: 'failed', state: 'failed', lastError: 'Duplicate file: already processed as "a.pdf"', mine: false, totalChunks: 0, completed: [], duplicateOf: { __typename: 'DuplicateOf', reportId: 'r-1', filename: 'a.pdf', reportDate: null } });
    renderWithProviders(<ProcessingBanner />, { mocks: [me, answer([dup])] });
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open a.pdf' }).getAttribute('href')).toBe('/reports?highlight=r-1');
    // Refused before reading a chunk: no empty 0 % bar.
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('an upload of mine awaiting Parse reads Not parsed yet with Cancel upload', async () => {
    renderWithProviders(<ProcessingBanner />, { mocks: [me, answer([pending({ state: 'uploaded', status: 'queued', awaitingParse: true, totalChunks: 0, completed: [], actions: ['CANCEL'] })])] });
    expect(await screen.findByText('Not parsed yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeTruthy();
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
