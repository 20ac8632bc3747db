import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { MockedProviderProps } from '@apollo/client/testing/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toaster } from '../../components/ui/toaster';
import { graphqlError, renderWithProviders, wideScreen } from '../../test-utils';
import { ASSIGNEES, alert, DEFAULT_VARIABLES, liveMock, pageMock, updateMock } from './alerts-test-data';
import { AlertsInbox } from './AlertsInbox';
import { AlertsPageQuery, UpdateAlertsMutation } from './alerts.queries';

/** Undoes wideScreen() (tables, the inline filter panel) after a test. */
let narrow: (() => void) | undefined;

const BRUNO = alert({ animalId: 'A10483921', name: 'Bruno', severity: 'L3', tags: ['Aggression', 'Resource Guarding', 'Fear'], minutesAgo: 0 });
const CAT = alert({ animalId: 'A10477310', species: 'CAT', snippet: 'Hissing at intake', minutesAgo: 4 });
const LUNA = alert({ animalId: 'A10462857', name: 'Luna', severity: 'L4', minutesAgo: 134 });
const MOCHI = alert({ animalId: 'A10471288', name: 'Mochi', status: 'acknowledged', minutesAgo: 38 });
const NEW = [BRUNO, CAT, LUNA];
const ALL = [...NEW, MOCHI];

const inbox = (mocks: MockedProviderProps['mocks']) =>
  renderWithProviders(
    <>
      <AlertsInbox />
      <Toaster />
    </>,
    { mocks },
  );

// By test id: while the drawer is open the page behind it is hidden from the accessibility tree.
const rows = (table: string) => within(screen.getByTestId(`alerts-table-${table.toLowerCase()}`)).getAllByTestId('alert-row');
const toastTitled = (title: string) => screen.findByText(title, {}, { timeout: 4000 });

