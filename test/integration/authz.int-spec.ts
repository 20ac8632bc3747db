import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import type TestAgent from 'supertest/lib/agent.js';
import request from 'supertest';
import { POLICY, grantableScopes, keyAllows, type PolicyKey } from '../../server/common/auth/policy.js';
import { Role } from '../../server/common/auth/role.js';
import { ApiKeyScope } from '../../server/common/auth/scope.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { agent, createKey, signedIn, stepUp } from '../helpers/auth.js';

/**
 * The authorization matrix, generated from the policy table: every REST route and every GraphQL operation,
 * for the six roles and anonymous, and for an API key of each role with each scope it may carry, must be allowed
 * or denied exactly as POLICY and KEY_RULE say. Samples are chosen to
 * pass the guard harmlessly (bad input, unknown ids), so "allowed" means "not refused by the guard".
 */
const NIL = '00000000-0000-4000-8000-000000000000';
type Sample = { rest: [method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, body?: object] } | { gql: string };

const OPERATIONS: Record<PolicyKey, Sample[]> = {
  'health.read': [{ rest: ['get', '/api/health/all'] }, { gql: '{ health { status } }' }],
  // The healthUpdated subscription: a socket, checked in graphql-abuse.int-spec.ts.
  'health.subscribe': [],
  'branding.logo': [{ rest: ['get', '/api/logo-url'] }, { gql: '{ logoUrl { logoUrl } }' }],
  'auth.login': [
    { rest: ['post', '/api/auth/login', { email: 'bad' }] },
    { gql: 'mutation { login(input: { email: "bad", password: "" }) { requiresTotp } }' },
  ],
  'auth.forgotPassword': [
    { rest: ['post', '/api/auth/forgot-password', { email: 'bad' }] },
    { gql: 'mutation { forgotPassword(input: { email: "bad" }) { message } }' },
  ],
  'auth.resetPassword': [
    { rest: ['post', '/api/auth/reset-password', {}] },
    { gql: 'mutation { resetPassword(input: { token: "", newPassword: "", confirmPassword: "" }) { message } }' },
  ],
  'auth.verifyDevice': [
    { rest: ['post', '/api/auth/verify-device', { token: 'no-such-token' }] },
    { gql: 'mutation { verifyDevice(input: { token: "no-such-token" }) { requiresTotp } }' },
  ],
  // Allowed means it reaches the service: an empty password fails validation there, and costs no attempt.
  'auth.stepUp': [
    { rest: ['post', '/api/keys/step-up', {}] },
    { gql: 'mutation { confirmIdentity(input: { currentPassword: "" }) { until } }' },
  ],
  'auth.setupStatus': [{ rest: ['get', '/api/auth/setup'] }, { gql: '{ setupRequired }' }],
  'auth.setup': [
    { rest: ['post', '/api/auth/setup', { token: 'no-such-token' }] },
    { gql: 'mutation { createFirstAdmin(input: { token: "x", email: "bad", firstName: "", lastName: "", password: "" }) { firstSignIn } }' },
  ],
  'invitations.lookup': [
    { rest: ['get', '/api/invitations/no-such-token'] },
    { rest: ['get', '/api/auth/invite/no-such-token'] },
    { gql: '{ invitationByToken(token: "no-such-token") { email } }' },
    { gql: '{ inviteByToken(token: "no-such-token") { email } }' },
  ],
  'invitations.accept': [
    { rest: ['post', '/api/invitations/no-such-token/accept', {}] },
    { rest: ['post', '/api/auth/invite/no-such-token/accept', {}] },
    { gql: 'mutation { acceptInvitation(token: "no-such-token", input: { firstName: "", lastName: "", password: "" }) { __typename } }' },
    { gql: 'mutation { acceptInvite(token: "no-such-token", input: { firstName: "", lastName: "", password: "" }) { __typename } }' },
  ],
  'files.read': [{ rest: ['get', `/api/files/profile-images/${NIL}.png`] }],
  'auth.me': [{ rest: ['get', '/api/user'] }, { gql: '{ me { id } }' }],
  'auth.totpSetup': [{ rest: ['post', '/api/auth/totp/setup'] }, { gql: 'mutation { totpSetup { secret } }' }],
  'auth.totpVerify': [
    { rest: ['post', '/api/auth/totp/verify', { code: 'x' }] },
    { gql: 'mutation { totpVerify(input: { code: "x" }) { id } }' },
  ],
  'users.updateProfile': [
    { rest: ['patch', '/api/user/profile', {}] },
    { gql: 'mutation { updateProfile(input: { firstName: "", lastName: "" }) { id } }' },
  ],
  'users.changePassword': [
    { rest: ['patch', '/api/user/password', {}] },
    { gql: 'mutation { changePassword(input: { currentPassword: "", newPassword: "" }) { message } }' },
  ],
  'users.uploadProfileImage': [{ rest: ['post', '/api/upload/profile-image'] }],
  'users.list': [{ rest: ['get', '/api/users'] }, { gql: '{ users { id } }' }],
  'users.grantableRoles': [{ rest: ['get', '/api/users/grantable-roles'] }, { gql: '{ grantableRoles }' }],
  'users.disable': [
    { rest: ['post', `/api/users/${NIL}/disable`] },
    { rest: ['post', `/api/users/${NIL}/enable`] },
    { gql: `mutation { disableUser(userId: "${NIL}") { id } }` },
    { gql: `mutation { enableUser(userId: "${NIL}") { id } }` },
  ],
  'users.resetTotp': [
    { rest: ['post', `/api/users/${NIL}/totp/reset`] },
    { gql: `mutation { resetUserTotp(userId: "${NIL}") { id } }` },
  ],
  'users.changeEmail': [
    { rest: ['patch', `/api/users/${NIL}/email`, { email: 'x@example.org' }] },
    { gql: `mutation { changeUserEmail(userId: "${NIL}", input: { email: "x@example.org" }) { id } }` },
  ],
  'users.updateRole': [
    { rest: ['patch', `/api/users/${NIL}/role`, { role: 'READONLY' }] },
    { gql: `mutation { updateUserRole(userId: "${NIL}", role: READONLY) { id } }` },
  ],
  'users.setTestFlag': [
    { rest: ['patch', `/api/users/${NIL}/test-flag`, { isTestUser: true }] },
    { gql: `mutation { setTestUserFlag(userId: "${NIL}", isTestUser: true) { id } }` },
  ],
  'invitations.create': [
    { rest: ['post', '/api/invitations', {}] },
    { gql: 'mutation { createInvitation(input: { email: "bad", firstName: "", lastName: "", role: READONLY }) { id } }' },
  ],
  'invitations.list': [{ rest: ['get', '/api/invitations'] }, { gql: '{ invitations { id } }' }],
  'invitations.extend': [
    { rest: ['patch', `/api/invitations/${NIL}`, {}] },
    { gql: `mutation { extendInvitation(id: "${NIL}", expiresAt: "2000-01-01T00:00:00Z") { id } }` },
  ],
  'reports.read': [
    { rest: ['get', '/api/reports'] },
    { rest: ['get', '/api/reports/pending'] },
    { rest: ['get', '/api/reports/latest'] },
    { rest: ['get', '/api/reports/sample'] },
    { gql: '{ sampleData { reports latestIsSample } }' },
    { rest: ['get', '/api/reports/no-such/status'] },
    { rest: ['get', '/api/reports/no-such/manifest'] },
    { rest: ['get', '/api/reports/no-such/events'] },
    { rest: ['get', '/api/reports/no-such/zone-groups'] },
    { gql: '{ reports { id } }' },
    { gql: '{ pendingReports { tempId } }' },
    { gql: '{ latestReport { reportId } }' },
    { gql: '{ reportStatus(id: "no-such") { state } }' },
    { gql: '{ reportManifest(id: "no-such") { tempId } }' },
    { gql: '{ zoneGroups(reportId: "no-such") { code } }' },
    { rest: ['get', '/api/reports/no-such/movements'] },
    { gql: '{ reportMovements(reportId: "no-such") { arrived } }' },
  ],
  'animals.read': [
    { rest: ['get', '/api/reports/no-such/animals'] },
    { rest: ['get', '/api/animals/all'] },
    { rest: ['get', '/api/animals/A00000000/current'] },
    { gql: '{ reportAnimals(reportId: "no-such") { total } }' },
    { gql: '{ animals { total } }' },
    { gql: '{ animalCurrent(animalId: "A00000000") { animal_id } }' },
    { rest: ['get', '/api/animals/A00000000/history'] },
    { gql: '{ animalHistory(animalId: "A00000000") { reportId } }' },
  ],
  'stats.read': [
    { rest: ['get', '/api/stats/population'] },
    { rest: ['get', '/api/stats/adoption-level'] },
    { gql: '{ populationStats { totalAnimals } }' },
    { gql: '{ adoptionLevelStats { L1 } }' },
    { rest: ['get', '/api/stats/occupancy'] },
    { gql: '{ zoneOccupancy { zoneCode } }' },
    { rest: ['get', '/api/settings'] },
    { gql: '{ appSettings { longStayDays } }' },
  ],
  'reports.upload': [{ rest: ['post', '/api/reports/upload?action=uploadOnly'] }],
  'reports.parse': [
    { rest: ['post', '/api/reports/no-such/parse'] },
    { gql: 'mutation { startReportParse(tempId: "no-such") { state } }' },
  ],
  'reports.resume': [
    { rest: ['post', '/api/reports/no-such/parse/resume'] },
    { rest: ['post', '/api/reports/no-such/resume'] },
    { gql: 'mutation { resumeReport(id: "no-such") { state } }' },
  ],
  'reports.cancelAll': [{ rest: ['post', '/api/reports/cancel-all'] }, { gql: 'mutation { cancelAllReports { cancelled } }' }],
  'reports.cancel': [{ rest: ['post', '/api/reports/no-such/cancel'] }, { gql: 'mutation { cancelReport(id: "no-such") { state } }' }],
  'reports.dismiss': [{ rest: ['post', '/api/reports/no-such/dismiss'] }, { gql: 'mutation { dismissReport(id: "no-such") { state } }' }],
  // Not an operation: the row cancel and dismiss consult for someone else's report (reports-stuck.int-spec.ts).
  'reports.manageAny': [],
  'reports.delete': [{ rest: ['delete', `/api/reports/${NIL}`] }, { gql: `mutation { deleteReport(id: "${NIL}") { locationRecordsCleared } }` }],
  // Allowed means it runs: each admin loads the sample (the second call answers 409) and removes it again.
  'reports.sample': [
    { rest: ['post', '/api/reports/sample'] },
    { gql: 'mutation { loadSampleReport { tempId } }' },
    { rest: ['delete', '/api/reports/sample'] },
    { gql: 'mutation { removeSampleData { removed } }' },
  ],
  'invitations.resend': [
    { rest: ['post', `/api/invitations/${NIL}/resend`] },
    { gql: `mutation { resendInvitation(id: "${NIL}") { id } }` },
  ],
  'invitations.cancel': [
    { rest: ['delete', `/api/invitations/${NIL}`] },
    { gql: `mutation { cancelInvitation(id: "${NIL}") { __typename } }` },
  ],
  'audit.list': [{ gql: '{ auditEvents { total } }' }],
  // Allowed means it reaches the service: an empty name is refused by validation, a nil id is no key.
  'apiKeys.own': [
    { rest: ['get', '/api/keys'] },
    { gql: '{ apiKeys { id } }' },
    { rest: ['post', '/api/keys', { name: '' }] },
    { gql: 'mutation { createApiKey(input: { name: "" }) { secret } }' },
    { rest: ['delete', `/api/keys/${NIL}`] },
    { gql: `mutation { revokeApiKey(id: "${NIL}") { id } }` },
  ],
  // Not an operation: whose keys apiKeys.own may reach beyond your own (api-keys.int-spec.ts).
  'apiKeys.manageAny': [],
  'settings.read': [{ gql: '{ configPresence { envVar present } }' }],
  'insights.read': [
    { rest: ['get', '/api/stats/population-trend'] },
    { gql: '{ populationTrend { from } }' },
    { rest: ['get', '/api/stats/length-of-stay'] },
    { gql: '{ lengthOfStay { longStayDays } }' },
  ],
  // Allowed means it reaches validation: zone NOSUCH is in no report.
  'settings.update': [
    { rest: ['put', '/api/settings/zone-capacities', { capacities: [{ zoneCode: 'NOSUCH', capacity: 5 }] }] },
    { gql: 'mutation { setZoneCapacities(input: { capacities: [{ zoneCode: "NOSUCH", capacity: 5 }] }) { zoneCode } }' },
    // Allowed means it reaches validation: 0 days is refused, nothing is stored.
    { rest: ['patch', '/api/settings', { longStayDays: 0 }] },
    { gql: 'mutation { updateAppSettings(input: { longStayDays: 0 }) { longStayDays } }' },
  ],
  // Allowed means it reaches the service: a nil id is no alert, an unsigned message is refused by the webhook.
  'alerts.inbound': [{ rest: ['post', '/api/alerts/email/inbound', {}] }],
  'alerts.read': [
    { rest: ['get', '/api/alerts'] },
    { gql: '{ alerts { total } }' },
    { rest: ['get', `/api/alerts/${NIL}`] },
    { gql: `{ alert(id: "${NIL}") { id } }` },
    { gql: '{ openAlertCount }' },
    { gql: '{ alertAssignees { id } }' },
  ],
  'alerts.update': [
    { rest: ['patch', `/api/alerts/${NIL}`, { status: 'acknowledged' }] },
    { gql: `mutation { updateAlerts(input: { ids: ["${NIL}"], action: acknowledge }) { id } }` },
  ],
  'alerts.raise': [
    { rest: ['post', '/api/alerts', { animalId: 'A00000000', severity: 'L1', note: 'nothing' }] },
    { gql: 'mutation { raiseAlert(input: { animalId: "A00000000", severity: "L1", note: "nothing" }) { id } }' },
  ],
  'alerts.settings': [{ rest: ['get', '/api/alerts/webhook'] }, { gql: '{ alertWebhook { secretSet } }' }],
  // Not an operation: what a health answer carries (statuses for all, messages for these), in health.int-spec.ts.
  'health.details': [],
  // Last: these two change the caller's own session.
  'auth.totpReset': [{ rest: ['post', '/api/auth/totp/reset'] }, { gql: 'mutation { totpReset(input: {}) { message } }' }],
  'auth.logout': [{ rest: ['post', '/api/auth/logout'] }, { gql: 'mutation { logout { message } }' }],
};

