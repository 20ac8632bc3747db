import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import type { DataSource } from 'typeorm';
import { Role } from '../../server/common/auth/role.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { PASSWORD, agent, nextCode, cookieOf, createKey as makeKey, keyAgent, signedIn, stepUp, type CreatedKey } from '../helpers/auth.js';
import { wsClient } from '../helpers/graphql.js';
import { sample } from '../helpers/reports.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));


async function gql(a: TestAgent, query: string, variables?: object) {
  return (await a.post('/graphql').send({ query, variables })).body as { data?: Record<string, unknown>; errors?: { message: string; extensions: { code: string } }[] };
}

/** A key of a signed-in user, after a step-up (once per user here: a TOTP code works once). */
const stepped = new WeakSet<object>();
async function createKey(caller: { agent: TestAgent; totpSecret?: string }, input: { name: string; role?: Role; scopes?: string[]; expiresAt?: string }): Promise<CreatedKey> {
  const first = !stepped.has(caller);
  stepped.add(caller);
  return makeKey(caller, input, { stepUp: first });
}

async function auditOf(t: TestApp, target: string): Promise<{ action: string; details: Record<string, unknown> }[]> {
  return t.app.get<DataSource>(getDataSourceToken()).query('SELECT action, details FROM audit_events WHERE target = $1 ORDER BY at', [target]);
}

