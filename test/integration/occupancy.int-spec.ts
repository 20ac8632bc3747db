import type TestAgent from 'supertest/lib/agent.js';
import { Role } from '../../server/common/auth/role.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedIn } from '../helpers/auth.js';
import { historyReport, type HistoryAnimal } from '../helpers/history-report.js';
import { uploadAndParse } from '../helpers/reports.js';

/**
 * Issue 18, part 3: occupancy against kennel capacity, on real PostgreSQL. The latest report has zone A with 3
 * animals, B with 2 and C with 1; the figures below are worked out by hand from those counts.
 */
const A = (id: string, zone: HistoryAnimal['zone'], kennel: string): HistoryAnimal => ({ id, name: `Pet ${id.slice(-2)}`, zone, kennel });
const ANIMALS = [A('A20000001', 'A', 'K01'), A('A20000002', 'A', 'K02'), A('A20000003', 'A', 'K03'), A('A20000004', 'B', 'S01'), A('A20000005', 'B', 'S02'), A('A20000006', 'C', 'M01')];
const STATS = '{ populationStats { totalAnimals occupancyRate capacity zonesWithoutCapacity } zoneOccupancy { zoneCode zoneLocation occupied capacity occupancyRate } }';
const SET = 'mutation ($c: [ZoneCapacityInput!]!) { setZoneCapacities(input: { capacities: $c }) { zoneCode occupied capacity occupancyRate } }';

