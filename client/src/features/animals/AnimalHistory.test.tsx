import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { graphqlError, renderWithProviders } from '../../test-utils';
import { AnimalHistory } from './AnimalHistory';
import { AnimalHistoryQuery } from './animals.queries';

const entry = (reportId: string, reportDate: string, over: object = {}) => ({
  __typename: 'AnimalHistoryEntry', reportId, reportDate, kennel: 'A-7', zoneCode: 'A', zoneLocation: 'Dog Adoption Row',
  statusCode: 'AVAILABLE', subStatusCode: null, adoptionLevel: 'L2', behaviorSeverityCode: '1B', daysInCare: 22, ...over,
});
const history = (result: object) => ({ request: { query: AnimalHistoryQuery, variables: { animalId: 'A1' } }, result });

const render = (mocks: object[], inLatest = true) => renderWithProviders(<AnimalHistory animalId="A1" inLatest={inLatest} />, { mocks: mocks as never });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('AnimalHistory', () => {
  it('lists the animal per Run Date, newest first as the server sends it', async () => {
    const entries = [entry('r2', '2026-11-24T07:05:00', { kennel: 'K04', statusCode: 'STRAY_WAIT', subStatusCode: 'MEDICAL' }), entry('r1', '2026-11-17T07:00:00', { zoneCode: 'B', adoptionLevel: null })];
    render([history({ data: { animalHistory: entries } })]);
    expect(screen.getByText('Loading history…')).toBeTruthy();
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { name: 'History' })).toBeTruthy();
    expect(rows()).toEqual([
      ['11/24/2026', 'K04', 'A', 'Stray Hold · Medical Hold', 'Level 2'],
      ['11/17/2026', 'A-7', 'B', 'Available', '—'],
    ]);
    expect(screen.queryByText(/report only/)).toBeNull();
  });

  it('notes an animal seen in one report only', async () => {
    render([history({ data: { animalHistory: [entry('r2', '2026-11-24T07:05:00')] } })]);
    expect(await screen.findByText('Seen in this report only.')).toBeTruthy();
    expect(rows()).toHaveLength(1);
  });

  it('says when no committed report lists the animal', async () => {
    render([history({ errors: [graphqlError('No details found for this animal', 'NOT_FOUND')] })], false);
    expect(await screen.findByText('No committed report lists this animal yet.')).toBeTruthy();
  });

  it('offers a retry when the history cannot be read', async () => {
    render([history({ errors: [graphqlError('Database unavailable', 'INTERNAL')] }), history({ data: { animalHistory: [entry('r2', '2026-11-24T07:05:00')] } })], false);
    expect(await screen.findByText(/Could not load the history/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Seen in one report only.')).toBeTruthy();
  });
});
