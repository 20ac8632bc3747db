import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils';
import { NotYetAvailablePage } from './NotYetAvailablePage';

describe('Operations screens not in this release', () => {
  it('titles the page after the screen and says plainly that it is not there yet', () => {
    renderWithProviders(<NotYetAvailablePage title="Location report" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Location report' })).toBeTruthy();
    expect(screen.getByText('This screen is not available yet')).toBeTruthy();
    expect(screen.getByText(/Reports you upload are already processed and stored/)).toBeTruthy();
    expect(document.title).toBe('BETI — Location report');
  });

  it('shows no made-up data: no table, list or link', () => {
    renderWithProviders(<NotYetAvailablePage title="Animals" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
