import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GcsStorage } from '../../server/common/storage/gcs-storage.js';
import { LocalStorage } from '../../server/common/storage/local-storage.js';
import type { Storage } from '../../server/common/storage/storage.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { healthReader } from '../helpers/health.js';
import { crc32cBase64, startFakeGcs, type FakeGcs } from '../helpers/fake-gcs.js';

/** Bytes that would break a sloppy multipart or text handling: NULs, CRLFs, boundary-like lines, all 256 values. */
function awkwardBytes(): Buffer {
  return Buffer.concat([
    randomBytes(70_000),
    Buffer.from('\r\n--boundary\r\n\r\n.\r\n--\r\n'),
    Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
  ]);
}

const UNSAFE_KEYS = ['../x', '/abs', 'a/../b', './a', 'a//b', 'a\\b', ''];

describe('fake GCS helper', () => {
  it('computes CRC-32C like GCS (check value of "123456789" is 0xE3069283)', () => {
    expect(Buffer.from(crc32cBase64(Buffer.from('123456789')), 'base64').toString('hex')).toBe('e3069283');
  });
});

describe('GcsStorage against a fake GCS JSON API', () => {
  const BUCKET = 'beti-uploads';
  let fake: FakeGcs;
  let storage: GcsStorage;

  beforeAll(async () => {
    fake = await startFakeGcs();
    storage = new GcsStorage(BUCKET, fake.url);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.objects.clear();
    fake.failNext(0, 0);
  });

  it('put, get and delete round-trip identical bytes, with the object name and content type recorded', async () => {
    const key = 'reports/2024/scan-1.pdf';
    const data = awkwardBytes();

    await storage.put(key, data, 'application/pdf');
    const stored = fake.objects.get(`${BUCKET}/${key}`);
    expect(stored?.contentType).toBe('application/pdf');
    expect(stored?.data.equals(data)).toBe(true);
    expect(fake.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/upload/storage/v1/b/${BUCKET}/o`,
        query: expect.objectContaining({ uploadType: 'multipart', name: key }),
        status: 200,
      }),
    ]);

    const back = await storage.get(key);
    expect(back.equals(data)).toBe(true);
    expect(fake.requests[1]).toMatchObject({
      method: 'GET',
      path: `/storage/v1/b/${BUCKET}/o/${encodeURIComponent(key)}`,
      query: { alt: 'media' },
      status: 200,
    });

    await storage.delete(key);
    expect(fake.objects.has(`${BUCKET}/${key}`)).toBe(false);
    expect(fake.requests[2]).toMatchObject({ method: 'DELETE', object: `${BUCKET}/${key}`, status: 204 });

    await expect(storage.get(key)).rejects.toMatchObject({ code: 404 });
  });

  it('deleting a key that does not exist resolves (GCS answered 404)', async () => {
    await expect(storage.delete('never/was-there.txt')).resolves.toBeUndefined();
    expect(fake.requests).toEqual([expect.objectContaining({ method: 'DELETE', status: 404 })]);
  });

  it('refuses a download whose bytes no longer match the hashes stored at upload', async () => {
    await storage.put('a.txt', Buffer.from('original'), 'text/plain');
    fake.objects.get(`${BUCKET}/a.txt`)!.data = Buffer.from('tampered');
    await expect(storage.get('a.txt')).rejects.toMatchObject({ code: 'CONTENT_DOWNLOAD_MISMATCH' });
  });

  it('retries a read that met a transient 503 (retryOptions.maxRetries)', async () => {
    await new GcsStorage(BUCKET, fake.url).put('r.txt', Buffer.from('retry me'), 'text/plain');
    const reader = new GcsStorage(BUCKET, fake.url); 
    fake.requests.length = 0;
    fake.failNext(503, 1);
    const started = Date.now();
    expect((await reader.get('r.txt')).toString()).toBe('retry me');
    console.log(`GCS read retried after a 503: ${Date.now() - started} ms`);
    expect(fake.requests.map((r) => `${r.method} ${r.status}`)).toEqual(['GET 503', 'GET 200']);
  });

  it('keeps retrying reads after a put() (save() must not switch retries off client-wide)', async () => {
    const s = new GcsStorage(BUCKET, fake.url);
    await s.put('r2.txt', Buffer.from('retry me too'), 'text/plain');
    fake.requests.length = 0;
    fake.failNext(503, 1);
    expect((await s.get('r2.txt')).toString()).toBe('retry me too');
    expect(fake.requests.map((r) => `${r.method} ${r.status}`)).toEqual(['GET 503', 'GET 200']);
  });

  it('a write against a GCS that answers 503 to everything rejects with that error and stores nothing', async () => {
    fake.failNext(503, Infinity);
    await expect(storage.put('w.txt', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({ code: 503 });
    expect(fake.objects.size).toBe(0);
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests.every((r) => r.method === 'POST' && r.status === 503)).toBe(true);
  });

  it('never sends an unsafe key to GCS', async () => {
    for (const key of UNSAFE_KEYS) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
    }
    expect(fake.requests).toEqual([]);
  });

  it('check() reports the bucket after a real write, read and delete', async () => {
    await expect(storage.check()).resolves.toEqual({
      status: 'ok',
      message: `GCS bucket ${BUCKET}: write, read and delete ok`,
    });
    expect(fake.requests.map((r) => r.method)).toEqual(['POST', 'GET', 'DELETE']);
    expect(fake.objects.size).toBe(0);
  });
});

describe('health with GCS_BUCKET pointing at the fake GCS', () => {
  const BUCKET = 'beti-health-bucket';
  let fake: FakeGcs;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeGcs();
    t = await startTestApp({ GCS_BUCKET: BUCKET, GCS_API_ENDPOINT: fake.url });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.failNext(0, 0);
  });

  it('checks.storage is ok, names the bucket, and the fake saw the write, read and delete', async () => {
    const res = await (await healthReader(t)).get('/api/health/all').expect(200);
    expect(res.body.checks.storage).toMatchObject({ status: 'ok' });
    expect(res.body.checks.storage.message).toContain(`GCS bucket ${BUCKET}`);
    expect(res.body.status).toBe('ok');

    const [write, read, del] = fake.requests;
    expect(fake.requests).toHaveLength(3);
    expect(write).toMatchObject({ method: 'POST', path: `/upload/storage/v1/b/${BUCKET}/o`, status: 200 });
    expect(write.object).toMatch(new RegExp(`^${BUCKET}/health/[0-9a-f-]{36}\\.txt$`));
    expect(read).toMatchObject({ method: 'GET', object: write.object, query: { alt: 'media' }, status: 200 });
    expect(del).toMatchObject({ method: 'DELETE', object: write.object, status: 204 });
    expect(fake.objects.size).toBe(0);
  });

  it('when GCS answers 503 to everything, checks.storage fails within the probe timeout, then recovers', async () => {
    fake.failNext(503, Infinity);
    const started = Date.now();
    const res = await (await healthReader(t)).get('/api/health/all').expect(200);
    const elapsed = Date.now() - started;
    expect(res.body.checks.storage).toMatchObject({ status: 'fail' });
    expect(res.body.checks.storage.error).toMatch(/503|Injected failure/);
    expect(res.body.checks.db.status).toBe('ok');
    expect(res.body.status).toBe('fail');
    expect(elapsed).toBeLessThan(10_000);
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests.every((r) => r.status === 503)).toBe(true);
    console.log(`GCS 503 everywhere: health answered in ${elapsed} ms after ${fake.requests.length} request(s)`);

    // No sticky state: once GCS answers again, so does the check.
    fake.failNext(0, 0);
    const again = await (await healthReader(t)).get('/api/health/all').expect(200);
    expect(again.body.checks.storage.status).toBe('ok');
    expect(again.body.status).toBe('ok');
  });

  it('when the GCS endpoint is gone (connection refused), checks.storage fails and health still answers', async () => {
    await fake.close();
    const started = Date.now();
    const res = await (await healthReader(t)).get('/api/health/all').expect(200);
    const elapsed = Date.now() - started;
    expect(res.body.checks.storage).toMatchObject({ status: 'fail' });
    expect(res.body.checks.storage.error).toMatch(/ECONNREFUSED/);
    expect(elapsed).toBeLessThan(10_000);
    console.log(`GCS connection refused: health answered in ${elapsed} ms`);
  });
});

describe('health when the GCS endpoint accepts connections but never answers', () => {
  let blackhole: Server;
  const sockets = new Set<Socket>();
  let t: TestApp;

  beforeAll(async () => {
    blackhole = createServer((s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
    const { port } = blackhole.address() as { port: number };
    t = await startTestApp({ GCS_BUCKET: 'silent-bucket', GCS_API_ENDPOINT: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t?.close();
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => blackhole.close(resolve));
  });

  it('the 10 s storage probe turns the hang into a fail and the health answer still comes', async () => {
    const started = Date.now();
    const res = await (await healthReader(t)).get('/api/health/all').expect(200);
    const elapsed = Date.now() - started;
    expect(res.body.checks.storage).toEqual({ status: 'fail', error: 'GCS timed out after 10000 ms' });
    expect(res.body.checks.db.status).toBe('ok');
    expect(elapsed).toBeGreaterThanOrEqual(9_900);
    expect(elapsed).toBeLessThan(12_000);
    console.log(`GCS black hole: health answered in ${elapsed} ms`);
  }, 30_000);
});

describe('LocalStorage', () => {
  let outer: string;
  let root: string;
  let storage: Storage; // through the interface the app uses

  beforeAll(() => {
    outer = mkdtempSync(join(tmpdir(), 'beti-local-storage-'));
    root = join(outer, 'root');
    storage = new LocalStorage(root);
  });
  afterAll(() => rmSync(outer, { recursive: true, force: true }));

  it('rejects unsafe keys and writes nothing', async () => {
    for (const key of UNSAFE_KEYS) {
      // Promise.resolve().then(...) also catches a synchronous throw (see the next test).
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
      await expect(Promise.resolve().then(() => storage.get(key))).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
    }
    expect(existsSync(join(outer, 'x'))).toBe(false);
    expect(readdirSync(outer)).toEqual([]);
  });

  it('get() rejects an unsafe key like put() and delete() do', async () => {
    await expect(storage.get('../x')).rejects.toThrow(/Invalid storage key/);
  });

  it('round-trips identical bytes through a nested folder, and delete is idempotent', async () => {
    const data = awkwardBytes();
    await storage.put('uploads/2024/05/scan.pdf', data, 'application/pdf');
    expect(readFileSync(join(root, 'uploads/2024/05/scan.pdf')).equals(data)).toBe(true);
    expect((await storage.get('uploads/2024/05/scan.pdf')).equals(data)).toBe(true);

    await storage.delete('uploads/2024/05/scan.pdf');
    expect(existsSync(join(root, 'uploads/2024/05/scan.pdf'))).toBe(false);
    await expect(storage.delete('uploads/2024/05/scan.pdf')).resolves.toBeUndefined();
    await expect(storage.get('uploads/2024/05/scan.pdf')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('check() reports the folder after a real round trip and leaves nothing behind', async () => {
    await expect(storage.check()).resolves.toEqual({ status: 'ok', message: `Local folder ${root}: write, read and delete ok` });
    expect(readdirSync(join(root, 'health'))).toEqual([]);
  });
});
