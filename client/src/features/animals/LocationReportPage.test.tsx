import { afterEach, describe, expect, it } from '@jest/globals';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { meMock, renderWithProviders, viewerCanMock, wideScreen } from '../../test-utils';
import {
  AnimalDetailQuery,
  AnimalHistoryQuery,
  LocationReportAnimalsQuery,
  LocationReportHealthQuery,
  LocationReportLatestQuery,
  LocationReportMovementsQuery,
  LocationReportPendingQuery,
  LocationReportPinnedQuery,
  LocationReportZonesQuery,
} from './animals.queries';
import { LocationReportPage } from './LocationReportPage';

// The machine running these is shared and slow: give Apollo's mocked answers time.
configure({ asyncUtilTimeout: 5000 });

const me = meMock({ role: 'OFFICER' });
const check = { __typename: 'HealthCheck', status: 'ok', message: null, error: null };
const health = (deltaEnabled: boolean) => ({
  request: { query: LocationReportHealthQuery },
  result: {
    data: {
      health: {
        __typename: 'Health', status: 'ok', bootId: 'b1', checkedAt: '2026-11-24T07:00:00Z',
        checks: { __typename: 'HealthChecks', storage: check, db: check, ai: check, queue: check, mail: check, deltaEnabled },
        config: { __typename: 'HealthConfig', REPORTS_SSE_ENABLED: true },
      },
    },
  },
});
const latest = (report: object | null) => ({ request: { query: LocationReportLatestQuery }, result: { data: { latestReport: report } } });
const REPORT = { __typename: 'LatestReport', reportId: 'r1', reportDate: '2026-11-24T07:05:00', createdAt: '2026-11-24T08:00:00Z' };
const pending = (items: object[] = []) => ({ request: { query: LocationReportPendingQuery }, result: { data: { pendingReports: items } } });
const zones = {
  request: { query: LocationReportZonesQuery, variables: { reportId: 'r1' } },
  result: { data: { zoneGroups: [{ __typename: 'ZoneGroup', code: 'A', location: 'Dog Adoption Row', animalCount: 2 }] } },
};
const animal = (id: string, name: string) => ({
  __typename: 'Animal', animalId: id, name, species: 'DOG', sex: 'Male', age: '2Y 3M', weight: 41.2, kennel: 'A-12', zoneCode: 'A',
  zoneLocation: 'Dog Adoption Row', statusCode: 'AVAILABLE', subStatusCode: null, adoptionLevel: 'L1', behaviorSeverityCode: '1A', location: 'SALEM',
});
const animals = (query: object, items: object[], total = items.length) => ({
  request: { query: LocationReportAnimalsQuery, variables: { reportId: 'r1', query: { center: 'salem', page: 1, limit: 25, sort: 'animal_id', dir: 'asc', ...query } } },
  result: { data: { reportAnimals: { __typename: 'AnimalPage', items, total, page: 1, limit: 25 } } },
});

const detail = (id: string) => ({
  request: { query: AnimalDetailQuery, variables: { animalId: id } },
  result: {
    data: {
      animalCurrent: {
        __typename: 'AnimalCurrent', animalId: id, name: 'Luna', species: 'DOG', breed: 'Beagle', sex: 'Female', age: '3Y 1M', weight: 23.46, kennel: 'A-7',
        intakeDate: '2026-11-02', daysInCare: 22, adoptionLevel: 'L2', statusCode: 'AVAILABLE', subStatusCode: null, behaviorSeverityCode: '1B',
        zoneCode: 'A', zoneLocation: 'Dog Adoption Row', page: 3, lastUpdated: '2026-11-24T07:05:00', location: 'SALEM', inCurrentPopulation: true,
      },
    },
  },
});

const history = (id: string) => ({
  request: { query: AnimalHistoryQuery, variables: { animalId: id } },
  result: {
    data: {
      animalHistory: [
        {
          __typename: 'AnimalHistoryEntry', reportId: 'r1', reportDate: '2026-11-24T07:05:00', kennel: 'A-7', zoneCode: 'A', zoneLocation: 'Dog Adoption Row',
          statusCode: 'AVAILABLE', subStatusCode: null, adoptionLevel: 'L2', behaviorSeverityCode: '1B', daysInCare: 22,
        },
      ],
    },
  },
});

