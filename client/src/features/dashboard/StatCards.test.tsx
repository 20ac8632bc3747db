import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { DashboardPageQuery } from '../../gql/graphql';
import { renderWithProviders } from '../../test-utils';
import { StatCards } from './StatCards';

const stats = (population: Partial<DashboardPageQuery['populationStats']>): DashboardPageQuery => ({
  sampleData: { reports: 0, latestIsSample: false },
  populationStats: { totalAnimals: 6, occupancyRate: null, capacity: null, zonesWithoutCapacity: 3, reportId: 'r1', ...population },
  adoptionLevelStats: { L1: 2, L2: 1, L3: 0, L4: 0, unassessed: 3 },
  latestReport: { reportId: 'r1', reportDate: '2026-11-24T07:05:00', createdAt: '2026-11-24T08:00:00.000Z' },
});
const card = () => screen.getByText('Occupancy Rate').closest('dl, div[class*="stat"]') ?? screen.getByText('Occupancy Rate').parentElement!;

describe('Occupancy Rate card (issue 18)', () => {
  it('shows the rate and the kennels it counts once a capacity is set', () => {
    renderWithProviders(<StatCards stats={stats({ occupancyRate: 0.4167, capacity: 12, zonesWithoutCapacity: 1 })} processing={false} pendingSettled />);
    expect(card().textContent).toContain('42%');
    expect(card().textContent).toContain('Of 12 kennels · 1 zone without capacity');
  });

  it('keeps the dash until then, and links to System Settings for those who may set it', () => {
    renderWithProviders(<StatCards stats={stats({})} processing={false} pendingSettled canSetCapacity />);
    expect(screen.getByText('Not available: kennel capacity is not set')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set kennel capacity in System Settings' }).getAttribute('href')).toBe('/admin/settings#zone-capacity');
  });

  it('offers no link to those who may not', () => {
    renderWithProviders(<StatCards stats={stats({})} processing={false} pendingSettled />);
    expect(screen.queryByRole('link', { name: /kennel capacity/ })).toBeNull();
    expect(screen.getByText('Kennel capacity not set: ask an administrator')).toBeTruthy();
  });
});
