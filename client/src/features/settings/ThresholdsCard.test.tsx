import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils';
import { ThresholdsCard } from './ThresholdsCard';
import { AppSettingsQuery, UpdateAppSettingsMutation } from './settings.queries';

const settings = (longStayDays: number, behaviorAlertSeverity: string, strayHoldDays = 7) => ({
  appSettings: { __typename: 'AppSettings' as const, longStayDays, strayHoldDays, behaviorAlertSeverity },
});
const read = { request: { query: AppSettingsQuery }, result: { data: settings(30, '3A') }, maxUsageCount: 3 };

describe('ThresholdsCard (issue 18)', () => {
  it('read-only without the flag', async () => {
    renderWithProviders(<ThresholdsCard canEdit={false} />, { mocks: [read] });
    expect(await screen.findByText('Long stay: over 30 days')).toBeTruthy();
    expect(screen.getByText('Stray hold: alert after 7 days')).toBeTruthy();
    expect(screen.getByText('Behaviour flag: severity 3A or above')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save thresholds' })).toBeNull();
  });

  it('checks the days, and saves both thresholds', async () => {
    renderWithProviders(<ThresholdsCard canEdit />, {
      mocks: [read, { request: { query: UpdateAppSettingsMutation, variables: { input: { longStayDays: 45, strayHoldDays: 7, behaviorAlertSeverity: '2B' } } }, result: { data: { updateAppSettings: settings(45, '2B').appSettings } } }],
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

  it('checks and saves the stray-hold days', async () => {
    renderWithProviders(<ThresholdsCard canEdit />, {
      mocks: [read, { request: { query: UpdateAppSettingsMutation, variables: { input: { longStayDays: 30, strayHoldDays: 14, behaviorAlertSeverity: '3A' } } }, result: { data: { updateAppSettings: settings(30, '3A', 14).appSettings } } }],
    });
    const stray = await screen.findByRole('textbox', { name: 'Stray hold (days)' });
    expect(stray.getAttribute('value')).toBe('7');
    const save = screen.getByRole('button', { name: 'Save thresholds' });
    fireEvent.change(stray, { target: { value: '366' } });
    expect(screen.getByText('From 1 to 365 days')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(stray, { target: { value: '14' } });
    expect(save.hasAttribute('disabled')).toBe(false);
    await act(async () => {
      fireEvent.click(save);
      await new Promise((r) => setTimeout(r, 50));
    });
    expect((await screen.findByRole('textbox', { name: 'Stray hold (days)' })).getAttribute('value')).toBe('14');
    expect(screen.getByRole('button', { name: 'Save thresholds' }).hasAttribute('disabled')).toBe(true);
  });
});
