import { randomUUID } from 'node:crypto';
import { getRepositoryToken } from '@nestjs/typeorm';
import type TestAgent from 'supertest/lib/agent.js';
import type { Repository } from 'typeorm';
import { hashPassword } from '../../server/common/auth/password.js';
import { Role } from '../../server/common/auth/role.js';
import { InvitationEntity, InvitationMailState } from '../../server/modules/invitations/invitation.entity.js';
import { UserEntity } from '../../server/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { ApiKeyScope } from '../../server/common/auth/scope.js';
import { PASSWORD, agent, createUser, signedIn, stepUp } from '../helpers/auth.js';

/**
 * Issue 16: what the server serves as allowed (`me.can`, `User.actions`, `Invitation.actions`) is exactly what it
 * accepts. For each of the six roles and each target rank: every served flag that is true succeeds when tried,
 * every false one is refused. The served answers are read, never recomputed here, and each action is then sent
 * for real; REST serves the same answers as GraphQL.
 */
const { SUPER_ADMIN, ADMIN, SUPERVISOR, OFFICER, DISPATCH, READONLY } = Role;
const ROLES = [SUPER_ADMIN, ADMIN, SUPERVISOR, OFFICER, DISPATCH, READONLY];
const NIL = '00000000-0000-4000-8000-000000000000';

const CAN_FIELDS = 'listUsers inviteUsers listInvitations resetOwnTotp updateProfile changePassword uploadReports cancelAllReports deleteReports loadSampleData readSettings updateSettings listAuditEvents readAlerts updateAlerts raiseAlerts readAlertSettings manageApiKeys grantRoles apiKeyRoles apiKeyScopes';
type Can = Record<string, boolean> & { grantRoles: Role[]; apiKeyRoles: Role[]; apiKeyScopes: string[] };
/** GraphQL names a scope by its enum key (`reportsWrite`), REST by its value (`reports:write`). */
const scopeValue = (name: string) => ApiKeyScope[name as keyof typeof ApiKeyScope];

let seq = 0;
const email = () => `can-${++seq}-${randomUUID().slice(0, 8)}@example.org`;
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString();

type Outcome = { ok: true } | { ok: false; code: string };

async function gqlTry(a: TestAgent, query: string, variables: Record<string, unknown> = {}): Promise<Outcome & { data?: Record<string, unknown> }> {
  const res = await a.post('/graphql').send({ query, variables });
  const error = res.body.errors?.[0];
  if (error?.extensions?.code === 'GRAPHQL_VALIDATION_FAILED') throw new Error(`query does not match the schema: ${error.message}`);
  return error ? { ok: false, code: error.extensions?.code } : { ok: true, data: res.body.data };
}

/** The guard's refusal (or a REST 401/403); anything else (400, 404) means the guard let the call through. */
async function restGuarded(a: TestAgent, method: 'get' | 'post' | 'delete' | 'patch', path: string): Promise<boolean> {
  const res = await a[method](path).send({});
  return res.status === 401 || res.status === 403;
}

