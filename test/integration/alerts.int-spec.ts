import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { DataSource } from 'typeorm';
import { Role } from '../../server/common/auth/role.js';
import { STORAGE, type Storage } from '../../server/common/storage/storage.js';
import { sign } from '../../server/modules/animals/alerts/alert-email.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { cookieOf, signedIn, type TestUser } from '../helpers/auth.js';
import { firstEvent, wsClient } from '../helpers/graphql.js';
import { historyReport, type HistoryAnimal } from '../helpers/history-report.js';
import { uploadAndParse } from '../helpers/reports.js';

/**
 * Issue 18, part 4: alerts that persist, on real PostgreSQL and Redis. Report rules run on hand-made reports read
 * by the real pipeline; the webhook is called as a sender would, signed with the secret the app runs with.
 */
const SECRET = 'alerts-webhook-test-secret-0123456789';
const A = (id: string, name: string, zone: HistoryAnimal['zone'], kennel: string, extra: Partial<HistoryAnimal> = {}): HistoryAnimal => ({ id, name, zone, kennel, days: 5, ...extra });

// Rex: behaviour 3B (L4). Luna: 45 days (long stay, L2). Stray: on stray hold 10 days. Calm: nothing to say.
const R1 = [
  A('A20000001', 'Rex', 'A', 'K01', { behavior: '3B' }),
  A('A20000002', 'Luna', 'A', 'K02', { days: 45, species: 'Cat' }),
  A('A20000003', 'Stray', 'B', 'S01', { status: 'STRAY_WAIT', days: 10 }),
  A('A20000004', 'Calm', 'B', 'S02', { behavior: '2A' }),
];
// A day later: the same conditions (updated, not raised twice), Luna 61 days (over twice 30: L3), Calm moved B→C.
const R2 = [
  A('A20000001', 'Rex', 'A', 'K01', { behavior: '3B', days: 6 }),
  A('A20000002', 'Luna', 'A', 'K02', { days: 61, species: 'Cat' }),
  A('A20000003', 'Stray', 'B', 'S01', { status: 'STRAY_WAIT', days: 11 }),
  A('A20000004', 'Calm', 'C', 'M01', { behavior: '2A' }),
];

const FIELDS = 'id ts source rule animalId name species severity zone location tags status snoozedUntil snippet body reportId suggestedNextSteps assignee { id name }';
type Alert = { id: string; source: string; rule: string | null; animalId: string; severity: string; status: string; zone: string; snippet: string; tags: string[]; snoozedUntil: string | null; assignee: { id: string } | null; reportId: string | null };

