import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderWithProviders } from '../../test-utils';
import { ZoneCapacityCard } from './ZoneCapacityCard';
import { SetZoneCapacitiesMutation, ZoneCapacityQuery } from './settings.queries';

const zone = (zoneCode: string, zoneLocation: string | null, occupied: number, capacity: number | null) => ({
  __typename: 'ZoneOccupancy' as const,
  zoneCode,
  zoneLocation,
  occupied,
  capacity,
  occupancyRate: capacity ? occupied / capacity : null,
  capacityUpdatedAt: capacity ? '2026-11-20T10:00:00.000Z' : null,
});
const ZONES = [zone('A', 'Adoption Floor', 3, 4), zone('B', 'Stray Hold', 2, null)];
const zonesMock = (zones = ZONES) => ({ request: { query: ZoneCapacityQuery }, result: { data: { zoneOccupancy: zones } }, maxUsageCount: 5 });

describe('ZoneCapacityCard (issue 18)', () => {
  it('lists each zone with its animals, its rate or "No capacity set", read-only without the flag', async () => {
    renderWithProviders(<ZoneCapacityCard canEdit={false} />, { mocks: [zonesMock()] });
    const a = await screen.findByRole('listitem', { name: 'Zone A - Adoption Floor' });
    expect(a.textContent).toContain('3 animals in the latest report');
    expect(a.textContent).toContain('75% full');
    expect(a.textContent).toContain('4 kennels');
    expect(screen.getByRole('listitem', { name: 'Zone B - Stray Hold' }).textContent).toContain('No capacity set');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save capacity' })).toBeNull();
    expect(screen.getByText('Only administrators can change kennel capacity.')).toBeTruthy();
  });

  it('checks what is typed, and sends only the zones that changed', async () => {
    const saved = [zone('A', 'Adoption Floor', 3, 4), zone('B', 'Stray Hold', 2, 8)];
    renderWithProviders(<ZoneCapacityCard canEdit />, {
      mocks: [
        zonesMock(),
        // Answered only for exactly these variables: zone B alone, A unchanged is not sent.
        { request: { query: SetZoneCapacitiesMutation, variables: { input: { capacities: [{ zoneCode: 'B', capacity: 8 }] } } }, result: { data: { setZoneCapacities: saved } } },
      ],
    });
    const b = await screen.findByRole('textbox', { name: 'Kennels in zone B' });
    const save = screen.getByRole('button', { name: 'Save capacity' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(b, { target: { value: '0' } });
    expect(within(screen.getByRole('listitem', { name: 'Zone B - Stray Hold' })).getByText('At least 1 (leave it empty to clear it)')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(b, { target: { value: '8' } });
    expect(screen.getByText('1 unsaved change')).toBeTruthy();
    await act(async () => {
      fireEvent.click(save);
      await new Promise((r) => setTimeout(r, 50));
    });
    // The saved answer is shown: B now has a rate, and nothing is left unsaved.
    expect((await screen.findByRole('listitem', { name: 'Zone B - Stray Hold' })).textContent).toContain('25% full');
    expect(screen.queryByText('1 unsaved change')).toBeNull();
  });

  it("shows the server's message beside the zone it names", async () => {
    renderWithProviders(<ZoneCapacityCard canEdit />, {
      mocks: [
        zonesMock(),
        {
          request: { query: SetZoneCapacitiesMutation, variables: { input: { capacities: [{ zoneCode: 'A', capacity: 9000 }] } } },
          result: { errors: [new GraphQLError('capacity must be at most 10000', { extensions: { code: 'VALIDATION_FAILED', fields: { 'capacities.0.capacity': 'capacity must be at most 10000' } } })] },
        },
      ],
    });
    const a = await screen.findByRole('textbox', { name: 'Kennels in zone A' });
    fireEvent.change(a, { target: { value: '9000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save capacity' }));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(within(screen.getByRole('listitem', { name: 'Zone A - Adoption Floor' })).getByText('capacity must be at most 10000')).toBeTruthy();
  });

  it('before any report: says where zones come from', async () => {
    renderWithProviders(<ZoneCapacityCard canEdit />, { mocks: [zonesMock([])] });
    expect(await screen.findByText(/capacity is set for the zones of the first committed report/)).toBeTruthy();
  });
});