const GUARD_MESSAGES = [
  /^Not signed in$/,
  /^Your role does not allow this$/,
  /^Set up two-factor authentication first$/,
  /^This operation has no access policy$/,
  /^Sign in to do this: API keys cannot [\w.]+$/,
  /^This API key lacks the scope [\w:]+$/,
];
const byGuard = (message: unknown) => typeof message === 'string' && GUARD_MESSAGES.some((m) => m.test(message));

async function refused(a: TestAgent, sample: Sample): Promise<boolean> {
  if ('rest' in sample) {
    const [method, path, body] = sample.rest;
    const res = await a[method](path).send(body ?? {});
    return [401, 403].includes(res.status) && byGuard(res.body.message);
  }
  const res = await a.post('/graphql').send({ query: sample.gql });
  const error = res.body.errors?.[0];
  if (error?.extensions?.code === 'GRAPHQL_VALIDATION_FAILED') throw new Error(`sample does not match the schema: ${error.message}`);
  return ['UNAUTHENTICATED', 'FORBIDDEN'].includes(error?.extensions?.code) && byGuard(error.message);
}

/** The GraphQL name of a scope (the enum's key), as createKey sends it. */
const scopeName = (scope: ApiKeyScope) => (Object.entries(ApiKeyScope) as [string, ApiKeyScope][]).find(([, v]) => v === scope)![0];

