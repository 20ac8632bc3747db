import { describe, expect, it } from '@jest/globals';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { ME_QUERY } from '../../app/session';
import { renderWithProviders } from '../../test-utils';
import {
  AnimalDetailQuery,
  LocationReportAnimalsQuery,
  LocationReportHealthQuery,
  LocationReportLatestQuery,
  LocationReportPendingQuery,
  LocationReportZonesQuery,
} from './animals.queries';
import { LocationReportPage } from './LocationReportPage';

// The machine running these is shared and slow: give Apollo's mocked answers time.
configure({ asyncUtilTimeout: 5000 });

const me = {
  request: { query: ME_QUERY },
  result: {
    data: {
      me: {
        __typename: 'User', id: 'u1', email: 'officer@example.org', firstName: 'Olive', lastName: 'Officer', role: 'OFFICER',
        profileImageUrl: null, totpEnabled: false, isTestUser: false, isRestricted: false, createdAt: '2026-01-01T00:00:00Z', lastLoginAt: null,
      },
    },
  },
};
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
const REPORT = { __typename: 'LatestReport', reportId: 'r1', reportDate: '2026-11-24T07:05:00', created_at: '2026-11-24T08:00:00Z' };
const pending = (items: object[] = []) => ({ request: { query: LocationReportPendingQuery }, result: { data: { pendingReports: items } } });
const zones = {
  request: { query: LocationReportZonesQuery, variables: { reportId: 'r1' } },
  result: { data: { zoneGroups: [{ __typename: 'ZoneGroup', code: 'A', location: 'Dog Adoption Row', animalCount: 2 }] } },
};
const animal = (id: string, name: string) => ({
  __typename: 'Animal', animal_id: id, name, species: 'DOG', sex: 'Male', age: '2Y 3M', weight: 41.2, zoneCode: 'A',
  zone_location: 'Dog Adoption Row', statusCode: 'AVAILABLE', sub_status_code: null, adoptionLevel: 'L1', behavior_severity_code: '1A', location: 'SALEM',
});
const animals = (query: object, items: object[], total = items.length) => ({
  request: { query: LocationReportAnimalsQuery, variables: { reportId: 'r1', query: { center: 'salem', page: 1, limit: 25, sort: 'animal_id', dir: 'asc', ...query } } },
  result: { data: { reportAnimals: { __typename: 'AnimalPage', items, total, page: 1, limit: 25 } } },
});

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
  it('writes the centre into the URL and lists the latest report', async () => {
    render('/reports/location', [me, health(true), latest(REPORT), pending(), zones, animals({}, [animal('A1', 'Luna'), animal('A2', 'Max')])]);
    expect(await screen.findByRole('heading', { name: 'Salem Location' })).toBeTruthy();
    expect(url()).toBe('?center=salem');
    expect(screen.getByText('11/24/2026')).toBeTruthy();
    expect(await screen.findByText('Showing 1 to 2 of 2 animals')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View A1' })).toBeTruthy();
    expect(screen.queryByText('Next')).toBeNull();
  });

  it('says when location reports are off', async () => {
    render('/reports/location', [me, health(false)]);
    expect(await screen.findByRole('heading', { name: 'Location Reports Unavailable' })).toBeTruthy();
    expect(screen.getByText(/K4_DELTA_ENABLED/)).toBeTruthy();
  });

  it('offers Salem for another centre', async () => {
    render('/reports/location?center=Boston', [me, health(true), latest(REPORT), pending(), zones, animals({}, [animal('A1', 'Luna')])]);
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
    render('/reports/location?center=salem&status=EVALUATION&page=1', [me, health(true), latest(REPORT), pending([parsing]), zones, animals({ status: 'EVALUATION' }, []), animals({}, [animal('A1', 'Luna')])]);
    expect(await screen.findByText('No animals match these filters')).toBeTruthy();
    expect(await screen.findByText('A new report is processing; counts may update.')).toBeTruthy();
    expect(screen.getByText('Parsing 1/4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(url()).toBe('?center=salem'));
  });

  it('opens the detail drawer from View and shows a missing animal', async () => {
    const missing = { request: { query: AnimalDetailQuery, variables: { animalId: 'A1' } }, result: { errors: [{ message: 'No details found for this animal', extensions: { code: 'NOT_FOUND' } }] } };
    render('/reports/location', [me, health(true), latest(REPORT), pending(), zones, animals({}, [animal('A1', 'Luna')]), missing]);
    fireEvent.click(await screen.findByRole('button', { name: 'View A1' }));
    await waitFor(() => expect(url()).toBe('?center=salem&animal=A1'));
    expect(await screen.findByText('No details found for this animal')).toBeTruthy();
  });
});
