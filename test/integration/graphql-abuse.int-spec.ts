import { jest } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import type { Client } from 'graphql-ws';
import request from 'supertest';
import { MailService } from '../../server/common/mail/mail.module.js';
import { Role } from '../../server/common/auth/role.js';
import { CLIENT_DIR } from '../../server/web/client.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { cookieOf, signedIn } from '../helpers/auth.js';
import { wsClient } from '../helpers/graphql.js';

const BOMB = `{ ${Array.from({ length: 200 }, (_, i) => `s${i}: __schema { types { name fields { name } } }`).join(' ')} }`;
const INTROSPECTION = getIntrospectionQuery({ inputValueDeprecation: true });
const post = (t: TestApp, body: string | object) => request(t.url).post('/graphql').set('content-type', 'application/json').send(body);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A socket client that records its close (code and reason) and never retries. */
function socket(t: TestApp, headers: Record<string, string>) {
  const client = wsClient(t.url, { origin: t.url, ...headers }, { onNonLazyError: () => undefined });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    client.on('closed', (e) => {
      const { code, reason } = e as { code: number; reason: string };
      resolve({ code, reason });
    }),
  );
  const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  return { client, closed, connected };
}

/** Subscribes and collects events and errors. */
function subscribe(client: Client, query: string) {
  const events: unknown[] = [];
  const errors: unknown[] = [];
  client.subscribe({ query }, { next: (v) => (v.errors ? errors.push(v.errors) : events.push(v.data)), error: (e) => errors.push(e), complete: () => undefined });
  return { events, errors };
}

/** Waits (5 s at most) until `done` holds. */
async function until(done: () => boolean) {
  for (let i = 0; i < 50 && !done(); i++) await sleep(100);
}

const firstOf = <T>(p: Promise<T>, ms: number) => Promise.race([p, sleep(ms).then(() => 'timeout' as const)]);

