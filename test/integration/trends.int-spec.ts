import type TestAgent from 'supertest/lib/agent.js';
import { Role } from '../../server/common/auth/role.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedIn } from '../helpers/auth.js';
import { historyReport, type HistoryAnimal } from '../helpers/history-report.js';
import { upload, uploadAndParse } from '../helpers/reports.js';

/**
 * Issue 18, part 2: population trend and length of stay over report history, against figures worked out by hand
 * (in the comments) from three hand-made reports read by the real pipeline.
 */
let n = 0;
const pet = (zone: HistoryAnimal['zone'], days: number, extra: Partial<HistoryAnimal> = {}): HistoryAnimal => ({ id: `A3000${String(++n).padStart(4, '0')}`, name: `Pet${n}`, zone, kennel: `K${n}`, days, ...extra });

// 1 September: A 10, 20, 40; B 5. Average 75 / 4 = 18.75 → 18.8.
const SEP1 = [pet('A', 10), pet('A', 20), pet('A', 40), pet('B', 5)];
// 5 September: A 14, 24, 44, 2; B 9, 61. Behaviour 3A, 3B, 2B. Average 154 / 6 = 25.67 → 25.7.
const SEP5 = [pet('A', 14, { behavior: '3A' }), pet('A', 24, { behavior: '3B' }), pet('A', 44, { behavior: '2B' }), pet('A', 2), pet('B', 9), pet('B', 61)];
// 8 September (the latest): A 17, 27; B 12, 64, 31; C 1 (a cat).
//   All: 1 12 17 27 31 64 → median (17 + 27) / 2 = 22; p90 at 0.9 × 5 = 4.5 → 31 + 0.5 × 33 = 47.5; average 152 / 6 = 25.3.
//   A: 17 27 → median 22, p90 17 + 0.9 × 10 = 26, average 22.  B: 12 31 64 → median 31, p90 at 1.8 → 31 + 0.8 × 33 = 57.4,
//   average 107 / 3 = 35.7.  C: 1.  Over 30 days: 64 and 31.
const SEP8 = [pet('A', 17), pet('A', 27), pet('B', 12), pet('B', 64), pet('B', 31), pet('C', 1, { species: 'Cat' })];

