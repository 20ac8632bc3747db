import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent.js';
import { DataSource } from 'typeorm';
import { Role } from '../../server/common/auth/role.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { signedIn } from '../helpers/auth.js';
import { DisposablePostgres } from '../helpers/postgres-server.js';
import { DisposableRedis } from '../helpers/redis-server.js';
import { salemTruth, sample, upload } from '../helpers/reports.js';
import { eventually } from '../helpers/wait.js';

/**
 * The fault test of issue 15: PostgreSQL (a throw-away cluster of this test's own) and Redis are stopped while
 * reports are being uploaded and parsed. Every report must reach a final state (complete, or failed with a
 * reason) within the reconciler's period, with no duplicate row and no orphan file.
 */

const STALL_SECONDS = 8;
const PERIOD_SECONDS = 4;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface ReportRow {
  temp_id: string;
  state: string;
  error_code: string | null;
  last_error: string | null;
  storage_key: string;
  animals: number;
  distinct: number;
}

(DisposablePostgres.available() ? describe : describe.skip)('outages during uploads', () => {
  let pg: DisposablePostgres;
  let redis: DisposableRedis;
  let t: TestApp;
  let officer: TestAgent;
  const expected = new Map<string, number>();

  beforeAll(async () => {
    pg = await DisposablePostgres.start();
    redis = await DisposableRedis.start();
    t = await startTestApp({
      ANTHROPIC_API_KEY: '',
      DATABASE_URL: pg.url,
      REDIS_URL: redis.url,
      REPORT_PARSE_WAIT_SECONDS: '0',
      PARSE_STALL_SECONDS: String(STALL_SECONDS),
      RECONCILE_INTERVAL_SECONDS: String(PERIOD_SECONDS),
    });
    officer = (await signedIn(t, Role.OFFICER)).agent;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await redis?.down();
    await pg?.destroy();
  });

  /** Uploads and asks for the parse; during an outage either step may be refused (and that is fine). */
  async function send(seed: number) {
    const { pdf, truth } = await sample(seed, 2);
    const up = await upload(officer, pdf).catch(() => null);
    if (!up || up.status !== 201) return { upload: up?.status ?? 0 };
    expected.set(up.body.tempReportId, salemTruth(truth).length);
    const parse = await officer.post(`/api/reports/${up.body.tempReportId}/parse`).catch(() => null);
    return { upload: up.status, parse: parse?.status ?? 0 };
  }

  async function reports(): Promise<ReportRow[]> {
    return t.app.get(DataSource).query(
      `SELECT r.temp_id, r.state, r.error_code, r.last_error, r.storage_key,
              count(a.*)::int AS animals, count(DISTINCT a.animal_id)::int AS distinct
       FROM reports r LEFT JOIN report_animals a ON a.report_id = r.id GROUP BY r.id`,
    );
  }

  it('every report ends complete or failed with a reason, with no duplicate row and no orphan file', async () => {
    // Reports in flight when PostgreSQL stops.
    for (const seed of [201, 202, 203, 204]) await send(seed);
    await pg.down();
    // Uploads while the database is away are refused; their files must not stay behind.
    const during = await Promise.all([205, 206].map((seed) => send(seed)));
    expect(during.every((r) => r.upload !== 201)).toBe(true);
    await pause(3000);
    await pg.up();

    // Reports in flight when Redis stops, and parses asked for while it is away.
    await eventually(() => send(207), (r) => r.upload === 201, 30_000);
    await send(208);
    await redis.down();
    const whileRedisDown = await send(209);
    expect(whileRedisDown).toMatchObject({ upload: 201 });
    expect(whileRedisDown.parse).toBe(503);
    await pause(3000);
    await redis.up();

    // Within a few reconciler periods after the stall time, everything has settled.
    const settled = await eventually(reports, (rows) => rows.length > 0 && rows.every((r) => r.state === 'complete' || r.state === 'failed'), (STALL_SECONDS + 6 * PERIOD_SECONDS) * 1000 + 30_000);
    for (const r of settled) {
      if (r.state === 'failed') expect(r.error_code && r.last_error).toBeTruthy();
      else expect({ id: r.temp_id, animals: r.animals, distinct: r.distinct }).toEqual({ id: r.temp_id, animals: expected.get(r.temp_id), distinct: expected.get(r.temp_id) });
    }
    // Every report that was accepted is there, and every one of these valid files was read in the end.
    expect(settled.map((r) => r.temp_id).sort()).toEqual([...expected.keys()].sort());
    expect(settled.filter((r) => r.state !== 'complete')).toEqual([]);

    // No orphan: the storage folder holds exactly the reports' files.
    const folder = join(t.config.dataDir, 'storage', 'reports');
    const files = existsSync(folder) ? readdirSync(folder).map((f) => `reports/${f}`) : [];
    expect(files.sort()).toEqual(settled.map((r) => r.storage_key).sort());
  }, 240_000);
});
