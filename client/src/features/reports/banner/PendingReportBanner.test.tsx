import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { toaster } from '../../../components/ui/toaster';
import { renderWithProviders } from '../../../test-utils';
import { PENDING_REPORTS_QUERY, ReportsChangedSubscription } from './banner.queries';
import { BANNER_HEIGHT_VARIABLE, PendingReportBanner } from './PendingReportBanner';
import { REPORT_STATES_KEY } from '../../../lib/report-states';

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
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows one parsing report with its chunk count, percentage and View details', async () => {
    renderWithProviders(<PendingReportBanner />, { mocks: answer([pending({})]) });
    expect(await screen.findByText('Parsing 1 report (3/4)…')).toBeTruthy();
    expect(screen.getByText('75%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe('/reports');
  });

  it('while it shows, tells the toasts its height so they sit below its View details link (issue 16)', async () => {
    const variable = () => document.documentElement.style.getPropertyValue(BANNER_HEIGHT_VARIABLE);
    const view = renderWithProviders(<PendingReportBanner />, { mocks: answer([pending({})]) });
    await screen.findByText('Parsing 1 report (3/4)…');
    expect(variable()).toMatch(/^\d+px$/);
    view.unmount();
    expect(variable()).toBe('');
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

  it('a report that finishes by itself leaves the banner at once, with a toast; one subscription however many banners (issue 16)', async () => {
    const toast = jest.spyOn(toaster, 'create');
    let subscribed = 0;
    const change = {
      request: { query: ReportsChangedSubscription },
      delay: 400,
      result: () => {
        subscribed++;
        return { data: { reportsChanged: { __typename: 'ReportChange', tempId: 'tmp_a', reportId: 'r-1', state: 'complete', filename: 'salem.pdf', animalCount: 112, message: null } } };
      },
    };
    const first = answer([pending({})])[0];
    const after = { request: { query: PENDING_REPORTS_QUERY }, result: { data: { pendingReports: [] } } };
    // Two banners (the shell's and, say, the TOTP screen's): the tab still opens one reportsChanged subscription.
    renderWithProviders(
      <>
        <PendingReportBanner />
        <PendingReportBanner hidden />
      </>,
      { mocks: [first, change, { ...change }, after, { ...after }] },
    );
    expect(await screen.findByText('Parsing 1 report (3/4)…')).toBeTruthy();
    // No 30 s poll needed: the change refetches the pending list.
    await waitFor(() => expect(screen.queryByText('Parsing 1 report (3/4)…')).toBeNull(), { timeout: 3000 });
    expect(subscribed).toBe(1);
    expect(toast).toHaveBeenCalledWith({ id: 'report-changes-complete', type: 'success', title: 'Report processed', description: 'salem.pdf: 112 animals. It is in the list now.' });
  });

  it('no toast for a report this tab follows live (its progress card announces it)', async () => {
    const toast = jest.spyOn(toaster, 'create');
    const { watchLive } = await import('../../../lib/live-watch');
    const stop = watchLive('tmp_a');
    const change = {
      request: { query: ReportsChangedSubscription },
      result: { data: { reportsChanged: { __typename: 'ReportChange', tempId: 'tmp_a', reportId: 'r-1', state: 'complete', filename: 'salem.pdf', animalCount: 1, message: null } } },
    };
    const after = { request: { query: PENDING_REPORTS_QUERY }, result: { data: { pendingReports: [] } } };
    renderWithProviders(<PendingReportBanner />, { mocks: [...answer([pending({})]), change, after] });
    await waitFor(() => expect(screen.queryByText(/Parsing/)).toBeNull(), { timeout: 3000 });
    await new Promise((r) => setTimeout(r, 100));
    expect(toast).not.toHaveBeenCalled();
    stop();
  });
});
