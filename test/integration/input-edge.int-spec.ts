import type { Response, Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { DataSource } from 'typeorm';
import { Role } from '../../server/common/auth/role.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { agent, cookieOf, signedIn } from '../helpers/auth.js';
import { wsClient } from '../helpers/graphql.js';
import { sample } from '../helpers/reports.js';

/**
 * Input at the edge (issue 15, item 5): client mistakes that used to reach PostgreSQL, a validator or the
 * GraphQL executor and come back as 500s are refused with a 400 in the product's error shape, and nothing is
 * written. Each table below is a list of doors; add a row to cover another route or field.
 */
const NIL = '00000000-0000-4000-8000-000000000000';

/** Strings PostgreSQL cannot store (NUL) or that are not Unicode text at all (a lone UTF-16 surrogate). */
const BAD_STRINGS = { 'a NUL byte': 'a\u0000b', 'a lone surrogate': 'x\ud800y' };
type Bad = keyof typeof BAD_STRINGS;
/**
 * Doors that carry only NUL: a URL or multipart part carries bytes, and a lone surrogate sent as bytes is
 * invalid UTF-8, which the decoders turn into U+FFFD (or Fastify refuses the path); in a GraphQL string
 * literal graphql-js's lexer refuses a lone surrogate escape with its own 400 (tested below).
 */
const NUL_ONLY: Bad[] = ['a NUL byte'];

/** Percent-encodes a string (UTF-8). */
const enc = (s: string) => encodeURIComponent(s);
/** The string as a GraphQL string literal, written with escapes as a client would (`"\u0000"`). */
const gqlString = (s: string) => JSON.stringify(s);

type Who = 'anonymous' | 'officer';
/** One request to send as `who`. */
interface Probe {
  name: string;
  who: Who;
  send(a: TestAgent): Test;
}
/** A door a string comes in by, and which bad strings it can carry (all by default). */
interface Door extends Omit<Probe, 'send'> {
  send(a: TestAgent, bad: string): Test;
  carries?: Bad[];
}
const gql = (a: TestAgent, query: string, variables?: object) => a.post('/graphql').send({ query, variables });

/** A report upload whose file part is named with RFC 5987's `filename*` (percent-encoded UTF-8), as browsers may. */
function uploadNamed(a: TestAgent, filename: string): Test {
  const head = `--edge\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${enc(filename)}\r\nContent-Type: application/pdf\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), pdf, Buffer.from('\r\n--edge--\r\n')]);
  return a.post('/api/reports/upload?action=uploadOnly').set('content-type', 'multipart/form-data; boundary=edge').send(body);
}

/** Every door a string comes in by: JSON bodies, keys, query strings, route params, GraphQL variables and literals, multipart. */
const STRING_DOORS: Door[] = [
  { name: 'REST body: sign-in email', who: 'anonymous', send: (a, bad) => a.post('/api/auth/login').send({ email: bad, password: 'x' }) },
  { name: 'REST body: forgot-password email', who: 'anonymous', send: (a, bad) => a.post('/api/auth/forgot-password').send({ email: `${bad}@example.org` }) },
  { name: 'REST body: a key', who: 'anonymous', send: (a, bad) => a.post('/api/auth/forgot-password').send({ email: 'a@example.org', [bad]: 1 }) },
  { name: 'REST route param: invitation token', who: 'anonymous', carries: NUL_ONLY, send: (a, bad) => a.get(`/api/invitations/${enc(bad)}`) },
  {
    name: 'GraphQL variables: sign-in email',
    who: 'anonymous',
    send: (a, bad) => gql(a, 'mutation L($i: LoginInput!) { login(input: $i) { requiresTotp } }', { i: { email: bad, password: 'x' } }),
  },
  {
    name: 'GraphQL string literal: forgot-password email',
    who: 'anonymous',
    carries: NUL_ONLY,
    send: (a, bad) => gql(a, `mutation { forgotPassword(input: { email: ${gqlString(`${bad}@example.org`)} }) { message } }`),
  },
  {
    name: 'GraphQL GET: string literal in the query string',
    who: 'anonymous',
    carries: NUL_ONLY,
    send: (a, bad) => a.get(`/graphql?query=${enc(`{ invitationByToken(token: ${gqlString(bad)}) { email } }`)}`).set('apollo-require-preflight', 'true'),
  },
  { name: 'REST query string: animal search', who: 'officer', carries: NUL_ONLY, send: (a, bad) => a.get(`/api/animals/all?search=${enc(bad)}`) },
  { name: 'REST query string: report animals zone', who: 'officer', carries: NUL_ONLY, send: (a, bad) => a.get(`/api/reports/${NIL}/animals?zone=${enc(bad)}`) },
  { name: 'REST body: profile first name', who: 'officer', send: (a, bad) => a.patch('/api/user/profile').send({ firstName: bad, lastName: 'Edge' }) },
  {
    name: 'GraphQL variables: animal search',
    who: 'officer',
    send: (a, bad) => gql(a, 'query A($q: AnimalQuery) { animals(query: $q) { total } }', { q: { search: bad } }),
  },
  {
    name: 'GraphQL string literal: profile last name',
    who: 'officer',
    carries: NUL_ONLY,
    send: (a, bad) => gql(a, `mutation { updateProfile(input: { firstName: "Edge", lastName: ${gqlString(bad)} }) { id } }`),
  },
  { name: 'multipart: upload filename', who: 'officer', carries: NUL_ONLY, send: (a, bad) => uploadNamed(a, `${bad}.pdf`) },
  {
    name: 'multipart: a field value',
    who: 'officer',
    carries: NUL_ONLY,
    send: (a, bad) => a.post('/api/reports/upload?action=uploadOnly').field('note', bad).attach('file', pdf, { filename: 'edge.pdf', contentType: 'application/pdf' }),
  },
];

/** JSON text nested `levels` deep (`[[[…]]]`), written by hand: JSON.stringify itself overflows at 5,000. */
const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const json = (a: TestAgent, path: string, text: string) => a.post(path).set('content-type', 'application/json').send(text);
const DEPTH_PROBES: Probe[] = [
  { name: 'REST body, 5,000 levels', who: 'anonymous', send: (a) => json(a, '/api/auth/login', `{"email":${deep(5000)},"password":"x"}`) },
  {
    name: 'GraphQL variables, 5,000 levels',
    who: 'anonymous',
    send: (a) => json(a, '/graphql', `{"query":"mutation L($i: LoginInput!) { login(input: $i) { requiresTotp } }","variables":{"i":{"email":${deep(5000)}}}}`),
  },
  { name: 'REST body, 65 levels', who: 'officer', send: (a) => a.patch('/api/user/profile').send({ firstName: JSON.parse(deep(65)), lastName: 'Edge' }) },
];

/** Numeric query parameters out of range or not whole numbers: a field error naming the parameter. */
const NUMBER_PROBES: (Probe & { field: string })[] = [
  { name: 'directory page=1e20', field: 'page', who: 'officer', send: (a) => a.get('/api/animals/all?page=1e20') },
  { name: 'directory page=2^53+1', field: 'page', who: 'officer', send: (a) => a.get('/api/animals/all?page=9007199254740993') },
  { name: 'directory page=1.5', field: 'page', who: 'officer', send: (a) => a.get('/api/animals/all?page=1.5') },
  { name: 'report animals page=1e20', field: 'page', who: 'officer', send: (a) => a.get(`/api/reports/${NIL}/animals?page=1e20`) },
  { name: 'report animals limit=1e20', field: 'limit', who: 'officer', send: (a) => a.get(`/api/reports/${NIL}/animals?limit=1e20`) },
];

let t: TestApp;
let db: DataSource;
let pdf: Buffer;
const agents = {} as Record<Who, TestAgent>;

/** A digest of every row of every table: equal before and after means nothing was written. */
async function snapshot(): Promise<string> {
  const tables: { name: string }[] = await db.query(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const digests = await Promise.all(tables.map(({ name }) => db.query(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS d FROM "${name}" t`)));
  return tables.map(({ name }, i) => `${name}:${digests[i][0].d}`).join('\n');
}

