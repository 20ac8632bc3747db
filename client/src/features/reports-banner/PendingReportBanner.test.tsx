import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils';
import { PENDING_REPORTS_QUERY, PendingReportBanner } from './PendingReportBanner';
import { REPORT_STATES_KEY } from './report-states';

type Pending = { tempId: string; status: string; state: string; lastError: string | null; totalChunks: number; completed: number[] };
const pending = (over: Partial<Pending>): Pending & { __typename: 'PendingReport' } => ({
  __typename: 'PendingReport',
  tempId: 'tmp_a',
  status: 'processing',
  state: 'parsing',
  lastError: null,
  totalChunks: 4,
  completed: [0, 1, 2],
  ...over,
});
const answer = (items: Pending[]) => [{ request: { query: PENDING_REPORTS_QUERY }, result: { data: { pendingReports: items } } }];

describe('PendingReportBanner', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows one parsing report with its chunk count, percentage and View details', async () => {
    renderWithProviders(<PendingReportBanner />, { mocks: answer([pending({})]) });
    expect(await screen.findByText('Parsing 1 report (3/4)…')).toBeTruthy();
    expect(screen.getByText('75%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe('/reports');
  });

  it('shows the failure in red when every pending report failed', async () => {
    renderWithProviders(<PendingReportBanner />, { mocks: answer([pending({ status: 'failed', state: 'failed', lastError: 'Duplicate file: already processed' })]) });
    expect(await screen.findByText('Report parsing failed: Duplicate file: already processed')).toBeTruthy();
  });

  it('lets the locally tracked state win over the server', async () => {
    window.localStorage.setItem(REPORT_STATES_KEY, JSON.stringify({ tmp_a: { state: 'failed', lastEventAt: Date.now() } }));
    renderWithProviders(<PendingReportBanner />, { mocks: answer([pending({}), pending({ tempId: 'tmp_b' })]) });
    expect(await screen.findByText('Parsing 1 report (3/4)… • 1 failed')).toBeTruthy();
  });
});