describe('population trend and length of stay (issue 18)', () => {
  let t: TestApp;
  let admin: TestAgent;
  let officer: TestAgent;
  const ids: string[] = [];
  const gql = async (a: TestAgent, query: string, variables = {}) => (await a.post('/graphql').send({ query, variables })).body;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await signedIn(t, Role.ADMIN)).agent;
    officer = (await signedIn(t, Role.OFFICER)).agent;
    for (const [day, animals] of [['01', SEP1], ['05', SEP5], ['08', SEP8]] as const) {
      const { parse } = await uploadAndParse(admin, await historyReport(`2024-09-${day}T07:05:00`, [...animals], `sep${day}`), `sep${day}.pdf`);
      if (!parse.body.reportId) throw new Error(`parse: ${parse.status} ${JSON.stringify(parse.body)}`);
      ids.push(parse.body.reportId);
    }
  }, 180_000);
  afterAll(() => t?.close());

  it('population trend: one point per report, by default the 30 days up to the latest Run Date', async () => {
    const body = await gql(officer, '{ populationTrend { from to points { reportId reportDate total behaviorFlagged averageDaysInCare byZone { key count } bySpecies { key count } byZoneSpecies { zoneCode species count } } } }');
    expect(body.errors).toBeUndefined();
    const trend = body.data.populationTrend;
    expect([trend.from, trend.to]).toEqual(['2024-08-10', '2024-09-08']);
    expect(trend.points.map((p: { reportId: string }) => p.reportId)).toEqual(ids);
    expect(trend.points.map((p: { total: number; behaviorFlagged: number; averageDaysInCare: number }) => [p.total, p.behaviorFlagged, p.averageDaysInCare])).toEqual([
      [4, 0, 18.8],
      [6, 2, 25.7],
      [6, 0, 25.3],
    ]);
    expect(trend.points[1].byZone).toEqual([{ key: 'A', count: 4 }, { key: 'B', count: 2 }]);
    expect(trend.points[2].byZone).toEqual([{ key: 'A', count: 2 }, { key: 'B', count: 3 }, { key: 'C', count: 1 }]);
    expect(trend.points[2].bySpecies.map((s: { key: string; count: number }) => [s.key.toLowerCase(), s.count])).toEqual([['cat', 1], ['dog', 5]]);
    expect(trend.points[0].reportDate).toBe('2024-09-01T07:05:00');
    expect(trend.points[2].byZoneSpecies).toEqual([
      { zoneCode: 'A', species: 'DOG', count: 2 },
      { zoneCode: 'B', species: 'DOG', count: 3 },
      { zoneCode: 'C', species: 'CAT', count: 1 },
    ]);
  });

  it('a species filter narrows every figure: cats only is the one cat of 8 September', async () => {
    const cats = await officer.get('/api/stats/population-trend').query({ species: 'cat' });
    expect(cats.status).toBe(200);
    expect(cats.body.points.map((p: { total: number; averageDaysInCare: number | null }) => [p.total, p.averageDaysInCare])).toEqual([
      [0, null],
      [0, null],
      [1, 1],
    ]);
    const body = await gql(officer, '{ lengthOfStay(species: ["dog"]) { overall { animals median } byZone { zoneCode } longStayCount } }');
    // Dogs of 8 September: 12 17 27 31 64 → median 27; zones A and B.
    expect(body.data.lengthOfStay).toEqual({ overall: { animals: 5, median: 27 }, byZone: [{ zoneCode: 'A' }, { zoneCode: 'B' }], longStayCount: 2 });
    expect((await officer.get('/api/stats/population-trend').query({ species: 'd0g' })).status).toBe(400);
  });

  it('a chosen range, on both doors; a bad range is a 400 that says why', async () => {
    const dispatch = (await signedIn(t, Role.DISPATCH)).agent;
    expect((await dispatch.get('/api/stats/population-trend')).status).toBe(403); // BETI is OFFICER and up
    const rest = await officer.get('/api/stats/population-trend').query({ from: '2024-09-02', to: '2024-09-05' });
    expect(rest.status).toBe(200);
    expect(rest.body.points.map((p: { reportId: string }) => p.reportId)).toEqual([ids[1]]);
    const cases: [Record<string, string>, RegExp][] = [
      [{ from: '2024-09-06', to: '2024-09-05' }, /from must not be after to/],
      [{ from: '2023-01-01', to: '2024-09-05' }, /at most 366 days/],
      [{ from: '2024-02-30', to: '2024-03-05' }, /real dates/],
      [{ from: 'yesterday' }, /from must be a date/],
      [{ from: '0000-01-01', to: '0000-01-02' }, /1900 to 2999/],
      [{ from: '9999-12-25', to: '9999-12-31' }, /1900 to 2999/],
    ];
    for (const [query, message] of cases) {
      const res = await officer.get('/api/stats/population-trend').query(query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body.message).toMatch(message);
    }
  });

  it('length of stay of the latest report: median, 90th percentile and average, overall and per zone, and the long-stay list', async () => {
    const body = await gql(
      officer,
      '{ lengthOfStay { reportId reportDate overall { zoneCode animals median p90 average } byZone { zoneCode zoneLocation animals median p90 average } longStayDays longStayCount longStay { daysInCare zoneCode } } }',
    );
    expect(body.errors).toBeUndefined();
    const los = body.data.lengthOfStay;
    expect(los.reportId).toBe(ids[2]);
    expect(los.overall).toEqual({ zoneCode: null, animals: 6, median: 22, p90: 47.5, average: 25.3 });
    expect(los.byZone).toEqual([
      { zoneCode: 'A', zoneLocation: 'Adoption Floor', animals: 2, median: 22, p90: 26, average: 22 },
      { zoneCode: 'B', zoneLocation: 'Stray Hold', animals: 3, median: 31, p90: 57.4, average: 35.7 },
      { zoneCode: 'C', zoneLocation: 'Medical', animals: 1, median: 1, p90: 1, average: 1 },
    ]);
    expect(los.longStayDays).toBe(30);
    expect(los.longStayCount).toBe(2);
    expect(los.longStay).toEqual([{ daysInCare: 64, zoneCode: 'B' }, { daysInCare: 31, zoneCode: 'B' }]);
  });

  it('an earlier report and another threshold, over REST; a report not committed is a 409', async () => {
    const rest = await officer.get('/api/stats/length-of-stay').query({ reportId: ids[1], longStayDays: 40 });
    expect(rest.status).toBe(200);
    // 5 September: 2 9 14 24 44 61 → median 19; over 40: 61 and 44.
    expect(rest.body).toMatchObject({ reportId: ids[1], longStayDays: 40, longStayCount: 2, overall: { median: 19 } });
    expect((await officer.get('/api/stats/length-of-stay').query({ longStayDays: 0 })).status).toBe(400);
    // GraphQL checks its arguments with the same class.
    for (const args of ['longStayDays: 0', 'species: ["d0g"]']) {
      expect((await gql(officer, `{ lengthOfStay(${args}) { longStayDays } }`)).errors[0].extensions.code).toBe('VALIDATION_FAILED');
    }
    const up = await upload(officer, await historyReport('2024-09-09T07:05:00', SEP1, 'pending'), 'pending.pdf');
    const pending = await officer.get('/api/stats/length-of-stay').query({ reportId: up.body.tempReportId });
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe('This report is uploaded, not committed: it has no figures yet.');
  });

  it('settings: ADMIN changes the long-stay threshold and the behaviour severity, audited; the figures follow; others are refused', async () => {
    expect((await gql(officer, '{ appSettings { longStayDays behaviorAlertSeverity } }')).data.appSettings).toEqual({ longStayDays: 30, behaviorAlertSeverity: '3A' });
    const supervisor = (await signedIn(t, Role.SUPERVISOR)).agent;
    expect((await supervisor.patch('/api/settings').send({ longStayDays: 20 })).status).toBe(403);
    const bad = await admin.patch('/api/settings').send({ behaviorAlertSeverity: '4A' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/one of 1A, 1B, 2A, 2B, 3A, 3B/);
    // A null is "not given": nothing changes, nothing is audited, no error.
    expect((await admin.patch('/api/settings').send({ longStayDays: null })).body).toEqual({ longStayDays: 30, behaviorAlertSeverity: '3A', strayHoldDays: 7 });
    const set = await gql(admin, 'mutation { updateAppSettings(input: { longStayDays: 20, behaviorAlertSeverity: "2B" }) { longStayDays behaviorAlertSeverity } }');
    expect(set.data.updateAppSettings).toEqual({ longStayDays: 20, behaviorAlertSeverity: '2B' });
    // Over 20 days in the latest report: 64, 31, 27. At or above 2B on 5 September: 3A, 3B, 2B.
    expect((await officer.get('/api/stats/length-of-stay')).body).toMatchObject({ longStayDays: 20, longStayCount: 3 });
    expect((await officer.get('/api/stats/population-trend')).body.points[1].behaviorFlagged).toBe(3);
    const audit = await gql(admin, '{ auditEvents(limit: 10) { items { action target details } } }');
    const changes = audit.data.auditEvents.items.filter((e: { action: string }) => e.action === 'settings.update');
    expect(changes.map((e: { details: string }) => JSON.parse(e.details))).toEqual(
      expect.arrayContaining([{ key: 'longStayDays', from: 30, to: 20 }, { key: 'behaviorAlertSeverity', from: '3A', to: '2B' }]),
    );
    expect(changes).toHaveLength(2);
  });
});