describe('AlertsInbox (real alerts)', () => {
  beforeEach(() => {
    narrow = wideScreen();
  });
  afterEach(() => {
    narrow?.();
    narrow = undefined;
    act(() => toaster.remove());
    jest.restoreAllMocks();
  });

  it('asks for new Salem alerts, lists them in the Unread table with the server’s counts, and searches on the server', async () => {
    const found = pageMock([BRUNO], { variables: { ...DEFAULT_VARIABLES, search: 'bruno' }, all: [BRUNO] });
    inbox([pageMock(NEW, { all: ALL }), liveMock(), found]);
    expect(screen.getByText('Loading alerts…')).toBeTruthy();
    const unread = await screen.findByRole('table', { name: 'Unread alerts' });
    expect(within(unread).getAllByTestId('alert-row')).toHaveLength(3);
    expect(within(screen.getByTestId('alert-count-new')).getByText('3')).toBeTruthy();
    expect(within(screen.getByTestId('alert-count-acknowledged')).getByText('1')).toBeTruthy();
    expect(screen.getByText('Read alerts are hidden while Status is New.')).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3 alerts')).toBeTruthy();
    expect(screen.queryByText(/sample/i)).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search alerts' }), { target: { value: 'bruno' } });
    await waitFor(() => expect(rows('Unread')).toHaveLength(1));
    expect(within(screen.getByTestId('alert-count-new')).getByText('1')).toBeTruthy();
  });

  it('sends the severity, species, tag and status filters', async () => {
    const filtered = { center: 'salem', severity: ['L4'], species: ['DOG'], tags: ['Fear'], limit: 50 };
    // Each change asks the server again: the steps between get the first answer again, the last one none.
    const between = { ...pageMock(NEW, { all: ALL }), request: { query: AlertsPageQuery, variables: () => true }, maxUsageCount: 10 };
    inbox([pageMock(NEW, { all: ALL }), liveMock(), pageMock([], { variables: filtered, all: [] }), between]);
    await screen.findByRole('table', { name: 'Unread alerts' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'all' } });
    for (const name of ['L4', 'DOG', 'Fear']) {
      fireEvent.click(screen.getByRole('checkbox', { name }));
      await waitFor(() => expect((screen.getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(true));
    }
    expect(await screen.findByText('No alerts match these filters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table', { name: 'Unread alerts' })).toBeTruthy();
  });

  it('acknowledges the selected rows from the bulk-action bar and says so', async () => {
    const acknowledged = [BRUNO, CAT].map((a) => ({ ...a, status: 'acknowledged' as const }));
    inbox([
      pageMock(NEW, { all: ALL }),
      liveMock(),
      updateMock({ ids: [BRUNO.id, CAT.id], action: 'acknowledge' }, acknowledged),
      pageMock([LUNA], { all: [LUNA, MOCHI, ...acknowledged] }),
    ]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select alert for A10483921 Bruno' }));
    await screen.findByRole('region', { name: 'Bulk actions' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select alert for A10477310' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(await within(bar).findByText('2 selected')).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Acknowledge' }));
    expect(await toastTitled('2 alerts acknowledged')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    await waitFor(() => expect(within(screen.getByTestId('alert-count-acknowledged')).getByText('3')).toBeTruthy());
    expect(rows('Unread')).toHaveLength(1);
  });

  it('says clearly when the server refuses a bulk action, and keeps the selection', async () => {
    inbox([
      pageMock(NEW, { all: ALL }),
      liveMock(),
      { request: { query: UpdateAlertsMutation, variables: { input: { ids: [LUNA.id], action: 'resolve' } } }, result: { errors: [graphqlError('Alert not found: x', 'NOT_FOUND')] } },
    ]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select alert for A10462857 Luna' }));
    fireEvent.click(within(await screen.findByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Resolve' }));
    expect(await toastTitled('Could not resolve the alert')).toBeTruthy();
    expect(screen.getByText('Alert not found: x')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Bulk actions' })).getByText('1 selected')).toBeTruthy();
  });

  it('opens a row in the drawer, acknowledges it there and assigns it', async () => {
    const acked = { ...BRUNO, status: 'acknowledged' as const };
    const assigned = { ...acked, assignee: { __typename: 'AlertAssignee' as const, id: ASSIGNEES[0].id, name: 'Maria Alvarez' } };
    inbox([
      pageMock(NEW, { all: ALL }),
      liveMock(),
      updateMock({ ids: [BRUNO.id], action: 'acknowledge' }, [acked]),
      pageMock([CAT, LUNA], { all: [CAT, LUNA, MOCHI, acked] }),
      updateMock({ ids: [BRUNO.id], action: 'assign', assigneeId: ASSIGNEES[0].id }, [assigned]),
      pageMock([CAT, LUNA], { all: [CAT, LUNA, MOCHI, assigned] }),
    ]);
    fireEvent.keyDown((await screen.findAllByTestId('alert-row'))[0], { key: 'Enter' });
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('What happened')).toBeTruthy();
    expect(within(drawer).getByText('Dog Adoption, Run B-01')).toBeTruthy();
    expect(within(drawer).getByText('Report · Behaviour severity rule')).toBeTruthy();
    expect(within(drawer).getByText('Fear')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Animal record' }).getAttribute('href')).toBe('/animals?animal=A10483921');

    fireEvent.click(within(drawer).getByRole('button', { name: 'Acknowledge' }));
    expect(await toastTitled('Alert acknowledged')).toBeTruthy();
    // It has left the Unread table (status New), but the drawer still follows it.
    await waitFor(() => expect(rows('Unread')).toHaveLength(2));
    expect((within(drawer).getByRole('button', { name: 'Acknowledge' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(drawer).getByRole('button', { name: 'Resolve' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(drawer).getByText('Acknowledged')).toBeTruthy();

    const select = within(drawer).getByRole('combobox', { name: 'Assign to' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Unassigned', 'Maria Alvarez', 'Sam Rivera']);
    // One toast at a time: the next one shows once this one is gone.
    act(() => toaster.remove());
    fireEvent.change(select, { target: { value: ASSIGNEES[0].id } });
    expect(await toastTitled('Assigned to Maria Alvarez')).toBeTruthy();
    await waitFor(() => expect((within(drawer).getByRole('combobox', { name: 'Assign to' }) as HTMLSelectElement).value).toBe(ASSIGNEES[0].id));
  });

  it('shows a change made by someone else (alertChanged), then refetches the list', async () => {
    const raised = alert({ animalId: 'A10499999', name: 'Pepper', source: 'staff_note', rule: null, minutesAgo: 0 });
    inbox([pageMock(NEW, { all: ALL }), liveMock(raised, 150), pageMock([raised, ...NEW], { all: [raised, ...ALL] })]);
    await screen.findByRole('table', { name: 'Unread alerts' });
    expect(rows('Unread')).toHaveLength(3);
    await waitFor(() => expect(rows('Unread')).toHaveLength(4));
    expect(screen.getByText('Pepper')).toBeTruthy();
    expect(within(screen.getByTestId('alert-count-new')).getByText('4')).toBeTruthy();
  });

  it('says when there are no alerts yet', async () => {
    inbox([pageMock([], { all: [] }), liveMock()]);
    expect(await screen.findByText('No alerts yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed load with a way to try again', async () => {
    inbox([{ request: { query: AlertsPageQuery, variables: DEFAULT_VARIABLES }, result: { errors: [graphqlError('Database unavailable', 'INTERNAL')] } }, liveMock(), pageMock(NEW, { all: ALL })]);
    expect(await screen.findByText('Could not load alerts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Unread alerts' })).toBeTruthy();
  });

  it('shows cards and a Filters button on phones', async () => {
    narrow?.();
    narrow = undefined;
    inbox([pageMock(NEW, { all: ALL }), liveMock()]);
    expect(await screen.findByRole('list', { name: 'Unread alerts' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select all unread alerts' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Filters/ })).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Search alerts' })).toBeNull();
  });
});
