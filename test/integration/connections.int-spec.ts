import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { Role } from '../../server/common/auth/role.js';
import { ROOT } from '../../server/paths.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { cookieOf, signedIn } from '../helpers/auth.js';
import { cloneTemplateDatabase } from '../helpers/database.js';
import { freePort } from '../helpers/redis-server.js';
import { sample, upload } from '../helpers/reports.js';
import { TEST_REDIS_URL } from '../setup/env.js';

interface Exchange {
  /** What the server sent back. */
  answer: string;
  /** How long after connecting the server closed the socket; undefined when it was still open after `waitMs`. */
  closedAfterMs?: number;
}

/** Sends `head` on a raw socket, then `drip` every `everyMs` (a slow client), and watches for the server closing. */
function raw(url: string, head: string, opts: { waitMs: number; drip?: string; everyMs?: number }): Promise<Exchange> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    const started = Date.now();
    let answer = '';
    let dripper: NodeJS.Timeout | undefined;
    let done = false;
    const finish = (closedAfterMs?: number) => {
      if (done) return;
      done = true;
      clearInterval(dripper);
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, closedAfterMs });
    };
    const timer = setTimeout(() => finish(), opts.waitMs);
    socket.on('connect', () => {
      socket.write(head);
      if (opts.drip) dripper = setInterval(() => socket.writable && socket.write(opts.drip!), opts.everyMs ?? 300);
    });
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(Date.now() - started));
  });
}

const UPGRADE_HEADERS = 'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';

/** A graphql-ws socket that has been acknowledged. */
async function graphqlSocket(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers });
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    ws.once('message', (m) => (JSON.parse(String(m)).type === 'connection_ack' ? resolve() : reject(new Error(String(m)))));
  });
  return ws;
}

describe('connections: upgrades', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers an upgrade outside /graphql and closes its socket at once', async () => {
    const ex = await raw(t.url, `GET /api/health/all HTTP/1.1\r\nHost: 127.0.0.1\r\n${UPGRADE_HEADERS}\r\n`, { waitMs: 3000 });
    expect(ex.closedAfterMs).toBeLessThan(1000);
    expect(ex.answer).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('still takes graphql-ws upgrades on /graphql', async () => {
    const ws = await graphqlSocket(t.url);
    expect(ws.protocol).toBe('graphql-transport-ws');
    ws.close();
  });
});

