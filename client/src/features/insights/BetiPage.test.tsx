import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toaster } from '../../components/ui/toaster';
import { renderWithProviders } from '../../test-utils';
import { BetiPage } from './BetiPage';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

const page = () =>
  renderWithProviders(
    <>
      <BetiPage />
      <Toaster />
    </>,
  );

describe('BetiPage', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
    // The toaster is a module singleton showing one toast at a time: clear it between tests.
    act(() => toaster.remove());
  });

  it('shows the sample KPI figures and filters them by species', () => {
    page();
    expect(within(screen.getByTestId('kpi-animals')).getByText('247')).toBeTruthy();
    expect(within(screen.getByTestId('kpi-behavior')).getByText('12')).toBeTruthy();
    expect(screen.getByText('Pending mapping (v1.9.3)')).toBeTruthy();
    const dog = screen.getByRole('button', { name: 'DOG' });
    expect(dog.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(dog);
    expect(dog.getAttribute('aria-pressed')).toBe('false');
    expect(within(screen.getByTestId('kpi-animals')).getByText('117')).toBeTruthy();
    expect(within(screen.getByTestId('kpi-behavior')).getByText('5')).toBeTruthy();
  });

  it('copies the zones as tab-separated rows and says Table copied', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    stubClipboard(writeText);
    page();
    fireEvent.click(screen.getByRole('button', { name: 'Copy table' }));
    expect(await screen.findByText('Table copied')).toBeTruthy();
    const lines = writeText.mock.calls[0][0].split('\n');
    expect(lines[0]).toBe('Zone\tCount\tPercent\tCat/Dog split');
    expect(lines).toHaveLength(6);
    expect(lines.slice(1).reduce((sum, l) => sum + Number(l.split('\t')[1]), 0)).toBe(247);
  });

  it('says Copy failed when the clipboard refuses', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    page();
    fireEvent.click(screen.getByRole('button', { name: 'Copy table' }));
    expect(await screen.findByText('Copy failed')).toBeTruthy();
  });

  it('opens an insight in a drawer with talking points', async () => {
    page();
    fireEvent.click(screen.getByRole('button', { name: 'Cat length of stay is rising' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Recommended talking points')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the Action Prep buttons disabled', () => {
    page();
    expect(screen.getByRole('button', { name: 'Build meeting agenda' }).getAttribute('aria-disabled')).toBe('true');
  });
});