const placement = (kennel: string) => ({
  __typename: 'AnimalPlacement', name: 'Max', species: 'DOG', kennel, zoneCode: 'A', zoneLocation: 'Dog Adoption Row', statusCode: 'AVAILABLE', subStatusCode: null, adoptionLevel: 'L1',
});
const MOVED = { __typename: 'AnimalMovement', animalId: 'A2', kind: 'MOVED', changes: ['kennel'], before: placement('A-3'), after: placement('A-12') };
const movements = (items: object[] = []) => ({
  request: { query: LocationReportMovementsQuery, variables: { reportId: 'r1' } },
  result: {
    data: {
      reportMovements: {
        __typename: 'ReportMovements', reportId: 'r1', reportDate: REPORT.reportDate, previousReportId: 'r0', previousReportDate: '2026-11-17T07:00:00',
        arrived: 0, left: 0, moved: items.length, changed: 0, items,
      },
    },
  },
});

/** Undoes wideScreen() (the table and the inline filter row) after a test. */
let narrow: (() => void) | undefined;

function Url() {
  const location = useLocation();
  return <output data-testid="url">{location.search}</output>;
}
const render = (route: string, mocks: object[]) =>
  renderWithProviders(
    <>
      <LocationReportPage />
      <Url />
    </>,
    { route, mocks: mocks as never },
  );
const url = () => screen.getByTestId('url').textContent ?? '';

