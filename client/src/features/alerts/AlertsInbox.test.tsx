import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, wideScreen } from '../../test-utils';
import { AlertsInbox } from './AlertsInbox';

/** Undoes wideScreen() (tables, the inline filter panel) after a test. */
let narrow: (() => void) | undefined;

describe('AlertsInbox', () => {
  beforeEach(() => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    narrow?.();
    narrow = undefined;
    jest.restoreAllMocks();
  });

  it('lists new alerts in the Unread table and filters them by search', async () => {
    narrow = wideScreen();
    renderWithProviders(<AlertsInbox />);
    const unread = await screen.findByRole('table', { name: 'Unread alerts' });
    expect(within(unread).getAllByTestId('alert-row')).toHaveLength(6);
    expect(screen.getByText('Read alerts are hidden while Status is New.')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search alerts' }), { target: { value: 'bruno' } });
    expect(within(screen.getByRole('table', { name: 'Unread alerts' })).getAllByTestId('alert-row')).toHaveLength(1);
    expect(within(screen.getByTestId('alert-count-new')).getByText('1')).toBeTruthy();
  });

  it('acknowledges the selected rows from the bulk-action bar', async () => {
    narrow = wideScreen();
    renderWithProviders(<AlertsInbox />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select alert for A10483921 Bruno' }));
    await screen.findByRole('region', { name: 'Bulk actions' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select alert for A10477310' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(await within(bar).findByText('2 selected')).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Acknowledge' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Unread alerts' })).getAllByTestId('alert-row')).toHaveLength(4);
    expect(within(screen.getByTestId('alert-count-acknowledged')).getByText('5')).toBeTruthy();
  });

  it('opens a row in the drawer and acknowledges it there', async () => {
    narrow = wideScreen();
    renderWithProviders(<AlertsInbox />);
    const row = within(await screen.findByRole('table', { name: 'Unread alerts' })).getAllByTestId('alert-row')[0];
    fireEvent.keyDown(row, { key: 'Enter' });
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('What happened')).toBeTruthy();
    const acknowledge = within(drawer).getByRole('button', { name: 'Acknowledge' });
    await act(async () => {
      fireEvent.click(acknowledge);
    });
    await waitFor(() => expect((within(drawer).getByRole('button', { name: 'Acknowledge' }) as HTMLButtonElement).disabled).toBe(true));
    expect(within(drawer).getByText('Acknowledged')).toBeTruthy();
  });

  it('shows cards and a Filters button on phones', async () => {
    renderWithProviders(<AlertsInbox />);
    expect(await screen.findByRole('list', { name: 'Unread alerts' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select all unread alerts' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Filters/ })).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Search alerts' })).toBeNull();
  });
});
