import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test-utils';
import { DiagnosticsDrawer } from './DiagnosticsDrawer';
import { ReportDiagnosticsManifestQuery, ReportDiagnosticsPendingQuery } from './diagnostics.queries';

const manifest = (over: Record<string, unknown> = {}) => ({
  __typename: 'ReportManifest',
  tempId: 'tmp_AbC123',
  manifest: { status: 'failed', state: 'failed', totalChunks: 0, completed: [], traces: [], filename: 'all-pets.pdf', size: 2048, lastError: null, ...over },
  jobCounters: { zones_sum: 4, accepted_animals_total: 0 },
  rejectionReasons: [{ reason: 'other_site', count: 3 }],
  parserVersion: 'layout-1',
  presignedUrls: { events: '/api/reports/tmp_AbC123/events' },
  events: [
    { type: 'parse.start', timestamp: '2026-01-01T10:00:00.000Z', data: {} },
    {
      type: 'error',
      timestamp: '2026-01-01T10:00:05.000Z',
      data: { message: 'PDF parsing failed: 0 animals extracted. Zones detected: 4. Data lines found: 12. Valid records: 0. Sample data: ["x"]. Advice: upload a text PDF.' },
    },
  ],
  warnings: [],
  notImported: [],
  notImportedTotal: 0,
  ledger: null,
  timestamp: '2026-01-01T10:01:00.000Z',
});

const STRAY = 'Kennel card missing - see front desk';
const UNREAD = 'A line the reader could not place: not a header, site, zone, total or animal row';

/** A committed report with one unread line and one repeated Animal ID. */
const withLedger = (over: Record<string, unknown> = {}) => ({
  ...manifest({ status: 'complete', state: 'complete', totalChunks: 1, completed: [0], traces: [] }),
  warnings: ['2 lines not imported: see Not imported in Diagnostics'],
  notImported: [
    { __typename: 'NotImportedLine', page: 1, line: 9, animalId: 'A51234567', text: 'A51234567 Biscuit Dog Beagle Female/Spayed 2Y 4M 24.0 lb K01', reason: 'duplicate_animal_id', message: 'The same Animal ID was already read earlier in this report' },
    { __typename: 'NotImportedLine', page: 1, line: 10, animalId: null, text: STRAY, reason: 'unread_line', message: UNREAD },
  ],
  notImportedTotal: 2,
  ledger: { __typename: 'ParseLedger', lines: 16, furniture: 8, site: 1, zone: 1, total: 3, row: 3, continuation: 0, unread: 1 },
  ...over,
});

const phoneMatchMedia = window.matchMedia;
/** Every min-width query matches: the drawer lays out as on a desktop. */
function desktop() {
  window.matchMedia = ((query: string) => ({ ...phoneMatchMedia(query), matches: query.includes('min-width') })) as typeof window.matchMedia;
}
afterEach(() => {
  window.matchMedia = phoneMatchMedia;
});

const mine = (actions: string[]) => [
  { __typename: 'PendingReport', tempId: 'tmp_AbC123', state: 'failed', status: 'failed', lastError: 'PDF parsing failed', totalChunks: 0, completed: [], awaitingParse: false, actions },
];
const mocks = (m: Record<string, unknown> = manifest(), pending: unknown[] = mine(['RESUME', 'DISMISS'])) => [
  { request: { query: ReportDiagnosticsPendingQuery }, result: { data: { pendingReports: pending } } },
  { request: { query: ReportDiagnosticsManifestQuery, variables: { id: 'tmp_AbC123' } }, result: { data: { reportManifest: m } } },
];

