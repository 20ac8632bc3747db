import { jest } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { Role } from '../../server/common/auth/role.js';
import { signedInRoutes } from '../../server/common/http/early-auth.js';
import { ApiKeysService } from '../../server/modules/auth/api-keys.service.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { PASSWORD, agent, cookieOf, createUser, signedIn } from '../helpers/auth.js';
import { sample } from '../helpers/reports.js';

/**
 * Know the caller before reading the body (issue 38, item 6): a request that needs a signed-in caller and carries
 * no valid session or key is refused before its body is read, and its connection closed, so anonymous slow
 * uploads hold no socket. Raw sockets, because what counts is what the server does while the client is still
 * sending.
 */

const NOT_SIGNED_IN = { statusCode: 401, code: 'unauthenticated', message: 'Not signed in' };
/** Declared, never sent: the client is still "uploading" when the server answers. */
const DECLARED = 5 * 1024 * 1024;
const BOUNDARY = 'EarlyRefusal';
const UPLOAD = '/api/reports/upload?action=uploadOnly';

/**
 * A raw HTTP/1.1 exchange on its own socket: what the server sent, when it ended its side (FIN), and when the
 * connection closed. By default the client closes its side when the server ends its own, as HTTP clients do;
 * `ignoreEnd` keeps it open and sending, as a hostile client may.
 */
class RawExchange {
  answer = '';
  endedAfterMs?: number;
  closedAfterMs?: number;
  private readonly socket: net.Socket;
  private readonly started = Date.now();
  private readonly waiters: (() => void)[] = [];

  private constructor(url: string, ignoreEnd: boolean) {
    const { hostname, port } = new URL(url);
    this.socket = net.connect({ port: Number(port), host: hostname, allowHalfOpen: ignoreEnd });
    this.socket.on('data', (d) => {
      this.answer += d.toString('latin1');
      this.wake();
    });
    this.socket.on('error', () => undefined);
    this.socket.on('end', () => {
      this.endedAfterMs = Date.now() - this.started;
      this.wake();
    });
    this.socket.on('close', () => {
      this.closedAfterMs = Date.now() - this.started;
      this.wake();
    });
  }

  static async open(url: string, ignoreEnd = false): Promise<RawExchange> {
    const ex = new RawExchange(url, ignoreEnd);
    await new Promise<void>((resolve, reject) => ex.socket.once('connect', resolve).once('error', reject));
    return ex;
  }

  write(data: string | Buffer) {
    if (this.socket.writable) this.socket.write(data);
  }