/** A 400 in the product's shape: the REST body, or GraphQL errors with the same code where /graphql answers them. */
function expectRefused(res: Response, message: RegExp) {
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 400 });
  const error = res.body.errors ? { code: res.body.errors[0].extensions?.code, message: res.body.errors[0].message } : res.body;
  expect(error).toMatchObject({ code: expect.stringMatching(/^(bad_request|BAD_REQUEST)$/), message: expect.stringMatching(message) });
  expect(JSON.stringify(res.body)).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack trace
}

beforeAll(async () => {
  t = await startTestApp();
  db = t.app.get(DataSource);
  pdf = (await sample(15, 1)).pdf;
  agents.anonymous = agent(t);
  agents.officer = (await signedIn(t, Role.OFFICER)).agent;
});
afterAll(() => t?.close());

describe('strings PostgreSQL cannot store are refused at every door', () => {
  const cases = STRING_DOORS.flatMap((door) => (door.carries ?? (Object.keys(BAD_STRINGS) as Bad[])).map((what) => ({ what, bad: BAD_STRINGS[what], door })));
  it.each(cases.map((c) => [`${c.what}, ${c.door.name} (${c.door.who})`, c] as const))('%s', async (_name, { bad, door }) => {
    const before = await snapshot();
    const res = await door.send(agents[door.who], bad);
    expectRefused(res, /NUL bytes and unpaired UTF-16 surrogates/);
    expect(await snapshot()).toBe(before);
  });
});