describe('API keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('a key is shown once, stored as a hash, and works on both doors as its owner', async () => {
    const officer = await signedIn(t, Role.OFFICER);
    const { secret, key } = await createKey(officer, { name: 'Kennel cards' });
    expect(secret).toMatch(/^beti_[0-9a-f]{40}$/);
    expect(key).toMatchObject({ prefix: secret.slice(0, 13), role: 'OFFICER', effectiveRole: 'OFFICER', state: 'active', scopes: ['read'], expiresSoon: false });
    const [row] = await t.app.get<DataSource>(getDataSourceToken()).query('SELECT * FROM api_keys WHERE id = $1', [key.id]);
    expect(JSON.stringify(row)).not.toContain(secret.slice(5));

    const script = keyAgent(t, secret);
    expect((await script.get('/api/user').expect(200)).body).toMatchObject({ id: officer.user.id, role: 'OFFICER' });
    expect((await gql(script, '{ me { id role } }')).data!.me).toEqual({ id: officer.user.id, role: 'OFFICER' });

    const listed = (await gql(officer.agent, '{ apiKeys { id prefix lastUsedAt lastUsedIp canRevoke } }')).data!.apiKeys;
    expect(listed).toEqual([{ id: key.id, prefix: key.prefix, lastUsedAt: expect.any(String), lastUsedIp: expect.any(String), canRevoke: true }]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect((await auditOf(t, `apikey:${key.id}`)).map((e) => e.action)).toEqual(['apikey.create']);
  });

  it('uploads and parses a report through REST with only the key', async () => {
    const officer = await signedIn(t, Role.OFFICER);
    const script = keyAgent(t, (await createKey(officer, { name: 'Intake system', scopes: ['read', 'reportsWrite'] })).secret);
    const { pdf } = await sample(81, 3);
    // A write without an Origin: the key is the credential, the same-origin rule is for cookies.
    const up = await script.post('/api/reports/upload?action=uploadOnly').attach('file', pdf, 'all-pets.pdf');
    expect(up.status).toBe(201);
    const parse = await script.post(`/api/reports/${up.body.tempReportId}/parse`);
    expect(parse.status).toBeLessThan(300);
    let status: { state: string } = { state: '' };
    for (let i = 0; i < 100 && status.state !== 'complete'; i++, await sleep(200)) status = (await script.get(`/api/reports/${up.body.tempReportId}/status`)).body;
    expect(status.state).toBe('complete');
  });

  it('never does more than its ceiling; its invitations stay within the ceiling too', async () => {
    const supervisor = await signedIn(t, Role.SUPERVISOR);
    await stepUp(supervisor);
    stepped.add(supervisor);
    expect((await createKey(supervisor, { name: 'too much', role: Role.ADMIN }).catch((e: Error) => e.message))).toMatch(/cannot be above yours/);
    const reader = await createKey(supervisor, { name: 'reader', role: Role.READONLY });
    expect(reader.key).toMatchObject({ role: 'READONLY', effectiveRole: 'READONLY' });
    const script = keyAgent(t, reader.secret);
    await script.get('/api/reports').expect(200);
    const refused = await script.get('/api/alerts');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your role does not allow this');
    expect(await auditOf(t, `apikey:${reader.key.id}`)).toContainEqual({ action: 'apikey.refused', details: expect.objectContaining({ reason: 'Your role does not allow this', operation: 'alerts.read' }) });

    // An OFFICER-ceiling key of an admin, with users:admin, invites as an OFFICER would: not to OFFICER.
    const admin = await signedIn(t, Role.ADMIN);
    const officerKey = keyAgent(t, (await createKey(admin, { name: 'inviter', role: Role.OFFICER, scopes: ['usersAdmin'] })).secret);
    const invite = (role: Role) =>
      gql(officerKey, `mutation { createInvitation(input: { email: "k-${role}-${Date.now()}@example.org", firstName: "K", lastName: "Ey", role: ${role} }) { id } }`);
    expect((await invite(Role.OFFICER)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await invite(Role.DISPATCH)).data?.createInvitation).toEqual({ id: expect.any(String) });
  });

  it("an administrator's key is no way around TOTP: without the scope, or for what stays with sessions, it is refused", async () => {
    const admin = await signedIn(t, Role.ADMIN);
    const victim = await signedIn(t, Role.SUPERVISOR);
    const reader = keyAgent(t, (await createKey(admin, { name: 'default scopes', role: Role.ADMIN })).secret);
    const adminKey = keyAgent(t, (await createKey(admin, { name: 'people', role: Role.ADMIN, scopes: ['read', 'usersAdmin'] })).secret);
    const refusal = async (r: Promise<request.Response>) => {
      const res = await r;
      return [res.status, res.body.message];
    };
    // The four requests, with a read key: each names the missing scope or says to sign in.
    expect(await refusal(reader.post(`/api/users/${victim.user.id}/totp/reset`))).toEqual([403, 'Sign in to do this: API keys cannot users.resetTotp']);
    expect(await refusal(reader.patch(`/api/users/${victim.user.id}/role`).send({ role: 'READONLY' }))).toEqual([403, 'This API key lacks the scope users:admin']);
    expect(await refusal(reader.post('/api/invitations').send({ email: `x-${Date.now()}@example.org`, firstName: 'X', lastName: 'Y', role: 'SUPERVISOR' }))).toEqual([
      403,
      'This API key lacks the scope users:admin',
    ]);
    expect(await refusal(reader.post('/api/keys').send({ name: 'child', role: 'ADMIN' }))).toEqual([403, 'Sign in to do this: API keys cannot apiKeys.own']);
    // With users:admin: people administration works, second factors and keys still never.
    await adminKey.patch(`/api/users/${victim.user.id}/role`).send({ role: 'OFFICER' }).expect(200);
    expect(await refusal(adminKey.post(`/api/users/${victim.user.id}/totp/reset`))).toEqual([403, 'Sign in to do this: API keys cannot users.resetTotp']);
    expect(await refusal(adminKey.post('/api/keys/step-up').send({ currentPassword: PASSWORD, otp: nextCode(admin.totpSecret!) }))).toEqual([
      403,
      'Sign in to do this: API keys cannot auth.stepUp',
    ]);
    expect(await refusal(adminKey.post('/api/keys').send({ name: 'child' }))).toEqual([403, 'Sign in to do this: API keys cannot apiKeys.own']);
    expect((await gql(adminKey, 'mutation { createApiKey(input: { name: "child" }) { secret } }')).errors?.[0].message).toBe('Sign in to do this: API keys cannot apiKeys.own');
    expect((await adminKey.get('/api/keys')).status).toBe(403);
    expect(await refusal(adminKey.patch(`/api/users/${victim.user.id}/email`).send({ email: `new-${Date.now()}@example.org` }))).toEqual([
      403,
      'Sign in to do this: API keys cannot users.changeEmail',
    ]);
    const [row] = await t.app.get<DataSource>(getDataSourceToken()).query('SELECT count(*)::int AS n FROM api_keys WHERE user_id = $1', [admin.user.id]);
    expect(row.n).toBe(2);
  });

  it('is made only in a session that stepped up in the last minutes (password, and TOTP where on)', async () => {
    const supervisor = await signedIn(t, Role.SUPERVISOR);
    const create = () => gql(supervisor.agent, 'mutation { createApiKey(input: { name: "sudo" }) { secret } }');
    const first = (await create()).errors?.[0];
    expect([first?.extensions.code, first?.message, (first?.extensions as { stepUp?: boolean }).stepUp]).toEqual([
      'FORBIDDEN',
      'Confirm your password (and your authenticator code) to create an API key',
      true,
    ]);
    expect((await supervisor.agent.post('/api/keys').send({ name: 'sudo' })).status).toBe(403);
    // A wrong password, or the right one without the code of an account with TOTP: no step-up.
    expect((await supervisor.agent.post('/api/keys/step-up').send({ currentPassword: 'Wrong!pass1' })).body.message).toBe('Current password is incorrect');
    expect((await supervisor.agent.post('/api/keys/step-up').send({ currentPassword: PASSWORD })).body.message).toBe('Enter the code from your authenticator app');
    expect((await supervisor.agent.post('/api/keys/step-up').send({ currentPassword: PASSWORD, otp: '000000' })).body.message).toBe(
      'Invalid TOTP code, or one already used: wait for the next code',
    );
    expect((await create()).errors?.[0].extensions.code).toBe('FORBIDDEN');
    const up = await gql(supervisor.agent, 'mutation($otp: String) { confirmIdentity(input: { currentPassword: "Secret!pass1", otp: $otp }) { until } }', {
      otp: nextCode(supervisor.totpSecret!),
    });
    const until = new Date((up.data!.confirmIdentity as { until: string }).until).getTime();
    expect(until - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect((await create()).data?.createApiKey).toEqual({ secret: expect.stringMatching(/^beti_/) });
    // Six minutes later (moved back in the table), it has lapsed.
    await t.app.get<DataSource>(getDataSourceToken()).query(`UPDATE sessions SET step_up_at = now() - interval '6 minutes' WHERE user_id = $1`, [supervisor.user.id]);
    expect((await create()).errors?.[0].message).toMatch(/^Confirm your password/);
    expect((await auditOf(t, `user:${supervisor.user.id}`)).map((e) => e.action)).toContain('auth.stepup');
  });

  it('scopes: read by default; users:admin offered only to ADMIN and up; each write needs its own', async () => {
    const officer = await signedIn(t, Role.OFFICER);
    expect((await gql(officer.agent, '{ me { can { apiKeyScopes } } }')).data!.me).toEqual({ can: { apiKeyScopes: ['read', 'reportsWrite', 'alertsWrite'] } });
    const admin = await signedIn(t, Role.ADMIN);
    expect((await gql(admin.agent, '{ me { can { apiKeyScopes } } }')).data!.me).toEqual({ can: { apiKeyScopes: ['read', 'reportsWrite', 'alertsWrite', 'usersAdmin'] } });
    expect(await createKey(officer, { name: 'people', scopes: ['usersAdmin'] }).catch((e: Error) => e.message)).toMatch(/Only ADMIN and up may give a key the scope users:admin/);
    // REST spells scopes as the README does.
    await stepUp(officer);
    const rest = await officer.agent.post('/api/keys').send({ name: 'rest', scopes: ['read', 'alerts:write'] }).expect(201);
    expect(rest.body.key.scopes).toEqual(['read', 'alerts:write']);
    expect((await officer.agent.post('/api/keys').send({ name: 'rest', scopes: ['everything'] })).body.message).toMatch(/Each scope must be one of read, reports:write, alerts:write, users:admin/);

    const reader = keyAgent(t, (await createKey(officer, { name: 'reader' })).secret);
    const { pdf } = await sample(82, 2);
    const up = await reader.post('/api/reports/upload?action=uploadOnly').attach('file', pdf, 'all-pets.pdf');
    expect([up.status, up.body.message]).toEqual([403, 'This API key lacks the scope reports:write']);
    const alerts = await reader.post('/api/alerts').send({ animalId: 'A00000000', severity: 'L1', note: 'x' });
    expect([alerts.status, alerts.body.message]).toEqual([403, 'This API key lacks the scope alerts:write']);
    await reader.get('/api/alerts').expect(200);
  });

  it('always expires: 90 days by default, at most a year, 30 days with users:admin; the list flags those within 14 days', async () => {
    const admin = await signedIn(t, Role.ADMIN);
    const day = 24 * 3600_000;
    const days = (k: CreatedKey) => Math.round((new Date(k.key.expiresAt).getTime() - Date.now()) / day);
    expect(days(await createKey(admin, { name: 'default' }))).toBe(90);
    expect(days(await createKey(admin, { name: 'people', scopes: ['usersAdmin'] }))).toBe(30);
    const at = (d: number) => new Date(Date.now() + d * day).toISOString();
    expect(days(await createKey(admin, { name: 'year', expiresAt: at(365) }))).toBe(365);
    expect(await createKey(admin, { name: 'too long', expiresAt: at(400) }).catch((e: Error) => e.message)).toMatch(/expires within a year/);
    expect(await createKey(admin, { name: 'people long', scopes: ['usersAdmin'], expiresAt: at(60) }).catch((e: Error) => e.message)).toMatch(/users:admin expires within 30 days/);
    const soon = await createKey(admin, { name: 'soon', expiresAt: at(10) });
    expect(soon.key.expiresSoon).toBe(true);
    const listed = (await gql(admin.agent, '{ apiKeys { name expiresSoon } }')).data!.apiKeys as { name: string; expiresSoon: boolean }[];
    expect(listed.filter((k) => k.expiresSoon).map((k) => k.name)).toEqual(['soon']);
  });

  it('holds the 20-key cap under 40 parallel creations', async () => {
    const officer = await signedIn(t, Role.OFFICER);
    await stepUp(officer);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => officer.agent.post('/api/keys').send({ name: `parallel ${i}` })));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(20);
    expect(new Set(answers.filter((r) => r.status !== 201).map((r) => `${r.status} ${r.body.message}`))).toEqual(new Set(['409 You have 20 active keys: revoke one first']));
    const [row] = await t.app.get<DataSource>(getDataSourceToken()).query('SELECT count(*)::int AS n FROM api_keys WHERE user_id = $1', [officer.user.id]);
    expect(row.n).toBe(20);
  });

  it("cannot change the account's own credentials or sign out", async () => {
    const officer = await signedIn(t, Role.OFFICER);
    const script = keyAgent(t, (await createKey(officer, { name: 'script' })).secret);
    const pw = await script.patch('/api/user/password').send({ currentPassword: 'x', newPassword: 'y' });
    expect(pw.status).toBe(403);
    expect(pw.body.message).toBe('Sign in to do this: API keys cannot users.changePassword');
    expect((await gql(script, 'mutation { logout { message } }')).errors?.[0].message).toBe('Sign in to do this: API keys cannot auth.logout');
    // The session still works.
    await officer.agent.get('/api/user').expect(200);
  });

  it('is not offered what a key may not do: me.can, on both doors, says so', async () => {
    const supervisor = await signedIn(t, Role.SUPERVISOR);
    const script = keyAgent(t, (await createKey(supervisor, { name: 'script' })).secret);
    const query = '{ me { can { changePassword resetOwnTotp updateProfile manageApiKeys listUsers readSettings } } }';
    const bySession = (await gql(supervisor.agent, query)).data!.me as { can: Record<string, boolean> };
    const byKey = (await gql(script, query)).data!.me as { can: Record<string, boolean> };
    expect(bySession.can).toEqual({ changePassword: true, resetOwnTotp: supervisor.user.totpEnabled, updateProfile: true, manageApiKeys: true, listUsers: true, readSettings: true });
    // A read key: what stays with sessions, and what needs users:admin, are off.
    expect(byKey.can).toEqual({ changePassword: false, resetOwnTotp: false, updateProfile: false, manageApiKeys: false, listUsers: false, readSettings: true });
    const rest = await script.get('/api/user').expect(200);
    expect(rest.body.can).toMatchObject({ changePassword: false, resetOwnTotp: false, updateProfile: false });
    // And what it is not offered, it is refused.
    expect((await script.patch('/api/user/password').send({ currentPassword: 'x', newPassword: 'y' })).status).toBe(403);
    expect((await script.get('/api/users')).status).toBe(403);
  });

  it('refuses expired, revoked, unknown and disabled-owner keys with 401, and audits the refusals', async () => {
    const officer = await signedIn(t, Role.OFFICER);
    const soon = await createKey(officer, { name: 'short' });
    await keyAgent(t, soon.secret).get('/api/user').expect(200);
    // Its day has come (moved back in the table rather than waited for).
    await t.app.get<DataSource>(getDataSourceToken()).query(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [soon.key.id]);
    const expired = await keyAgent(t, soon.secret).get('/api/user');
    expect([expired.status, expired.body.message]).toEqual([401, 'This API key has expired']);
    expect((await gql(officer.agent, '{ apiKeys { id state } }')).data!.apiKeys).toContainEqual({ id: soon.key.id, state: 'expired' });
    expect(await createKey(officer, { name: 'past', expiresAt: new Date(Date.now() - 1000).toISOString() }).catch((e: Error) => e.message)).toMatch(/in the future/);

    const revoked = await createKey(officer, { name: 'to revoke' });
    await keyAgent(t, revoked.secret).get('/api/user').expect(200);
    expect((await gql(officer.agent, `mutation { revokeApiKey(id: "${revoked.key.id}") { state revokedAt canRevoke } }`)).data!.revokeApiKey).toMatchObject({ state: 'revoked', canRevoke: false });
    expect((await keyAgent(t, revoked.secret).get('/api/user')).body.message).toBe('This API key was revoked');

    const unknown = await keyAgent(t, `beti_${'0'.repeat(40)}`).get('/api/user');
    expect([unknown.status, unknown.body.message]).toEqual([401, 'Invalid API key']);
    expect((await keyAgent(t, 'not-a-key').post('/graphql').send({ query: '{ me { id } }' })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const owner = await signedIn(t, Role.DISPATCH);
    const ownerKey = await createKey(owner, { name: 'owner goes' });
    const admin = await signedIn(t, Role.ADMIN);
    await admin.agent.post(`/api/users/${owner.user.id}/disable`).expect(200);
    expect((await keyAgent(t, ownerKey.secret).get('/api/user')).body.message).toBe("This API key's owner is disabled");

    for (const [k, reason] of [
      [soon.key, 'This API key has expired'],
      [revoked.key, 'This API key was revoked'],
      [ownerKey.key, "This API key's owner is disabled"],
    ] as const) {
      expect(await auditOf(t, `apikey:${k.id}`)).toContainEqual({ action: 'apikey.refused', details: expect.objectContaining({ reason }) });
    }
    expect((await auditOf(t, `apikey:${revoked.key.id}`)).map((e) => e.action)).toContain('apikey.revoke');
  });

  it("follows its owner's demotion at the next request", async () => {
    const supervisor = await signedIn(t, Role.SUPERVISOR);
    const script = keyAgent(t, (await createKey(supervisor, { name: 'settings export' })).secret);
    const settings = '{ configPresence { envVar } }';
    expect((await gql(script, settings)).errors).toBeUndefined();
    const admin = await signedIn(t, Role.ADMIN);
    await admin.agent.patch(`/api/users/${supervisor.user.id}/role`).send({ role: 'OFFICER' }).expect(200);
    expect((await gql(script, settings)).errors?.[0].message).toBe('Your role does not allow this');
    expect((await script.get('/api/user')).body.role).toBe('OFFICER');
    expect((await gql(supervisor.agent, '{ apiKeys { role effectiveRole } }')).data!.apiKeys).toEqual([{ role: 'SUPERVISOR', effectiveRole: 'OFFICER' }]);
  });

  it('a users:admin key stops administering people when its owner falls below ADMIN', async () => {
    const admin = await signedIn(t, Role.ADMIN);
    const people = keyAgent(t, (await createKey(admin, { name: 'people', role: Role.ADMIN, scopes: ['read', 'usersAdmin'] })).secret);
    await people.get('/api/invitations').expect(200);
    const boss = await signedIn(t, Role.SUPER_ADMIN);
    await boss.agent.patch(`/api/users/${admin.user.id}/role`).send({ role: 'SUPERVISOR' }).expect(200);
    // A SUPERVISOR's role may list invitations, but a SUPERVISOR may not give a key users:admin: it is not used.
    const refused = await people.get('/api/invitations');
    expect([refused.status, refused.body.message]).toEqual([403, 'This API key lacks the scope users:admin']);
    await people.get('/api/reports').expect(200);
  });

  it('administrators list and revoke the keys of users below them, and nobody else does', async () => {
    const officer = await signedIn(t, Role.OFFICER);
    const key = await createKey(officer, { name: 'officer key' });
    const admin = await signedIn(t, Role.ADMIN);
    const supervisor = await signedIn(t, Role.SUPERVISOR);
    const otherAdmin = await signedIn(t, Role.ADMIN);
    await createKey(otherAdmin, { name: 'admin key' });

    expect((await admin.agent.get('/api/keys').query({ userId: officer.user.id }).expect(200)).body).toEqual([expect.objectContaining({ id: key.key.id, canRevoke: true })]);
    expect((await supervisor.agent.get('/api/keys').query({ userId: officer.user.id })).status).toBe(403);
    expect((await admin.agent.get('/api/keys').query({ userId: otherAdmin.user.id })).status).toBe(403);
    expect((await officer.agent.delete(`/api/keys/${key.key.id}`).set('Origin', 'https://evil.example')).status).toBe(403);

    const rows = (await gql(admin.agent, '{ users { id actions } }')).data!.users as { id: string; actions: string[] }[];
    expect(rows.find((u) => u.id === officer.user.id)!.actions).toContain('MANAGE_API_KEYS');
    expect(rows.find((u) => u.id === otherAdmin.user.id)!.actions).not.toContain('MANAGE_API_KEYS');

    await admin.agent.delete(`/api/keys/${key.key.id}`).expect(200);
    expect((await keyAgent(t, key.secret).get('/api/user')).status).toBe(401);
    const me = (await gql(officer.agent, '{ me { can { manageApiKeys apiKeyRoles } } }')).data!.me;
    expect(me).toEqual({ can: { manageApiKeys: true, apiKeyRoles: ['OFFICER', 'DISPATCH', 'READONLY'] } });
  });

  it('subscribes with the key in connectionParams; revoking closes the socket', async () => {
    const officer = await signedIn(t, Role.OFFICER);
    const { secret, key } = await createKey(officer, { name: 'live board' });
    const client = wsClient(t.url, {}, { connectionParams: { authorization: `Bearer ${secret}` }, onNonLazyError: () => undefined });
    const closed = new Promise<number>((resolve) => client.on('closed', (e) => resolve((e as { code: number }).code)));
    await new Promise<void>((resolve) => client.on('connected', () => resolve()));
    const errors: unknown[] = [];
    client.subscribe({ query: 'subscription { healthUpdated { status } }' }, { next: (v) => v.errors && errors.push(v.errors), error: (e) => errors.push(e), complete: () => undefined });
    await sleep(300);
    expect(errors).toEqual([]);
    await officer.agent.delete(`/api/keys/${key.id}`).expect(200);
    expect(await Promise.race([closed, sleep(5000).then(() => 'still open')])).toBe(4401);
    await client.dispose();

    const refused = wsClient(t.url, {}, { connectionParams: { authorization: `Bearer ${secret}` }, onNonLazyError: () => undefined });
    const code = await new Promise<number>((resolve) => refused.on('closed', (e) => resolve((e as { code: number }).code)));
    expect(code).toBe(4401);
    await refused.dispose();
  });

  it("a change of its owner's role closes the key's socket and the owner's; reconnected, each subscription is checked under the new role", async () => {
    const officer = await signedIn(t, Role.OFFICER);
    const { secret } = await createKey(officer, { name: 'alerts board' });
    const byKey = wsClient(t.url, {}, { connectionParams: { authorization: `Bearer ${secret}` }, onNonLazyError: () => undefined });
    const bySession = wsClient(t.url, { origin: t.url, cookie: cookieOf(officer.agent) }, { onNonLazyError: () => undefined });
    const closeCode = (client: typeof byKey) => new Promise<number>((resolve) => client.on('closed', (e) => resolve((e as { code: number }).code)));
    const closed = [closeCode(byKey), closeCode(bySession)];
    await Promise.all([byKey, bySession].map((client) => new Promise<void>((resolve) => client.on('connected', () => resolve()))));
    const errors: unknown[] = [];
    for (const client of [byKey, bySession]) {
      client.subscribe({ query: 'subscription { alertChanged { id } }' }, { next: (v) => v.errors && errors.push(v.errors), error: (e) => errors.push(e), complete: () => undefined });
    }
    await sleep(300);
    expect(errors).toEqual([]); // an OFFICER reads alerts

    // DISPATCH does not: the subscriptions held under OFFICER must not go on.
    const admin = await signedIn(t, Role.ADMIN);
    await admin.agent.patch(`/api/users/${officer.user.id}/role`).send({ role: 'DISPATCH' }).expect(200);
    for (const code of closed) expect(await Promise.race([code, sleep(5000).then(() => 'still open')])).toBe(4403);
    await Promise.all([byKey.dispose(), bySession.dispose()]);

    // Reconnected (the browser's client retries 4403), the same subscription is refused; the key and session still work.
    const again = wsClient(t.url, {}, { connectionParams: { authorization: `Bearer ${secret}` }, onNonLazyError: () => undefined });
    const refused = await new Promise<unknown>((resolve) => {
      again.subscribe({ query: 'subscription { alertChanged { id } }' }, { next: (v) => resolve(v.errors), error: (e) => resolve(e), complete: () => resolve('completed') });
    });
    expect(JSON.stringify(refused)).toContain('Your role does not allow this');
    await again.dispose();
    expect((await officer.agent.get('/api/user').expect(200)).body.role).toBe('DISPATCH');
    expect((await keyAgent(t, secret).get('/api/user').expect(200)).body.role).toBe('DISPATCH');
  });

  it('declares the bearer scheme in the OpenAPI document', async () => {
    const doc = (await agent(t).get('/api/docs-json').expect(200)).body;
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toContainEqual({ apiKey: [] });
  });
});

