import { afterEach, describe, expect, it } from '@jest/globals';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { meMock, renderWithProviders, settle, viewerCanMock, wideScreen } from '../../test-utils';
import { AnimalDetailQuery, AnimalHistoryQuery, AnimalsDirectoryQuery, LocationReportLatestQuery } from './animals.queries';
import { AnimalsPage } from './AnimalsPage';

// The machine running these is shared and slow: give Apollo's mocked answers time.
configure({ asyncUtilTimeout: 5000 });

const me = meMock({ role: 'READONLY' });
const row = {
  __typename: 'Animal', animalId: 'A7', name: 'Clover', species: 'RABBIT', sex: 'Female', age: '1Y 0M', weight: 4, kennel: 'C-3', zoneCode: 'C',
  zoneLocation: 'Small Animal Room', statusCode: 'AVAILABLE', subStatusCode: 'PENDADOPT', adoptionLevel: 'L2', behaviorSeverityCode: null, location: 'SALEM',
};
const directory = (query: object, items: object[]) => ({
  request: { query: AnimalsDirectoryQuery, variables: { query: { page: 1, limit: 25, sort: 'animal_id', dir: 'asc', ...query } } },
  result: { data: { animals: { __typename: 'AnimalPage', items, total: items.length, reportId: 'r1' } } },
});

const detail = {
  request: { query: AnimalDetailQuery, variables: { animalId: 'A7' } },
  result: {
    data: {
      animalCurrent: {
        __typename: 'AnimalCurrent', animalId: 'A7', name: 'Clover', species: 'RABBIT', breed: 'Lop', sex: 'Female', age: '1Y 0M', weight: 4, kennel: 'C-3',
        intakeDate: null, daysInCare: 9, adoptionLevel: 'L2', statusCode: 'AVAILABLE', subStatusCode: 'PENDADOPT', behaviorSeverityCode: null,
        zoneCode: 'C', zoneLocation: 'Small Animal Room', page: 2, lastUpdated: '2026-11-24T07:05:00', location: 'SALEM', inCurrentPopulation: true,
      },
    },
  },
};

const history = { request: { query: AnimalHistoryQuery, variables: { animalId: 'A7' } }, result: { data: { animalHistory: [] } } };
/** READONLY is not served `raiseAlerts`: the drawer offers no Raise alert. */
const can = viewerCanMock({});

/** Undoes wideScreen() (the table and the inline filter row) after a test. */
let narrow: (() => void) | undefined;

function Url() {
  return <output data-testid="url">{useLocation().search}</output>;
}
/** The page also reads the latest report's Run Date (for its offline notice). */
const latest = { request: { query: LocationReportLatestQuery }, result: { data: { latestReport: null } }, maxUsageCount: Number.POSITIVE_INFINITY };
const render = (route: string, mocks: object[]) =>
  renderWithProviders(
    <>
      <AnimalsPage />
      <Url />
    </>,
    { route, mocks: [...mocks, latest] as never },
  );

describe('AnimalsPage', () => {
  afterEach(() => {
    narrow?.();
    narrow = undefined;
  });

  it('lists the directory with its total and lowercase species', async () => {
    render('/animals', [me, directory({}, [row])]);
    expect(await screen.findByText('Showing 1 to 1 of 1 animals')).toBeTruthy();
    expect(screen.getByTestId('animals-total').textContent).toContain('1 animal');
    expect(screen.getByText(/· rabbit/)).toBeTruthy();
    expect(screen.getByText('Pending Adoption')).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('');
  });

  it('invites an upload when there is no data', async () => {
    render('/animals', [me, directory({}, [])]);
    expect(await screen.findByText('No animal data available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload report' }).getAttribute('href')).toBe('/reports/uploads');
  });

  it('applies the bottom-sheet filters only on Apply', async () => {
    render('/animals', [me, directory({}, [row]), directory({ zone: 'C' }, [row])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByTestId('filters-drawer');
    fireEvent.change(within(sheet).getByLabelText('Zone'), { target: { value: 'C' } });
    expect(screen.getByTestId('url').textContent).toBe('');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?zone=C'));
  });

  it('keeps the search box on the page on a phone: the sheet holds the other filters and keeps the search', async () => {
    render('/animals?search=clo', [me, directory({ search: 'clo' }, [row]), directory({ search: 'clo', status: 'AVAILABLE' }, [row])]);
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    expect((search as HTMLInputElement).value).toBe('clo');
    expect(screen.queryByTestId('filters-drawer')).toBeNull();
    // The Filters badge counts what the sheet holds, not the search beside it.
    expect(screen.getByTestId('filters-button').textContent?.trim()).toBe('Filters');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByTestId('filters-drawer');
    expect(within(sheet).queryByRole('searchbox')).toBeNull();
    fireEvent.change(within(sheet).getByLabelText('Status'), { target: { value: 'AVAILABLE' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?search=clo&status=AVAILABLE'));
  }, 20_000);

  it('opens the drawer with a tap on a card, and the drawer shows kennel and weight', async () => {
    render('/animals', [me, directory({}, [row]), detail, history, can]);
    const card = (await screen.findByText('A7')).closest('li')!;
    fireEvent.click(within(card).getByText('Salem'));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?animal=A7'));
    const drawer = await screen.findByTestId('animal-detail-drawer');
    expect(await within(drawer).findByText('C-3')).toBeTruthy();
    expect(within(drawer).getByText('4 lb')).toBeTruthy();
    expect(within(drawer).getByText('9 days')).toBeTruthy();
    await settle();
    expect(within(drawer).queryByRole('button', { name: 'Raise alert' })).toBeNull();
  }, 20_000);

  it('opens the drawer from a table row by click and by Enter', async () => {
    narrow = wideScreen();
    render('/animals', [me, directory({}, [row]), detail, history, can]);
    const table = await screen.findByRole('table', { name: 'Animal directory' });
    const tr = within(table).getByText('Clover').closest('tr')!;
    fireEvent.click(within(tr).getByText('Salem'));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?animal=A7'));
    expect(await within(await screen.findByTestId('animal-detail-drawer')).findByText('C-3')).toBeTruthy();
    fireEvent.keyDown(screen.getByTestId('animal-detail-drawer'), { key: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe(''));
    fireEvent.keyDown(tr, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?animal=A7'));
  }, 20_000);
});