describe('alerts (issue 18)', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: TestAgent;
  let officer: TestAgent;
  let officerUser: TestUser;
  let readonlyUser: TestUser;
  const reports: Record<'r1' | 'r2' | 'old', string> = { r1: '', r2: '', old: '' };

  async function commit(runDate: string, animals: HistoryAnimal[], name: string): Promise<string> {
    const { parse } = await uploadAndParse(admin, await historyReport(runDate, animals, name), `${name}.pdf`);
    if (parse.status !== 200 && parse.status !== 201) throw new Error(`parse: ${parse.status} ${JSON.stringify(parse.body)}`);
    return parse.body.reportId as string;
  }
  async function gql<T = Record<string, unknown>>(a: TestAgent, query: string, variables: Record<string, unknown> = {}) {
    const res = await a.post('/graphql').send({ query, variables });
    return res.body as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  }
  async function list(a: TestAgent, args = ''): Promise<{ items: Alert[]; total: number; counts: Record<string, number> }> {
    const body = await gql<{ alerts: { items: Alert[]; total: number; counts: Record<string, number> } }>(
      a,
      `{ alerts${args ? `(${args})` : ''} { total counts { new acknowledged snoozed resolved } items { ${FIELDS} } } }`,
    );
    expect(body.errors).toBeUndefined();
    return body.data!.alerts;
  }
  const byRule = (items: Alert[]) => items.filter((a) => a.source === 'report').map((a) => `${a.animalId}:${a.rule}:${a.severity}`).sort();

  beforeAll(async () => {
    t = await startTestApp({ ALERTS_WEBHOOK_SECRET: SECRET });
    db = t.app.get(DataSource);
    admin = (await signedIn(t, Role.ADMIN)).agent;
    const o = await signedIn(t, Role.OFFICER);
    officer = o.agent;
    officerUser = o;
    readonlyUser = await signedIn(t, Role.READONLY);
    reports.r1 = await commit('2031-03-01T07:00', R1, 'alerts-r1');
  }, 180000);
  afterAll(() => t.close());

  it('the report rules raise one alert per animal and rule: behaviour at or above 3A, long stay, stray hold', async () => {
    const { items } = await list(officer);
    expect(byRule(items)).toEqual(['A20000001:behavior_severity:L4', 'A20000002:long_stay:L2', 'A20000003:stray_hold:L2']);
    const rex = items.find((a) => a.animalId === 'A20000001')!;
    expect(rex).toMatchObject({ status: 'new', zone: 'A', reportId: reports.r1, snippet: 'Behaviour severity 3B (at or above 3A)' });
    // Calm (2A) is under the threshold; nothing else.
    expect(items.some((a) => a.animalId === 'A20000004')).toBe(false);
  });

  it('the next report updates the open alerts instead of raising them again, and a zone move raises its own', async () => {
    const first = await list(officer);
    reports.r2 = await commit('2031-03-02T07:00', R2, 'alerts-r2');
    const { items } = await list(officer);
    expect(byRule(items)).toEqual(['A20000001:behavior_severity:L4', 'A20000002:long_stay:L3', 'A20000003:stray_hold:L2', 'A20000004:zone_move:L1']);
    const luna = items.find((a) => a.rule === 'long_stay')!;
    expect(luna.id).toBe(first.items.find((a) => a.rule === 'long_stay')!.id);
    expect(luna).toMatchObject({ snippet: 'In care 61 days (over 30)', reportId: reports.r2 });
    expect(items.find((a) => a.rule === 'zone_move')!.snippet).toBe('Moved from zone B to zone C');
  });

  it('an older report committed later raises nothing (it does not describe the animals now in care)', async () => {
    const before = (await list(officer)).total;
    reports.old = await commit('2031-01-15T07:00', [A('A20000009', 'Ghost', 'A', 'K09', { behavior: '3B' })], 'alerts-old');
    expect((await list(officer)).total).toBe(before);
  });

  it('a resolved alert is not raised again by the next report while its condition is the same', async () => {
    const { items } = await list(officer, 'status: [new]');
    const stray = items.find((a) => a.rule === 'stray_hold')!;
    const resolved = await gql(officer, `mutation ($ids: [ID!]!) { updateAlerts(input: { ids: $ids, action: resolve }) { id status } }`, { ids: [stray.id] });
    expect(resolved.errors).toBeUndefined();
    await commit('2031-03-03T07:00', R2.map((a) => (a.id === 'A20000003' ? { ...a, days: 12 } : a)), 'alerts-r3');
    const after = await list(officer);
    expect(after.items.filter((a) => a.rule === 'stray_hold').map((a) => a.status)).toEqual(['resolved']);
  });

  it('acknowledge, snooze (24 h), resolve and assign, one or in bulk; each change audited; already-held is a no-op', async () => {
    const { items } = await list(officer, 'status: [new]');
    const [a, b] = items;
    const ack = await gql<{ updateAlerts: Alert[] }>(officer, `mutation ($ids: [ID!]!) { updateAlerts(input: { ids: $ids, action: acknowledge }) { ${FIELDS} } }`, { ids: [a.id] });
    expect(ack.data!.updateAlerts[0].status).toBe('acknowledged');
    const snooze = await gql<{ updateAlerts: Alert[] }>(officer, `mutation ($ids: [ID!]!) { updateAlerts(input: { ids: $ids, action: snooze }) { ${FIELDS} } }`, { ids: [a.id, b.id] });
    for (const s of snooze.data!.updateAlerts) {
      expect(s.status).toBe('snoozed');
      expect(Math.abs(new Date(s.snoozedUntil!).getTime() - Date.now() - 24 * 3600_000)).toBeLessThan(60_000);
    }
    const assign = await gql<{ updateAlerts: Alert[] }>(officer, `mutation ($ids: [ID!]!, $to: ID) { updateAlerts(input: { ids: $ids, action: assign, assigneeId: $to }) { ${FIELDS} } }`, {
      ids: [a.id],
      to: officerUser.user.id,
    });
    expect(assign.data!.updateAlerts[0].assignee?.id).toBe(officerUser.user.id);
    // A READONLY user cannot see alerts, so cannot be assigned one; an unknown alert fails the whole call.
    const bad = await gql(officer, `mutation ($ids: [ID!]!, $to: ID) { updateAlerts(input: { ids: $ids, action: assign, assigneeId: $to }) { id } }`, { ids: [a.id], to: readonlyUser.user.id });
    expect(bad.errors?.[0].extensions?.code).toBe('VALIDATION_FAILED');
    const missing = await gql(officer, `mutation ($ids: [ID!]!) { updateAlerts(input: { ids: $ids, action: resolve }) { id } }`, { ids: [a.id, '00000000-0000-4000-8000-000000000000'] });
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql<{ alert: Alert }>(officer, `query ($id: ID!) { alert(id: $id) { status } }`, { id: a.id })).data!.alert.status).toBe('snoozed');
    // Snoozing a snoozed alert changes nothing and records nothing.
    const audits = async () => Number((await db.query(`SELECT count(*) AS n FROM audit_events WHERE action = 'alert.update' AND target = $1`, [`alert:${a.id}`]))[0].n);
    const n = await audits();
    expect(n).toBe(3); // acknowledge, snooze, assign
    await gql(officer, `mutation ($ids: [ID!]!) { updateAlerts(input: { ids: $ids, action: snooze }) { id } }`, { ids: [a.id] });
    expect(await audits()).toBe(n);
  });

  it('a snooze ends after 24 h: the alert is new again', async () => {
    const { items } = await list(officer, 'status: [snoozed]');
    expect(items.length).toBeGreaterThan(0);
    await db.query(`UPDATE alerts SET snoozed_until = now() - interval '1 minute' WHERE id = $1`, [items[0].id]);
    expect((await gql<{ alert: Alert }>(officer, `query ($id: ID!) { alert(id: $id) { status snoozedUntil } }`, { id: items[0].id })).data!.alert).toEqual({ status: 'new', snoozedUntil: null });
  });

  it('REST: GET /api/alerts with the spec filters, PATCH /api/alerts/{id}', async () => {
    const all = await officer.get('/api/alerts');
    expect(all.status).toBe(200);
    const total = all.body.total as number;
    expect(Object.values(all.body.counts as Record<string, number>).reduce((s, n) => s + n, 0)).toBe(total);
    const cats = await officer.get('/api/alerts').query({ species: 'cat' });
    expect(cats.body.items.map((a: Alert) => a.animalId)).toEqual(['A20000002']);
    const search = await officer.get('/api/alerts').query({ search: 'rEx' });
    expect(search.body.items.map((a: Alert) => a.animalId)).toEqual(['A20000001']);
    const severe = await officer.get('/api/alerts').query({ severity: 'L3,L4' });
    expect(severe.body.items.map((a: Alert) => a.severity).sort()).toEqual(['L3', 'L4']);
    // Counts follow the other filters but not the status filter.
    const resolvedOnly = await officer.get('/api/alerts').query({ status: 'resolved' });
    expect(resolvedOnly.body.counts).toEqual(all.body.counts);
    expect(resolvedOnly.body.items.every((a: Alert) => a.status === 'resolved')).toBe(true);
    expect((await officer.get('/api/alerts').query({ status: 'open' })).status).toBe(400);
    expect((await officer.get('/api/alerts').query({ limit: 1000 })).status).toBe(400);
    expect((await officer.get('/api/alerts/not-a-uuid')).status).toBe(404);

    const target = all.body.items.find((a: Alert) => a.status !== 'resolved') as Alert;
    const patched = await officer.patch(`/api/alerts/${target.id}`).send({ status: 'resolved', assigneeId: officerUser.user.id });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: target.id, status: 'resolved', assignee: { id: officerUser.user.id } });
    expect((await officer.patch(`/api/alerts/${target.id}`).send({ status: 'gone' })).status).toBe(400);
    expect((await officer.patch(`/api/alerts/${target.id}`).send({})).status).toBe(400);
  });

  it('tags filter matches any of the tags; staff notes are raised from an animal of the latest report', async () => {
    const raised = await gql<{ raiseAlert: Alert }>(officer, `mutation { raiseAlert(input: { animalId: "a20000004", severity: "L2", tags: ["Fear", "Handling"], note: "Shaking at the back of the kennel today." }) { ${FIELDS} } }`);
    expect(raised.errors).toBeUndefined();
    expect(raised.data!.raiseAlert).toMatchObject({ source: 'staff_note', animalId: 'A20000004', severity: 'L2', tags: ['Fear', 'Handling'], zone: 'C', status: 'new' });
    const fear = await list(officer, 'tags: ["Fear", "Bite History"]');
    expect(fear.items.map((a) => a.id)).toContain(raised.data!.raiseAlert.id);
    expect(fear.items.every((a) => a.tags.includes('Fear') || a.tags.includes('Bite History'))).toBe(true);
    const ghost = await gql(officer, `mutation { raiseAlert(input: { animalId: "A20000009", severity: "L2", note: "Not here any more" }) { id } }`);
    expect(ghost.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const short = await officer.post('/api/alerts').send({ animalId: 'A20000004', severity: 'L9', note: 'x' });
    expect(short.status).toBe(400);
    const rows = await db.query(`SELECT count(*)::int AS n FROM audit_events WHERE action = 'alert.raise'`);
    expect(rows[0].n).toBe(1);
  });

  it('alertChanged pushes each change to signed-in subscribers', async () => {
    const client = wsClient(t.url, { origin: t.url, cookie: cookieOf(officer) });
    try {
      const { result, ready } = firstEvent<{ alertChanged: Alert }>(client, `subscription { alertChanged { id status animalId } }`);
      await ready;
      const { items } = await list(officer, 'status: [new]');
      await gql(officer, `mutation ($ids: [ID!]!) { updateAlerts(input: { ids: $ids, action: acknowledge }) { id } }`, { ids: [items[0].id] });
      expect((await result).alertChanged).toEqual({ id: items[0].id, status: 'acknowledged', animalId: items[0].animalId });
    } finally {
      await client.dispose();
    }
  });

  describe('the inbound email webhook', () => {
    const post = (body: string, headers: Record<string, string>) => request(t.url).post('/api/alerts/email/inbound').set({ 'content-type': 'application/json', ...headers }).send(body);
    const signed = (body: string, ts = String(Math.floor(Date.now() / 1000))) => ({ 'x-beti-timestamp': ts, 'x-beti-signature': sign(SECRET, ts, body) });
    async function message(id: string, state = /processed|failed/) {
      for (let i = 0; i < 100; i++) {
        const [row] = await db.query(`SELECT * FROM alert_inbound_messages WHERE id = $1`, [id]);
        if (row && state.test(row.state)) return row;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`message ${id} not done`);
    }

    it('a signed message naming animals becomes alerts, tagged by keyword, with the raw payload stored', async () => {
      const body = JSON.stringify({ subject: 'Kennel note A20000001', text: 'Rex (a20000001) bit a volunteer and growled at feeding. Luna A20000002 seems fine.', from: 'kennel@example.org' });
      const res = await post(body, signed(body));
      expect(res.status).toBe(202);
      expect(res.body.status).toBe('queued');
      const row = await message(res.body.id);
      expect(row).toMatchObject({ state: 'processed', alerts_raised: 2, subject: 'Kennel note A20000001' });
      expect((await t.app.get<Storage>(STORAGE).get(row.storage_key)).toString()).toBe(body);
      const email = (await list(officer)).items.filter((a) => a.source === 'email');
      expect(email.map((a) => a.animalId).sort()).toEqual(['A20000001', 'A20000002']);
      // The whole message's tags; a bite is L4.
      expect(email[0].tags).toEqual(['Bite History', 'Aggression']);
      expect(email[0].severity).toBe('L4');
      expect(email.find((a) => a.animalId === 'A20000002')!.snippet).toBe('Luna A20000002 seems fine.');
    });

    it('refuses a missing or wrong signature and a stale timestamp, and a replay of a good one; stores none of them', async () => {
      const count = async () => Number((await db.query(`SELECT count(*) AS n FROM alert_inbound_messages`))[0].n);
      const before = await count();
      const body = JSON.stringify({ subject: 'x', text: 'A20000001 hid all day' });
      expect((await post(body, {})).status).toBe(401);
      expect((await post(body, { ...signed(body), 'x-beti-signature': sign('another-secret-of-some-length', String(Math.floor(Date.now() / 1000)), body) })).status).toBe(401);
      const stale = String(Math.floor(Date.now() / 1000) - 301);
      const old = await post(body, signed(body, stale));
      expect(old.status).toBe(401);
      expect(old.body.message).toMatch(/Stale timestamp/);
      // The body changed after signing.
      expect((await post(body.replace('hid', 'bit'), signed(body))).status).toBe(401);
      expect(await count()).toBe(before);
      const headers = signed(body);
      expect((await post(body, headers)).status).toBe(202);
      const again = await post(body, headers);
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(/Replay refused/);
      expect(await count()).toBe(before + 1);
    });

    it('a malformed body or one naming no animal is stored, marked failed with its reason, and shown in the webhook state', async () => {
      const bad = '{"subject": "broken", "text": ';
      const res = await post(bad, signed(bad));
      expect(res.status).toBe(202);
      const row = await message(res.body.id);
      expect(row).toMatchObject({ state: 'failed', error: 'Malformed payload: the body is not JSON' });
      expect((await t.app.get<Storage>(STORAGE).get(row.storage_key)).toString()).toBe(bad);
      const nobody = JSON.stringify({ subject: 'Lunch', text: 'Nobody in particular.' });
      const none = await message((await post(nobody, signed(nobody))).body.id);
      expect(none.error).toBe('No animal id of the current population found in the subject or text');

      const state = await gql<{ alertWebhook: { secretSet: boolean; failed24h: number; lastState: string; recentFailures: { error: string }[]; exampleCurl: string } }>(
        admin,
        '{ alertWebhook { secretSet failed24h lastState recentFailures { error } exampleCurl } }',
      );
      expect(state.data!.alertWebhook).toMatchObject({ secretSet: true, failed24h: 2, lastState: 'failed' });
      expect(state.data!.alertWebhook.recentFailures.map((f) => f.error)).toEqual(['No animal id of the current population found in the subject or text', 'Malformed payload: the body is not JSON']);
      expect(state.data!.alertWebhook.exampleCurl).toContain('X-Beti-Signature');
      expect(state.data!.alertWebhook.exampleCurl).not.toContain(SECRET);
    });
  });
});