describe('the GraphQL socket door', () => {
  it.each(Object.entries(BAD_STRINGS))('refuses %s in a subscription argument', async (_what, bad) => {
    const client = wsClient(t.url, { origin: t.url, cookie: cookieOf(agents.officer) });
    try {
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: 'subscription S($id: ID!) { reportProgress(tempId: $id) { event } }', variables: { id: bad } },
          { next: (v) => resolve(v.errors ?? v), error: resolve, complete: () => resolve('complete') },
        );
      });
      expect(errors).toMatchObject([{ message: expect.stringMatching(/NUL bytes and unpaired UTF-16 surrogates/), extensions: { code: 'BAD_REQUEST' } }]);
    } finally {
      await client.dispose();
    }
  });
});

describe('malformed text the parsers refuse themselves is a 400, never a 5xx', () => {
  it('a lone surrogate escape in a GraphQL string literal: graphql-js refuses it', async () => {
    const res = await gql(agents.anonymous, `mutation { forgotPassword(input: { email: ${gqlString('x\ud800y')} }) { message } }`);
    expect({ status: res.status, error: res.body.errors?.[0] }).toMatchObject({ status: 400, error: { extensions: { code: 'GRAPHQL_PARSE_FAILED' } } });
  });

  it('invalid UTF-8 in a query string is read as U+FFFD', async () => {
    const res = await agents.officer.get('/api/animals/all?search=x%ED%A0%80y');
    expect(res.status).toBe(200);
  });

  it('invalid UTF-8 in a path: Fastify refuses it', async () => {
    expect((await agents.anonymous.get('/api/invitations/x%ED%A0%80y')).status).toBe(400);
  });

  it('a NUL byte in a plain multipart filename: the multipart parser refuses the header', async () => {
    const res = await agents.officer.post('/api/reports/upload?action=uploadOnly').attach('file', pdf, { filename: 'a\u0000b.pdf', contentType: 'application/pdf' });
    expect(res.body).toMatchObject({ statusCode: 400, code: 'bad_request' });
  });
});

describe('JSON depth is bounded', () => {
  it.each(DEPTH_PROBES.map((d) => [`${d.name} (${d.who})`, d] as const))('%s', async (_name, door) => {
    const before = await snapshot();
    expectRefused(await door.send(agents[door.who]), /nested/i);
    expect(await snapshot()).toBe(before);
  });
});

describe('numeric query parameters have bounds', () => {
  it.each(NUMBER_PROBES.map((d) => [`${d.name} (${d.who})`, d] as const))('%s', async (_name, door) => {
    const res = await door.send(agents[door.who]);
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 400, body: { code: 'validation_failed', fields: { [door.field]: expect.any(String) } } });
  });

  it('GraphQL paging arguments too', async () => {
    const res = await gql(agents.officer, '{ animals(query: { page: 2000000000 }) { total } }');
    expect(res.body.errors?.[0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED' } });
  });
});

describe('a GraphQL document with two operations and no operationName', () => {
  it('is the standard 400 asking for an operation name, not a crash of the JIT executor', async () => {
    const res = await gql(agents.anonymous, 'query A { health { status } } query B { logoUrl { logoUrl } }');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toBe('Must provide operation name if query contains multiple operations.');
  });
});

describe('good input still passes', () => {
  it('accents, emoji and paired surrogates are ordinary text', async () => {
    const res = await agents.officer.patch('/api/user/profile').send({ firstName: 'Zoë 🐾', lastName: 'Edge' });
    expect(res.status).toBe(200);
    expect(res.body.firstName).toBe('Zoë 🐾');
  });
});