describe('DiagnosticsDrawer', () => {
  it('shows the summary with the structured failure, then every tab', async () => {
    renderWithProviders(<DiagnosticsDrawer tempId="tmp_AbC123" onClose={() => undefined} role="ADMIN" />, { mocks: mocks() });
    expect(screen.getByRole('dialog', { name: 'Report Diagnostics' })).toBeTruthy();
    expect(screen.getByText('Loading diagnostics...')).toBeTruthy();
    expect(await screen.findByText('Issue: Document parsing failed with 0 animals extracted')).toBeTruthy();
    expect(screen.getByText('AbC123')).toBeTruthy();
    expect(screen.getByText('ndjson-strict-v1')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resume/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Traces' }));
    expect(await screen.findByText('Processing Failed Before Trace Generation')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Timeline' }));
    expect(await screen.findByText('parse.start')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Raw JSON' }));
    expect((await screen.findByRole('region', { name: 'Raw diagnostics JSON' })).textContent).toContain('"parserVersion": "layout-1"');
  });

  it('offers no Resume where the server grants none (a duplicate: resuming would only refuse it again; issue 16)', async () => {
    renderWithProviders(<DiagnosticsDrawer tempId="tmp_AbC123" onClose={() => undefined} role="ADMIN" />, { mocks: mocks(manifest(), mine(['DISMISS'])) });
    expect(await screen.findByText('Issue: Document parsing failed with 0 animals extracted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Resume/ })).toBeNull();
  });

  it('says when an older report has no traces and hides Resume when complete', async () => {
    renderWithProviders(<DiagnosticsDrawer tempId="tmp_AbC123" onClose={() => undefined} role="ADMIN" />, {
      mocks: mocks(manifest({ status: 'complete', state: 'complete', totalChunks: 2, completed: [0, 1], traces: undefined })),
    });
    expect(await screen.findByText('2 / 2 completed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Resume/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Traces' }));
    expect(await screen.findByText('Detailed traces not available (older system)')).toBeTruthy();
  });

  it('shows the load error with Retry', async () => {
    renderWithProviders(<DiagnosticsDrawer tempId="tmp_AbC123" onClose={() => undefined} role="ADMIN" />, {
      mocks: [mocks()[0], { request: { query: ReportDiagnosticsManifestQuery, variables: { id: 'tmp_AbC123' } }, error: new Error('Report tmp_AbC123 not found') }],
    });
    expect(await screen.findByText('Failed to load diagnostic data')).toBeTruthy();
    expect(screen.getByText('Report tmp_AbC123 not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy();
  });

  it('Not imported on a desktop: a count, a table with the Animal ID or a dash, page, line, the line and its reason', async () => {
    desktop();
    renderWithProviders(<DiagnosticsDrawer tempId="tmp_AbC123" onClose={() => undefined} role="ADMIN" />, { mocks: mocks(withLedger()) });
    // The Summary counts the lines read and offers Review.
    expect(await screen.findByRole('heading', { name: 'Lines read' })).toBeTruthy();
    const counts = screen.getByTestId('ledger-counts');
    expect(counts.textContent).toContain('Text lines16');
    expect(counts.textContent).toContain('Animal rows3');
    expect(counts.textContent).toContain('Unread1');
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));

    const tab = screen.getByRole('tab', { name: /Not imported/ });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(tab.textContent).toContain('2');
    expect(await screen.findByRole('heading', { name: '2 lines not imported' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Lines not imported' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => within(r).queryAllByRole('columnheader').map((c) => c.textContent)).filter((h) => h.length)[0]).toEqual(['Animal ID', 'Page', 'Line', 'Text', 'Reason']);
    const stray = within(table).getByRole('button', { name: STRAY });
    const strayRow = stray.closest('tr')!;
    expect(within(strayRow).getByLabelText('No Animal ID').textContent).toBe('—');
    expect(within(strayRow).getAllByRole('cell').map((c) => c.textContent)).toEqual(['—', '1', '10', STRAY, `${UNREAD}unread_line`]);
    // The text is cut to its column; the button shows it whole, and says whether it does.
    expect(stray.getAttribute('aria-expanded')).toBe('false');
    expect(stray.getAttribute('title')).toBe(STRAY);
    fireEvent.click(stray);
    expect(stray.getAttribute('aria-expanded')).toBe('true');
    expect(within(table).getByText('A51234567')).toBeTruthy();
  });

  it('Not imported on a phone: one card per line; the drawer opens on the tab it is asked for', async () => {
    renderWithProviders(<DiagnosticsDrawer tempId="tmp_AbC123" onClose={() => undefined} role="ADMIN" initialTab="not-imported" />, { mocks: mocks(withLedger()) });
    expect(await screen.findByRole('heading', { name: '2 lines not imported' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Lines not imported' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0].textContent).toContain('A51234567');
    expect(cards[0].textContent).toContain('Page 1 · Line 9');
    expect(cards[1].textContent).toContain(STRAY);
    expect(cards[1].textContent).toContain(UNREAD);
  });

  it('Not imported when every line was read: the empty state, and no Review on the Summary', async () => {
    renderWithProviders(<DiagnosticsDrawer tempId="tmp_AbC123" onClose={() => undefined} role="ADMIN" />, {
      mocks: mocks(withLedger({ notImported: [], notImportedTotal: 0, warnings: [], ledger: { __typename: 'ParseLedger', lines: 15, furniture: 8, site: 1, zone: 1, total: 3, row: 2, continuation: 0, unread: 0 } })),
    });
    expect(await screen.findByRole('heading', { name: 'Lines read' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Not imported' }));
    expect(await screen.findByText('Every line of the PDF was read.')).toBeTruthy();
  });
});
