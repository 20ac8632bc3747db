import { Role } from '../../server/common/auth/role.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { PASSWORD, cookieOf, createUser, signedIn } from '../helpers/auth.js';
import {
  GraphqlFuzz,
  INTROSPECTION,
  Recorder,
  Rng,
  graphqlEnvelopes,
  pool,
  restRequest,
  restRoutes,
  send,
  type FuzzRequest,
  type IntroSchema,
  type OpenApiDocument,
  type Pools,
} from '../helpers/fuzz.js';
import { sample, upload, uploadAndParse } from '../helpers/reports.js';
import { waitForMailTo } from '../helpers/outbox.js';

/**
 * The fuzz stage (issue 15, item 6): seeded requests over every REST operation of the OpenAPI document and every
 * GraphQL Query and Mutation root field, as an anonymous caller, an OFFICER and an ADMIN, plus malformed GraphQL
 * envelopes. Fails on any 5xx, on a GraphQL INTERNAL error (GraphQL may answer those with 200), and on a request
 * that gets no answer. 4xx of every kind, 429 included, are fine.
 *
 * FUZZ_SEED picks another set of requests (printed on failure, to replay it); FUZZ_REQUESTS scales the run.
 * GraphQL subscriptions are left to graphql-abuse and input-edge, which drive real sockets.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20240615);
const BUDGET = Number(process.env.FUZZ_REQUESTS ?? 3000);
const CONCURRENCY = 8;

/**
 * Operations that can end or change the caller's own session, or delete the seed data the rest aims at. They run
 * last, one at a time; after one succeeds both signed-in callers are checked and replaced by a fresh user of
 * the same role when their session is gone or restricted. Nothing is skipped.
 */
const RISKY_REST = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/login',
  'POST /api/auth/totp/setup',
  'POST /api/auth/totp/verify',
  'POST /api/auth/totp/reset',
  'PATCH /api/user/password',
  'PATCH /api/users/{userId}/role',
  'POST /api/users/{userId}/disable',
  'POST /api/users/{userId}/totp/reset',
  'PATCH /api/users/{userId}/email',
  'DELETE /api/reports/{id}',
  'POST /api/reports/cancel-all',
]);
const RISKY_GRAPHQL = new Set([
  'logout',
  'login',
  'totpSetup',
  'totpVerify',
  'totpReset',
  'changePassword',
  'updateUserRole',
  'disableUser',
  'resetUserTotp',
  'changeUserEmail',
  'deleteReport',
  'cancelAllReports',
]);

type Who = 'anonymous' | 'officer' | 'admin';
const WHO: Who[] = ['anonymous', 'officer', 'admin'];
const ROLE_OF = { officer: Role.OFFICER, admin: Role.ADMIN } as const;

interface Job {
  who: Who;
  req: FuzzRequest;
  risky: boolean;
}

let t: TestApp;
const cookies: Record<Who, string> = { anonymous: '', officer: '', admin: '' };
const ips: Record<Who, string> = { anonymous: '', officer: '10.77.0.2', admin: '10.77.0.3' };
let pools: Pools;
let pdf: Buffer;

let resignIns = 0;

async function signIn(who: 'officer' | 'admin') {
  const s = await signedIn(t, ROLE_OF[who]);
  cookies[who] = cookieOf(s.agent);
  pools?.userIds.push(s.user.id);
  return s;
}

beforeAll(async () => {
  // The parse route waits for the outcome; a short wait keeps a fuzzed parse from holding a slot for 2 minutes.
  t = await startTestApp({ REPORT_PARSE_WAIT_SECONDS: '5' });
  pdf = (await sample(6, 1)).pdf;
  const officer = await signIn('officer');
  const admin = await signIn('admin');
  const victims = await Promise.all([createUser(t, Role.OFFICER), createUser(t, Role.READONLY)]);

  // Seed data: a committed report (with animals), an upload not parsed yet, a pending invitation.
  const parsed = await uploadAndParse(admin.agent, pdf);
  let reportId = parsed.parse.body.reportId as string | undefined;
  for (let i = 0; !reportId && i < 100; i++) {
    await new Promise((r) => setTimeout(r, 200));
    reportId = (await admin.agent.get(`/api/reports/${parsed.tempId}/status`)).body.reportId;
  }
  if (!reportId) throw new Error(`seed report did not commit: ${JSON.stringify(parsed.parse.body)}`);
  const unparsed = (await upload(admin.agent, pdf)).body.tempReportId as string;
  const animals = (await admin.agent.get(`/api/reports/${reportId}/animals`).query({ limit: 5 })).body.items as { animal_id: string }[];
  const inviteEmail = `fuzz-invitee-${Date.now()}@example.org`;
  const invitation = await admin.agent.post('/api/invitations').send({ email: inviteEmail, firstName: 'Fuzz', lastName: 'Invitee', role: 'OFFICER' });
  if (invitation.status >= 300) throw new Error(`seed invitation: ${invitation.status} ${JSON.stringify(invitation.body)}`);
  const mail = await waitForMailTo(t, inviteEmail);
  const tokens = [...new Set([...mail.matchAll(/(?:token=|\/invite\/)([A-Za-z0-9_-]{16,})/g)].map((m) => m[1]))];

  pools = {
    reportIds: [reportId, parsed.tempId, unparsed],
    invitationIds: [invitation.body.id ?? invitation.body.invitation?.id].filter(Boolean),
    tokens,
    userIds: [officer.user.id, admin.user.id, ...victims.map((v) => v.user.id)],
    animalIds: animals.map((a) => a.animal_id),
    emails: [officer.user.email, admin.user.email, ...victims.map((v) => v.user.email)],
    password: PASSWORD,
  };
  // Without real ids most requests would stop at "not found": a seed that found none is a broken seed.
  const empty = Object.entries(pools).filter(([, v]) => Array.isArray(v) && v.length === 0);
  if (empty.length) throw new Error(`seed data missing: ${empty.map(([k]) => k).join(', ')}`);
}, 120_000);
afterAll(() => t?.close());

