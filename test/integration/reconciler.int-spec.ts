import { DataSource } from 'typeorm';
import { STORAGE } from '../../server/common/storage/storage.js';
import { Role } from '../../server/common/auth/role.js';
import { ReportPipeline } from '../../server/modules/reports/pipeline/pipeline.service.js';
import { ReportReconciler } from '../../server/modules/reports/pipeline/reconciler.js';
import { ReportEventsService } from '../../server/modules/reports/report-events.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedIn } from '../helpers/auth.js';
import { DisposableRedis } from '../helpers/redis-server.js';
import { salemTruth, sample, upload } from '../helpers/reports.js';
import { eventually } from '../helpers/wait.js';

/**
 * Nothing stranded (issue 15, item 4): reports an outage left behind (an upload whose parse could not be
 * queued, a job that died with the database, a queued report whose job is gone) are queued again by the
 * reconciler and end complete, once, with every row and no duplicate.
 */

const STALL_SECONDS = 10;

async function stateOf(t: TestApp, tempId: string): Promise<{ state: string; animals: number; distinct: number }> {
  const [row] = await t.app.get(DataSource).query(
    `SELECT r.state, count(a.*)::int AS animals, count(DISTINCT a.animal_id)::int AS distinct
     FROM reports r LEFT JOIN report_animals a ON a.report_id = r.id WHERE r.temp_id = $1 GROUP BY r.state`,
    [tempId],
  );
  return row;
}

/** As if the report had made no progress for longer than the stall time. */
async function leaveBehind(t: TestApp, tempId: string, state: string) {
  await t.app
    .get(DataSource)
    .query(
      `UPDATE reports SET state = $2, parse_requested_at = now(), updated_at = now() - interval '1 hour', last_event_at = now() - interval '1 hour' WHERE temp_id = $1`,
      [tempId, state],
    );
}

describe('reconciler', () => {
  let t: TestApp;
  let redis: DisposableRedis;

  beforeAll(async () => {
    redis = await DisposableRedis.start();
    // The timer is out of the way (one hour): each test runs a pass itself.
    t = await startTestApp({ ANTHROPIC_API_KEY: '', REDIS_URL: redis.url, PARSE_STALL_SECONDS: String(STALL_SECONDS), RECONCILE_INTERVAL_SECONDS: '3600' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await redis.down();
  });

  it('queues an upload whose parse was asked for while Redis was down, once Redis is back', async () => {
    const officer = (await signedIn(t, Role.OFFICER)).agent;
    const { pdf, truth } = await sample(91, 2);
    const up = await upload(officer, pdf);
    const tempId = up.body.tempReportId as string;
    await redis.down();
    const parse = await officer.post(`/api/reports/${tempId}/parse`);
    expect(parse.status).toBe(503);
    expect((await stateOf(t, tempId)).state).toBe('uploaded');
    // While Redis is down a pass can queue nothing, and says so without throwing.
    expect(await t.app.get(ReportReconciler).sweep()).toBe(0);

    await redis.up();
    expect(await eventually(() => t.app.get(ReportReconciler).sweep(), (n) => n === 1, 15_000)).toBe(1);
    const done = await eventually(() => stateOf(t, tempId), (s) => s.state === 'complete', 30_000);
    expect(done).toEqual({ state: 'complete', animals: salemTruth(truth).length, distinct: salemTruth(truth).length });
  }, 90_000);

  it.each(['parsing', 'queued', 'finalizing'])('queues a report left %s with no progress, which ends complete with no duplicate row', async (state) => {
    const officer = (await signedIn(t, Role.OFFICER)).agent;
    const { pdf, truth } = await sample(92 + ['parsing', 'queued', 'finalizing'].indexOf(state), 2);
    const tempId = (await upload(officer, pdf)).body.tempReportId as string;
    await leaveBehind(t, tempId, state);

    expect(await t.app.get(ReportReconciler).sweep()).toBe(1);
    const done = await eventually(() => stateOf(t, tempId), (s) => s.state === 'complete', 30_000);
    expect(done).toEqual({ state: 'complete', animals: salemTruth(truth).length, distinct: salemTruth(truth).length });
    // Done: a second pass finds nothing.
    expect(await t.app.get(ReportReconciler).sweep()).toBe(0);
  }, 60_000);

  it('leaves alone a report that is making progress, and an upload nobody asked to parse', async () => {
    const officer = (await signedIn(t, Role.OFFICER)).agent;
    const { pdf } = await sample(96, 1);
    const fresh = (await upload(officer, pdf)).body.tempReportId as string;
    await t.app.get(DataSource).query(`UPDATE reports SET state = 'parsing', updated_at = now(), last_event_at = now() WHERE temp_id = $1`, [fresh]);
    const { pdf: other } = await sample(97, 1);
    const idle = (await upload(officer, other)).body.tempReportId as string;

    expect(await t.app.get(ReportReconciler).sweep()).toBe(0);
    expect((await stateOf(t, fresh)).state).toBe('parsing');
    expect((await stateOf(t, idle)).state).toBe('uploaded');
  }, 60_000);

  it('two processes passing at once queue a stranded report once', async () => {
    const officer = (await signedIn(t, Role.OFFICER)).agent;
    const { pdf } = await sample(98, 1);
    const tempId = (await upload(officer, pdf)).body.tempReportId as string;
    await leaveBehind(t, tempId, 'parsing');
    // A second reconciler on the same database and queue: another process.
    const other = new ReportReconciler(t.config, t.app.get(DataSource), t.app.get(ReportPipeline), t.app.get(STORAGE), t.app.get(ReportEventsService));
    const [a, b] = await Promise.all([t.app.get(ReportReconciler).sweep(), other.sweep()]);
    expect(a + b).toBe(1);
    await eventually(() => stateOf(t, tempId), (s) => s.state === 'complete', 30_000);
  }, 60_000);
});
