import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { Toaster, toaster } from '../../components/ui/toaster';
import { graphqlError, meMock, renderWithProviders, viewerCanMock } from '../../test-utils';
import { AnimalDetailDrawer } from './AnimalDetailDrawer';
import { AnimalDetailQuery, AnimalHistoryQuery, RaiseAlertMutation } from './animals.queries';

function detail(animalId: string, inCurrentPopulation = true) {
  const animalCurrent = {
    __typename: 'AnimalCurrent', animalId, name: 'Clover', species: 'DOG', breed: 'Mix', sex: 'Female', age: '1Y 0M', weight: 40, kennel: 'B-3',
    intakeDate: null, daysInCare: 9, adoptionLevel: 'L2', statusCode: 'AVAILABLE', subStatusCode: null, behaviorSeverityCode: null,
    zoneCode: 'B', zoneLocation: 'Dog Adoption', page: 2, lastUpdated: '2026-11-24T07:05:00', location: 'SALEM', inCurrentPopulation,
  };
  return [
    { request: { query: AnimalDetailQuery, variables: { animalId } }, result: { data: { animalCurrent } } },
    { request: { query: AnimalHistoryQuery, variables: { animalId } }, result: { data: { animalHistory: [] } } },
  ];
}

function raised(animalId: string, input: object) {
  return {
    request: { query: RaiseAlertMutation, variables: { input: { animalId, ...input } } },
    result: { data: { raiseAlert: { __typename: 'Alert', id: 'a1', animalId, severity: 'L3', tags: ['Fear'], status: 'new' } } },
  };
}

function Url() {
  return <output data-testid="url">{useLocation().pathname}</output>;
}

/** The roles the server serves `me.can.raiseAlerts` to (OFFICER and up). */
const RAISERS = ['OFFICER', 'SUPERVISOR', 'ADMIN', 'SUPER_ADMIN'];

function render(animalId: string, role: string, mocks: object[]) {
  renderWithProviders(
    <>
      <AnimalDetailDrawer animalId={animalId} variant="directory" onClose={() => undefined} />
      <Toaster />
      <Url />
    </>,
    { route: '/animals', mocks: [meMock({ role: role as never }), viewerCanMock({ raiseAlerts: RAISERS.includes(role) }), ...mocks] as never },
  );
}

async function openForm() {
  const drawer = await screen.findByTestId('animal-detail-drawer');
  fireEvent.click(await within(drawer).findByRole('button', { name: 'Raise alert' }));
  return screen.findByRole('dialog', { name: /^Raise an alert on/ });
}

describe('Raise alert from the animal drawer (staff note)', () => {
  afterEach(() => {
    act(() => toaster.remove());
  });

  it('is not offered without the raiseAlerts flag (below OFFICER)', async () => {
    render('R1', 'DISPATCH', detail('R1'));
    const drawer = await screen.findByTestId('animal-detail-drawer');
    expect(await within(drawer).findByText('Clover')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Raise alert' })).toBeNull();
  });

  it('says why not for an animal outside the latest report', async () => {
    render('R2', 'SUPERVISOR', detail('R2', false));
    const button = await within(await screen.findByTestId('animal-detail-drawer')).findByRole('button', { name: 'Raise alert' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Alerts can be raised only on animals in the latest report.')).toBeTruthy();
  });

  it('checks the note, raises the alert with severity and tags, and links to the Alerts inbox', async () => {
    render('R3', 'OFFICER', [...detail('R3'), raised('R3', { severity: 'L3', tags: ['Fear', 'Medical'], note: 'Growled at the vet during the exam.' })]);
    const dialog = await openForm();
    const form = within(dialog);
    expect([...(form.getByRole('combobox', { name: 'Severity' }) as HTMLSelectElement).options].map((o) => o.value)).toEqual(['L1', 'L2', 'L3', 'L4']);
    expect(form.getAllByRole('checkbox')).toHaveLength(6);

    fireEvent.change(form.getByRole('textbox', { name: /What happened/ }), { target: { value: ' a ' } });
    fireEvent.click(form.getByRole('button', { name: 'Raise alert' }));
    expect(await form.findByText('Write at least 3 characters')).toBeTruthy();

    fireEvent.change(form.getByRole('combobox', { name: 'Severity' }), { target: { value: 'L3' } });
    for (const name of ['Fear', 'Medical']) {
      fireEvent.click(form.getByRole('checkbox', { name }));
      await waitFor(() => expect((form.getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(true));
    }
    fireEvent.change(form.getByRole('textbox', { name: /What happened/ }), { target: { value: '  Growled at the vet during the exam. ' } });
    fireEvent.click(form.getByRole('button', { name: 'Raise alert' }));

    expect(await screen.findByText('Alert raised')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Raise an alert on/ })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open alerts' }));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/alerts'));
  });

  it('keeps the form open and shows the server’s refusal', async () => {
    const refused = {
      request: { query: RaiseAlertMutation, variables: { input: { animalId: 'R4', severity: 'L2', tags: [], note: 'Snapped at a volunteer.' } } },
      result: { errors: [graphqlError('Animal R4 is not in the latest report', 'NOT_FOUND', { animalId: 'Animal R4 is not in the latest report' })] },
    };
    render('R4', 'ADMIN', [...detail('R4'), refused]);
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /What happened/ }), { target: { value: 'Snapped at a volunteer.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Raise alert' }));
    expect(await screen.findByText('Alert not raised')).toBeTruthy();
    expect(screen.getAllByText('Animal R4 is not in the latest report').length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: /^Raise an alert on/ })).toBeTruthy();
  });
});