/** Headers of a caller: its session cookie, our Origin (writes need it), its address. */
function headersOf(who: Who, rng: Rng): Record<string, string> {
  const h: Record<string, string> = { origin: t.url };
  // A few requests come without Origin or from another site: those must be refused, not crash.
  if (rng.chance(0.03)) h.origin = rng.pick(['https://evil.example', 'null', '']);
  if (cookies[who]) h.cookie = cookies[who];
  // Anonymous requests come from many addresses, so the per-IP sign-in limits slow them down without silencing them.
  h['x-forwarded-for'] = who === 'anonymous' ? `10.${rng.int(250)}.${rng.int(250)}.${1 + rng.int(250)}` : ips[who];
  return h;
}

it(`sends a few thousand seeded requests (seed ${SEED}) and gets no server error`, async () => {
  const rng = new Rng(SEED);
  const doc = JSON.parse((await send(t.url, { route: '', method: 'GET', url: '/api/docs-json', headers: { cookie: cookies.admin }, note: '' }, {})).body) as OpenApiDocument;
  const intro = await send(
    t.url,
    { route: '', method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', cookie: cookies.admin, origin: t.url }, body: JSON.stringify({ query: INTROSPECTION }), note: '' },
    {},
  );
  const gql = new GraphqlFuzz((JSON.parse(intro.body) as { data: { __schema: IntroSchema } }).data.__schema, pools);
  const routes = restRoutes(doc);
  const fields = gql.rootFields();
  expect(routes.length).toBeGreaterThan(40);
  expect(fields.length).toBeGreaterThan(40);

  const envelopes = graphqlEnvelopes(rng);
  const perUnit = Math.max(1, Math.floor((BUDGET - envelopes.length * WHO.length) / ((routes.length + fields.length) * WHO.length)));
  const jobs: Job[] = [];
  for (const who of WHO) {
    for (const route of routes) {
      for (let i = 0; i < perUnit; i++) jobs.push({ who, req: restRequest(doc, route, rng, pools, { pdf }), risky: RISKY_REST.has(`${route.method} ${route.path}`) });
    }
    for (const rf of fields) {
      for (let i = 0; i < perUnit; i++) {
        const op = gql.operation(rf, rng);
        const req: FuzzRequest = {
          route: `graphql ${rf.operation === 'query' ? 'Query' : 'Mutation'}.${rf.field.name}`,
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(op.body),
          note: op.note,
        };
        jobs.push({ who, req, risky: RISKY_GRAPHQL.has(rf.field.name) });
      }
    }
    for (const e of envelopes) {
      jobs.push({ who, req: { route: `graphql envelope: ${e.note}`, method: e.method ?? 'POST', url: e.url ?? '/graphql', headers: e.headers, body: e.body === '' && e.method ? undefined : e.body, note: e.note }, risky: false });
    }
  }
  // Headers are drawn up front too, so the whole run is fixed by the seed whatever order answers arrive in.
  const drawn = jobs.map((j) => ({ ...j, extra: headersOf(j.who, rng) }));

  const rec = new Recorder();
  const started = Date.now();
  await pool(
    drawn.filter((j) => !j.risky),
    CONCURRENCY,
    async (j) => rec.record(j.who, j.req, await send(t.url, j.req, { ...j.extra, ...(cookies[j.who] ? { cookie: cookies[j.who] } : {}) })),
  );
  for (const j of drawn.filter((x) => x.risky)) {
    const res = await send(t.url, j.req, { ...j.extra, ...(cookies[j.who] ? { cookie: cookies[j.who] } : {}) });
    rec.record(j.who, j.req, res);
    if (res.status >= 200 && res.status < 300) await keepSessions();
  }

  console.log(`${rec.histogram()} (seed ${SEED}, ${routes.length} REST operations, ${fields.length} GraphQL root fields, ${envelopes.length} envelopes, as ${WHO.join(', ')}; ${resignIns} fresh sign-ins after a session-ending operation; ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (rec.failures.length) console.log(`${rec.failureReport()}\n(replay with FUZZ_SEED=${SEED} FUZZ_REQUESTS=${BUDGET})`);
  expect(rec.total).toBeGreaterThanOrEqual(Math.min(BUDGET, 1000) * 0.9);
  expect(rec.failures.map((f) => `${f.req.route} [${f.who}] → ${f.res.status || f.res.error}`)).toEqual([]);
}, 300_000);

/** After a risky operation succeeded: a signed-in caller whose session ended or got restricted is replaced. */
async function keepSessions() {
  for (const who of ['officer', 'admin'] as const) {
    const res = await send(t.url, { route: '', method: 'GET', url: '/api/user', headers: { cookie: cookies[who] }, note: '' }, {});
    if (res.status !== 200 || /"isRestricted"\s*:\s*true/.test(res.body)) {
      resignIns++;
      await signIn(who);
    }
  }
}