/** Each `me.can` flag with the call that exercises it; `true` when the server accepted it. */
const FLAG_CHECKS: Record<string, (a: TestAgent) => Promise<boolean>> = {
  listUsers: async (a) => (await gqlTry(a, '{ users { id } }')).ok,
  listInvitations: async (a) => (await gqlTry(a, '{ invitations { id } }')).ok,
  updateProfile: async (a) => (await gqlTry(a, 'mutation { updateProfile(input: { firstName: "Can", lastName: "Check" }) { id } }')).ok,
  readSettings: async (a) => (await gqlTry(a, '{ configPresence { envVar } }')).ok,
  listAuditEvents: async (a) => (await gqlTry(a, '{ auditEvents { total } }')).ok,
  // Zone NOSUCH is in no report: a validation error past the guard means the role may set capacities.
  updateSettings: async (a) => {
    const r = await gqlTry(a, 'mutation { setZoneCapacities(input: { capacities: [{ zoneCode: "NOSUCH", capacity: 5 }] }) { zoneCode } }');
    return r.ok || !['FORBIDDEN', 'UNAUTHENTICATED'].includes(r.code);
  },
  cancelAllReports: async (a) => (await gqlTry(a, 'mutation { cancelAllReports { cancelled } }')).ok,
  readAlerts: async (a) => (await gqlTry(a, '{ alerts { total } }')).ok,
  readAlertSettings: async (a) => (await gqlTry(a, '{ alertWebhook { secretSet } }')).ok,
  manageApiKeys: async (a) => (await gqlTry(a, '{ apiKeys { id } }')).ok,
  // No such alert, no such animal: a NOT_FOUND past the guard means the role may act.
  updateAlerts: async (a) => !(await restGuarded(a, 'patch', `/api/alerts/${NIL}`)),
  raiseAlerts: async (a) => !(await restGuarded(a, 'post', '/api/alerts')),
  // No such report: a 404 past the guard means the role may delete; a refusal is the guard's.
  deleteReports: async (a) => !(await restGuarded(a, 'delete', `/api/reports/${NIL}`)),
  // No file: a 400 past the guard means the role may upload.
  uploadReports: async (a) => !(await restGuarded(a, 'post', '/api/reports/upload?action=uploadOnly')),
  // Loading runs the real pipeline: once per role that is served the flag (two), each removed again at once.
  loadSampleData: async (a) => {
    const load = await gqlTry(a, 'mutation { loadSampleReport { state } }');
    const remove = await gqlTry(a, 'mutation { removeSampleData { removed } }');
    if (load.ok !== remove.ok) throw new Error(`sample load ${load.ok ? 'accepted' : 'refused'} but removal ${remove.ok ? 'accepted' : 'refused'}`);
    if (load.ok) expect((load.data!.loadSampleReport as { state: string }).state).toBe('complete');
    if (remove.ok) expect((remove.data!.removeSampleData as { removed: number }).removed).toBe(1);
    return load.ok;
  },
};

