import { jest } from '@jest/globals';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { MailService } from '../../server/common/mail/mail.module.js';
import { buildSchemaSdl, printSorted } from '../../server/graphql/schema.js';
import { Role } from '../../server/common/auth/role.js';
import { CLIENT_DIR } from '../../server/web/client.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { PASSWORD, agent, cookieOf, createUser, signedIn } from '../helpers/auth.js';
import { healthReader } from '../helpers/health.js';
import { firstEvent, gql, wsClient } from '../helpers/graphql.js';

const HEALTH_FIELDS = `status bootId checks { deltaEnabled
  storage { status message error } db { status message error } ai { status message error }
  queue { status message error } mail { status message error } } config { REPORTS_SSE_ENABLED }`;

describe('health on real PostgreSQL and Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ K4_DELTA_ENABLED: 'false' });
  });
  afterAll(() => t.close());

  it('GET /api/health/all reports every check from the real services (to a SUPERVISOR, with details)', async () => {
    const res = await (await healthReader(t)).get('/api/health/all').expect(200);
    const { checks, bootId, config } = res.body;
    expect(res.body.detailed).toBe(true);
    expect(checks.db).toMatchObject({ status: 'ok' });
    expect(checks.db.message).toContain('PostgreSQL at 127.0.0.1:5432');
    expect(checks.queue).toMatchObject({ status: 'ok' });
    expect(checks.queue.message).toContain('Bull on Redis');
    expect(checks.storage).toMatchObject({ status: 'ok' });
    expect(checks.mail).toMatchObject({ status: 'ok' });
    expect(checks.ai).toMatchObject({ status: 'not_configured' });
    expect(checks.deltaEnabled).toBe(false);
    expect(config).toEqual({ REPORTS_SSE_ENABLED: true });
    expect(bootId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.status).toBe('ok');
  });

  it('gives signed-out callers and roles below SUPERVISOR statuses and the boot id only: no path, host or port', async () => {
    const db = new URL(t.config.DATABASE_URL!);
    const secrets = [db.host, `:${db.port}`, t.config.dataDir, 'PostgreSQL', 'Bull on Redis', 'Local folder', 'Local outbox'];
    const officer = (await signedIn(t, Role.OFFICER)).agent;
    const pending = await createUser(t, Role.SUPERVISOR, { totp: false });
    const restricted = agent(t);
    await restricted.post('/api/auth/login').send({ email: pending.user.email, password: PASSWORD }).expect(200, { requiresTotpSetup: true, next: '/setup/totp' });
    for (const [who, caller] of [
      ['anonymous', request(t.url)],
      ['OFFICER', officer],
      ['SUPERVISOR pending TOTP set-up', restricted],
    ] as const) {
      const rest = await caller.get('/api/health/all').expect(200);
      const graph = await caller.post('/graphql').set('origin', t.url).send({ query: `{ health { detailed ${HEALTH_FIELDS} } }` }).expect(200);
      for (const [door, body, text] of [
        ['REST', rest.body, rest.text],
        ['GraphQL', graph.body.data.health, JSON.stringify(graph.body.data.health)],
      ] as const) {
        for (const secret of secrets) expect({ who, door, leaks: text.includes(secret) ? secret : null }).toEqual({ who, door, leaks: null });
        expect({ who, door, detailed: body.detailed, bootId: body.bootId }).toEqual({ who, door, detailed: false, bootId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
        for (const key of ['storage', 'db', 'ai', 'queue', 'mail']) {
          expect(body.checks[key].status).toMatch(/^(ok|warn|fail|not_configured)$/);
          expect(body.checks[key].message ?? null).toBeNull();
          expect(body.checks[key].error ?? null).toBeNull();
        }
        expect(body.status).toBe('ok');
      }
    }
    for (const role of [Role.SUPERVISOR, Role.ADMIN, Role.SUPER_ADMIN]) {
      const res = await (await signedIn(t, role)).agent.get('/api/health/all').expect(200);
      expect({ role, detailed: res.body.detailed, db: res.body.checks.db.message }).toEqual({ role, detailed: true, db: expect.stringContaining(db.host) });
    }
  });

  it('serves the app to any GET outside the API, whatever its Accept header; unknown API paths stay JSON 404s', async () => {
    for (const [path, accept] of [['/', '*/*'], ['/', 'application/json'], ['/dashboard', '*/*'], ['/no/such/page', '']] as const) {
      const res = await request(t.url).get(path).set('accept', accept).expect(200);
      expect({ path, accept, type: res.headers['content-type'] }).toEqual({ path, accept, type: expect.stringContaining('text/html') });
      expect(res.text).toMatch(/<div id="root"( inert)?>/);
    }
    await request(t.url).head('/').expect(200);
    const api = await request(t.url).get('/api/nope').set('accept', '*/*').expect(404);
    expect(api.body).toMatchObject({ statusCode: 404, code: 'not_found' });
    // A missing build file is a 404, never the page in place of a script or an image.
    for (const missing of ['/assets/nope-123.js', '/nope.png', '/robots-nope.txt']) {
      const res = await request(t.url).get(missing).set('accept', '*/*');
      expect({ missing, status: res.status }).toEqual({ missing, status: 404 });
    }
  });

  it('serves the sign-in page as the build prerendered it (issue 19): markup before any script, inert until the bundle runs', async () => {
    for (const path of ['/auth', '/login', '/login/']) {
      const res = await request(t.url).get(path).set('accept', 'text/html').expect(200);
      expect({ path, root: /<div id="root" inert>/.test(res.text), form: res.text.includes('Forgot your password?') }).toEqual({ path, root: true, form: true });
      // Every style rides in the HTML; the two inline scripts are the theme's (before first paint, no round trip)
      // and the loader that starts the code once the page has painted, and the CSP allows them by their hashes,
      // not with 'unsafe-inline'.
      expect(res.text).not.toMatch(/<template/);
      const inline = [...res.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code!);
      expect(inline).toEqual([expect.stringContaining("localStorage.getItem('theme')"), expect.stringContaining('meta[name="beti-entry"]')]);
      const hashes = inline.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`.replace(/[+/]/g, '\\$&'));
      expect(res.headers['content-security-policy']).toMatch(new RegExp(`script-src 'self' ${hashes.join(' ')};`));
      // No script or preload the parser would fetch before the first paint: the loader adds them after it.
      expect(res.text).not.toMatch(/<script type="module"|rel="modulepreload"/);
      expect(res.text).toMatch(/<meta name="beti-entry" content="\/assets\/app-[\w-]+\.js">/);
      expect(res.text).toMatch(/<meta name="beti-module" content="\/assets\/AuthPage-[\w-]+\.js">/);
    }
    // Signed-in pages get the shell's frame with skeletons (the same for everyone: no name, role or data).
    const shell = await request(t.url).get('/dashboard').set('accept', 'text/html').expect(200);
    expect(shell.text).toMatch(/<div id="root" inert>.*<div [^>]*aria-busy="true"/s);
    expect(shell.text).toContain('Loading BETI');
    expect(shell.text).toMatch(/<meta name="beti-module" content="\/assets\/DashboardPage-[\w-]+\.js">/);
    // ... around the page's own words (its title, as a p, and its description), so a phone paints the page's largest
    // text from the HTML alone, before any script has run.
    for (const [path, words] of [
      ['/dashboard', ['Dashboard', 'Salem at a glance: population, adoption levels and system health.', 'Total Animals']],
      ['/reports/location', ['Salem Location']],
      ['/animals', ['Animals', 'Complete animal directory across all MSPCA locations']],
      ['/alerts', ['Alerts', 'Behaviour alerts raised from email, reports and staff notes at Salem.']],
      ['/reports', ['Reports', 'Salem shelter reports: processing status, completed reports and parsing diagnostics.']],
    ] as const) {
      const page = (await request(t.url).get(path).set('accept', 'text/html').expect(200)).text;
      expect({ path, title: new RegExp(`<p class="chakra-heading[^"]*">${words[0]}</p>`).test(page), h1: page.includes('<h1') }).toEqual({ path, title: true, h1: false });
      for (const word of words.slice(1)) expect({ path, word, found: page.includes(word) }).toEqual({ path, word, found: true });
    }
    const other = await request(t.url).get('/no/such/page').set('accept', 'text/html').expect(200);
    expect(other.text).toContain('<div id="root"></div>');
  });

  it("names a small PNG as every page's icon: an SVG icon is built as a document of its own on the page's main thread during load", async () => {
    for (const path of ['/auth', '/dashboard', '/no/such/page']) {
      const page = (await request(t.url).get(path).set('accept', 'text/html').expect(200)).text;
      const icons = [...page.matchAll(/<link rel="icon"[^>]*>/g)].map(([link]) => link);
      expect({ path, icons }).toEqual({ path, icons: ['<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32.png" />'] });
    }
    const icon = await request(t.url).get('/favicon-32.png').expect(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.body.length).toBeLessThan(4096);
  });

  it('links no web app manifest in the pages (app/pwa.ts links it with the worker, after the first screen), and serves it', async () => {
    for (const path of ['/auth', '/dashboard', '/reports/location', '/no/such/page']) {
      const page = (await request(t.url).get(path).set('accept', 'text/html').expect(200)).text;
      expect({ path, manifest: /rel="manifest"/.test(page) }).toEqual({ path, manifest: false });
    }
    const manifest = await request(t.url).get('/manifest.webmanifest').expect(200);
    expect(JSON.parse(manifest.text as string)).toMatchObject({ short_name: 'BETI', icons: expect.arrayContaining([expect.objectContaining({ src: '/icon.svg' })]) });
  });

  it("sends the build's Brotli copies to browsers that take br, gzip to the others, the same bytes either way", async () => {
    /** The response as sent: status, headers and the body's bytes, not decoded. */
    const raw = (path: string, encoding: string) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        httpGet(`${t.url}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const script = readdirSync(join(CLIENT_DIR, 'assets')).find((f) => /^vendor-react.*\.js$/.test(f))!;
    const original = readFileSync(join(CLIENT_DIR, 'assets', script));
    const br = await raw(`/assets/${script}`, 'gzip, deflate, br');
    expect([br.status, br.headers['content-encoding'], br.headers['content-type'], br.headers['cache-control']]).toEqual([
      200,
      'br',
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ]);
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
    const gzip = await raw(`/assets/${script}`, 'gzip');
    expect([gzip.status, gzip.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);
    const page = await raw('/auth', 'br');
    expect([page.headers['content-encoding'], page.headers['cache-control']]).toEqual(['br', 'no-cache']);
    expect(brotliDecompressSync(page.body).toString('utf8')).toContain('Forgot your password?');
  });

  it('the GraphQL health query serves the same data and boot id', async () => {
    const rest = await request(t.url).get('/api/health/all');
    const { data, errors } = await gql<{ health: { bootId: string; checks: { db: { status: string } } } }>(
      t.url,
      `{ health { ${HEALTH_FIELDS} } }`,
    );
    expect(errors).toBeUndefined();
    expect(data!.health.bootId).toBe(rest.body.bootId);
    expect(data!.health.checks.db.status).toBe('ok');
  });

  it('the healthUpdated subscription tells a signed-in user of a change found by another caller (Redis pub/sub)', async () => {
    await request(t.url).get('/api/health/all').expect(200);
    const { agent } = await signedIn(t, Role.READONLY);
    const client = wsClient(t.url, { origin: t.url, cookie: cookieOf(agent) });
    const mailDown = jest.spyOn(t.app.get(MailService), 'check').mockResolvedValue({ status: 'fail', error: 'SMTP down' });
    try {
      const { result, ready } = firstEvent<{ healthUpdated: { bootId: string; status: string } }>(
        client,
        'subscription { healthUpdated { bootId status } }',
      );
      await ready;
      await request(t.url).get('/api/health/all').expect(200);
      const event = await result;
      expect(event.healthUpdated).toMatchObject({ bootId: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'warn' });
    } finally {
      mailDown.mockRestore();
      await client.dispose();
    }
  });

  it('the healthUpdated subscription carries details to a SUPERVISOR and statuses only to a READONLY user', async () => {
    await request(t.url).get('/api/health/all').expect(200);
    const query = 'subscription { healthUpdated { detailed checks { mail { status error } db { status message } } } }';
    type Event = { healthUpdated: { detailed: boolean; checks: { mail: { status: string; error: string | null }; db: { status: string; message: string | null } } } };
    const cookies = await Promise.all([Role.READONLY, Role.SUPERVISOR].map(async (role) => cookieOf((await signedIn(t, role)).agent)));
    // Each client connects at once: its first event is awaited from the start.
    const clients = cookies.map((cookie) => wsClient(t.url, { origin: t.url, cookie }));
    const [readonly, supervisor] = clients.map((client) => firstEvent<Event>(client, query));
    const mailDown = jest.spyOn(t.app.get(MailService), 'check').mockResolvedValue({ status: 'fail', error: 'SMTP down at smtp.internal:25' });
    try {
      await Promise.all([readonly.ready, supervisor.ready]);
      await request(t.url).get('/api/health/all').expect(200);
      expect((await readonly.result).healthUpdated).toEqual({ detailed: false, checks: { mail: { status: 'fail', error: null }, db: { status: 'ok', message: null } } });
      expect((await supervisor.result).healthUpdated).toMatchObject({
        detailed: true,
        checks: { mail: { status: 'fail', error: 'SMTP down at smtp.internal:25' }, db: { status: 'ok', message: expect.stringContaining('PostgreSQL at') } },
      });
    } finally {
      mailDown.mockRestore();
      await Promise.all(clients.map((client) => client.dispose()));
    }
  });

  it('refuses a subscription socket from a foreign browser origin', async () => {
    const client = wsClient(t.url, { origin: 'https://evil.example' });
    const closed = new Promise<number>((resolve) => client.on('closed', (e) => resolve((e as { code: number }).code)));
    client.subscribe({ query: 'subscription { healthUpdated { status } }' }, { next: () => {}, error: () => {}, complete: () => {} });
    expect(await closed).toBe(4403);
    await client.dispose();
  });

  it('serves exactly the committed resolver list (schema.graphql stays true)', async () => {
    const served = printSorted(t.app.get(GraphQLSchemaHost).schema);
    expect(served).toBe(await buildSchemaSdl());
  });

  it('answers client mistakes with 4xx bodies, never 500', async () => {
    const notFound = await request(t.url).get('/api/nope').expect(404);
    expect(notFound.body).toMatchObject({ statusCode: 404, code: 'not_found' });
    const badJson = await request(t.url).post('/graphql').set('content-type', 'application/json').send('{bad').expect(400);
    expect(JSON.stringify(badJson.body)).toMatch(/JSON|Unexpected|Expected/);
    const huge = await request(t.url)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ query: '{ logoUrl { logoUrl } }', pad: 'x'.repeat(2_000_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: 'payload_too_large' });
    const csrf = await request(t.url).post('/graphql').set('content-type', 'text/plain').send('{ health { status } }');
    expect(csrf.status).toBe(400);
    const badQuery = await gql(t.url, '{ health { nope } }');
    expect(badQuery.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('publishes the REST contract at /api/docs with security headers', async () => {
    const doc = await request(t.url).get('/api/docs-json').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/health/all', '/api/logo-url']));
    const ui = await request(t.url).get('/api/docs').redirects(1).expect(200);
    expect(ui.text).toContain('swagger-ui');
    expect(ui.headers['x-content-type-options']).toBe('nosniff');
    expect(ui.headers['content-security-policy']).toContain("default-src 'self'");
    // APP_ORIGIN is http here: asking browsers to upgrade would break a plain-http install.
    expect(ui.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('GET /api/logo-url answers null when no LOGO_URL is configured', async () => {
    await request(t.url).get('/api/logo-url').expect(200, { logoUrl: null });
  });
});

describe('subscriptions across processes', () => {
  it('a Date published by one app reaches a subscriber of another through Redis as a DateTime', async () => {
    const a = await startTestApp();
    const b = await startTestApp({ REDIS_PREFIX: a.config.REDIS_PREFIX });
    const { agent } = await signedIn(b, Role.READONLY);
    // A change is published, not a read: the first check sets the baseline, a failing mail check changes it.
    await request(a.url).get('/api/health/all').expect(200);
    const mailDown = jest.spyOn(a.app.get(MailService), 'check').mockResolvedValue({ status: 'fail', error: 'SMTP down' });
    const client = wsClient(b.url, { origin: b.url, cookie: cookieOf(agent) });
    try {
      const { result, ready } = firstEvent<{ healthUpdated: { checkedAt: string; bootId: string } }>(
        client,
        'subscription { healthUpdated { checkedAt bootId } }',
      );
      await ready;
      const published = await request(a.url).get('/api/health/all').expect(200);
      const event = await result;
      expect(event.healthUpdated.bootId).toBe(published.body.bootId);
      expect(event.healthUpdated.checkedAt).toBe(published.body.checkedAt);
    } finally {
      mailDown.mockRestore();
      await client.dispose();
      await b.close();
      await a.close();
    }
  });
});

describe('configPresence (System Settings)', () => {
  // Unique values, so finding any of them (or a part) in an answer means a value leaked.
  const secrets = {
    ANTHROPIC_API_KEY: `sk-ant-test-${randomBytes(12).toString('hex')}`,
    TOTP_ENCRYPTION_KEY: `totp-key-${randomBytes(16).toString('hex')}`,
    SESSION_SECRET: `session-secret-${randomBytes(16).toString('hex')}`,
  };
  const QUERY = '{ configPresence { name envVar provider description required neededInProduction present } }';
  type Item = { name: string; envVar: string; provider: string; description: string; required: boolean; neededInProduction: boolean; present: boolean };
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...secrets, GCS_BUCKET: '', SMTP_URL: '' });
  }, 60000);
  afterAll(() => t.close());

  it('tells a SUPERVISOR which variables are set, and never a value', async () => {
    const { agent } = await signedIn(t, Role.SUPERVISOR);
    const res = await agent.post('/graphql').send({ query: QUERY }).expect(200);
    expect(res.body.errors).toBeUndefined();
    const items: Item[] = res.body.data.configPresence;
    const byVar = Object.fromEntries(items.map((i) => [i.envVar, i]));
    for (const set of ['ANTHROPIC_API_KEY', 'TOTP_ENCRYPTION_KEY', 'SESSION_SECRET', 'DATABASE_URL', 'REDIS_URL', 'REDIS_PREFIX']) {
      expect({ envVar: set, present: byVar[set]?.present }).toEqual({ envVar: set, present: true });
    }
    for (const unset of ['GCS_BUCKET', 'SMTP_URL', 'APP_ORIGIN', 'MAIL_FROM', 'ANTHROPIC_MODEL']) {
      expect({ envVar: unset, present: byVar[unset]?.present }).toEqual({ envVar: unset, present: false });
    }
    expect(byVar.ANTHROPIC_API_KEY).toMatchObject({ name: 'Anthropic API key', provider: 'AI', required: false });
    // Set here, so a real database is the configured mode; it would be needed in production anyway.
    expect(byVar.DATABASE_URL).toMatchObject({ provider: 'DATABASE', required: false, neededInProduction: true });
    // A real database outlives the data folder of a generated session secret: needed now, and set here.
    expect(byVar.SESSION_SECRET).toMatchObject({ required: true, present: true });

    const body = res.text;
    for (const value of [...Object.values(secrets), t.config.DATABASE_URL!, t.config.REDIS_URL!, t.config.REDIS_PREFIX]) {
      expect(body).not.toContain(value);
      expect(body).not.toContain(value.slice(-12)); // not even a part of it
    }
  });

  it('refuses READONLY, DISPATCH and OFFICER, and anonymous callers', async () => {
    for (const role of [Role.READONLY, Role.DISPATCH, Role.OFFICER]) {
      const { agent } = await signedIn(t, role);
      const res = await agent.post('/graphql').send({ query: QUERY });
      expect({ role, code: res.body.errors?.[0]?.extensions?.code, data: res.body.data }).toEqual({ role, code: 'FORBIDDEN', data: null });
      expect(res.text).not.toContain(secrets.ANTHROPIC_API_KEY);
    }
    const anonymous = await gql(t.url, QUERY);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
