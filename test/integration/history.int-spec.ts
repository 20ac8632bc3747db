import type TestAgent from 'supertest/lib/agent.js';
import { DataSource } from 'typeorm';
import { recomputeAllMovements, recordMovements } from '../../server/modules/reports/movements.js';
import { Role } from '../../server/common/auth/role.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedIn } from '../helpers/auth.js';
import { historyReport, type HistoryAnimal } from '../helpers/history-report.js';
import { upload, uploadAndParse } from '../helpers/reports.js';

/**
 * Issue 18, part 1: movements between committed reports and each animal's history, on real PostgreSQL and Redis,
 * through the real pipeline (hand-made PDFs read by the deterministic parser). The truth below is written out
 * by hand from the three reports' animals.
 */
const A = (id: string, name: string, zone: HistoryAnimal['zone'], kennel: string, extra: Partial<HistoryAnimal> = {}): HistoryAnimal => ({ id, name, zone, kennel, ...extra });

// January: five animals.
const JAN = [A('A10000001', 'Biscuit', 'A', 'K01'), A('A10000002', 'Juniper', 'A', 'K02'), A('A10000003', 'Moose', 'B', 'S01', { status: 'HOLD' }), A('A10000004', 'Pepper', 'B', 'S02'), A('A10000005', 'Olive', 'C', 'M01')];
// February: Olive left; Hazel and Rex arrived; Moose moved B→A (and is AVAILABLE now); Biscuit changed kennel K01→K03;
// Juniper's level went L1→L2 (same kennel); Pepper's sub-status was set.
const FEB = [
  A('A10000001', 'Biscuit', 'A', 'K03'),
  A('A10000002', 'Juniper', 'A', 'K02', { level: 'L2' }),
  A('A10000003', 'Moose', 'A', 'K04'),
  A('A10000004', 'Pepper', 'B', 'S02', { sub: 'BITE' }),
  A('A10000006', 'Hazel', 'C', 'M02'),
  A('A10000007', 'Rex', 'B', 'S03'),
];
// March: Rex left; Biscuit unchanged; everything else as in February; Ziggy arrived.
const MAR = [...FEB.filter((a) => a.id !== 'A10000007'), A('A10000008', 'Ziggy', 'A', 'K05')];

const MOVEMENTS = '{ reportMovements(reportId: $id) { reportId previousReportId previousReportDate arrived left moved changed items { animalId kind changes before { kennel zoneCode statusCode subStatusCode adoptionLevel } after { kennel zoneCode statusCode subStatusCode adoptionLevel name } } } }';