describe('served permissions equal what the server accepts (issue 16)', () => {
  let t: TestApp;
  let users: Repository<UserEntity>;
  let invitations: Repository<InvitationEntity>;
  let passwordHash: string;

  beforeAll(async () => {
    t = await startTestApp();
    users = t.app.get(getRepositoryToken(UserEntity));
    invitations = t.app.get(getRepositoryToken(InvitationEntity));
    passwordHash = await hashPassword('Target!pass9');
  }, 120_000);
  afterAll(() => t.close());

  const userRow = (role: Role, disabled = false) =>
    users.save(users.create({ email: email(), passwordHash, role, totpEnabled: true, disabledAt: disabled ? new Date() : null }));

  const invitationRow = (role: Role, accepted = false) =>
    invitations.save(
      invitations.create({
        email: email(),
        firstName: 'Can',
        lastName: 'Check',
        role,
        tokenHash: randomUUID(),
        linkVersion: 1,
        expiresAt: new Date(Date.now() + 24 * 3600_000),
        acceptedAt: accepted ? new Date() : null,
        mailState: InvitationMailState.SENT,
      }),
    );

  for (const actor of ROLES) {
    describe(`as ${actor}`, () => {
      let a: TestAgent;
      let me: UserEntity;
      let can: Can;

      beforeAll(async () => {
        const signed = await signedIn(t, actor);
        a = signed.agent;
        me = signed.user;
        // Creating API keys needs a step-up of the session (issue 38); the apiKeyRoles test creates some.
        await stepUp(signed);
        const res = await gqlTry(a, `{ me { id can { ${CAN_FIELDS} } } }`);
        can = (res.data!.me as { can: Can }).can;
      }, 60_000);

      it('me.can: every flag true is accepted, every false refused; REST /api/user serves the same', async () => {
        const rest = await a.get('/api/user').expect(200);
        expect(rest.body.can).toEqual({ ...can, apiKeyScopes: can.apiKeyScopes.map(scopeValue) });
        const served: string[] = [];
        const accepted: string[] = [];
        for (const [flag, check] of Object.entries(FLAG_CHECKS)) {
          served.push(`${flag}: ${can[flag]}`);
          accepted.push(`${flag}: ${await check(a)}`);
        }
        expect(accepted).toEqual(served);
        expect(can.changePassword).toBe(true); // exercised last, below: it ends other sessions
      });

      it('apiKeyRoles: a key can be created exactly with the role ceilings served', async () => {
        const expected: string[] = [];
        const actual: string[] = [];
        for (const role of ROLES) {
          expected.push(`${role}: ${can.manageApiKeys && can.apiKeyRoles.includes(role)}`);
          const r = await gqlTry(a, 'mutation($i: CreateApiKeyInput!) { createApiKey(input: $i) { secret } }', { i: { name: `can ${role}`, role } });
          actual.push(`${role}: ${r.ok}`);
        }
        expect(actual).toEqual(expected);
        expect(can.apiKeyRoles[0]).toBe(actor);
      });

      it('apiKeyScopes: a key can be created exactly with the scopes served', async () => {
        const expected: string[] = [];
        const actual: string[] = [];
        for (const scope of Object.keys(ApiKeyScope)) {
          expected.push(`${scope}: ${can.manageApiKeys && can.apiKeyScopes.includes(scope)}`);
          const r = await gqlTry(a, 'mutation($i: CreateApiKeyInput!) { createApiKey(input: $i) { secret } }', { i: { name: `can ${scope}`, scopes: [scope] } });
          actual.push(`${scope}: ${r.ok}`);
        }
        expect(actual).toEqual(expected);
      });

      it('grantRoles and inviteUsers: an invitation succeeds exactly to the roles served', async () => {
        const expected: string[] = [];
        const actual: string[] = [];
        for (const role of ROLES) {
          expected.push(`${role}: ${can.inviteUsers && can.grantRoles.includes(role)}`);
          const r = await gqlTry(a, 'mutation($i: CreateInvitationInput!) { createInvitation(input: $i) { id } }', {
            i: { email: email(), firstName: 'In', lastName: 'Vite', role },
          });
          actual.push(`${role}: ${r.ok}`);
        }
        expect(actual).toEqual(expected);
        // Every role that may invite can grant at least one role, and no role can grant its own (but SUPER_ADMIN).
        if (can.inviteUsers) expect(can.grantRoles.length).toBeGreaterThan(0);
        expect(can.grantRoles.includes(actor)).toBe(actor === SUPER_ADMIN);
      });

      it('User.actions, per target rank (and yourself): every listed action succeeds, every other one is refused', async () => {
        // Each action gets a fresh target in the state where only rank and role decide (enable: a disabled user).
        const ACTIONS: Record<string, { disabled?: boolean; call: (id: string) => [string, Record<string, unknown>] }> = {
          CHANGE_ROLE: { call: (id) => ['mutation($id: ID!) { updateUserRole(userId: $id, role: READONLY) { id } }', { id }] },
          SET_TEST_FLAG: { call: (id) => ['mutation($id: ID!) { setTestUserFlag(userId: $id, isTestUser: true) { id } }', { id }] },
          DISABLE: { call: (id) => ['mutation($id: ID!) { disableUser(userId: $id) { id } }', { id }] },
          ENABLE: { disabled: true, call: (id) => ['mutation($id: ID!) { enableUser(userId: $id) { id } }', { id }] },
          RESET_TOTP: { call: (id) => ['mutation($id: ID!) { resetUserTotp(userId: $id) { id } }', { id }] },
          CHANGE_EMAIL: { call: (id) => ['mutation($id: ID!, $e: String!) { changeUserEmail(userId: $id, input: { email: $e }) { id } }', { id, e: email() }] },
        };
        const targets: { label: string; action: string; id: string }[] = [];
        for (const [action, { disabled }] of Object.entries(ACTIONS)) {
          for (const role of ROLES) targets.push({ label: role, action, id: (await userRow(role, disabled)).id });
          targets.push({ label: 'self', action, id: me.id });
        }
        // What the screen is served: the rows of the list (none at all when the role may not list users).
        const gqlRows = await gqlTry(a, '{ users { id actions can { listUsers } } }');
        const rows = new Map<string, { actions: string[]; can: unknown }>(
          gqlRows.ok ? (gqlRows.data!.users as { id: string; actions: string[]; can: unknown }[]).map((u) => [u.id, u]) : [],
        );
        expect(gqlRows.ok).toBe(can.listUsers);
        if (can.listUsers) {
          const rest = await a.get('/api/users').expect(200);
          for (const u of rest.body as { id: string; actions: string[] }[]) expect(u.actions).toEqual(rows.get(u.id)!.actions);
          // `can` rides on your own row only.
          expect(rows.get(me.id)!.can).toEqual({ listUsers: true });
          expect([...rows.values()].filter((u) => u.can !== null)).toHaveLength(1);
        }
        const expected: string[] = [];
        const actual: string[] = [];
        for (const { label, action, id } of targets) {
          const served = rows.get(id)?.actions.includes(action) ?? false;
          expected.push(`${action} → ${label}: ${served ? 'accepted' : 'refused'}`);
          const [query, variables] = ACTIONS[action].call(id);
          const r = await gqlTry(a, query, variables);
          actual.push(`${action} → ${label}: ${r.ok ? 'accepted' : 'refused'}`);
          if (!r.ok) expect(r.code).toBe('FORBIDDEN');
        }
        expect(actual).toEqual(expected);
      }, 60_000);

      it('CHANGE_ROLE and grantRoles: a role change succeeds exactly to the roles served', async () => {
        const target = await userRow(READONLY);
        const row = await gqlTry(a, '{ users { id actions } }');
        const actions = row.ok ? (row.data!.users as { id: string; actions: string[] }[]).find((u) => u.id === target.id)!.actions : [];
        const expected: string[] = [];
        const actual: string[] = [];
        for (const role of ROLES) {
          expected.push(`${role}: ${actions.includes('CHANGE_ROLE') && can.grantRoles.includes(role)}`);
          const r = await gqlTry(a, 'mutation($id: ID!, $r: Role!) { updateUserRole(userId: $id, role: $r) { id } }', { id: target.id, r: role });
          actual.push(`${role}: ${r.ok}`);
          // Back below everyone, so the next role is tried on a target of the same rank.
          if (r.ok) await users.update({ id: target.id }, { role: READONLY });
        }
        expect(actual).toEqual(expected);
      });

      it('Invitation.actions, per target rank: every listed action succeeds, every other one is refused', async () => {
        const CALLS: Record<string, (id: string) => [string, Record<string, unknown>]> = {
          RESEND: (id) => ['mutation($id: ID!) { resendInvitation(id: $id) { id } }', { id }],
          EXTEND: (id) => ['mutation($id: ID!, $at: DateTime!) { extendInvitation(id: $id, expiresAt: $at) { id } }', { id, at: inDays(30) }],
          CANCEL: (id) => ['mutation($id: ID!) { cancelInvitation(id: $id) { success } }', { id }],
        };
        const targets: { label: string; action: string; id: string }[] = [];
        for (const action of Object.keys(CALLS)) {
          for (const role of ROLES) {
            targets.push({ label: `pending ${role}`, action, id: (await invitationRow(role)).id });
            targets.push({ label: `accepted ${role}`, action, id: (await invitationRow(role, true)).id });
          }
        }
        const list = await gqlTry(a, '{ invitations { id actions canManage } }');
        expect(list.ok).toBe(can.listInvitations);
        const rows = new Map<string, { actions: string[]; canManage: boolean }>(
          list.ok ? (list.data!.invitations as { id: string; actions: string[]; canManage: boolean }[]).map((i) => [i.id, i]) : [],
        );
        if (list.ok) {
          const rest = await a.get('/api/invitations').expect(200);
          for (const i of rest.body as { id: string; actions: string[] }[]) expect(i.actions).toEqual(rows.get(i.id)!.actions);
          for (const i of rows.values()) expect(i.canManage).toBe(i.actions.length > 0);
        }
        const expected: string[] = [];
        const actual: string[] = [];
        for (const { label, action, id } of targets) {
          const served = rows.get(id)?.actions.includes(action) ?? false;
          expected.push(`${action} → ${label}: ${served ? 'accepted' : 'refused'}`);
          const [query, variables] = CALLS[action](id);
          actual.push(`${action} → ${label}: ${(await gqlTry(a, query, variables)).ok ? 'accepted' : 'refused'}`);
        }
        expect(actual).toEqual(expected);
      }, 60_000);

      it('changePassword and resetOwnTotp, last (they end other sessions; a reset may restrict this one)', async () => {
        const change = await gqlTry(a, 'mutation($p: String!) { changePassword(input: { currentPassword: $p, newPassword: "Another!pass7" }) { message } }', {
          p: PASSWORD,
        });
        expect(change.ok).toBe(can.changePassword);
        const reset = await gqlTry(a, 'mutation { totpReset(input: { currentPassword: "Another!pass7" }) { message } }');
        expect(reset.ok).toBe(can.resetOwnTotp);
      });
    });
  }

  it('a session still restricted to TOTP setup is served no permission, and is refused', async () => {
    const { user } = await createUser(t, SUPER_ADMIN, { isRestricted: true, totp: false });
    const a = agent(t);
    const login = await a.post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    expect(login.body.requiresTotpSetup).toBe(true);
    const res = await gqlTry(a, `{ me { can { ${CAN_FIELDS} } } }`);
    const can = (res.data!.me as { can: Can }).can;
    expect(Object.entries(can).filter(([, v]) => v === true || (Array.isArray(v) && v.length > 0))).toEqual([]);
    expect(await FLAG_CHECKS.listUsers(a)).toBe(false);
    expect(await FLAG_CHECKS.updateProfile(a)).toBe(false);
  });

  describe('Extend: a sensible date, or a clear error', () => {
    let a: TestAgent;
    beforeAll(async () => {
      a = (await signedIn(t, SUPER_ADMIN)).agent;
    });
    const extend = (id: string, at: string) => gqlTry(a, 'mutation($id: ID!, $at: DateTime!) { extendInvitation(id: $id, expiresAt: $at) { expiresAt } }', { id, at });

    it('accepts up to 90 days ahead and refuses a later date (year 9999, 91 days) on both doors with the field named', async () => {
      const i = await invitationRow(OFFICER);
      expect((await extend(i.id, inDays(89))).ok).toBe(true);
      for (const at of ['9999-12-31T23:59:59.999Z', inDays(92)]) {
        const res = await a.post('/graphql').send({
          query: 'mutation($id: ID!, $at: DateTime!) { extendInvitation(id: $id, expiresAt: $at) { id } }',
          variables: { id: i.id, at },
        });
        expect(res.body.errors[0]).toMatchObject({
          message: 'Expiration date must be within 90 days from today',
          extensions: { code: 'VALIDATION_FAILED', fields: { expiresAt: 'Expiration date must be within 90 days from today' } },
        });
        const rest = await a.patch(`/api/invitations/${i.id}`).send({ expiresAt: at }).expect(400);
        expect(rest.body).toMatchObject({ code: 'validation_failed', message: 'Expiration date must be within 90 days from today' });
      }
      expect((await invitations.findOneByOrFail({ id: i.id })).expiresAt.getTime()).toBeLessThan(Date.now() + 90 * 24 * 3600_000);
    });
  });
});
