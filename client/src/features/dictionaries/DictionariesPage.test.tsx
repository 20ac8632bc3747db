import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils';
import { DictionariesPage } from './DictionariesPage';

describe('DictionariesPage', () => {
  it('lists the three dictionaries with every entry marked Active', () => {
    renderWithProviders(<DictionariesPage />);
    for (const name of ['Status Codes', 'Behavior Severities', 'Adoption Levels']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByText('Behavior + Medical')).toBeTruthy();
    expect(screen.getByText('Level 3B')).toBeTruthy();
    expect(screen.getByText('L4')).toBeTruthy();
    expect(screen.getAllByText('Active')).toHaveLength(8 + 6 + 4);
  });
});