  /** Waits until `done` holds (checked on every byte and on close) or `ms` have passed. */
  async until(done: () => boolean, ms: number): Promise<void> {
    const deadline = Date.now() + ms;
    while (!done() && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The first response, once its headers and its declared body have arrived. */
  response() {
    const end = this.answer.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const [statusLine, ...lines] = this.answer.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    let body = this.answer.slice(end + 4);
    if (headers['transfer-encoding'] === 'chunked') {
      if (!body.includes('\r\n0\r\n\r\n') && !body.startsWith('0\r\n\r\n')) return undefined;
      body = dechunk(body);
    } else if (body.length < Number(headers['content-length'] ?? 0)) return undefined;
    return { status: Number(statusLine.split(' ')[1]), headers, body: body ? (JSON.parse(Buffer.from(body, 'latin1').toString('utf8')) as Record<string, unknown>) : undefined };
  }

  close() {
    this.socket.destroy();
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }
}

/** A chunked body (latin1 text) put together. */
function dechunk(text: string): string {
  let out = '';
  for (let at = 0; ; ) {
    const lineEnd = text.indexOf('\r\n', at);
    const size = parseInt(text.slice(at, lineEnd), 16);
    if (!size) return out;
    out += text.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}

/** The head of a multipart POST to `path`; `extra` header lines end with \r\n. */
function httpHead(t: TestApp, path: string, extra: string, contentLength: number): string {
  return (
    `POST ${path} HTTP/1.1\r\nHost: ${new URL(t.url).host}\r\nX-Forwarded-For: 10.38.6.${Math.floor(Math.random() * 250)}\r\n${extra}` +
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${contentLength}\r\n\r\n`
  );
}

const PART_HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;

/** The head of a 5 MB upload to `path` and the first bytes of its file part. */
const uploadHead = (t: TestApp, path: string, extra: string) => `${httpHead(t, path, extra, DECLARED)}${PART_HEAD}%PDF`;

/**
 * Sends the head of a slow upload and waits up to `ms` for the answer and the close. The client never finishes:
 * it declared 5 MB and sent a few bytes.
 */
async function slowUpload(t: TestApp, head: string, ms = 1000) {
  const ex = await RawExchange.open(t.url);
  ex.write(head);
  await ex.until(() => ex.closedAfterMs !== undefined, ms);
  ex.close();
  return ex;
}

/** A key for `userId` written straight into the table (what creating one through the doors needs is not at stake here). */
async function keyFor(t: TestApp, userId: string): Promise<string> {
  const secret = `beti_${randomBytes(20).toString('hex')}`;
  await t.app
    .get<DataSource>(getDataSourceToken())
    .query(`INSERT INTO api_keys (user_id, name, prefix, secret_hash, role, expires_at) VALUES ($1, 'early refusal', $2, $3, 'OFFICER', now() + interval '1 day')`, [
      userId,
      secret.slice(0, 13),
      createHash('sha256').update(secret).digest('hex'),
    ]);
  return secret;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('a caller that needs to be signed in and is not: refused before the body, connection closed', () => {
  it('an anonymous slow multipart upload gets the 401 and its connection closed within a second', async () => {
    const ex = await slowUpload(t, uploadHead(t, UPLOAD, `Origin: ${t.url}\r\n`));
    expect(ex.response()).toMatchObject({ status: 401, headers: { connection: 'close' }, body: NOT_SIGNED_IN });
    expect(ex.closedAfterMs).toBeLessThan(1000);
  });

  it('a client that ignores the close and keeps sending is read for a moment (so it sees the answer, not a reset), then cut', async () => {
    const ex = await RawExchange.open(t.url, true);
    ex.write(uploadHead(t, UPLOAD, `Origin: ${t.url}\r\n`));
    const drip = setInterval(() => ex.write('x'.repeat(1000)), 50);
    try {
      await ex.until(() => ex.closedAfterMs !== undefined, 5000);
    } finally {
      clearInterval(drip);
      ex.close();
    }
    expect(ex.response()).toMatchObject({ status: 401, headers: { connection: 'close' }, body: NOT_SIGNED_IN });
    // Ended at once; destroyed after LINGER_MS (1 s) of dropping what still came in.
    expect(ex.endedAfterMs).toBeLessThan(1000);
    expect(ex.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(ex.closedAfterMs).toBeLessThan(3000);
  });

  it('an HTTP client that sends a whole 3 MB upload before reading gets the 401, not a broken connection', async () => {
    const { pdf } = await sample(38, 1);
    const big = Buffer.concat([pdf, Buffer.alloc(3 * 1024 * 1024 - pdf.length, 0x20)]);
    const res = await agent(t).post(UPLOAD).attach('file', big, { filename: 'big.pdf', contentType: 'application/pdf' });
    expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: NOT_SIGNED_IN });
  });

  it.each([
    ['an unknown session cookie', `Cookie: beti.sid=${randomBytes(32).toString('base64url')}\r\n`, 'Not signed in'],
    ['a garbled session cookie', 'Cookie: beti.sid=%E0%A4%A; beti.sid=\u00ff\u00fe; =;;\r\n', 'Not signed in'],
    ['an unknown API key', `Authorization: Bearer beti_${randomBytes(20).toString('hex')}\r\n`, 'Invalid API key'],
    ['a garbled API key', 'Authorization: Bearer ../../\u00ff%00\r\n', 'Invalid API key'],
    // Node trims the value to "Bearer": no key at all, so no caller.
    ['an empty bearer', 'Authorization: Bearer \r\n', 'Not signed in'],
  ])('so is one with %s (401, never a 5xx)', async (_what, header, message) => {
    const ex = await slowUpload(t, uploadHead(t, UPLOAD, `Origin: ${t.url}\r\n${header}`));
    expect(ex.response()).toMatchObject({ status: 401, headers: { connection: 'close' }, body: { statusCode: 401, code: 'unauthenticated', message } });
    expect(ex.closedAfterMs).toBeLessThan(1000);
  });

  it('a cross-site slow upload (no Origin) gets its 403 and its connection closed too', async () => {
    const ex = await slowUpload(t, uploadHead(t, UPLOAD, ''));
    expect(ex.response()).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(ex.closedAfterMs).toBeLessThan(1000);
  });

  it("a signed-in caller whose role may not upload gets the guard's 403, and its connection closed too", async () => {
    const { agent: readonly } = await signedIn(t, Role.READONLY);
    const ex = await slowUpload(t, uploadHead(t, UPLOAD, `Origin: ${t.url}\r\nCookie: ${cookieOf(readonly)}\r\n`));
    expect(ex.response()).toMatchObject({ status: 403, headers: { connection: 'close' }, body: { code: 'forbidden' } });
    expect(ex.closedAfterMs).toBeLessThan(1000);
  });

  it('a slow multipart body sent to /graphql (no GraphQL upload exists) is answered and its connection closed', async () => {
    const ex = await slowUpload(t, uploadHead(t, '/graphql', `Origin: ${t.url}\r\n`));
    expect(ex.response()?.status).toBeGreaterThanOrEqual(400);
    expect(ex.response()?.status).toBeLessThan(500);
    expect(ex.closedAfterMs).toBeLessThan(1000);
  });

  it('an anonymous JSON POST to a signed-in route gets the 401 without its body being parsed (a malformed body is not a 400)', async () => {
    const res = await agent(t).post('/api/invitations').set('Content-Type', 'application/json').send('{"email": "half');
    expect({ status: res.status, body: res.body, connection: res.headers.connection }).toEqual({ status: 401, body: NOT_SIGNED_IN, connection: 'close' });
  });
});

describe('which routes are refused early', () => {
  it('every route whose policy row needs a caller, as the router names it, and no public one', () => {
    const routes = signedInRoutes(t.app, t.app.getHttpAdapter().getInstance());
    expect([...routes]).toEqual(expect.arrayContaining(['POST /api/reports/upload', 'PATCH /api/users/:userId/role', 'GET /api/user', 'POST /api/auth/totp/setup']));
    for (const open of ['POST /api/auth/login', 'POST /api/auth/setup', 'POST /api/alerts/email/inbound', 'GET /api/health/all', 'GET /api/files/profile-images/:name']) {
      expect(routes).not.toContain(open);
    }
  });
});

describe('callers who are signed in, and routes that need no one, are as before', () => {
  it('a signed-in slow upload is read to its end and accepted', async () => {
    const { agent: officer } = await signedIn(t, Role.OFFICER);
    const { pdf } = await sample(38, 1);
    const body = Buffer.concat([Buffer.from(PART_HEAD), pdf, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    const ex = await RawExchange.open(t.url);
    try {
      // The head and the first bytes, then a pause longer than an anonymous caller is given, then the rest.
      ex.write(httpHead(t, UPLOAD, `Origin: ${t.url}\r\nCookie: ${cookieOf(officer)}\r\n`, body.length));
      ex.write(body.subarray(0, 200));
      await ex.until(() => ex.closedAfterMs !== undefined || ex.answer !== '', 1500);
      expect({ answer: ex.answer, closed: ex.closedAfterMs }).toEqual({ answer: '', closed: undefined });
      ex.write(body.subarray(200));
      await ex.until(() => ex.response() !== undefined, 10_000);
      expect(ex.response()).toMatchObject({ status: 201, body: { tempReportId: expect.any(String) } });
    } finally {
      ex.close();
    }
  });

  it('an API key caller is known before the body: its malformed JSON is a 400, where an anonymous one gets the 401', async () => {
    const { user } = await signedIn(t, Role.OFFICER);
    const secret = await keyFor(t, user.id);
    const send = (a: ReturnType<typeof request>) => a.patch('/api/user/profile').set('Content-Type', 'application/json').send('{"firstName": ');
    const asKey = await send(request(t.url)).set('Authorization', `Bearer ${secret}`);
    expect({ status: asKey.status, code: asKey.body.code }).toEqual({ status: 400, code: 'bad_request' });
    expect((await send(request(t.url)).set('Origin', t.url)).status).toBe(401);
    // Checked once per request: the guard reuses what the early check resolved (a key's request counts once).
    const checks = jest.spyOn(t.app.get(ApiKeysService), 'authenticate');
    try {
      expect((await request(t.url).get('/api/animals/all').set('Authorization', `Bearer ${secret}`)).status).toBe(200);
      expect(checks).toHaveBeenCalledTimes(1);
    } finally {
      checks.mockRestore();
    }
  });

  it('public routes still read their bodies: a malformed one is the parser\'s 400, a good one is answered', async () => {
    const bad = await agent(t).post('/api/auth/forgot-password').set('Content-Type', 'application/json').send('{"email": ');
    expect({ status: bad.status, code: bad.body.code }).toEqual({ status: 400, code: 'bad_request' });
    expect((await agent(t).post('/api/auth/forgot-password').send({ email: 'nobody@example.org' })).status).toBe(200);
    expect((await agent(t).get('/api/auth/setup')).status).toBe(200);
    expect((await agent(t).get('/api/health/all')).status).toBe(200);
    // The client's files (built or not, a file or the app's 404 page), never a refusal.
    expect((await agent(t).get('/')).status).not.toBe(401);
  });

  it('the inbound email webhook is reached without a session (its signature is its credential)', async () => {
    const res = await request(t.url).post('/api/alerts/email/inbound').set('Content-Type', 'application/json').send('{"from": "a@example.org"}');
    expect(res.status).not.toBe(401);
    expect(res.body.message).not.toBe('Not signed in');
  });

  it('a CORS preflight of the upload is answered as before', async () => {
    const origin = t.config.APP_ORIGIN;
    const res = await request(t.url).options(UPLOAD).set('Origin', origin).set('Access-Control-Request-Method', 'POST');
    expect({ status: res.status, allowed: res.headers['access-control-allow-origin'] }).toEqual({ status: 204, allowed: origin });
  });

  it('a session restricted to setting up TOTP still reaches the TOTP setup', async () => {
    const { user } = await createUser(t, Role.ADMIN, { totp: false });
    const a = agent(t);
    expect((await a.post('/api/auth/login').send({ email: user.email, password: PASSWORD })).body).toEqual({ requiresTotpSetup: true, next: '/setup/totp' });
    expect((await a.post('/api/auth/totp/setup')).status).toBe(200);
  });
});
