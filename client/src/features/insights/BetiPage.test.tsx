import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { MockedProviderProps } from '@apollo/client/testing/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toaster } from '../../components/ui/toaster';
import { graphqlError, renderWithProviders, wideScreen } from '../../test-utils';
import type { PopulationPoint } from './beti-logic';
import { lengthOfStay, SETTINGS, stayAnimal, trendPoint } from './beti-test-data';
import { BetiPage } from './BetiPage';
import { BetiPageQuery } from './insights.queries';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

const LOCATIONS = { A: 'Cat Adoption', B: 'Dog Adoption' };
/**
 * Zone B grows from 50 to 62 animals (+24%) in a week; the latest report flags 4 animals. 11/19 is the week-ago
 * comparison but 7 days back, so outside the trend window: the lines have two days.
 */
const HISTORY = [
  trendPoint('2026-11-19', { A: { CAT: 30 }, B: { DOG: 50 } }, { behaviorFlagged: 3, averageDaysInCare: 15 }),
  trendPoint('2026-11-23', { A: { CAT: 31 }, B: { DOG: 55 } }, { behaviorFlagged: 3, averageDaysInCare: 15.4 }),
  trendPoint('2026-11-26', { A: { CAT: 32 }, B: { CAT: 2, DOG: 60 } }, { behaviorFlagged: 4, averageDaysInCare: 15.5 }),
];
const LONG_STAY = lengthOfStay([stayAnimal('D9', 91, { name: 'Rex', kennel: 'B-4' }), stayAnimal('C2', 75, { name: 'Mittens', species: 'CAT', zoneCode: 'A' })], { longStayDays: 60, locations: LOCATIONS });

/** Open behaviour alerts (not resolved, every species): the Behavior alerts card. */
const OPEN_ALERTS = 7;

function betiMock(points: PopulationPoint[], species = ['CAT', 'DOG'], stay = LONG_STAY, openAlertCount = OPEN_ALERTS) {
  const populationTrend = { __typename: 'PopulationTrend', from: '2026-10-28', to: '2026-11-26', points };
  return { request: { query: BetiPageQuery, variables: { species } }, result: { data: { appSettings: SETTINGS, openAlertCount, populationTrend, lengthOfStay: stay } } };
}

const page = (mocks: MockedProviderProps['mocks']) =>
  renderWithProviders(
    <>
      <BetiPage />
      <Toaster />
    </>,
    { mocks },
  );

const kpi = (id: string) => within(screen.getByTestId(`kpi-${id}`));

describe('BetiPage (issue 18: real figures)', () => {
  let narrow: (() => void) | undefined;
  afterEach(() => {
    narrow?.();
    narrow = undefined;
    Reflect.deleteProperty(navigator, 'clipboard');
    // The toaster is a module singleton showing one toast at a time: clear it between tests.
    act(() => toaster.remove());
  });

  it('shows the latest report’s figures, trends and zones, and no sample marks', async () => {
    narrow = wideScreen();
    page([betiMock(HISTORY)]);
    expect(screen.getByRole('status').textContent).toBe('Loading behavior insights…');
    expect(await screen.findByTestId('kpi-animals')).toBeTruthy();
    expect(kpi('animals').getByText('94')).toBeTruthy();
    // The open alerts, not the animals the latest report flags (4): those stay in the insights and the trend line.
    expect(kpi('behavior').getByText('7')).toBeTruthy();
    expect(kpi('behavior').getByText('Open (not resolved), all species')).toBeTruthy();
    expect(kpi('long').getByText('2')).toBeTruthy();
    expect(kpi('long').getByText('Over 60 days')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Total population, 2 days with a report in the last 7: 86, 94\./ })).toBeTruthy();
    const zones = within(screen.getByTestId('zones-table'));
    expect(zones.getByText('B - Dog Adoption')).toBeTruthy();
    expect(zones.getByText('2 cats / 60 dogs')).toBeTruthy();
    expect(screen.queryByText(/sample/i)).toBeNull();
  });

  it('asks the server again for the selected species', async () => {
    const cats = [trendPoint('2026-11-26', { A: { CAT: 32 }, B: { CAT: 2 } }, { behaviorFlagged: 1 })];
    page([betiMock(HISTORY), betiMock(cats, ['CAT'], lengthOfStay([], { longStayDays: 60, locations: LOCATIONS }))]);
    expect(await screen.findByTestId('kpi-animals')).toBeTruthy();
    const dog = screen.getByRole('button', { name: 'DOG' });
    fireEvent.click(dog);
    expect(dog.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(kpi('animals').getByText('34')).toBeTruthy());
    expect(kpi('animals').getByText('Cats only')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'CAT' }));
    expect(screen.getByText('No species selected')).toBeTruthy();
    expect(screen.queryByTestId('kpi-animals')).toBeNull();
  });

  it('says there is not enough history rather than drawing lines from one day', async () => {
    page([betiMock(HISTORY.slice(2))]);
    const note = await screen.findByTestId('trends-not-enough');
    expect(note.textContent).toContain('Not enough history yet');
    expect(note.textContent).toContain('Trends need reports from at least two days in the last 7 days. 1 report so far.');
    expect(screen.queryByTestId('trend-population')).toBeNull();
  });

  it('without any report, says so and links to the upload', async () => {
    page([betiMock([], ['CAT', 'DOG'], lengthOfStay([]))]);
    expect(await screen.findByText('No reports yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload report' }).getAttribute('href')).toBe('/reports/uploads');
    expect(screen.queryByTestId('kpi-animals')).toBeNull();
    expect(screen.queryByText('Insights')).toBeNull();
  });

  it('shows a failed load with a way to try again', async () => {
    page([{ request: { query: BetiPageQuery, variables: { species: ['CAT', 'DOG'] } }, result: { errors: [graphqlError('Database unavailable', 'INTERNAL')] } }]);
    expect(await screen.findByText('Could not load behavior insights')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('generates insight cards; the long-stay card lists its animals in the drawer', async () => {
    page([betiMock(HISTORY)]);
    expect(await screen.findByRole('button', { name: 'Zone B up 24% since last week' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '4 animals flagged at 3A or above' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2 animals over 60 days' }));
    const drawer = await screen.findByRole('dialog');
    const animals = within(within(drawer).getByTestId('insight-animals'));
    expect(animals.getByText('Rex')).toBeTruthy();
    expect(animals.getByText('Mittens')).toBeTruthy();
    expect(animals.getByText('91')).toBeTruthy();
    expect(within(drawer).getByText('Recommended talking points')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('copies the zones as tab-separated rows and says Table copied', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    stubClipboard(writeText);
    page([betiMock(HISTORY)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy table' }));
    expect(await screen.findByText('Table copied')).toBeTruthy();
    expect(writeText.mock.calls[0][0].split('\n')).toEqual(['Zone\tCount\tPercent\tCat/Dog split', 'A - Cat Adoption\t32\t34.0%\t32 cats / 0 dogs', 'B - Dog Adoption\t62\t66.0%\t2 cats / 60 dogs']);
  });

  it('says Copy failed when the clipboard refuses', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    page([betiMock(HISTORY)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy table' }));
    expect(await screen.findByText('Copy failed')).toBeTruthy();
  });

  it('keeps the Action Prep buttons disabled', async () => {
    page([betiMock(HISTORY)]);
    expect((await screen.findByRole('button', { name: 'Build meeting agenda' })).getAttribute('aria-disabled')).toBe('true');
  });
});
