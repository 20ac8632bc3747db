import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { PasswordChecklist, type PasswordChecklistProps } from './PasswordChecklist';

const view = (props: PasswordChecklistProps) => renderWithProviders(<PasswordChecklist {...props} />);
const line = (text: string) => screen.getByText(text).textContent;
const TOO_COMMON = 'This password is too common: choose one that is harder to guess';

describe('PasswordChecklist (issue 38: one rule on every screen)', () => {
  it('is a live list; an empty password meets nothing, and the common check waits for the server', () => {
    view({ value: '' });
    const list = screen.getByRole('list', { name: 'Rules for the new password' });
    expect(list.getAttribute('aria-live')).toBe('polite');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(line('At least 8 characters')).toContain('(not met)');
    expect(line('Contains special character')).toContain('(not met)');
    // The special characters are listed: "-" and "_" are not among them.
    expect(line('Contains special character')).toContain('! @ # $ % ^ & * ( ) , . ? " : { } | < >');
    expect(line('Not a common password')).toContain('(checked when you submit)');
    expect(screen.queryByText('Passwords match')).toBeNull();
    expect(screen.queryByText("Passwords don't match")).toBeNull();
  });

  it('ticks each line as the value meets it: 8 characters alone are not enough', () => {
    const { rerender } = view({ value: 'abcdefgh' });
    expect(line('At least 8 characters')).toContain('(met)');
    expect(line('Contains special character')).toContain('(not met)');
    rerender(<PasswordChecklist value="abcdefg!" />);
    expect(line('Contains special character')).toContain('(met)');
  });

  it('names the part of the email the password contains, and ticks the line once it is gone', () => {
    const { rerender } = view({ value: 'Super#visor-2026', email: 'sam.super@example.org' });
    expect(line('Contains "super", a part of your email address')).toContain('(not met)');
    rerender(<PasswordChecklist value="Wren#visor-2026" email="sam.super@example.org" />);
    expect(line('Does not contain a part of your email address')).toContain('(met)');
  });

  it("shows the server's refusal: too common on its own line, any other reason added to the list", () => {
    const { rerender } = view({ value: 'password1!', refusal: TOO_COMMON });
    expect(line('Not a common password')).toContain('(not met)');
    rerender(<PasswordChecklist value="Super#visor-2026" refusal='Password must not contain "super", a part of your email address' />);
    expect(line('Password must not contain "super", a part of your email address')).toContain('(not met)');
    expect(line('Not a common password')).toContain('(checked when you submit)');
  });

  it("says Passwords match, or Passwords don't match, once a confirmation is typed", () => {
    const { rerender } = view({ value: 'Secret!1x', confirm: 'Secret!1' });
    expect(line("Passwords don't match")).toContain('(not met)');
    rerender(<PasswordChecklist value="Secret!1x" confirm="Secret!1x" />);
    expect(line('Passwords match')).toContain('(met)');
  });
});
