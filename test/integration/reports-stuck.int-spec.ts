import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type TestAgent from 'supertest/lib/agent.js';
import { DataSource } from 'typeorm';
import { STORAGE, type Storage } from '../../server/common/storage/storage.js';
import { Role } from '../../server/common/auth/role.js';
import { ReportReconciler } from '../../server/modules/reports/pipeline/reconciler.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { cookieOf, signedIn } from '../helpers/auth.js';
import { wsClient } from '../helpers/graphql.js';
import { sample, upload, uploadAndParse } from '../helpers/reports.js';
import { eventually } from '../helpers/wait.js';

/**
 * No stuck states (issue 16): uploads never parsed expire and show to their uploader only; cancel and dismiss
 * are kept on the server, for the uploader or ADMIN and up, and each pending row says what the viewer may do;
 * a duplicate names the report it repeats; a fault of the server is INTERNAL (5xx), not a bad file; every
 * change of state reaches open lists through `reportsChanged`.
 */

interface Pending {
  tempId: string;
  state: string;
  status: string;
  awaitingParse: boolean;
  mine: boolean;
  actions: string[];
  lastError: string | null;
  errorCode: string | null;
  duplicateOf: { reportId: string; filename: string; reportDate: string | null } | null;
}

describe('stuck states', () => {
  let t: TestApp;
  let alice: TestAgent; // OFFICER, the uploader
  let bob: TestAgent; // another OFFICER
  let admin: TestAgent;
  let adminCookie: string;
  const db = () => t.app.get(DataSource);
  const pendingOf = async (a: TestAgent): Promise<Pending[]> => (await a.get('/api/reports/pending').expect(200)).body;
  const row = async (a: TestAgent, tempId: string) => (await pendingOf(a)).find((p) => p.tempId === tempId);
  const gqlPending = async (a: TestAgent) =>
    (await a.post('/graphql').send({ query: '{ pendingReports { tempId state awaitingParse mine actions } }' })).body.data.pendingReports as Pending[];

  beforeAll(async () => {
    t = await startTestApp({ ANTHROPIC_API_KEY: '', UPLOAD_EXPIRY_HOURS: '24' });
    alice = (await signedIn(t, Role.OFFICER)).agent;
    bob = (await signedIn(t, Role.OFFICER)).agent;
    admin = (await signedIn(t, Role.ADMIN)).agent;
    adminCookie = cookieOf(admin);
  }, 120_000);
  afterAll(() => t?.close());

  afterEach(async () => {
    await db().query(`UPDATE reports SET state = 'cancelled' WHERE state <> 'complete'`);
  });

  it('an upload awaiting Parse is listed for its uploader only, and not as processing', async () => {
    const { pdf } = await sample(1601, 1);
    const up = await upload(alice, pdf, 'left-before-parse.pdf');
    expect(up.status).toBe(201);
    const tempId = up.body.tempReportId;
    expect(await row(alice, tempId)).toMatchObject({ state: 'uploaded', awaitingParse: true, mine: true, actions: ['CANCEL'] });
    expect(await row(bob, tempId)).toBeUndefined();
    expect(await row(admin, tempId)).toBeUndefined();
    expect((await gqlPending(alice)).find((p) => p.tempId === tempId)).toMatchObject({ awaitingParse: true, mine: true, actions: ['CANCEL'] });
    expect((await gqlPending(bob)).map((p) => p.tempId)).not.toContain(tempId);
  });

  it('an upload never parsed expires after UPLOAD_EXPIRY_HOURS: cancelled, file removed, Parse refused with the reason', async () => {
    const { pdf } = await sample(1602, 1);
    const young = (await upload(alice, pdf, 'young.pdf')).body.tempReportId;
    const old = (await upload(alice, pdf, 'old.pdf')).body.tempReportId;
    await db().query(`UPDATE reports SET created_at = now() - interval '25 hours' WHERE temp_id = $1`, [old]);
    const [{ storage_key: key }] = await db().query('SELECT storage_key FROM reports WHERE temp_id = $1', [old]);
    await t.app.get(ReportReconciler).sweep();

    expect(await row(alice, old)).toBeUndefined();
    expect(await row(alice, young)).toMatchObject({ awaitingParse: true });
    const [after] = await db().query('SELECT state, last_error FROM reports WHERE temp_id = $1', [old]);
    expect(after).toEqual({ state: 'cancelled', last_error: expect.stringMatching(/^Upload expired: Parse was not asked for within 24 hours/) });
    await expect(t.app.get<Storage>(STORAGE).get(key)).rejects.toThrow();
    const parse = await alice.post(`/api/reports/${old}/parse`);
    expect(parse.status).toBe(409);
    expect(parse.body.message).toMatch(/^Upload expired/);
  });

  it('a failed report left without a Resume for FAILED_REPORT_EXPIRY_DAYS expires: cancelled, file removed, its reason kept', async () => {
    const { pdf } = await sample(1609, 1);
    const first = await uploadAndParse(alice, pdf, 'expiry-original.pdf');
    expect(first.parse.status).toBe(201);
    // Two failures (the same file again); the old one as if the model had read a zone, so it could be resumed.
    const old = await uploadAndParse(alice, pdf, 'expiry-old.pdf');
    const young = await uploadAndParse(alice, pdf, 'expiry-young.pdf');
    expect([old.parse.status, young.parse.status]).toEqual([409, 409]);
    await db().query(`UPDATE reports SET raw_zones = 1, updated_at = now() - interval '15 days', last_event_at = now() - interval '15 days' WHERE temp_id = $1`, [old.tempId]);
    expect((await row(alice, old.tempId))?.actions).toEqual(['RESUME', 'DISMISS']);
    const [{ storage_key: key }] = await db().query('SELECT storage_key FROM reports WHERE temp_id = $1', [old.tempId]);
    await t.app.get(ReportReconciler).sweep();

    for (const viewer of [alice, admin]) expect(await row(viewer, old.tempId)).toBeUndefined();
    expect(await row(alice, young.tempId)).toMatchObject({ state: 'failed', errorCode: 'DUPLICATE_UPLOAD' });
    const [after] = await db().query('SELECT state, error_code, last_error FROM reports WHERE temp_id = $1', [old.tempId]);
    expect(after).toEqual({
      state: 'cancelled',
      error_code: 'DUPLICATE_UPLOAD',
      last_error: expect.stringMatching(/^Failed report expired: not resumed within 14 days, so the file was removed\. It had failed: Duplicate file: /),
    });
    await expect(t.app.get<Storage>(STORAGE).get(key)).rejects.toThrow();
    const resume = await alice.post(`/api/reports/${old.tempId}/resume`);
    expect(resume.status).toBe(409);
    expect(resume.body.message).toMatch(/^Nothing to resume: Failed report expired: not resumed within 14 days/);
    await admin.delete(`/api/reports/${first.parse.body.reportId}`).expect(200);
  });

  it('the uploader cancels their own upload on the server (REST and GraphQL); another OFFICER cannot; an ADMIN can', async () => {
    const { pdf } = await sample(1603, 1);
    const one = (await upload(alice, pdf, 'one.pdf')).body.tempReportId;
    const two = (await upload(alice, pdf, 'two.pdf')).body.tempReportId;
    const three = (await upload(alice, pdf, 'three.pdf')).body.tempReportId;

    const refused = await bob.post(`/api/reports/${one}/cancel`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');

    const rest = await alice.post(`/api/reports/${one}/cancel`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ tempId: one, state: 'cancelled', actions: [] });
    const gql = await alice.post('/graphql').send({ query: 'mutation($id: ID!) { cancelReport(id: $id) { tempId state } }', variables: { id: two } });
    expect(gql.body).toEqual({ data: { cancelReport: { tempId: two, state: 'cancelled' } } });
    expect((await admin.post(`/api/reports/${three}/cancel`)).status).toBe(200);

    expect((await pendingOf(alice)).map((p) => p.tempId)).not.toEqual(expect.arrayContaining([one]));
    expect((await alice.post(`/api/reports/${one}/cancel`)).status).toBe(409); // already final
    expect((await alice.post(`/api/reports/${one}/parse`)).status).toBe(409);
  });

  it('a duplicate fails naming the existing report (filename, Run Date, link id); Dismiss is kept on the server, for the uploader or ADMIN', async () => {
    const { pdf } = await sample(1604, 1);
    const first = await uploadAndParse(alice, pdf, 'salem-original.pdf');
    expect(first.parse.status).toBe(201);
    const reportId = first.parse.body.reportId;
    const [{ reportDate }] = (await alice.get('/api/reports').expect(200)).body.filter((r: { id: string }) => r.id === reportId);
    const [, y, m, d, hm] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(reportDate)!;

    const again = await uploadAndParse(alice, pdf, 'salem-again.pdf');
    expect(again.parse.status).toBe(409);
    expect(again.parse.body.message).toBe(`Duplicate file: this file was already processed as "salem-original.pdf" (Run Date ${m}/${d}/${y} ${hm}). Open that report instead of uploading it again.`);
    expect(again.parse.body.message).not.toContain(reportId);
    const failed = await row(alice, again.tempId);
    expect(failed).toMatchObject({ state: 'failed', errorCode: 'DUPLICATE_UPLOAD', duplicateOf: { reportId, filename: 'salem-original.pdf', reportDate }, actions: ['DISMISS'] });
    // Nothing was read, so there is nothing to resume; someone else's failure is not theirs to dismiss.
    expect((await row(bob, again.tempId))?.actions).toEqual([]);
    expect((await row(admin, again.tempId))?.actions).toEqual(['DISMISS']);

    // Diagnostics of a report refused before parsing: no counters, the duplicate named.
    const manifest = await alice.post('/graphql').send({ query: 'query($id: ID!) { reportManifest(id: $id) { jobCounters manifest } }', variables: { id: again.tempId } });
    expect(manifest.body.data.reportManifest).toMatchObject({ jobCounters: null, manifest: { state: 'failed', duplicateOf: { reportId } } });

    expect((await bob.post(`/api/reports/${again.tempId}/dismiss`)).status).toBe(403);
    const dismissed = await alice.post('/graphql').send({ query: 'mutation($id: ID!) { dismissReport(id: $id) { tempId state } }', variables: { id: again.tempId } });
    expect(dismissed.body).toEqual({ data: { dismissReport: { tempId: again.tempId, state: 'failed' } } });
    for (const viewer of [alice, bob, admin]) expect(await row(viewer, again.tempId)).toBeUndefined();
    expect((await alice.post(`/api/reports/${again.tempId}/dismiss`)).status).toBe(409);

    // An ADMIN dismisses anyone's failure over REST.
    const third = await uploadAndParse(bob, pdf, 'salem-third.pdf');
    expect(third.parse.status).toBe(409);
    expect((await admin.post(`/api/reports/${third.tempId}/dismiss`)).status).toBe(200);
    expect(await row(bob, third.tempId)).toBeUndefined();
    await alice.delete(`/api/reports/${reportId}`); // OFFICER cannot; the admin cleans up below
    await admin.delete(`/api/reports/${reportId}`).expect(200);
  });

  it('a fault of the server in the pipeline is INTERNAL: REST parse 500, logged with its stack, shown as a server problem', async () => {
    const storage = t.app.get<Storage>(STORAGE);
    const get = jest.spyOn(storage, 'get').mockRejectedValue(new TypeError("Cannot read properties of undefined (reading 'bytes')"));
    const logged = jest.spyOn(Logger.prototype, 'error');
    try {
      const { pdf } = await sample(1605, 1);
      const { tempId, parse } = await uploadAndParse(alice, pdf, 'fine-file.pdf');
      expect(parse.status).toBe(500);
      expect(parse.body).toMatchObject({ code: 'internal_error', tempId, message: expect.stringMatching(/^Server error: .*not with the file/) });
      expect(await row(alice, tempId)).toMatchObject({ state: 'failed', errorCode: 'INTERNAL' });
      expect(logged.mock.calls.map((c) => String(c[0])).some((m) => m.includes(tempId) && m.includes('TypeError') && m.includes('    at '))).toBe(true);
    } finally {
      get.mockRestore();
      logged.mockRestore();
    }
  });

  it('reportsChanged tells every open list when a report finishes by itself', async () => {
    const client = wsClient(t.url, { cookie: adminCookie, origin: t.url });
    const changes: { tempId: string; state: string; reportId: string | null; filename: string; animalCount: number | null }[] = [];
    const dispose = client.subscribe<{ reportsChanged: (typeof changes)[number] }>(
      { query: 'subscription { reportsChanged { tempId state reportId filename animalCount } }' },
      { next: (v) => v.data && changes.push(v.data.reportsChanged), error: () => undefined, complete: () => undefined },
    );
    try {
      await new Promise((r) => setTimeout(r, 300));
      const { pdf } = await sample(1606, 1);
      const { tempId, parse } = await uploadAndParse(alice, pdf, 'heard.pdf');
      expect(parse.status).toBe(201);
      const done = await eventually(
        () => Promise.resolve(changes.find((c) => c.tempId === tempId && c.state === 'complete')),
        (c) => c !== undefined,
        10_000,
      );
      expect(done).toMatchObject({ reportId: parse.body.reportId, filename: 'heard.pdf', animalCount: expect.any(Number) });
      expect(changes.filter((c) => c.tempId === tempId).map((c) => c.state)).toEqual(['parsing', 'complete']);
      await admin.delete(`/api/reports/${parse.body.reportId}`).expect(200);
    } finally {
      dispose();
      await client.dispose();
    }
  });
});