describe('GraphQL cost and envelope (development)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WS_MAX_SOCKETS_PER_USER: '3', WS_MAX_SUBSCRIPTIONS_PER_SOCKET: '2' });
  });
  afterAll(() => t.close());

  it('refuses 200 aliased __schema selections at once, with a small answer', async () => {
    const started = Date.now();
    const res = await post(t, { query: BOMB });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(400);
    expect(res.text.length).toBeLessThan(2000);
    expect(res.body.errors[0].message).toBe('Query too complex: __schema/__type selections > 2');
  });

  it('answers a subscription sent over HTTP with a 400, not an internal error (found by the fuzz stage)', async () => {
    for (const query of ['subscription { healthUpdated { status } }', 'subscription { reportProgress(tempId: "x") { event } }']) {
      const res = await post(t, { query });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ message: expect.stringMatching(/^Subscriptions are served over WebSocket/), extensions: { code: 'BAD_REQUEST' } });
    }
  });

  it('answers null for a defaulted non-null argument as the caller\'s mistake, not an internal error (found by the fuzz stage)', async () => {
    const res = await post(t, { query: 'query F($v: Int) { auditEvents(page: $v) { total } }', variables: { v: null } });
    expect(res.body.errors[0]).toMatchObject({ message: 'Argument "page" of non-null type "Int!" must not be null.', extensions: { code: 'BAD_REQUEST' } });
  });

  it('still answers the full introspection query (GraphiQL, codegen) and ordinary queries', async () => {
    const res = await post(t, { query: INTROSPECTION }).expect(200);
    expect(res.body.data.__schema.types.length).toBeGreaterThan(20);
    await post(t, { query: '{ health { status checks { db { status } } } }' }).expect(200);
  });

  it.each([
    ['malformed JSON', '{bad'],
    ['no query', {}],
    ['a query that is not a string', { query: 42 }],
    ['variables that are not an object', { query: '{ health { status } }', variables: 'x' }],
    ['a parse error', { query: '{ health { status ' }],
    ['a validation error', { query: '{ health { nope } }' }],
    ['an unknown operation name', { query: 'query A { health { status } }', operationName: 'B' }],
  ])('answers %s with 400', async (_, body) => {
    const res = await post(t, body);
    expect(res.status).toBe(400);
  });

  it('applies the same limits to operations sent over the socket', async () => {
    const { client, connected } = socket(t, { 'x-forwarded-for': '10.99.0.1' });
    await connected;
    const { errors } = subscribe(client, BOMB);
    await until(() => errors.length > 0);
    expect(JSON.stringify(errors)).toContain('Query too complex');
    await client.dispose();
  });

  it('refuses an anonymous healthUpdated subscription', async () => {
    const { client } = socket(t, { 'x-forwarded-for': '10.99.0.2' });
    const { events, errors } = subscribe(client, 'subscription { healthUpdated { status } }');
    await until(() => errors.length > 0);
    await client.dispose();
    expect(events).toEqual([]);
    expect(JSON.stringify(errors)).toMatch(/Not signed in/);
  });

  it('tells a signed-in subscriber when health changes, not on every read', async () => {
    const { agent } = await signedIn(t, Role.READONLY);
    const { client, connected } = socket(t, { cookie: cookieOf(agent) });
    await connected;
    const { events, errors } = subscribe(client, 'subscription { healthUpdated { status checks { mail { status } } } }');
    await sleep(200);
    try {
      for (let i = 0; i < 3; i++) await request(t.url).get('/api/health/all').expect(200);
      await sleep(500);
      expect({ events, errors }).toEqual({ events: [], errors: [] });

      const mail = t.app.get(MailService);
      const check = jest.spyOn(mail, 'check').mockResolvedValue({ status: 'fail', error: 'SMTP down' });
      for (let i = 0; i < 3; i++) await request(t.url).get('/api/health/all').expect(200);
      await sleep(500);
      expect(events).toEqual([{ healthUpdated: { status: 'warn', checks: { mail: { status: 'fail' } } } }]);

      check.mockRestore();
      await request(t.url).get('/api/health/all').expect(200);
      await sleep(500);
      expect(events).toHaveLength(2);
      expect(events[1]).toMatchObject({ healthUpdated: { status: 'ok' } });
    } finally {
      await client.dispose();
    }
  });

  it('closes a socket over the per-IP cap with 4429 "Too many sockets"', async () => {
    const headers = { 'x-forwarded-for': '10.99.1.1' };
    const open = [socket(t, headers), socket(t, headers), socket(t, headers)];
    await Promise.all(open.map((s) => s.connected));
    const extra = socket(t, headers);
    expect(await firstOf(extra.closed, 5000)).toEqual({ code: 4429, reason: 'Too many sockets' });
    // Another address is counted apart, and a closed socket frees its place.
    const other = socket(t, { 'x-forwarded-for': '10.99.1.2' });
    await other.connected;
    await open[0].client.dispose();
    await sleep(200);
    const again = socket(t, headers);
    await again.connected;
    for (const s of [...open, extra, other, again]) await s.client.dispose();
  });

  it('caps sockets per signed-in user whatever the address', async () => {
    const { agent } = await signedIn(t, Role.READONLY);
    const open = [1, 2, 3].map((i) => socket(t, { cookie: cookieOf(agent), 'x-forwarded-for': `10.98.0.${i}` }));
    await Promise.all(open.map((s) => s.connected));
    const extra = socket(t, { cookie: cookieOf(agent), 'x-forwarded-for': '10.98.0.9' });
    expect(await firstOf(extra.closed, 5000)).toEqual({ code: 4429, reason: 'Too many sockets' });
    for (const s of [...open, extra]) await s.client.dispose();
  });

  it('closes a socket that asks for more subscriptions than allowed with 4429 "Too many subscriptions"', async () => {
    const { agent } = await signedIn(t, Role.READONLY);
    const s = socket(t, { cookie: cookieOf(agent) });
    await s.connected;
    for (let i = 0; i < 3; i++) subscribe(s.client, 'subscription { healthUpdated { status } }');
    expect(await firstOf(s.closed, 5000)).toEqual({ code: 4429, reason: 'Too many subscriptions' });
    await s.client.dispose();
  });
});

