import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../../test-utils';
import { RecentReports } from './RecentReports';
import { ReportsPageDeleteReportMutation, ReportsPageQuery } from './reports-list.queries';

const report = (n: number) => ({
  __typename: 'Report',
  id: `id-${n}`,
  tempId: `tmp_${n}`,
  sourceFilename: `report-${n}.pdf`,
  title: n === 1 ? 'Salem All Pets' : null,
  createdAt: '2026-01-01T10:00:00.000Z',
  reportDate: n === 2 ? 'not a date' : n === 3 ? null : '2026-11-24T07:05:00',
  animalCount: 1200 + n,
  shelter: 'Salem',
  sample: n === 2,
});
const mocks = (count: number) => [{ request: { query: ReportsPageQuery }, result: { data: { reports: Array.from({ length: count }, (_, i) => report(i + 1)) } } }];

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

describe('RecentReports', () => {
  it('lists the first 10 with US dates and counts the rest; Delete only for admins', async () => {
    renderWithProviders(<RecentReports role="OFFICER" onDiagnostics={() => undefined} />, { mocks: mocks(12) });
    expect(await screen.findByText('Salem All Pets')).toBeTruthy();
    expect(screen.getAllByTestId('report-row')).toHaveLength(10);
    expect(screen.getByText('... and 2 more')).toBeTruthy();
    // Issue 16: a sample report is labelled in the list.
    expect(screen.getAllByText('Sample')).toHaveLength(1);
    expect(screen.getByText('Invalid date')).toBeTruthy();
    expect(screen.getByText('No date')).toBeTruthy();
    expect(screen.getAllByText('11/24/2026').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Diagnostics for Salem All Pets' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Salem All Pets' }).getAttribute('href')).toMatch(/^\/reports\/location\?center=salem&report=id-\d+$/);
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('shows Delete to admins', async () => {
    renderWithProviders(<RecentReports role="ADMIN" onDiagnostics={() => undefined} />, { mocks: mocks(2) });
    expect(await screen.findByRole('button', { name: 'Delete Salem All Pets' })).toBeTruthy();
  });

  it('highlights the report named in ?highlight for 5 s, then drops the parameter', async () => {
    renderWithProviders(
      <>
        <RecentReports role="ADMIN" onDiagnostics={() => undefined} />
        <Search />
      </>,
      { mocks: mocks(3), route: '/reports?highlight=id-2&report=tmp_9' },
    );
    await screen.findByText('report-2.pdf');
    const row = () => document.querySelector('[data-report-id="id-2"]');
    expect(row()?.getAttribute('data-highlighted')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?report=tmp_9'), { timeout: 7000 });
    expect(row()?.hasAttribute('data-highlighted')).toBe(false);
  }, 10000);

  it('deletes after confirmation: the row is tinted for 1 s, then leaves the list', async () => {
    const deleteMock = {
      request: { query: ReportsPageDeleteReportMutation, variables: { id: 'id-1' } },
      result: { data: { deleteReport: { __typename: 'DeleteReportResult', reportId: 'id-1', locationRecordsCleared: 12 } } },
    };
    const after = { request: { query: ReportsPageQuery }, result: { data: { reports: [report(2)] } } };
    renderWithProviders(<RecentReports role="SUPER_ADMIN" onDiagnostics={() => undefined} />, { mocks: [...mocks(2), deleteMock, after] });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Salem All Pets' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete report' }));
    await waitFor(() => expect(document.querySelector('[data-report-id="id-1"]')?.getAttribute('data-deleting')).toBe('true'));
    await waitFor(() => expect(document.querySelector('[data-report-id="id-1"]')).toBeNull(), { timeout: 3000 });
    expect(screen.getAllByTestId('report-row')).toHaveLength(1);
  });

  it('offers Upload Report when there are no reports', async () => {
    renderWithProviders(<RecentReports role="ADMIN" onDiagnostics={() => undefined} />, { mocks: mocks(0) });
    expect(await screen.findByText('No reports yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload Report' }).getAttribute('href')).toBe('/reports/uploads');
  });
});