describe('authorization matrix (from the policy table)', () => {
  let t: TestApp;
  const agents: Partial<Record<Role | 'anonymous', TestAgent>> = {};
  /** Callers with an API key of each role (made by a user of that role), one per scope it may carry: no cookie, no Origin. */
  const keyAgents: Partial<Record<Role, Partial<Record<ApiKeyScope, TestAgent>>>> = {};

  beforeAll(async () => {
    // The matrix sends every sample with each key: far more than the default per-key rate.
    t = await startTestApp({ API_KEY_RATE_PER_MINUTE: '100000' });
    agents.anonymous = agent(t);
    for (const role of Object.values(Role)) {
      const user = await signedIn(t, role);
      agents[role] = user.agent;
      await stepUp(user);
      keyAgents[role] = {};
      for (const scope of grantableScopes(role)) {
        const { secret } = await createKey(user, { name: `matrix ${scope}`, scopes: [scopeName(scope)] }, { stepUp: false });
        keyAgents[role][scope] = request.agent(t.url).set('Authorization', `Bearer ${secret}`);
      }
    }
  }, 120000);
  afterAll(() => t.close());

  it('covers every policy key, every GraphQL operation and every REST route', () => {
    expect(Object.keys(OPERATIONS).sort()).toEqual(Object.keys(POLICY).sort());
    const schema = t.app.get(GraphQLSchemaHost).schema;
    const served = [schema.getQueryType(), schema.getMutationType()].flatMap((type) => Object.keys(type?.getFields() ?? {}));
    const sampled = Object.values(OPERATIONS).flat().flatMap((s) => ('gql' in s ? [/\{\s*(\w+)/.exec(s.gql.replace(/^mutation\s*/, ''))![1]] : []));
    expect([...new Set(sampled)].sort()).toEqual(served.sort());
    expect(schema.getSubscriptionType()?.getFields()).toHaveProperty('healthUpdated'); // health.subscribe, signed-in

    // Every route of every controller, from Nest's own route metadata: `get /api/reports/:reportId/animals`.
    const controllers = [...t.app.get(ModulesContainer).values()].flatMap((m) => [...m.controllers.values()].map((w) => w.metatype as new () => object));
    const join = (...parts: string[]) => `/${parts.map((p) => p.replace(/^\/|\/$/g, '')).filter(Boolean).join('/')}`;
    const routes = controllers
      .flatMap((c) =>
        Object.getOwnPropertyNames(c.prototype).flatMap((name) => {
          const handler = (c.prototype as Record<string, unknown>)[name];
          const path = typeof handler === 'function' ? (Reflect.getMetadata(PATH_METADATA, handler as object) as string | undefined) : undefined;
          const verb = Reflect.getMetadata(METHOD_METADATA, handler as object) as RequestMethod | undefined;
          if (path === undefined || verb === undefined) return [];
          const method = RequestMethod[verb].toLowerCase();
          return [`${method} ${join(Reflect.getMetadata(PATH_METADATA, c) as string, path)}`];
        }),
      )
      .filter((r) => / \/api\//.test(r) && !r.includes('/api/docs'));
    expect(routes.length).toBeGreaterThan(40);
    const normalise = (p: string) => p.split('?')[0].replace(/\/(no-such[^/]*|A00000000|00000000-[^/]*)(?=\/|$)/g, '/:param');
    const sampledRoutes = new Set(Object.values(OPERATIONS).flat().flatMap((s) => ('rest' in s ? [`${s.rest[0]} ${normalise(s.rest[1])}`] : [])));
    for (const route of routes) expect(sampledRoutes).toContain(route.replace(/:\w+/g, ':param'));
  });

  for (const [key, samples] of Object.entries(OPERATIONS) as [PolicyKey, Sample[]][]) {
    const rule = POLICY[key];
    for (const who of ['anonymous', ...Object.values(Role)] as const) {
      const allowed = rule === 'public' || (who !== 'anonymous' && (rule === 'restricted' || (rule as readonly string[]).includes(who)));
      it(`${key}: ${who} is ${allowed ? 'allowed' : 'denied'}`, async () => {
        for (const sample of samples) {
          // These change the caller's own session: give each sample a fresh one.
          const fresh = (key === 'auth.logout' || key === 'auth.totpReset') && who !== 'anonymous';
          const a = fresh ? (await signedIn(t, who)).agent : agents[who]!;
          expect({ sample, refused: await refused(a, sample) }).toEqual({ sample, refused: !allowed });
        }
      });
    }
    // The same with an API key of each role and each scope: its role row, and its scope (never what stays with sessions).
    for (const role of Object.values(Role)) {
      const roleAllows = rule === 'public' || rule === 'restricted' || (rule as readonly string[]).includes(role);
      it(`${key}: API keys of ${role}, per scope`, async () => {
        // The scopes' keys are independent callers: asked side by side.
        const answers = await Promise.all(
          grantableScopes(role).flatMap((scope) => samples.map(async (sample) => ({ sample, scope, refused: await refused(keyAgents[role]![scope]!, sample) }))),
        );
        for (const answer of answers) {
          const allowed = rule === 'public' || (roleAllows && keyAllows(key, [answer.scope]));
          expect(answer).toEqual({ ...answer, refused: !allowed });
        }
      });
    }
  }
});