const refusedIntrospection = (res: request.Response) => {
  expect(res.status).toBe(403);
  expect(res.body.errors[0].extensions.code).toBe('INTROSPECTION_DISABLED');
  expect(res.body.data).toBeUndefined();
};

describe('API explorer in production (API_EXPLORER=auto)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('hides introspection, suggestions and the OpenAPI page from anonymous callers', async () => {
    refusedIntrospection(await post(t, { query: INTROSPECTION }));
    refusedIntrospection(await post(t, { query: '{ __type(name: "Health") { name } }' }));
    const typo = await post(t, { query: '{ helth { status } }' }).expect(400);
    expect(typo.body.errors[0].message).toBe('Cannot query field "helth" on type "Query".');
    await request(t.url).get('/api/docs').expect(404);
    await request(t.url).get('/api/docs-json').expect(404);
    // __typename is not exploration, and the API itself keeps working.
    const ok = await post(t, { query: '{ __typename health { status } }' }).expect(200);
    expect(ok.body.data.__typename).toBe('Query');
  });

  it('hides them from signed-in roles below SUPERVISOR, over the socket too', async () => {
    for (const role of [Role.OFFICER, Role.READONLY]) {
      const { agent } = await signedIn(t, role);
      refusedIntrospection(await agent.post('/graphql').send({ query: INTROSPECTION }));
      await agent.get('/api/docs-json').expect(404);
    }
    const { agent } = await signedIn(t, Role.OFFICER);
    const s = socket(t, { cookie: cookieOf(agent) });
    const { errors } = subscribe(s.client, '{ __schema { queryType { name } } }');
    await until(() => errors.length > 0);
    await s.client.dispose();
    expect(JSON.stringify(errors)).toContain('INTROSPECTION_DISABLED');
  });

  it('shows them to signed-in SUPERVISOR and up', async () => {
    for (const role of [Role.SUPERVISOR, Role.ADMIN]) {
      const { agent } = await signedIn(t, role);
      const res = await agent.post('/graphql').send({ query: INTROSPECTION }).expect(200);
      expect(res.body.data.__schema.queryType.name).toBe('Query');
      const typo = await agent.post('/graphql').send({ query: '{ helth { status } }' }).expect(400);
      expect(typo.body.errors[0].message).toContain('Did you mean "health"?');
      await agent.get('/api/docs-json').expect(200);
    }
  });

  (existsSync(join(CLIENT_DIR, 'graphiql.html')) ? it : it.skip)('serves GraphiQL to SUPERVISOR only', async () => {
    await request(t.url).get('/graphql').set('accept', 'text/html').expect(404);
    const { agent } = await signedIn(t, Role.SUPERVISOR);
    const page = await agent.get('/graphql').set('accept', 'text/html').expect(200);
    expect(page.text).toContain('GraphQL playground');
  });
});

describe('API_EXPLORER set explicitly', () => {
  it('public: anyone explores, even in production', async () => {
    const t = await startTestApp({ NODE_ENV: 'production', API_EXPLORER: 'public' });
    try {
      await post(t, { query: INTROSPECTION }).expect(200);
      await request(t.url).get('/api/docs-json').expect(200);
    } finally {
      await t.close();
    }
  });

  it('off: nobody explores, not even an ADMIN in development', async () => {
    const t = await startTestApp({ API_EXPLORER: 'off' });
    try {
      const { agent } = await signedIn(t, Role.ADMIN);
      refusedIntrospection(await agent.post('/graphql').send({ query: INTROSPECTION }));
      await agent.get('/api/docs-json').expect(404);
      const typo = await agent.post('/graphql').send({ query: '{ helth { status } }' }).expect(400);
      expect(typo.body.errors[0].message).not.toContain('Did you mean');
    } finally {
      await t.close();
    }
  });
});
