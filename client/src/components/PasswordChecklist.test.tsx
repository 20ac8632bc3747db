import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { PasswordChecklist } from './PasswordChecklist';

const view = (value: string, confirm?: string) => renderWithProviders(<PasswordChecklist value={value} confirm={confirm} />);

describe('PasswordChecklist', () => {
  it('shows both rules unmet for an empty password and no match indicator without a confirmation', () => {
    view('');
    expect(screen.getByText('At least 7 characters').textContent).toContain('(not met)');
    expect(screen.getByText('Contains special character').textContent).toContain('(not met)');
    expect(screen.queryByText('Passwords match')).toBeNull();
    expect(screen.queryByText("Passwords don't match")).toBeNull();
  });

  it('ticks each rule as the value meets it', () => {
    view('abcdefg');
    expect(screen.getByText('At least 7 characters').textContent).toContain('(met)');
    expect(screen.getByText('Contains special character').textContent).toContain('(not met)');
  });

  it("says Passwords match, or Passwords don't match, once a confirmation is typed", () => {
    const { rerender } = view('Secret!1', 'Secret!');
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    rerender(<PasswordChecklist value="Secret!1" confirm="Secret!1" />);
    expect(screen.getByText('Passwords match')).toBeTruthy();
    expect(screen.getByText('Contains special character').textContent).toContain('(met)');
  });
});
