import request from 'supertest';
import { AppError, ErrorCode } from '../../server/common/errors/error-codes.js';
import { JOB_QUEUE, type Job, type JobQueue } from '../../server/common/queue/job-queue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { healthReader } from '../helpers/health.js';
import { DisposableRedis, freePort } from '../helpers/redis-server.js';

const waitFor = async (what: string, fn: () => Promise<boolean> | boolean, ms = 10000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await fn()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('Bull queue on real Redis', () => {
  let t: TestApp;
  let queue: JobQueue;
  beforeAll(async () => {
    t = await startTestApp();
    queue = t.app.get(JOB_QUEUE);
  });
  afterAll(() => t.close());

  it('runs an added job in the registered processor', async () => {
    expect(queue.kind).toBe('bull');
    const seen: Job<{ n: number }>[] = [];
    queue.process<{ n: number }>('test.echo', async (job) => void seen.push(job));
    await queue.add('test.echo', { n: 7 });
    await waitFor('the job', () => seen.length === 1);
    expect(seen[0].data).toEqual({ n: 7 });
  });

  it('retries a failing job up to its attempts', async () => {
    let calls = 0;
    queue.process('test.flaky', async () => {
      calls++;
      if (calls < 3) throw new Error('not yet');
    });
    await queue.add('test.flaky', {}, { attempts: 3, backoffMs: 10 });
    await waitFor('three attempts', () => calls === 3);
  });
});

describe('in-process queue (no REDIS_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL: '' });
  });
  afterAll(() => t.close());

  it('runs jobs in order in this process and reports itself in health', async () => {
    const queue = t.app.get<JobQueue>(JOB_QUEUE);
    expect(queue.kind).toBe('in-process');
    const order: number[] = [];
    queue.process<{ n: number }>('test.order', async (job) => void order.push(job.data.n));
    for (const n of [1, 2, 3]) await queue.add('test.order', { n });
    await waitFor('three jobs', () => order.length === 3);
    expect(order).toEqual([1, 2, 3]);
    const health = await (await healthReader(t)).get('/api/health/all').expect(200);
    expect(health.body.checks.queue).toMatchObject({ status: 'ok' });
    expect(health.body.checks.queue.message).toContain('In-process');
  });
});

describe('Redis outage under a running server', () => {
  let redis: DisposableRedis;
  let t: TestApp;
  beforeAll(async () => {
    redis = await DisposableRedis.start();
    t = await startTestApp({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await t.close();
    await redis.down();
  });

  it('turns queue to fail within 5 s, refuses jobs with a 503 error within 5 s, and recovers', async () => {
    const queue = t.app.get<JobQueue>(JOB_QUEUE);
    const queueStatus = async () => (await (await healthReader(t)).get('/api/health/all').expect(200)).body.checks.queue;
    expect((await queueStatus()).status).toBe('ok');

    await redis.down();
    const stoppedAt = Date.now();
    await waitFor('queue to fail', async () => (await queueStatus()).status === 'fail', 5000);
    expect(Date.now() - stoppedAt).toBeLessThan(5000);

    const started = Date.now();
    const error = await queue.add('test.none', {}).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(ErrorCode.QUEUE_UNAVAILABLE);
    expect((error as AppError).status).toBe(503);

    // Requests that do not need the queue keep answering while Redis is down.
    const health = await (await healthReader(t)).get('/api/health/all').timeout(6000).expect(200);
    expect(health.body.checks.queue.error).toMatch(/Redis/i);

    await redis.up();
    await waitFor('queue to recover', async () => (await queueStatus()).status === 'ok', 15000);
    await expect(queue.add('test.after', {})).resolves.toHaveProperty('id');
  });
});

describe('Redis configured but never reachable', () => {
  it('boots, reports queue fail and refuses jobs within 5 s', async () => {
    const t = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    try {
      const started = Date.now();
      const health = await request(t.url).get('/api/health/all').expect(200);
      expect(health.body.checks.queue.status).toBe('fail');
      await expect(t.app.get<JobQueue>(JOB_QUEUE).add('test.none', {})).rejects.toMatchObject({
        code: ErrorCode.QUEUE_UNAVAILABLE,
      });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await t.close();
    }
  });
});
