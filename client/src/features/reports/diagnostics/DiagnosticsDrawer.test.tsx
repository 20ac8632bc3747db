import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test-utils';
import { DiagnosticsDrawer } from './DiagnosticsDrawer';
import { ReportDiagnosticsManifestQuery, ReportDiagnosticsPendingQuery } from './diagnostics.queries';

const manifest = (over: Record<string, unknown> = {}) => ({
  __typename: 'ReportManifest',
  tempId: 'tmp_AbC123',
  manifest: { status: 'failed', state: 'failed', totalChunks: 0, completed: [], traces: [], filename: 'all-pets.pdf', size: 2048, lastError: null, ...over },
  jobCounters: { zones_sum: 4, accepted_animals_total: 0 },
  rejection_reasons: [{ reason: 'other_site', count: 3 }],
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
  timestamp: '2026-01-01T10:01:00.000Z',
});

const mocks = (m = manifest()) => [
  { request: { query: ReportDiagnosticsPendingQuery }, result: { data: { pendingReports: [] } } },
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
});