describe('occupancy against capacity (issue 18)', () => {
  let t: TestApp;
  let admin: TestAgent;
  let supervisor: TestAgent;
  const gql = async (a: TestAgent, query: string, variables = {}) => (await a.post('/graphql').send({ query, variables })).body;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await signedIn(t, Role.ADMIN)).agent;
    supervisor = (await signedIn(t, Role.SUPERVISOR)).agent;
  }, 120_000);
  afterAll(() => t?.close());

  it('before any report: no rate, no zones', async () => {
    const body = await gql(supervisor, STATS);
    expect(body.data).toEqual({ populationStats: { totalAnimals: 0, occupancyRate: null, capacity: null, zonesWithoutCapacity: 0 }, zoneOccupancy: [] });
  });

  it('without capacity: each zone with its animals, and the rate stays null', async () => {
    const { parse } = await uploadAndParse(admin, await historyReport('2024-07-01T07:05:00', ANIMALS, 'occupancy'), 'occupancy.pdf');
    expect([200, 201]).toContain(parse.status);
    const body = await gql(supervisor, STATS);
    expect(body.data.populationStats).toEqual({ totalAnimals: 6, occupancyRate: null, capacity: null, zonesWithoutCapacity: 3 });
    expect(body.data.zoneOccupancy).toEqual([
      { zoneCode: 'A', zoneLocation: 'Adoption Floor', occupied: 3, capacity: null, occupancyRate: null },
      { zoneCode: 'B', zoneLocation: 'Stray Hold', occupied: 2, capacity: null, occupancyRate: null },
      { zoneCode: 'C', zoneLocation: 'Medical', occupied: 1, capacity: null, occupancyRate: null },
    ]);
  });

  it('with capacity for some zones: per zone, and overall over the zones that have one', async () => {
    const set = await gql(admin, SET, { c: [{ zoneCode: ' a ', capacity: 4 }, { zoneCode: 'B', capacity: 8 }] });
    expect(set.errors).toBeUndefined();
    expect(set.data.setZoneCapacities).toEqual([
      { zoneCode: 'A', occupied: 3, capacity: 4, occupancyRate: 0.75 },
      { zoneCode: 'B', occupied: 2, capacity: 8, occupancyRate: 0.25 },
      { zoneCode: 'C', occupied: 1, capacity: null, occupancyRate: null },
    ]);
    // (3 + 2) ÷ (4 + 8) = 0.4167; zone C is left out and counted.
    expect((await gql(supervisor, STATS)).data.populationStats).toEqual({ totalAnimals: 6, occupancyRate: 0.4167, capacity: 12, zonesWithoutCapacity: 1 });
    const rest = await supervisor.get('/api/stats/population');
    expect(rest.body).toMatchObject({ totalAnimals: 6, occupancyRate: 0.4167, capacity: 12, zonesWithoutCapacity: 1 });
  });

  it('REST sets and clears; every change is audited with before and after, an unchanged value is not', async () => {
    const put = await admin.put('/api/settings/zone-capacities').send({ capacities: [{ zoneCode: 'C', capacity: 1 }, { zoneCode: 'A', capacity: null }, { zoneCode: 'B', capacity: 8 }] });
    expect(put.status).toBe(200);
    expect(put.body.map((z: { zoneCode: string; capacity: number | null }) => [z.zoneCode, z.capacity])).toEqual([['A', null], ['B', 8], ['C', 1]]);
    expect((await supervisor.get('/api/stats/population')).body).toMatchObject({ occupancyRate: 0.3333, capacity: 9, zonesWithoutCapacity: 1 });
    const audit = await gql(admin, '{ auditEvents(limit: 20) { items { action target details } } }');
    const changes = audit.data.auditEvents.items.filter((e: { action: string }) => e.action === 'settings.zone_capacity');
    // Newest first: the REST change (C set, A cleared; B unchanged, so not recorded), then the GraphQL one.
    expect(changes.map((e: { target: string; details: string }) => [e.target, JSON.parse(e.details)])).toEqual([
      ['zone:A', { zone: 'A', from: 4, to: null }],
      ['zone:C', { zone: 'C', from: null, to: 1 }],
      ['zone:B', { zone: 'B', from: null, to: 8 }],
      ['zone:A', { zone: 'A', from: null, to: 4 }],
    ]);
    expect(changes).toHaveLength(4);
  });

  it('bad input gets a clear 400 naming the field; a zone no report prints is refused; nothing changes', async () => {
    const cases: [object, RegExp][] = [
      [{ capacities: [{ zoneCode: 'A', capacity: 0 }] }, /capacity must be at least 1/],
      [{ capacities: [{ zoneCode: 'A', capacity: 2.5 }] }, /capacity must be a whole number/],
      [{ capacities: [{ zoneCode: 'A', capacity: 'ten' }] }, /capacity must be a whole number/],
      [{ capacities: [{ zoneCode: 'A', capacity: 10_001 }] }, /at most 10000/],
      [{ capacities: [{ zoneCode: '../x', capacity: 3 }] }, /zone code such as A/],
      [{ capacities: [] }, /at least one zone/],
      [{ capacities: 'A=3' }, /must be a list/],
      [{ capacities: [{ zoneCode: 'A', capacity: 3 }, { zoneCode: 'a', capacity: 4 }] }, /Zone A is listed twice/],
      [{ capacities: [{ zoneCode: 'A', capacity: 3, extra: true }] }, /should not exist/],
      [{ capacities: [{ capacity: 3 }] }, /zoneCode must be text/],
      [{ capacities: [{ zoneCode: 'Q', capacity: 3 }] }, /No committed report has zone Q/],
    ];
    for (const [body, message] of cases) {
      const res = await admin.put('/api/settings/zone-capacities').send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.message).toMatch(message);
    }
    const gqlBad = await gql(admin, SET, { c: [{ zoneCode: 'B', capacity: -1 }] });
    expect(gqlBad.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    expect((await supervisor.get('/api/stats/population')).body).toMatchObject({ occupancyRate: 0.3333, capacity: 9 });
  });

  it('only ADMIN and up may set capacity; every role may read occupancy', async () => {
    expect((await supervisor.put('/api/settings/zone-capacities').send({ capacities: [{ zoneCode: 'A', capacity: 3 }] })).status).toBe(403);
    const officer = (await signedIn(t, Role.OFFICER)).agent;
    expect((await officer.get('/api/stats/occupancy')).status).toBe(200);
  });
});