describe('LocationReportPage', () => {
  afterEach(() => {
    narrow?.();
    narrow = undefined;
  });

  it('writes the centre into the URL and lists the latest report', async () => {
    render('/reports/location', [me, health(true), latest(REPORT), pending(), zones, movements(), animals({}, [animal('A1', 'Luna'), animal('A2', 'Max')])]);
    expect(await screen.findByRole('heading', { name: 'Salem Location' })).toBeTruthy();
    expect(url()).toBe('?center=salem');
    expect(await screen.findByText('11/24/2026')).toBeTruthy();
    expect(await screen.findByText('No changes since the last report (11/17/2026).')).toBeTruthy();
    expect(await screen.findByText('Showing 1 to 2 of 2 animals')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View A1' })).toBeTruthy();
    expect(screen.queryByText('Next')).toBeNull();
    // Cells are plain elements with the list's cell classes (cell-css.ts), badges coloured by their palette.
    expect(screen.getByText('A1').className).toBe('beti-cell-id');
    expect(screen.getAllByText('Level 1')[0].outerHTML).toBe('<span class="beti-cell-badge" data-palette="green">Level 1</span>');
    expect(screen.getAllByText('Available')[0].getAttribute('data-palette')).toBe('green');
    expect(screen.getAllByText('Dog Adoption Row')[0].className).toBe('beti-cell-note');
  });

  it('shows an earlier report named in the URL, says so, and goes back to the latest (issue 18)', async () => {
    const newer = { ...REPORT, reportId: 'r2', reportDate: '2026-11-30T07:05:00' };
    const pinned = {
      request: { query: LocationReportPinnedQuery },
      result: {
        data: {
          reports: [
            { __typename: 'Report', id: 'r2', reportDate: newer.reportDate, sourceFilename: 'newer.pdf' },
            { __typename: 'Report', id: 'r1', reportDate: REPORT.reportDate, sourceFilename: 'older.pdf' },
          ],
        },
      },
    };
    render('/reports/location?center=salem&report=r1', [me, health(true), latest(newer), pinned, pending(), zones, movements(), animals({}, [animal('A1', 'Luna')])]);
    const note = await screen.findByTestId('earlier-report');
    expect(note.textContent).toContain('An earlier report: older.pdf');
    expect(screen.getByText('11/24/2026')).toBeTruthy();
    expect(await screen.findByText('Showing 1 to 1 of 1 animals')).toBeTruthy();
    fireEvent.click(within(note).getByRole('button', { name: 'View the latest' }));
    await waitFor(() => expect(url()).toBe('?center=salem'));
  });

  it('says so when the report in the URL is not a committed one', async () => {
    const pinned = { request: { query: LocationReportPinnedQuery }, result: { data: { reports: [] } } };
    render('/reports/location?center=salem&report=gone', [me, health(true), latest(REPORT), pinned, pending()]);
    expect(await screen.findByRole('heading', { name: 'Report not found' })).toBeTruthy();
  });

  it('says when location reports are off', async () => {
    render('/reports/location', [me, health(false)]);
    expect(await screen.findByRole('heading', { name: 'Location Reports Unavailable' })).toBeTruthy();
    expect(screen.getByText(/K4_DELTA_ENABLED/)).toBeTruthy();
  });

  it('offers Salem for another centre', async () => {
    render('/reports/location?center=Boston', [me, health(true), latest(REPORT), pending(), zones, movements(), animals({}, [animal('A1', 'Luna')])]);
    expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeTruthy();
    expect(url()).toBe('?center=boston');
    fireEvent.click(screen.getByRole('button', { name: 'View Salem' }));
    await waitFor(() => expect(url()).toBe('?center=salem'));
  });

  it('asks for an upload when there is no report', async () => {
    render('/reports/location?center=salem', [me, health(true), latest(null), pending()]);
    expect(await screen.findByRole('heading', { name: 'No report available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload report' }).getAttribute('href')).toBe('/reports/upload');
  });

  it('offers a reset when filters match nothing, and shows parsing progress', async () => {
    const parsing = { __typename: 'PendingReport', tempId: 't1', status: 'processing', state: 'parsing', lastError: null, totalChunks: 4, completed: [0] };
    render('/reports/location?center=salem&status=EVALUATION&page=1', [me, health(true), latest(REPORT), pending([parsing]), zones, movements(), animals({ status: 'EVALUATION' }, []), animals({}, [animal('A1', 'Luna')])]);
    expect(await screen.findByText('No animals match these filters')).toBeTruthy();
    expect(await screen.findByText('A new report is processing; counts may update.')).toBeTruthy();
    expect(screen.getByText('Parsing 1/4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(url()).toBe('?center=salem'));
  });

  it('opens the detail drawer from View and shows a missing animal', async () => {
    const missing = { request: { query: AnimalDetailQuery, variables: { animalId: 'A1' } }, result: { errors: [{ message: 'No details found for this animal', extensions: { code: 'NOT_FOUND' } }] } };
    render('/reports/location', [me, health(true), latest(REPORT), pending(), zones, movements(), animals({}, [animal('A1', 'Luna')]), missing]);
    fireEvent.click(await screen.findByRole('button', { name: 'View A1' }));
    await waitFor(() => expect(url()).toBe('?center=salem&animal=A1'));
    expect(await screen.findByText('No details found for this animal')).toBeTruthy();
  });

  /** An OFFICER is served `raiseAlerts`: the drawer offers Raise alert. */
  const can = viewerCanMock({ raiseAlerts: true });
  const listed = () => [me, health(true), latest(REPORT), pending(), zones, movements(), animals({}, [animal('A1', 'Luna'), animal('A2', 'Max')]), detail('A1'), history('A1'), detail('A2'), history('A2'), can];

  it('opens the drawer with a click anywhere on a table row, and the drawer shows kennel and weight', async () => {
    narrow = wideScreen();
    render('/reports/location', listed());
    const table = await screen.findByRole('table', { name: 'Salem animals' });
    const row = (await within(table).findByText('Luna')).closest('tr')!;
    fireEvent.click(within(row).getByText('Dog'));
    await waitFor(() => expect(url()).toBe('?center=salem&animal=A1'));
    const drawer = await screen.findByTestId('animal-detail-drawer');
    expect(await within(drawer).findByText('A-7')).toBeTruthy();
    expect(within(drawer).getByText('Kennel')).toBeTruthy();
    expect(within(drawer).getByText('Weight')).toBeTruthy();
    expect(within(drawer).getByText('23.5 lb')).toBeTruthy();
    expect(within(drawer).getByText('11/02/2026 (22 days)')).toBeTruthy();
    expect(await within(drawer).findByRole('button', { name: 'Raise alert' })).toBeTruthy();
  }, 20_000);

  it('opens the drawer from a focused row with Enter or Space, and the row is one tab stop', async () => {
    narrow = wideScreen();
    render('/reports/location', listed());
    const table = await screen.findByRole('table', { name: 'Salem animals' });
    const row = (await within(table).findByText('Max')).closest('tr')!;
    expect(row.tabIndex).toBe(0);
    expect(row.getAttribute('aria-describedby')).toBeTruthy();
    // The View button is for pointers and browse mode: the row already takes the keyboard.
    expect(within(row).getByRole('button', { name: 'View A2' }).tabIndex).toBe(-1);
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    await waitFor(() => expect(url()).toBe('?center=salem&animal=A2'));
    fireEvent.keyDown(screen.getByTestId('animal-detail-drawer'), { key: 'Escape' });
    await waitFor(() => expect(url()).toBe('?center=salem'));
    const other = within(table).getByText('Luna').closest('tr')!;
    fireEvent.keyDown(other, { key: ' ' });
    await waitFor(() => expect(url()).toBe('?center=salem&animal=A1'));
  }, 20_000);

  it('folds sex, age and weight into the line under the name, for narrow areas', async () => {
    narrow = wideScreen();
    render('/reports/location', listed());
    const table = await screen.findByRole('table', { name: 'Salem animals' });
    const row = (await within(table).findByText('Luna')).closest('tr')!;
    // Both are in the DOM; the table's container queries show one or the other (checked in Chromium by tables-fit.spec.ts).
    expect(within(row).getByTestId('folded-details').textContent).toBe('Dog · Male · 2Y 3M · 41.2 lb');
    expect(within(row).getByText('A-12', { exact: false })).toBeTruthy();
  }, 20_000);

  it('on a phone keeps the search box on the page and the other filters in the drawer; a card opens the detail', async () => {
    render('/reports/location?center=salem&search=Luna', [me, health(true), latest(REPORT), pending(), zones, movements(), animals({ search: 'Luna' }, [animal('A1', 'Luna')]), detail('A1'), history('A1'), can]);
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    expect((search as HTMLInputElement).value).toBe('Luna');
    expect(screen.queryByTestId('filters-drawer')).toBeNull();

    fireEvent.click(screen.getByTestId('filters-button'));
    const drawer = await screen.findByTestId('filters-drawer');
    expect(within(drawer).getByLabelText('Zone')).toBeTruthy();
    expect(within(drawer).queryByRole('searchbox')).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Done' }));

    const card = (await screen.findByText('A1')).closest('li')!;
    fireEvent.click(within(card).getByText('Available'));
    await waitFor(() => expect(url()).toBe('?center=salem&search=Luna&animal=A1'));
    expect(await within(await screen.findByTestId('animal-detail-drawer')).findByText('A-7')).toBeTruthy();
  }, 20_000);

  it('shows the changes since the last report under the header; a change opens the animal with its history', async () => {
    render('/reports/location', [me, health(true), latest(REPORT), pending(), zones, movements([MOVED]), animals({}, [animal('A1', 'Luna'), animal('A2', 'Max')]), detail('A2'), history('A2'), can]);
    expect(await screen.findByText('Since the last report (11/17/2026): 0 arrived, 0 left, 1 moved, 0 changed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View changes' }));
    const changes = await screen.findByTestId('movements-drawer');
    expect(within(changes).getByText('Kennel A-3 → A-12')).toBeTruthy();
    fireEvent.click(within(changes).getByRole('button', { name: /A2/ }));
    await waitFor(() => expect(url()).toBe('?center=salem&animal=A2'));
    const section = await within(await screen.findByTestId('animal-detail-drawer')).findByTestId('animal-history');
    expect(await within(section).findByText('Seen in this report only.')).toBeTruthy();
    expect(within(section).getByRole('cell', { name: 'A-7' })).toBeTruthy();
  }, 20_000);
});