describe('API key rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ API_KEY_RATE_PER_MINUTE: '5' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the per-key limit, per key, and counts refused requests too', async () => {
    const officer = await signedIn(t, Role.OFFICER);
    const first = keyAgent(t, (await createKey(officer, { name: 'busy' })).secret);
    const second = keyAgent(t, (await createKey(officer, { name: 'quiet' })).secret);
    // Before any 429, every answer tells the script where it stands (IETF RateLimit headers).
    const one = await first.get('/api/user').expect(200);
    expect(one.headers['ratelimit-policy']).toBe('"apikey";q=5;w=60');
    expect(one.headers.ratelimit).toMatch(/^"apikey";r=4;t=\d+$/);
    const viaGraphql = await first.post('/graphql').send({ query: '{ me { id } }' });
    expect(viaGraphql.headers.ratelimit).toMatch(/^"apikey";r=3;t=\d+$/);
    const answers = await Promise.all(Array.from({ length: 12 }, () => first.get('/api/user')));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    const limited = answers.find((r) => r.status === 429)!;
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers.ratelimit).toMatch(/^"apikey";r=0;t=\d+$/);
    // A session's answers carry none.
    expect((await officer.agent.get('/api/user')).headers['ratelimit-policy']).toBeUndefined();
    expect(limited.body.message).toMatch(/^Too many requests with this API key/);
    await second.get('/api/user').expect(200);
    // The session of the same user is not limited by its keys.
    await officer.agent.get('/api/user').expect(200);
  });
});
