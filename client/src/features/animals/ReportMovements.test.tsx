import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { graphqlError, renderWithProviders } from '../../test-utils';
import { LocationReportMovementsQuery } from './animals.queries';
import { MovementsSummary } from './ReportMovements';

const place = (over: object = {}) => ({
  __typename: 'AnimalPlacement', name: 'Luna', species: 'DOG', kennel: 'S01', zoneCode: 'B', zoneLocation: 'Stray Row',
  statusCode: 'HOLD', subStatusCode: null, adoptionLevel: 'L2', ...over,
});
const item = (animalId: string, kind: string, changes: string[], before: object | null, after: object | null) => ({ __typename: 'AnimalMovement', animalId, kind, changes, before, after });
const ITEMS = [
  item('A100', 'ARRIVED', [], null, place({ name: 'Biscuit', kennel: 'K09', zoneCode: 'A' })),
  item('A101', 'ARRIVED', [], null, place({ name: 'Pepper', kennel: 'K10', zoneCode: 'A' })),
  item('A200', 'LEFT', [], place({ name: 'Max' }), null),
  item('A300', 'MOVED', ['zone', 'kennel', 'status'], place(), place({ kennel: 'K04', zoneCode: 'A', statusCode: 'AVAILABLE' })),
  item('A400', 'CHANGED', ['adoptionLevel'], place({ name: 'Olive' }), place({ name: 'Olive', adoptionLevel: 'L1' })),
];
const movements = (over: object = {}) => ({
  request: { query: LocationReportMovementsQuery, variables: { reportId: 'r1' } },
  result: {
    data: {
      reportMovements: {
        __typename: 'ReportMovements', reportId: 'r1', reportDate: '2026-11-24T07:05:00', previousReportId: 'r0', previousReportDate: '2026-11-17T07:00:00',
        arrived: 2, left: 1, moved: 1, changed: 1, items: ITEMS, ...over,
      },
    },
  },
});

const render = (mocks: object[], onOpenAnimal = jest.fn()) => {
  renderWithProviders(<MovementsSummary reportId="r1" onOpenAnimal={onOpenAnimal} />, { mocks: mocks as never });
  return onOpenAnimal;
};

describe('MovementsSummary', () => {
  it('counts the changes since the previous Run Date, after a loading line', async () => {
    render([movements()]);
    expect(screen.getByTestId('movements-loading')).toBeTruthy();
    expect(await screen.findByText('Since the last report (11/17/2026): +2 arrived, −1 left, 1 moved, 1 changed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View changes' })).toBeTruthy();
  });

  it('says there is nothing to compare with on the first report, with no button', async () => {
    render([movements({ previousReportId: null, previousReportDate: null, arrived: 0, left: 0, moved: 0, changed: 0, items: [] })]);
    expect(await screen.findByText('First report: nothing to compare with yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View changes' })).toBeNull();
  });

  it('says when nothing changed', async () => {
    render([movements({ arrived: 0, left: 0, moved: 0, changed: 0, items: [] })]);
    expect(await screen.findByText('No changes since the last report (11/17/2026).')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View changes' })).toBeNull();
  });

  it('shows one muted line when the changes cannot be read', async () => {
    render([{ request: movements().request, result: { errors: [graphqlError('This report is parsing, not committed', 'CONFLICT')] } }]);
    expect(await screen.findByText('Changes since the last report are unavailable right now.')).toBeTruthy();
  });

  it('lists the changes by kind in a drawer, and a row opens the animal', async () => {
    const onOpenAnimal = render([movements()]);
    fireEvent.click(await screen.findByRole('button', { name: 'View changes' }));
    const drawer = await screen.findByTestId('movements-drawer');
    expect(within(drawer).getByText('Report of 11/24/2026 compared with 11/17/2026')).toBeTruthy();
    expect(within(drawer).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Arrived (2)', 'Left (1)', 'Moved (1)', 'Changed (1)']);

    const arrived = within(screen.getByTestId('movements-arrived'));
    expect(arrived.getAllByRole('button')).toHaveLength(2);
    expect(arrived.getByText('· Biscuit', { exact: false })).toBeTruthy();
    expect(arrived.getByText('Kennel K09, Zone A')).toBeTruthy();
    expect(within(screen.getByTestId('movements-left')).getByText('Kennel S01, Zone B')).toBeTruthy();
    expect(within(screen.getByTestId('movements-moved')).getByText('Kennel S01 → K04, Zone B → A, Status HOLD → AVAILABLE')).toBeTruthy();
    expect(within(screen.getByTestId('movements-changed')).getByText('Level L2 → L1')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: /A300/ }));
    expect(onOpenAnimal).toHaveBeenCalledWith('A300');
  });
});