describe('connections: timeouts (request 1 s, upload 3 s, keep-alive 1 s)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ HTTP_REQUEST_TIMEOUT_SECONDS: '1', UPLOAD_TIMEOUT_SECONDS: '3', HTTP_KEEPALIVE_SECONDS: '1' });
  });
  afterAll(() => t.close());

  it('cuts a body that trickles in after the request time, with a 408', async () => {
    const head = 'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{';
    const ex = await raw(t.url, head, { waitMs: 6000, drip: ' ' });
    expect(ex.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(ex.closedAfterMs).toBeLessThan(2500);
    expect(ex.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('gives an upload its longer time, then cuts it too', async () => {
    const { agent } = await signedIn(t, Role.OFFICER);
    const head =
      `POST /api/reports/upload HTTP/1.1\r\nHost: ${new URL(t.url).host}\r\n` +
      `Origin: ${t.url}\r\nCookie: ${cookieOf(agent)}\r\nX-Forwarded-For: 10.9.9.9\r\n` +
      'Content-Type: multipart/form-data; boundary=XYZ\r\nContent-Length: 100000\r\n\r\n' +
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF';
    const ex = await raw(t.url, head, { waitMs: 9000, drip: 'x' });
    // Read by multer until cut: not at the 1 s of other requests, at the 3 s upload time (checked once a second).
    expect(ex.answer === '' || /^HTTP\/1\.1 408 /.test(ex.answer)).toBe(true);
    expect(ex.closedAfterMs).toBeGreaterThanOrEqual(2900);
    expect(ex.closedAfterMs).toBeLessThan(5500);
  });

  it('cuts headers that trickle in', async () => {
    const ex = await raw(t.url, 'GET /api/health/all HTTP/1.1\r\nHost: 127.0.0.1\r\n', { waitMs: 6000, drip: 'X-Slow: 1\r\n' });
    expect(ex.closedAfterMs).toBeLessThan(3000);
  });

  it('closes an idle keep-alive connection after the keep-alive time', async () => {
    const ex = await raw(t.url, 'GET /api/health/all HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', { waitMs: 6000 });
    expect(ex.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(ex.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(ex.closedAfterMs).toBeLessThan(3000);
  });

  it('does not cut an event stream or a websocket that outlives the request time', async () => {
    const { agent } = await signedIn(t, Role.OFFICER);
    const up = await upload(agent, (await sample(3, 1)).pdf);
    expect(up.status).toBe(201);
    let sse = '';
    let sseEnded = false;
    const req = http.get(`${t.url}/api/reports/${up.body.tempReportId}/events`, { headers: { Cookie: cookieOf(agent), Accept: 'text/event-stream' } }, (res) => {
      res.on('data', (d) => (sse += d));
      res.on('close', () => (sseEnded = true));
    });
    req.on('error', () => undefined);
    const ws = await graphqlSocket(t.url);
    await new Promise((r) => setTimeout(r, 3500));
    expect(sse).toContain('event: snapshot');
    expect(sseEnded).toBe(false);
    expect(ws.readyState).toBe(WebSocket.OPEN);
    req.destroy();
    ws.close();
  });
});

describe('connections: graceful shutdown of the built server', () => {
  const MAIN = join(ROOT, 'dist/server/main.js');
  const SHUTDOWN_SECONDS = 3;

  it('on SIGTERM stops taking jobs, then exits 0 within the shutdown time whatever sockets are open', async () => {
    if (!existsSync(MAIN)) throw new Error('no build: run `npm run build:server` first (npm test does)');
    const db = await cloneTemplateDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'beti-shutdown-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'log',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `beti-test-${randomBytes(4).toString('hex')}`,
      SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_SECONDS),
    };
    const server = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    server.stdout.on('data', (d) => (log += d));
    server.stderr.on('data', (d) => (log += d));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      server.once('exit', (code, signal) => resolve({ code, signal })),
    );
    try {
      const until = Date.now() + 60_000;
      while (!(await fetch(`${url}/api/health/all`).catch(() => undefined))?.ok) {
        if (Date.now() > until || server.exitCode !== null) throw new Error(`server did not start:\n${log}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      // Three clients that never finish: a half-sent request, a raw upgrade outside /graphql, a graphql-ws socket.
      const stuck = [
        raw(url, 'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{', { waitMs: 20_000 }),
        raw(url, `GET /api/health/all HTTP/1.1\r\nHost: 127.0.0.1\r\n${UPGRADE_HEADERS}`, { waitMs: 20_000 }),
      ];
      const ws = await graphqlSocket(url);
      ws.on('error', () => undefined);
      await new Promise((r) => setTimeout(r, 200));

      const sent = Date.now();
      server.kill('SIGTERM');
      const exit = await Promise.race([exited, new Promise<undefined>((r) => setTimeout(() => r(undefined), (SHUTDOWN_SECONDS + 2) * 1000))]);
      expect({ exit, log: exit?.code === 0 ? 'ok' : log }).toEqual({ exit: { code: 0, signal: null }, log: 'ok' });
      expect(Date.now() - sent).toBeLessThan((SHUTDOWN_SECONDS + 2) * 1000);
      expect(log).toMatch(/stopped taking jobs/);
      for (const ex of await Promise.all(stuck)) expect(ex.closedAfterMs).toBeDefined();
      expect(ws.readyState).toBe(WebSocket.CLOSED);
    } finally {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