describe('report history: movements and animal history (issue 18)', () => {
  let t: TestApp;
  let admin: TestAgent;
  let officer: TestAgent;
  const ids: Record<'jan' | 'feb' | 'mar' | 'may' | 'jun', string> = { jan: '', feb: '', mar: '', may: '', jun: '' };

  async function commit(runDate: string, animals: HistoryAnimal[], name: string): Promise<string> {
    const { parse } = await uploadAndParse(admin, await historyReport(runDate, animals, name), `${name}.pdf`);
    if (parse.status !== 200 && parse.status !== 201) throw new Error(`parse: ${parse.status} ${JSON.stringify(parse.body)}`);
    return parse.body.reportId as string;
  }
  async function movements(a: TestAgent, id: string) {
    const res = await a.post('/graphql').send({ query: `query ($id: ID!) ${MOVEMENTS}`, variables: { id } });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.reportMovements;
  }
  const byKind = (m: { items: { animalId: string; kind: string }[] }) => {
    const out: Record<string, string[]> = {};
    for (const item of m.items) (out[item.kind.toLowerCase()] ??= []).push(item.animalId);
    return out;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await signedIn(t, Role.ADMIN)).agent;
    officer = (await signedIn(t, Role.OFFICER)).agent;
    // Committed out of order: March before February, so February's commit must recompute March.
    ids.jan = await commit('2024-01-10T07:05:00', JAN, 'jan');
    ids.mar = await commit('2024-03-10T07:05:00', MAR, 'mar');
    ids.feb = await commit('2024-02-10T07:05:00', FEB, 'feb');
  }, 180_000);
  afterAll(() => t?.close());

  it('the first report has nothing to compare with', async () => {
    const m = await movements(officer, ids.jan);
    expect(m).toMatchObject({ previousReportId: null, previousReportDate: null, arrived: 0, left: 0, moved: 0, changed: 0, items: [] });
  });

  it('February against January: arrived, left, moved and changed, with before and after', async () => {
    const m = await movements(officer, ids.feb);
    expect(m).toMatchObject({ previousReportId: ids.jan, previousReportDate: '2024-01-10T07:05:00', arrived: 2, left: 1, moved: 2, changed: 2 });
    expect(byKind(m)).toEqual({
      arrived: ['A10000007', 'A10000006'], // by zone: B then C
      left: ['A10000005'],
      moved: ['A10000001', 'A10000003'], // both now in zone A
      changed: ['A10000002', 'A10000004'],
    });
    const item = (id: string) => m.items.find((i: { animalId: string }) => i.animalId === id);
    expect(item('A10000003')).toMatchObject({
      changes: ['zone', 'kennel', 'status'],
      before: { kennel: 'S01', zoneCode: 'B', statusCode: 'HOLD' },
      after: { kennel: 'K04', zoneCode: 'A', statusCode: 'AVAILABLE', name: 'Moose' },
    });
    expect(item('A10000001')).toMatchObject({ changes: ['kennel'], before: { kennel: 'K01' }, after: { kennel: 'K03' } });
    expect(item('A10000002')).toMatchObject({ changes: ['adoptionLevel'], before: { adoptionLevel: 'L1' }, after: { adoptionLevel: 'L2' } });
    expect(item('A10000004')).toMatchObject({ changes: ['subStatus'], before: { subStatusCode: null }, after: { subStatusCode: 'BITE' } });
    expect(item('A10000005')).toMatchObject({ kind: 'LEFT', changes: [], before: { kennel: 'M01', zoneCode: 'C' }, after: null });
    expect(item('A10000006')).toMatchObject({ kind: 'ARRIVED', before: null, after: { kennel: 'M02', name: 'Hazel' } });
  });

  it('March was recomputed against February when February committed after it', async () => {
    const m = await movements(officer, ids.mar);
    expect(m).toMatchObject({ previousReportId: ids.feb, arrived: 1, left: 1, moved: 0, changed: 0 });
    expect(byKind(m)).toEqual({ arrived: ['A10000008'], left: ['A10000007'] });
  });

  it('REST serves the same under /api/reports/{id}/movements', async () => {
    const res = await officer.get(`/api/reports/${ids.feb}/movements`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reportId: ids.feb, previousReportId: ids.jan, arrived: 2, left: 1, moved: 2, changed: 2 });
    expect(res.body.items.map((i: { kind: string }) => i.kind)).toEqual(['arrived', 'arrived', 'left', 'moved', 'moved', 'changed', 'changed']);
  });

  it("an animal's history: kennel, status and level per Run Date, newest first, on both doors", async () => {
    const res = await officer.post('/graphql').send({ query: '{ animalHistory(animalId: "a10000003") { reportId reportDate kennel zoneCode statusCode adoptionLevel daysInCare } }' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.animalHistory).toEqual([
      { reportId: ids.mar, reportDate: '2024-03-10T07:05:00', kennel: 'K04', zoneCode: 'A', statusCode: 'AVAILABLE', adoptionLevel: 'L1', daysInCare: 35 },
      { reportId: ids.feb, reportDate: '2024-02-10T07:05:00', kennel: 'K04', zoneCode: 'A', statusCode: 'AVAILABLE', adoptionLevel: 'L1', daysInCare: 35 },
      { reportId: ids.jan, reportDate: '2024-01-10T07:05:00', kennel: 'S01', zoneCode: 'B', statusCode: 'HOLD', adoptionLevel: 'L1', daysInCare: 35 },
    ]);
    const rest = await officer.get('/api/animals/A10000005/history');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([expect.objectContaining({ reportId: ids.jan, kennel: 'M01', zoneCode: 'C' })]);
    expect((await officer.get('/api/animals/A99999999/history')).status).toBe(404);
  });

  it('a report not committed has no movements: a 409 that says so, not an error', async () => {
    const up = await upload(officer, await historyReport('2024-04-10T07:05:00', JAN, 'apr'), 'apr.pdf');
    expect(up.status).toBe(201);
    const res = await officer.get(`/api/reports/${up.body.tempReportId}/movements`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This report is uploaded, not committed: it has no movements yet.');
    expect((await officer.get('/api/reports/no-such-report/movements')).status).toBe(404);
  });

  it('deleting February compares March against January again', async () => {
    const del = await admin.delete(`/api/reports/${ids.feb}`);
    expect(del.status).toBe(200);
    const m = await movements(officer, ids.mar);
    expect(m).toMatchObject({ previousReportId: ids.jan, arrived: 2, left: 1, moved: 2, changed: 2 });
    expect(byKind(m)).toEqual({
      arrived: ['A10000008', 'A10000006'],
      left: ['A10000005'],
      moved: ['A10000001', 'A10000003'],
      changed: ['A10000002', 'A10000004'],
    });
    // Re-committing February (a new upload of the same file) puts it back between them.
    ids.feb = await commit('2024-02-10T07:05:00', FEB, 'feb');
    expect(await movements(officer, ids.mar)).toMatchObject({ previousReportId: ids.feb, arrived: 1, left: 1, moved: 0, changed: 0 });
    expect(await movements(officer, ids.feb)).toMatchObject({ previousReportId: ids.jan, arrived: 2, left: 1, moved: 2, changed: 2 });
  });

  it('two reports committed one after the other chain by Run Date (May, then June after it)', async () => {
    const ups = await Promise.all(
      [['2024-05-10T07:05:00', 'may'], ['2024-06-10T07:05:00', 'jun']].map(async ([runDate, name]) => (await upload(admin, await historyReport(runDate, name === 'may' ? FEB : JAN, name), `${name}.pdf`)).body.tempReportId as string),
    );
    const parses = await Promise.all(ups.map((tempId) => admin.post(`/api/reports/${tempId}/parse`)));
    const [may, jun] = parses.map((p) => p.body.reportId as string);
    expect(may && jun).toBeTruthy();
    ids.may = may;
    ids.jun = jun;
    const chain = await Promise.all([ids.mar, may, jun].map((id) => movements(officer, id)));
    expect(chain.map((m) => m.previousReportId)).toEqual([ids.feb, ids.mar, may]);
    // May has February's animals against March's: Rex is back, Ziggy left. June has January's against May's.
    expect(byKind(chain[1])).toEqual({ arrived: ['A10000007'], left: ['A10000008'] });
    expect(chain[2]).toMatchObject({ arrived: 1, left: 2, moved: 2, changed: 2 });
  });

  it('recomputes at once in two transactions without a clash: the lock serialises them (without it, both rewrite June)', async () => {
    // The worker parses one report at a time, so commits never overlap in the pipeline; a second process could.
    // Each transaction recomputes its report and the one after it: May's rewrites June's rows while June's does.
    const db = t.app.get(DataSource);
    const results = await Promise.allSettled([db.transaction((tx) => recordMovements(tx, ids.may)), db.transaction((tx) => recordMovements(tx, ids.jun))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    const chain = await Promise.all([ids.may, ids.jun].map((id) => movements(officer, id)));
    expect(chain.map((m) => m.previousReportId)).toEqual([ids.mar, ids.may]);
    expect(chain[1]).toMatchObject({ arrived: 1, left: 2, moved: 2, changed: 2 });
  });

  it('fills in the movements of reports committed before they were kept (the migration runs this)', async () => {
    const db = t.app.get(DataSource);
    await db.query('DELETE FROM report_movements');
    await db.query('UPDATE reports SET previous_report_id = NULL');
    const count = await db.transaction((tx) => recomputeAllMovements(tx));
    expect(count).toBe(5);
    const chain = await Promise.all([ids.jan, ids.feb, ids.mar, ids.may, ids.jun].map((id) => movements(officer, id)));
    expect(chain.map((m) => m.previousReportId)).toEqual([null, ids.jan, ids.feb, ids.mar, ids.may]);
    expect(chain[1]).toMatchObject({ arrived: 2, left: 1, moved: 2, changed: 2 });
  });
});
