import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import type { DataSource } from 'typeorm';
import { Role } from '../../server/common/auth/role.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { agent, cookieOf, signedIn } from '../helpers/auth.js';
import { wsClient } from '../helpers/graphql.js';
import { sample } from '../helpers/reports.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A caller with only the key: no cookie, no Origin (a script). */
const keyAgent = (t: TestApp, secret: string): TestAgent => request.agent(t.url).set('Authorization', `Bearer ${secret}`);

async function gql(a: TestAgent, query: string, variables?: object) {
  return (await a.post('/graphql').send({ query, variables })).body as { data?: Record<string, unknown>; errors?: { message: string; extensions: { code: string } }[] };
}

async function createKey(a: TestAgent, input: { name: string; role?: Role; expiresAt?: string }) {
  const res = await gql(a, 'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret key { id prefix role effectiveRole state } } }', { input });
  if (!res.data?.createApiKey) throw new Error(`createApiKey: ${JSON.stringify(res.errors)}`);
  return res.data.createApiKey as { secret: string; key: { id: string; prefix: string; role: Role; effectiveRole: Role; state: string } };
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
    const { secret, key } = await createKey(officer.agent, { name: 'Kennel cards' });
    expect(secret).toMatch(/^beti_[0-9a-f]{40}$/);
    expect(key).toMatchObject({ prefix: secret.slice(0, 13), role: 'OFFICER', effectiveRole: 'OFFICER', state: 'active' });
    const [row] = await t.app.get<DataSource>(getDataSourceToken()).query('SELECT * FROM api_keys WHERE id = $1', [key.id]);
    expect(JSON.stringify(row)).not.toContain(secret.slice(5));

    const script = keyAgent(t, secret);
    expect((await script.get('/api/user').expect(200)).body).toMatchObject({ id: officer.user.id, role: 'OFFICER' });
    expect((await gql(script, '{ me { id role } }')).data!.me).toEqual({ id: officer.user.id, role: 'OFFICER' });
    // A write without an Origin: the key is the credential, the same-origin rule is for cookies.
    expect((await gql(script, 'mutation { updateProfile(input: { firstName: "Kira", lastName: "Key" }) { firstName } }')).data!.updateProfile).toEqual({ firstName: 'Kira' });

    const listed = (await gql(officer.agent, '{ apiKeys { id prefix lastUsedAt lastUsedIp canRevoke } }')).data!.apiKeys;
    expect(listed).toEqual([{ id: key.id, prefix: key.prefix, lastUsedAt: expect.any(String), lastUsedIp: expect.any(String), canRevoke: true }]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect((await auditOf(t, `apikey:${key.id}`)).map((e) => e.action)).toEqual(['apikey.create']);
  });

  it('uploads and parses a report through REST with only the key', async () => {
    const officer = await signedIn(t, Role.OFFICER);
    const script = keyAgent(t, (await createKey(officer.agent, { name: 'Intake system' })).secret);
    const { pdf } = await sample(81, 3);
    const up = await script.post('/api/reports/upload?action=uploadOnly').attach('file', pdf, 'all-pets.pdf');
    expect(up.status).toBe(201);
    const parse = await script.post(`/api/reports/${up.body.tempReportId}/parse`);
    expect(parse.status).toBeLessThan(300);
    let status: { state: string } = { state: '' };
    for (let i = 0; i < 100 && status.state !== 'complete'; i++, await sleep(200)) status = (await script.get(`/api/reports/${up.body.tempReportId}/status`)).body;
    expect(status.state).toBe('complete');
  });

  it('never does more than its ceiling, and a key cannot make keys or invitations above it', async () => {
    const supervisor = await signedIn(t, Role.SUPERVISOR);
    expect((await createKey(supervisor.agent, { name: 'too much', role: Role.ADMIN }).catch((e: Error) => e.message))).toMatch(/cannot be above yours/);
    const reader = await createKey(supervisor.agent, { name: 'reader', role: Role.READONLY });
    expect(reader.key).toMatchObject({ role: 'READONLY', effectiveRole: 'READONLY' });
    const script = keyAgent(t, reader.secret);
    await script.get('/api/reports').expect(200);
    const refused = await script.get('/api/users');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your role does not allow this');
    expect(await auditOf(t, `apikey:${reader.key.id}`)).toContainEqual({ action: 'apikey.refused', details: expect.objectContaining({ reason: 'Your role does not allow this', operation: 'users.list' }) });
    // The READONLY key asks for an OFFICER key: refused; for a READONLY one: fine.
    expect((await createKey(script, { name: 'up', role: Role.OFFICER }).catch((e: Error) => e.message))).toMatch(/cannot be above yours \(READONLY\)/);
    await createKey(script, { name: 'same' });

    // An OFFICER-ceiling key of a supervisor invites as an OFFICER would: not to OFFICER.
    const officerKey = keyAgent(t, (await createKey(supervisor.agent, { name: 'inviter', role: Role.OFFICER })).secret);
    const invite = (role: Role) =>
      gql(officerKey, `mutation { createInvitation(input: { email: "k-${role}-${Date.now()}@example.org", firstName: "K", lastName: "Ey", role: ${role} }) { id } }`);
    expect((await invite(Role.OFFICER)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await invite(Role.DISPATCH)).data?.createInvitation).toEqual({ id: expect.any(String) });
  });

  it('cannot change the account\'s own credentials or sign out', async () => {
    const officer = await signedIn(t, Role.OFFICER);
    const script = keyAgent(t, (await createKey(officer.agent, { name: 'script' })).secret);
    const pw = await script.patch('/api/user/password').send({ currentPassword: 'x', newPassword: 'y' });
    expect(pw.status).toBe(403);
    expect(pw.body.message).toBe('API keys cannot do this: sign in with your password');
    expect((await gql(script, 'mutation { logout { message } }')).errors?.[0].message).toBe('API keys cannot do this: sign in with your password');
    // The session still works.
    await officer.agent.get('/api/user').expect(200);
  });

  it('is not offered what a key may not do: me.can, on both doors, says so', async () => {
    const supervisor = await signedIn(t, Role.SUPERVISOR);
    const script = keyAgent(t, (await createKey(supervisor.agent, { name: 'script' })).secret);
    const query = '{ me { can { changePassword resetOwnTotp updateProfile manageApiKeys listUsers } } }';
    const bySession = (await gql(supervisor.agent, query)).data!.me as { can: Record<string, boolean> };
    const byKey = (await gql(script, query)).data!.me as { can: Record<string, boolean> };
    // The session may: the two differ only by what SESSION_ONLY keeps from keys.
    expect(bySession.can).toEqual({ changePassword: true, resetOwnTotp: supervisor.user.totpEnabled, updateProfile: true, manageApiKeys: true, listUsers: true });
    expect(byKey.can).toEqual({ ...bySession.can, changePassword: false, resetOwnTotp: false });
    const rest = await script.get('/api/user').expect(200);
    expect(rest.body.can).toMatchObject({ changePassword: false, resetOwnTotp: false, updateProfile: true });
    // And what it is not offered, it is refused.
    expect((await script.patch('/api/user/password').send({ currentPassword: 'x', newPassword: 'y' })).status).toBe(403);
  });

  it('refuses expired, revoked, unknown and disabled-owner keys with 401, and audits the refusals', async () => {
    const officer = await signedIn(t, Role.OFFICER);
    const soon = await createKey(officer.agent, { name: 'short', expiresAt: new Date(Date.now() + 1500).toISOString() });
    await keyAgent(t, soon.secret).get('/api/user').expect(200);
    await sleep(1700);
    const expired = await keyAgent(t, soon.secret).get('/api/user');
    expect([expired.status, expired.body.message]).toEqual([401, 'This API key has expired']);
    expect((await gql(officer.agent, '{ apiKeys { id state } }')).data!.apiKeys).toContainEqual({ id: soon.key.id, state: 'expired' });
    expect(await createKey(officer.agent, { name: 'past', expiresAt: new Date(Date.now() - 1000).toISOString() }).catch((e: Error) => e.message)).toMatch(/in the future/);

    const revoked = await createKey(officer.agent, { name: 'to revoke' });
    await keyAgent(t, revoked.secret).get('/api/user').expect(200);
    expect((await gql(officer.agent, `mutation { revokeApiKey(id: "${revoked.key.id}") { state revokedAt canRevoke } }`)).data!.revokeApiKey).toMatchObject({ state: 'revoked', canRevoke: false });
    expect((await keyAgent(t, revoked.secret).get('/api/user')).body.message).toBe('This API key was revoked');

    const unknown = await keyAgent(t, `beti_${'0'.repeat(40)}`).get('/api/user');
    expect([unknown.status, unknown.body.message]).toEqual([401, 'Invalid API key']);
    expect((await keyAgent(t, 'not-a-key').post('/graphql').send({ query: '{ me { id } }' })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const owner = await signedIn(t, Role.DISPATCH);
    const ownerKey = await createKey(owner.agent, { name: 'owner goes' });
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
    const script = keyAgent(t, (await createKey(supervisor.agent, { name: 'users export' })).secret);
    await script.get('/api/users').expect(200);
    const admin = await signedIn(t, Role.ADMIN);
    await admin.agent.patch(`/api/users/${supervisor.user.id}/role`).send({ role: 'OFFICER' }).expect(200);
    expect((await script.get('/api/users')).status).toBe(403);
    expect((await script.get('/api/user')).body.role).toBe('OFFICER');
    expect((await gql(supervisor.agent, '{ apiKeys { role effectiveRole } }')).data!.apiKeys).toEqual([{ role: 'SUPERVISOR', effectiveRole: 'OFFICER' }]);
  });

  it('administrators list and revoke the keys of users below them, and nobody else does', async () => {
    const officer = await signedIn(t, Role.OFFICER);
    const key = await createKey(officer.agent, { name: 'officer key' });
    const admin = await signedIn(t, Role.ADMIN);
    const supervisor = await signedIn(t, Role.SUPERVISOR);
    const otherAdmin = await signedIn(t, Role.ADMIN);
    await createKey(otherAdmin.agent, { name: 'admin key' });

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
    const { secret, key } = await createKey(officer.agent, { name: 'live board' });
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
    const { secret } = await createKey(officer.agent, { name: 'alerts board' });
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
    const first = keyAgent(t, (await createKey(officer.agent, { name: 'busy' })).secret);
    const second = keyAgent(t, (await createKey(officer.agent, { name: 'quiet' })).secret);
    const answers = await Promise.all(Array.from({ length: 12 }, () => first.get('/api/user')));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
    const limited = answers.find((r) => r.status === 429)!;
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/^Too many requests with this API key/);
    await second.get('/api/user').expect(200);
    // The session of the same user is not limited by its keys.
    await officer.agent.get('/api/user').expect(200);
  });
});
