import { describe, expect, it } from '@jest/globals';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { ME_QUERY } from '../../app/session';
import { renderWithProviders } from '../../test-utils';
import { AnimalsDirectoryQuery } from './animals.queries';
import { AnimalsPage } from './AnimalsPage';

// The machine running these is shared and slow: give Apollo's mocked answers time.
configure({ asyncUtilTimeout: 5000 });

const me = {
  request: { query: ME_QUERY },
  result: {
    data: {
      me: {
        __typename: 'User', id: 'u1', email: 'staff@example.org', firstName: 'Sam', lastName: 'Staff', role: 'READONLY',
        profileImageUrl: null, totpEnabled: false, isTestUser: false, isRestricted: false, createdAt: '2026-01-01T00:00:00Z', lastLoginAt: null,
      },
    },
  },
};
const row = {
  __typename: 'Animal', animal_id: 'A7', name: 'Clover', species: 'RABBIT', sex: 'Female', age: '1Y 0M', weight: 4, zoneCode: 'C',
  zone_location: 'Small Animal Room', statusCode: 'AVAILABLE', sub_status_code: 'PENDADOPT', adoptionLevel: 'L2', behavior_severity_code: null, location: 'SALEM',
};
const directory = (query: object, items: object[]) => ({
  request: { query: AnimalsDirectoryQuery, variables: { query: { page: 1, limit: 25, sort: 'animal_id', dir: 'asc', ...query } } },
  result: { data: { animals: { __typename: 'AnimalPage', items, total: items.length, reportId: 'r1' } } },
});

function Url() {
  return <output data-testid="url">{useLocation().search}</output>;
}
const render = (route: string, mocks: object[]) =>
  renderWithProviders(
    <>
      <AnimalsPage />
      <Url />
    </>,
    { route, mocks: mocks as never },
  );

describe('AnimalsPage', () => {
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
});
