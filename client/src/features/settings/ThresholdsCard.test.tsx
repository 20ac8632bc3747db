import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils';
import { ThresholdsCard } from './ThresholdsCard';
import { AppSettingsQuery, UpdateAppSettingsMutation } from './settings.queries';

const settings = (longStayDays: number, behaviorAlertSeverity: string) => ({ appSettings: { __typename: 'AppSettings' as const, longStayDays, behaviorAlertSeverity } });
const read = { request: { query: AppSettingsQuery }, result: { data: settings(30, '3A') }, maxUsageCount: 3 };

describe('ThresholdsCard (issue 18)', () => {
  it('read-only without the flag', async () => {
    renderWithProviders(<ThresholdsCard canEdit={false} />, { mocks: [read] });
    expect(await screen.findByText('Long stay: over 30 days')).toBeTruthy();
    expect(screen.getByText('Behaviour flag: severity 3A or above')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save thresholds' })).toBeNull();
  });

  it('checks the days, and saves both thresholds', async () => {
    renderWithProviders(<ThresholdsCard canEdit />, {
      mocks: [read, { request: { query: UpdateAppSettingsMutation, variables: { input: { longStayDays: 45, behaviorAlertSeverity: '2B' } } }, result: { data: { updateAppSettings: settings(45, '2B').appSettings } } }],
    });
    const days = await screen.findByRole('textbox', { name: 'Long stay after (days)' });
    const save = screen.getByRole('button', { name: 'Save thresholds' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(days, { target: { value: '0' } });
    expect(screen.getByText('From 1 to 3650 days')).toBeTruthy();
    fireEvent.change(days, { target: { value: '45' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Flag behaviour from' }), { target: { value: '2B' } });
    await act(async () => {
      fireEvent.click(save);
      await new Promise((r) => setTimeout(r, 50));
    });
    // The saved answer replaces the form's starting values: nothing left to save.
    expect((await screen.findByRole('textbox', { name: 'Long stay after (days)' })).getAttribute('value')).toBe('45');
    expect(screen.getByRole('button', { name: 'Save thresholds' }).hasAttribute('disabled')).toBe(true);
  });
});
