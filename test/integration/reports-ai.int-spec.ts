import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent.js';
import { Role } from '../../server/common/auth/role.js';
import { ROOT } from '../../server/paths.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { cookieOf, signedIn } from '../helpers/auth.js';
import { wsClient } from '../helpers/graphql.js';
import { FakeAnthropic, truthRecord } from '../helpers/fake-anthropic.js';
import { allAnimals, asTruthRow, salemTruth, sample, upload, uploadAndParse } from '../helpers/reports.js';

type Manifest = {
  manifest: { state: string; traces: { chunk: number; parser: string; rejected: Record<string, number>; fallback: { attempted: boolean; reason: string | null }; disagreements: { count: number; samples: { animal_id: string; field: string }[] } | null; ndjsonLinesCount: number }[] };
  events: { type: string; data: Record<string, unknown> }[];
};

async function until<T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`not reached in time: ${JSON.stringify(v).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const sorted = <T extends { animal_id: string }>(rows: T[]) => [...rows].sort((a, b) => a.animal_id.localeCompare(b.animal_id));

describe('report pipeline on the AI path (fake Anthropic server, real PostgreSQL and Bull)', () => {
  let fake: FakeAnthropic;
  let t: TestApp;
  let officer: TestAgent;
  const manifest = async (tempId: string) => (await officer.get(`/api/reports/${tempId}/manifest`)).body as Manifest;

  beforeAll(async () => {
    fake = await FakeAnthropic.start();
    t = await startTestApp({ ANTHROPIC_API_KEY: 'sk-test', ANTHROPIC_BASE_URL: fake.url, REPORT_PARSE_WAIT_SECONDS: '30' });
    officer = (await signedIn(t, Role.OFFICER)).agent;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests = [];
    fake.fallback = { kind: 'truth' };
  });

  it('valid NDJSON: every chunk read by the model, rows exact, no disagreement with the layout reader', async () => {
    const { pdf, truth } = await sample(61, 7);
    fake.truth = truth;
    const { tempId, parse } = await uploadAndParse(officer, pdf);
    expect(parse.status).toBe(201);
    expect((await allAnimals(officer, parse.body.reportId)).map(asTruthRow)).toEqual(sorted(salemTruth(truth)));
    const m = await manifest(tempId);
    expect(m.manifest.traces.map((tr) => [tr.parser, tr.fallback.attempted, tr.disagreements?.count])).toEqual([
      ['ai', false, 0],
      ['ai', false, 0],
    ]);
    expect(m.manifest.traces[0].ndjsonLinesCount).toBeGreaterThan(10);
    expect(m.events.map((e) => e.type)).toEqual([
      'snapshot', 'parse.start',
      'chunk.detected', 'chunk.llm.start', 'chunk.llm.ok',
      'chunk.detected', 'chunk.llm.start', 'chunk.llm.ok',
      'commit.start', 'commit.done', 'done',
    ]);
    expect(fake.requests).toHaveLength(2);
    // The report text travels as data inside the delimited block; the instructions are the system prompt.
    expect(JSON.stringify(fake.requests[0].body.messages)).toContain('<report_text>');
    expect(fake.requests[0].body.system).toBe(fake.requests[1].body.system);
    // With the geometry: each row goes with its 14 cells by column, blank ones empty, not as bare text runs.
    const sent = fake.requests[0].body.messages[0].content as string;
    const first = truth.animals.find((a) => a.page <= 5)!;
    const row = sent.split('\n').find((l) => l.startsWith(`row: ${first.animal_id} | `));
    expect(row?.split(' | ')).toHaveLength(14);
  });

  it('invalid lines are rejected by reason; a row the model dropped is recovered from the layout reader and noted', async () => {
    const { pdf, truth } = await sample(62, 4);
    fake.truth = truth;
    const [dropped, ...kept] = truth.animals;
    const lines = kept.map((a) => JSON.stringify(truthRecord(a, truth)));
    const wrongSpecies = { ...truthRecord(kept[0], truth), species: 'dog' };
    fake.queue({ kind: 'text', text: ['{"animal_id": "A1', JSON.stringify(wrongSpecies), 'Sure! Here are the animals:', ...lines].join('\n') });
    const { tempId, parse } = await uploadAndParse(officer, pdf);
    expect(parse.status).toBe(201);
    expect((await allAnimals(officer, parse.body.reportId)).map(asTruthRow)).toEqual(sorted(salemTruth(truth)));
    const [trace] = (await manifest(tempId)).manifest.traces;
    expect(trace.parser).toBe('ai');
    expect(trace.rejected).toEqual({ invalid_json: 2, schema_species: 1 });
    expect(trace.disagreements!.samples).toContainEqual(expect.objectContaining({ animal_id: dropped.animal_id, field: '(row)' }));
  });

  it('429 with retry-after: 503 ai_rate_limited with retryAt, one request only, then the delayed job finishes it', async () => {
    const { pdf, truth } = await sample(63, 7);
    fake.truth = truth;
    fake.queue({ kind: 'truth' }, { kind: 'error', status: 429, headers: { 'retry-after': '2' } });
    const { tempId, parse } = await uploadAndParse(officer, pdf);
    expect(parse.status).toBe(503);
    expect(parse.headers['retry-after']).toMatch(/^[12]$/);
    expect(parse.body).toMatchObject({ code: 'ai_rate_limited', tempId, retryAt: expect.any(String) });
    const retryAt = Date.parse(parse.body.retryAt);
    expect(retryAt - Date.now()).toBeLessThanOrEqual(2500);
    expect(fake.requests).toHaveLength(2); // chunk 0, and the one refused request for chunk 1: no SDK retry
    const pending = (await officer.get('/api/reports/pending')).body.find((p: { tempId: string }) => p.tempId === tempId);
    expect(pending).toMatchObject({ state: 'rate_limited', status: 'rate_limited', completed: [0], totalChunks: 2 });
    expect(Date.parse(pending.nextRetryAt)).toBe(retryAt);

    const status = await until(() => officer.get(`/api/reports/${tempId}/status`).then((r) => r.body), (s) => s.state === 'complete');
    expect(status.reportId).toEqual(expect.any(String));
    expect(fake.requests).toHaveLength(3); // chunk 0 was not asked again
    expect((await allAnimals(officer, status.reportId)).map(asTruthRow)).toEqual(sorted(salemTruth(truth)));
    const types = (await manifest(tempId)).events.map((e) => e.type);
    expect(types).toContain('chunk.llm.rate_limited');
    expect(types.filter((x) => x === 'snapshot')).toHaveLength(2);
    expect(types.at(-1)).toBe('done');
  });

  it('deleted while a REST parse waits: the parse answers at once (404), live followers get an error, open lists a deleted change', async () => {
    const admin = (await signedIn(t, Role.ADMIN)).agent;
    const { pdf, truth } = await sample(66, 7);
    fake.truth = truth;
    fake.fallback = { kind: 'delay', ms: 3_000, then: { kind: 'truth' } };
    const up = await upload(officer, pdf, 'deleted-mid-parse.pdf');
    const tempId = up.body.tempReportId as string;

    const socket = wsClient(t.url, { origin: t.url, cookie: cookieOf(officer) });
    const seen: { changes: unknown[]; progress: { kind: string; data: unknown }[] } = { changes: [], progress: [] };
    const ended = new Promise<void>((resolve) => {
      socket.subscribe({ query: 'subscription { reportsChanged { tempId state } }' }, { next: (v) => void seen.changes.push(v.data?.reportsChanged), error: () => undefined, complete: () => undefined });
      socket.subscribe(
        { query: 'subscription($id: ID!) { reportProgress(tempId: $id) { kind data } }', variables: { id: tempId } },
        { next: (v) => void seen.progress.push(v.data?.reportProgress as { kind: string; data: unknown }), error: () => resolve(), complete: () => resolve() },
      );
    });
    const parse = officer.post(`/api/reports/${tempId}/parse`).then((r) => r);
    await until(async () => fake.requests.length, (n) => n > 0); // the model is reading the first chunk

    const started = Date.now();
    await admin.delete(`/api/reports/${tempId}`).expect(200);
    const answer = await parse;
    expect(Date.now() - started).toBeLessThan(5_000); // not the 30 s wait
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: 'The report was deleted. Its parse did not finish.', tempId });

    await Promise.race([ended, new Promise((r) => setTimeout(r, 5_000))]);
    expect(seen.progress.at(-1)).toEqual({ kind: 'ERROR', data: { code: 'NOT_FOUND', message: 'The report was deleted.' } });
    await until(async () => seen.changes, (c) => c.some((x) => JSON.stringify(x) === JSON.stringify({ tempId, state: 'deleted' })), 5_000);
    await socket.dispose();
  });

  it('529 overloaded pauses the report too (30 s by default); Resume continues from the saved chunks', async () => {
    const { pdf, truth } = await sample(64, 7);
    fake.truth = truth;
    fake.queue({ kind: 'truth' }, { kind: 'error', status: 529 });
    const { tempId, parse } = await uploadAndParse(officer, pdf);
    expect(parse.status).toBe(503);
    expect(Date.parse(parse.body.retryAt) - Date.now()).toBeGreaterThan(25_000);
    const resumed = await officer.post(`/api/reports/${tempId}/resume`);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ tempId, state: 'queued', message: 'Resumed from 1 of 2 chunks' });
    const status = await until(() => officer.get(`/api/reports/${tempId}/status`).then((r) => r.body), (s) => s.state === 'complete');
    expect(fake.requests).toHaveLength(3);
    expect((await allAnimals(officer, status.reportId)).map(asTruthRow)).toEqual(sorted(salemTruth(truth)));
    // The stale delayed retry, when it fires, finds the report complete and does nothing.
  });

  it('a paused report that is cancelled stays cancelled when its delayed retry comes due', async () => {
    const { pdf, truth } = await sample(67, 2);
    fake.truth = truth;
    // The administrator signs in first: under load a sign-in took longer than the retry's wait, the retry ran
    // (and asked the model again) before the cancel, and the test failed on a race of its own making.
    const admin = (await signedIn(t, Role.ADMIN)).agent;
    fake.queue({ kind: 'error', status: 429, headers: { 'retry-after': '3' } });
    const { tempId, parse } = await uploadAndParse(officer, pdf);
    expect(parse.status).toBe(503);
    expect((await admin.post('/api/reports/cancel-all')).body.cancelled).toBeGreaterThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 4000));
    expect((await officer.get(`/api/reports/${tempId}/status`)).body.state).toBe('cancelled');
    expect(fake.requests).toHaveLength(1);
  });

  it('a chunk the model fails (500) falls back to the layout reader, with the fallback events', async () => {
    const { pdf, truth } = await sample(65, 7);
    fake.truth = truth;
    fake.queue({ kind: 'error', status: 500 });
    const { tempId, parse } = await uploadAndParse(officer, pdf);
    expect(parse.status).toBe(201);
    expect((await allAnimals(officer, parse.body.reportId)).map(asTruthRow)).toEqual(sorted(salemTruth(truth)));
    const m = await manifest(tempId);
    expect(m.manifest.traces.map((tr) => [tr.parser, tr.fallback.reason])).toEqual([
      ['layout', 'http_500'],
      ['ai', null],
    ]);
    expect(m.events.map((e) => e.type).slice(2, 6)).toEqual(['chunk.detected', 'chunk.llm.start', 'chunk.fallback.start', 'chunk.fallback.ok']);
  });

  it('the model answering with nothing valid for every chunk still commits through the fallback', async () => {
    const { pdf, truth } = await sample(66, 3);
    fake.fallback = { kind: 'text', text: 'I cannot help with that.' };
    const { tempId, parse } = await uploadAndParse(officer, pdf);
    expect(parse.status).toBe(201);
    expect(parse.body.reportId).toEqual(expect.any(String));
    expect((await manifest(tempId)).manifest.traces[0].fallback).toEqual({ attempted: true, reason: 'no_valid_lines' });
    expect((await allAnimals(officer, parse.body.reportId)).length).toBe(salemTruth(truth).length);
  });
});

describe('a worker killed in mid-job', () => {
  let fake: FakeAnthropic;
  let t: TestApp;
  let officer: TestAgent;
  const workers: ChildProcess[] = [];

  function startWorker(): ChildProcess {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: t.config.dataDir,
      DATABASE_URL: t.config.DATABASE_URL,
      REDIS_URL: t.config.REDIS_URL,
      REDIS_PREFIX: t.config.REDIS_PREFIX,
      ANTHROPIC_API_KEY: 'sk-test',
      ANTHROPIC_BASE_URL: fake.url,
      QUEUE_STALLED_SECONDS: '2',
      SESSION_SECRET: t.config.SESSION_SECRET,
    };
    const child = spawn(process.execPath, [join(ROOT, 'dist/server/worker.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    workers.push(child);
    return child;
  }

  beforeAll(async () => {
    fake = await FakeAnthropic.start();
    // The API process only enqueues; separate worker processes run the jobs, as in docker-compose.
    t = await startTestApp({ ANTHROPIC_API_KEY: 'sk-test', ANTHROPIC_BASE_URL: fake.url, QUEUE_PROCESSORS: 'false', QUEUE_STALLED_SECONDS: '2' });
    officer = (await signedIn(t, Role.OFFICER)).agent;
  });
  afterAll(async () => {
    for (const w of workers) w.kill('SIGKILL');
    await t.close();
    await fake.close();
  });

  it('re-runs the job from its saved chunks on another worker, without duplicate rows', async () => {
    const { pdf, truth } = await sample(71, 12);
    fake.truth = truth;
    // Chunk 0 answers; chunk 1 never does, so the worker is busy with it when it is killed.
    fake.queue({ kind: 'truth' }, { kind: 'hang' });
    const first = startWorker();
    const up = await upload(officer, pdf);
    const started = await officer.post('/graphql').send({ query: 'mutation($id: ID!) { startReportParse(tempId: $id) { state } }', variables: { id: up.body.tempReportId } });
    expect(started.body.data.startReportParse.state).toBe('queued');
    await until(async () => fake.requests.length, (n) => n >= 2, 60_000);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));

    const before = (await officer.get(`/api/reports/${up.body.tempReportId}/status`)).body;
    expect(before).toMatchObject({ state: 'parsing', completed: [0] });
    startWorker();
    const status = await until(() => officer.get(`/api/reports/${up.body.tempReportId}/status`).then((r) => r.body), (s) => s.state === 'complete', 60_000);
    const rows = await allAnimals(officer, status.reportId);
    expect(rows.map(asTruthRow)).toEqual(sorted(salemTruth(truth)));
    expect(new Set(rows.map((r) => r.animal_id)).size).toBe(rows.length);
    // Chunk 0 was read once; chunks 1 and 2 after the restart.
    expect(fake.requests).toHaveLength(4);
    // The state turns complete inside the commit's transaction; the 'done' event follows the alert rules.
    const manifest = () => officer.get(`/api/reports/${up.body.tempReportId}/manifest`).then((r) => (r.body as Manifest).events.map((e) => e.type));
    const events = await until(manifest, (types) => types.includes('done'), 10_000);
    expect(events.filter((e) => e === 'snapshot')).toHaveLength(2);
    expect(events.filter((e) => e === 'done')).toHaveLength(1);
  }, 120_000);
});
