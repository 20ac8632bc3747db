import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getRepositoryToken } from '@nestjs/typeorm';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { DataSource, type Repository } from 'typeorm';
import { AuditEventEntity } from '../../server/common/audit/audit-event.entity.js';
import { Role } from '../../server/common/auth/role.js';
import { InvitationEntity } from '../../server/modules/invitations/invitation.entity.js';
import { UserEntity } from '../../server/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { PASSWORD, agent, createUser, signedIn } from '../helpers/auth.js';
import { eventually } from '../helpers/wait.js';

const INVALID = 'Invalid or expired invitation';
const NO_LONGER_VALID =
  'This invitation is no longer valid: the person who sent it can no longer invite to this role. Ask an administrator for a new one.';
const DAY = 24 * 3600_000;
/** Passes the server's one password rule. */
const GOOD = 'Kennel!route9';
const GOOD2 = 'Leash&walk42';
let seq = 0;

describe('invitations on real PostgreSQL', () => {
  let t: TestApp;
  let admin: TestAgent;
  let adminUser: UserEntity;
  let superAdmin: TestAgent;
  let supervisor: TestAgent;
  let officer: TestAgent;
  let invitations: Repository<InvitationEntity>;
  let users: Repository<UserEntity>;
  let audit: Repository<AuditEventEntity>;

  beforeAll(async () => {
    t = await startTestApp();
    ({ agent: admin, user: adminUser } = await signedIn(t, Role.ADMIN));
    ({ agent: superAdmin } = await signedIn(t, Role.SUPER_ADMIN));
    ({ agent: supervisor } = await signedIn(t, Role.SUPERVISOR));
    ({ agent: officer } = await signedIn(t, Role.OFFICER));
    invitations = t.app.get(getRepositoryToken(InvitationEntity));
    users = t.app.get(getRepositoryToken(UserEntity));
    audit = t.app.get(getRepositoryToken(AuditEventEntity));
  });
  afterAll(() => t.close());

  const newEmail = (tag = 'invitee') => `${tag}-${++seq}-${Date.now()}@example.org`;

  /** Creates an invitation over REST as `by` (ADMIN by default) and returns the answer body. */
  async function invite(body: Record<string, unknown> = {}, by: TestAgent = admin) {
    const res = await by
      .post('/api/invitations')
      .send({ email: newEmail(), firstName: 'Ina', lastName: 'Vitee', ...body })
      .expect(201);
    // The list never carries the token: outside production the creator's answer has the link, once.
    const created = res.body as { id: string; email: string; role: Role; inviteLink: string; expiresAt: string };
    return { ...created, token: created.inviteLink.split('/').pop()! };
  }

  async function gqlAs(a: TestAgent | null, query: string, variables?: Record<string, unknown>) {
    const res = await (a ?? agent(t)).post('/graphql').set('content-type', 'application/json').send({ query, variables });
    return res.body as { data?: Record<string, Record<string, unknown>>; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  }

  /** The decoded text of the one outbox message sent to `to` (the mail job writes it soon after the answer). */
  async function mailTo(to: string): Promise<string> {
    const dir = join(t.config.dataDir, 'outbox');
    const read = () =>
      (existsSync(dir) ? readdirSync(dir) : [])
        .filter((f) => f.endsWith('.eml'))
        .map((f) => readFileSync(join(dir, f), 'utf8'))
        .filter((eml) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(eml));
    for (let i = 0; i < 100 && read().length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    const texts = read();
    expect(texts).toHaveLength(1);
    // Quoted-printable soft line breaks and escapes.
    return texts[0].replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  }

  const auditOf = (action: string, id: string) => audit.findOneBy({ action, target: `invitation:${id}` });

  describe('creating (POST /api/invitations)', () => {
    it('stores only the hash of its token, default role OFFICER, 14 days, and queues the mail with the /invite link', async () => {
      const email = newEmail('Mixed.Case');
      const before = Date.now();
      const res = await admin
        .post('/api/invitations')
        .send({ email: email.toUpperCase(), firstName: 'Ina', lastName: 'Vitee', chatbotPermissions: { beti: 'read' } })
        .expect(201);
      const body = res.body;
      expect(body).toMatchObject({ email: email.toLowerCase(), firstName: 'Ina', lastName: 'Vitee', role: 'OFFICER', acceptedAt: null });
      expect(body.token).toBeUndefined();
      expect(body.inviteLink).toMatch(new RegExp(`^${t.config.APP_ORIGIN}/invite/[A-Za-z0-9_-]{43}$`));
      const token = body.inviteLink.split('/').pop();
      const expires = new Date(body.expiresAt).getTime();
      expect(expires - before).toBeGreaterThan(14 * DAY - 60_000);
      expect(expires - before).toBeLessThan(14 * DAY + 60_000);
      const stored = await invitations.findOneByOrFail({ id: body.id });
      expect(stored).toMatchObject({ invitedBy: adminUser.id, chatbotPermissions: { beti: 'read' } });
      expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(await mailTo(email.toLowerCase())).toContain(body.inviteLink);
      await eventually(async () => (await invitations.findOneByOrFail({ id: body.id })).mailState, (state) => state === 'SENT');
      expect(await auditOf('invitation.create', body.id)).toMatchObject({ actorId: adminUser.id });
    });

    it('gives each invitation its own token', async () => {
      const a = await invite();
      const b = await invite();
      expect(a.token).not.toBe(b.token);
    });

    it('refuses an email that already has an account (409)', async () => {
      const { user } = await createUser(t, Role.DISPATCH);
      const res = await admin
        .post('/api/invitations')
        .send({ email: user.email.toUpperCase(), firstName: 'A', lastName: 'B' })
        .expect(409);
      expect(res.body.code).toBe('conflict');
      expect(await invitations.countBy({ email: user.email })).toBe(0);
    });

    it('validates with the spec messages per field', async () => {
      const res = await admin.post('/api/invitations').send({ email: 'nope', firstName: '', lastName: ' ', role: 'KING' }).expect(400);
      expect(res.body.fields).toEqual({
        email: 'Invalid email address',
        firstName: 'First name is required',
        lastName: 'Last name is required',
        role: expect.stringContaining('Role must be one of'),
      });
      const bots = await admin
        .post('/api/invitations')
        .send({ email: newEmail(), firstName: 'A', lastName: 'B', chatbotPermissions: { skynet: 'admin' } })
        .expect(400);
      expect(Object.keys(bots.body.fields)).toEqual(['chatbotPermissions']);
    });

    it('lets an OFFICER invite DISPATCH and READONLY only (roles strictly below)', async () => {
      for (const role of [Role.DISPATCH, Role.READONLY]) {
        expect((await invite({ role }, officer)).role).toBe(role);
      }
      for (const role of [Role.OFFICER, Role.SUPERVISOR, Role.ADMIN, Role.SUPER_ADMIN]) {
        const email = newEmail();
        const res = await officer.post('/api/invitations').send({ email, firstName: 'A', lastName: 'B', role }).expect(403);
        expect(res.body.message).toBe('You can only invite roles below your own');
        expect(await invitations.countBy({ email })).toBe(0);
      }
    });

    it('SUPERVISOR and ADMIN cannot invite an ADMIN; a SUPER_ADMIN can', async () => {
      await supervisor.post('/api/invitations').send({ email: newEmail(), firstName: 'A', lastName: 'B', role: 'ADMIN' }).expect(403);
      await admin.post('/api/invitations').send({ email: newEmail(), firstName: 'A', lastName: 'B', role: 'ADMIN' }).expect(403);
      expect((await invite({ role: 'ADMIN' }, superAdmin)).role).toBe('ADMIN');
    });

    it('DISPATCH may not invite (403); anonymous callers get 401', async () => {
      const { agent: dispatch } = await signedIn(t, Role.DISPATCH);
      await dispatch.post('/api/invitations').send({ email: newEmail(), firstName: 'A', lastName: 'B' }).expect(403);
      await agent(t).post('/api/invitations').send({ email: newEmail(), firstName: 'A', lastName: 'B' }).expect(401);
    });
  });

  describe('managing (list, extend, cancel)', () => {
    it('GET /api/invitations lists pending and accepted invitations, never their tokens', async () => {
      const pending = await invite();
      const accepted = await invite();
      await agent(t)
        .post(`/api/invitations/${accepted.token}/accept`)
        .send({ firstName: 'A', lastName: 'B', password: PASSWORD })
        .expect(200);
      const res = await supervisor.get('/api/invitations').expect(200);
      expect(JSON.stringify(res.body)).not.toContain(pending.token);
      expect(res.body.every((i: object) => !('token' in i))).toBe(true);
      const byId = new Map((res.body as { id: string }[]).map((i) => [i.id, i]));
      expect(byId.get(pending.id)).toMatchObject({
        email: pending.email,
        firstName: 'Ina',
        lastName: 'Vitee',
        role: 'OFFICER',
        acceptedAt: null,
        expiresAt: pending.expiresAt,
        createdAt: expect.any(String),
        mailState: expect.stringMatching(/QUEUED|SENT/),
        canManage: true,
      });
      expect(byId.get(accepted.id)).toMatchObject({ acceptedAt: expect.any(String) });
    });

    it('list, extend and cancel are denied to an OFFICER (403) and to anonymous callers (401)', async () => {
      const inv = await invite();
      const future = new Date(Date.now() + 30 * DAY).toISOString();
      await officer.get('/api/invitations').expect(403);
      await officer.patch(`/api/invitations/${inv.id}`).send({ expiresAt: future }).expect(403);
      await officer.delete(`/api/invitations/${inv.id}`).expect(403);
      await request(t.url).get('/api/invitations').expect(401);
      await agent(t).patch(`/api/invitations/${inv.id}`).send({ expiresAt: future }).expect(401);
      await agent(t).delete(`/api/invitations/${inv.id}`).expect(401);
      expect((await invitations.findOneByOrFail({ id: inv.id })).expiresAt.toISOString()).toBe(inv.expiresAt);
    });

    it('PATCH extends a pending invitation to a future date, even one already expired', async () => {
      const inv = await invite();
      await invitations.update({ id: inv.id }, { expiresAt: new Date(Date.now() - DAY) });
      const to = new Date(Date.now() + 30 * DAY);
      const res = await supervisor.patch(`/api/invitations/${inv.id}`).send({ expiresAt: to.toISOString() }).expect(200);
      expect(res.body).toMatchObject({ id: inv.id, expiresAt: to.toISOString(), acceptedAt: null });
      expect((await invitations.findOneByOrFail({ id: inv.id })).expiresAt.toISOString()).toBe(to.toISOString());
      expect(await auditOf('invitation.extend', inv.id)).not.toBeNull();
      await agent(t).get(`/api/auth/invite/${inv.token}`).expect(200);
    });

    it('PATCH refuses a missing, invalid or past date', async () => {
      const inv = await invite();
      const missing = await admin.patch(`/api/invitations/${inv.id}`).send({}).expect(400);
      expect(missing.body.fields).toEqual({ expiresAt: 'Expiration date is required' });
      const bad = await admin.patch(`/api/invitations/${inv.id}`).send({ expiresAt: 'soon' }).expect(400);
      expect(bad.body.fields.expiresAt).toBe('Expiration date must be a valid date');
      const past = await admin.patch(`/api/invitations/${inv.id}`).send({ expiresAt: new Date(Date.now() - 60_000).toISOString() }).expect(400);
      expect(past.body.fields).toEqual({ expiresAt: 'Expiration date must be in the future' });
      expect((await invitations.findOneByOrFail({ id: inv.id })).expiresAt.toISOString()).toBe(inv.expiresAt);
    });

    it('DELETE cancels a pending invitation; its link stops working', async () => {
      const inv = await invite();
      await supervisor.delete(`/api/invitations/${inv.id}`).expect(200, { success: true });
      expect(await invitations.findOneBy({ id: inv.id })).toBeNull();
      expect(await auditOf('invitation.cancel', inv.id)).not.toBeNull();
      await request(t.url).get(`/api/invitations/${inv.token}`).expect(404);
      await admin.delete(`/api/invitations/${inv.id}`).expect(404);
      await admin.delete('/api/invitations/not-a-uuid').expect(404);
    });

    it('accepted invitations can be neither extended nor cancelled (409)', async () => {
      const inv = await invite();
      await agent(t).post(`/api/auth/invite/${inv.token}/accept`).send({ firstName: 'A', lastName: 'B', password: GOOD2 }).expect(200);
      const del = await admin.delete(`/api/invitations/${inv.id}`).expect(409);
      expect(del.body.message).toMatch(/pending/);
      await admin.patch(`/api/invitations/${inv.id}`).send({ expiresAt: new Date(Date.now() + DAY).toISOString() }).expect(409);
      expect(await invitations.findOneBy({ id: inv.id })).not.toBeNull();
    });
  });

  describe('accepting by query token (/api/invitations/{token})', () => {
    it('looks up email, expiry and chatbot access with names', async () => {
      const inv = await invite({ chatbotPermissions: { beti: 'write', insights: 'read' } });
      const res = await request(t.url).get(`/api/invitations/${inv.token}`).expect(200);
      expect(res.body).toEqual({
        email: inv.email,
        expiresAt: inv.expiresAt,
        chatbotPermissions: { beti: 'write', insights: 'read' },
        chatbotDetails: {
          beti: { name: 'BETI Assistant', accessLevel: 'write' },
          insights: { name: 'Insights Assistant', accessLevel: 'read' },
        },
      });
    });

    it('creates the account with the invited role, does not sign in, and works once', async () => {
      const inv = await invite({ role: 'DISPATCH' });
      const a = agent(t);
      await a
        .post(`/api/invitations/${inv.token}/accept`)
        .send({ firstName: ' Nia ', lastName: 'New', password: GOOD, confirmPassword: GOOD })
        .expect(200, { success: true });
      const user = await users.findOneByOrFail({ email: inv.email });
      expect(user).toMatchObject({ role: 'DISPATCH', firstName: 'Nia', lastName: 'New' });
      expect((await invitations.findOneByOrFail({ id: inv.id })).acceptedAt).toBeInstanceOf(Date);
      expect(await auditOf('invitation.accept', inv.id)).toMatchObject({ actorId: user.id });
      await a.get('/api/user').expect(401);
      await agent(t).post('/api/auth/login').send({ email: inv.email, password: GOOD }).expect(200);

      const again = await agent(t).post(`/api/invitations/${inv.token}/accept`).send({ firstName: 'X', lastName: 'Y', password: GOOD }).expect(404);
      expect(again.body.message).toBe(INVALID);
      expect((await request(t.url).get(`/api/invitations/${inv.token}`).expect(404)).body.message).toBe(INVALID);
      expect((await request(t.url).get(`/api/auth/invite/${inv.token}`).expect(404)).body.message).toBe(INVALID);
    });

    it('rejects a role in the payload and still creates the invited role', async () => {
      const inv = await invite({ role: 'READONLY' });
      const tampered = await agent(t)
        .post(`/api/invitations/${inv.token}/accept`)
        .send({ firstName: 'A', lastName: 'B', password: GOOD, role: 'SUPER_ADMIN' })
        .expect(400);
      expect(tampered.body.fields).toEqual({ role: expect.stringContaining('should not exist') });
      expect(await users.findOneBy({ email: inv.email })).toBeNull();
      await agent(t).post(`/api/invitations/${inv.token}/accept`).send({ firstName: 'A', lastName: 'B', password: GOOD }).expect(200);
      expect((await users.findOneByOrFail({ email: inv.email })).role).toBe('READONLY');
    });

    it('applies the one password rule (8 characters, a special one, not common) with its messages', async () => {
      const inv = await invite();
      const post = (body: object) => agent(t).post(`/api/invitations/${inv.token}/accept`).send(body).expect(400);
      expect((await post({ firstName: 'A', lastName: 'B', password: 'ab!defg' })).body.fields).toEqual({
        password: 'Password must be at least 8 characters',
      });
      expect((await post({ firstName: 'A', lastName: 'B', password: 'Password1!' })).body.fields).toEqual({
        password: 'This password is too common: choose one that is harder to guess',
      });
      expect((await post({ firstName: 'A', lastName: 'B', password: 'abcdefgh' })).body.fields).toEqual({
        password: 'Password must contain at least one special character',
      });
      expect((await post({ firstName: 'A', lastName: 'B', password: GOOD, confirmPassword: 'Kennel!route8' })).body.fields).toEqual({
        confirmPassword: "Passwords don't match",
      });
      expect((await post({ firstName: '', password: GOOD })).body.fields).toEqual({
        firstName: 'First name is required',
        lastName: 'Last name is required',
      });
      expect((await invitations.findOneByOrFail({ id: inv.id })).acceptedAt).toBeNull();
    });

    it('an expired invitation cannot be looked up or accepted', async () => {
      const inv = await invite();
      await invitations.update({ id: inv.id }, { expiresAt: new Date(Date.now() - 1000) });
      expect((await request(t.url).get(`/api/invitations/${inv.token}`).expect(404)).body.message).toBe(INVALID);
      expect((await request(t.url).get(`/api/auth/invite/${inv.token}`).expect(404)).body.message).toBe(INVALID);
      await agent(t).post(`/api/invitations/${inv.token}/accept`).send({ firstName: 'A', lastName: 'B', password: GOOD }).expect(404);
      await agent(t).post(`/api/auth/invite/${inv.token}/accept`).send({ firstName: 'A', lastName: 'B', password: GOOD2 }).expect(404);
      expect(await users.findOneBy({ email: inv.email })).toBeNull();
    });

    it('an unknown token answers 404 with the spec text', async () => {
      const res = await request(t.url).get('/api/invitations/no-such-token').expect(404);
      expect(res.body).toMatchObject({ code: 'not_found', message: INVALID });
    });

    it('two concurrent accepts of one token: exactly one wins', async () => {
      const inv = await invite();
      const body = { firstName: 'A', lastName: 'B', password: GOOD };
      const results = await Promise.all([
        agent(t).post(`/api/invitations/${inv.token}/accept`).send(body),
        agent(t).post(`/api/auth/invite/${inv.token}/accept`).send({ ...body, password: GOOD2 }),
        agent(t).post(`/api/invitations/${inv.token}/accept`).send(body),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 404, 404]);
      expect(await users.countBy({ email: inv.email })).toBe(1);
    });
  });

  describe('accepting by path token (/api/auth/invite/{token})', () => {
    it('looks up { valid, names, email, role, expiresAt }', async () => {
      const inv = await invite({ role: 'DISPATCH', firstName: 'Pat', lastName: 'Path' });
      const res = await request(t.url).get(`/api/auth/invite/${inv.token}`).expect(200);
      expect(res.body).toEqual({ valid: true, firstName: 'Pat', lastName: 'Path', email: inv.email, role: 'DISPATCH', expiresAt: inv.expiresAt });
    });

    it('applies the one password rule with its messages', async () => {
      const inv = await invite();
      const post = (body: object) => agent(t).post(`/api/auth/invite/${inv.token}/accept`).send(body).expect(400);
      expect((await post({ firstName: 'A', lastName: 'B', password: 'abc!def' })).body.fields).toEqual({
        password: 'Password must be at least 8 characters',
      });
      expect((await post({ firstName: 'A', lastName: 'B', password: 'password' })).body.fields).toEqual({
        password: 'Password must contain at least one special character',
      });
      expect((await post({ firstName: 'A', lastName: 'B', password: GOOD2, confirmPassword: 'Long!enougH7' })).body.fields).toEqual({
        confirmPassword: "Passwords don't match",
      });
      const tampered = await post({ firstName: 'A', lastName: 'B', password: GOOD2, role: 'ADMIN' });
      expect(Object.keys(tampered.body.fields)).toEqual(['role']);
      expect(await users.findOneBy({ email: inv.email })).toBeNull();
    });

    it('an accepted SUPERVISOR must set up TOTP at first sign-in', async () => {
      const inv = await invite({ role: 'SUPERVISOR' });
      await agent(t)
        .post(`/api/auth/invite/${inv.token}/accept`)
        .send({ firstName: 'Sue', lastName: 'Per', password: GOOD2, confirmPassword: GOOD2 })
        .expect(200, { success: true });
      expect((await users.findOneByOrFail({ email: inv.email })).role).toBe('SUPERVISOR');
      await agent(t)
        .post('/api/auth/login')
        .send({ email: inv.email, password: GOOD2 })
        .expect(200, { requiresTotpSetup: true, next: '/setup/totp' });
    });
  });

  describe('GraphQL', () => {
    const FIELDS = 'id email firstName lastName role chatbotPermissions acceptedAt expiresAt createdAt mailState canManage';

    it('createInvitation, invitations, extendInvitation and cancelInvitation', async () => {
      const email = newEmail('gql');
      const created = await gqlAs(
        admin,
        `mutation($input: CreateInvitationInput!) { createInvitation(input: $input) { ${FIELDS} inviteLink } }`,
        { input: { email, firstName: 'Gee', lastName: 'Ql', role: 'SUPERVISOR', chatbotPermissions: { 'meeting-prep': 'admin' } } },
      );
      expect(created.errors).toBeUndefined();
      const inv = created.data!.createInvitation as { id: string; inviteLink: string };
      expect(inv).toMatchObject({ email, role: 'SUPERVISOR', acceptedAt: null, chatbotPermissions: { 'meeting-prep': 'admin' }, canManage: true });
      expect(inv.inviteLink).toMatch(new RegExp(`^${t.config.APP_ORIGIN}/invite/[\\w-]{43}$`));
      expect(await mailTo(email)).toContain(inv.inviteLink);
      expect((await gqlAs(admin, '{ invitations { token } }')).errors?.[0].message).toMatch(/Cannot query field "token"/);

      const defaulted = await gqlAs(admin, 'mutation { createInvitation(input: { email: "d@example.org", firstName: "D", lastName: "E" }) { role } }');
      expect(defaulted.data?.createInvitation.role).toBe('OFFICER');

      const list = await gqlAs(supervisor, `{ invitations { ${FIELDS} } }`);
      expect(list.errors).toBeUndefined();
      // A SUPERVISOR sees the SUPERVISOR invitation but may not manage it (the rank rule).
      expect(list.data!.invitations).toContainEqual(expect.objectContaining({ id: inv.id, acceptedAt: null, canManage: false }));

      const to = new Date(Date.now() + 20 * DAY).toISOString();
      const extended = await gqlAs(admin, 'mutation($id: ID!, $at: DateTime!) { extendInvitation(id: $id, expiresAt: $at) { id expiresAt } }', {
        id: inv.id,
        at: to,
      });
      expect(extended.errors).toBeUndefined();
      expect(extended.data!.extendInvitation).toEqual({ id: inv.id, expiresAt: to });
      const past = await gqlAs(admin, 'mutation($id: ID!, $at: DateTime!) { extendInvitation(id: $id, expiresAt: $at) { id } }', {
        id: inv.id,
        at: new Date(Date.now() - DAY).toISOString(),
      });
      expect(past.errors?.[0]).toMatchObject({
        message: 'Expiration date must be in the future',
        extensions: { code: 'VALIDATION_FAILED', fields: { expiresAt: 'Expiration date must be in the future' } },
      });

      const cancelled = await gqlAs(admin, 'mutation($id: ID!) { cancelInvitation(id: $id) { success } }', { id: inv.id });
      expect(cancelled).toEqual({ data: { cancelInvitation: { success: true } } });
      expect(await invitations.findOneBy({ id: inv.id })).toBeNull();
    });

    it('invitationByToken and acceptInvitation (query token)', async () => {
      const inv = await invite({ role: 'DISPATCH', chatbotPermissions: { beti: 'read' } });
      const looked = await gqlAs(null, 'query($t: String!) { invitationByToken(token: $t) { email expiresAt chatbotPermissions chatbotDetails } }', {
        t: inv.token,
      });
      expect(looked.data!.invitationByToken).toEqual({
        email: inv.email,
        expiresAt: inv.expiresAt,
        chatbotPermissions: { beti: 'read' },
        chatbotDetails: { beti: { name: 'BETI Assistant', accessLevel: 'read' } },
      });
      const accept = 'mutation($t: String!, $i: AcceptInvitationInput!) { acceptInvitation(token: $t, input: $i) { success } }';
      const weak = await gqlAs(null, accept, { t: inv.token, i: { firstName: 'A', lastName: 'B', password: 'abcdefgh' } });
      expect(weak.errors?.[0].extensions).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { password: 'Password must contain at least one special character' },
      });
      const ok = await gqlAs(null, accept, { t: inv.token, i: { firstName: 'A', lastName: 'B', password: GOOD, confirmPassword: GOOD } });
      expect(ok).toEqual({ data: { acceptInvitation: { success: true } } });
      expect((await users.findOneByOrFail({ email: inv.email })).role).toBe('DISPATCH');
      const reused = await gqlAs(null, accept, { t: inv.token, i: { firstName: 'A', lastName: 'B', password: GOOD } });
      expect(reused.errors?.[0]).toMatchObject({ message: INVALID, extensions: { code: 'NOT_FOUND' } });
      const gone = await gqlAs(null, 'query($t: String!) { invitationByToken(token: $t) { email } }', { t: inv.token });
      expect(gone.errors?.[0].message).toBe(INVALID);
    });

    it('inviteByToken and acceptInvite (path token); a role argument does not exist', async () => {
      const inv = await invite({ role: 'READONLY', firstName: 'Rea', lastName: 'Don' });
      const looked = await gqlAs(null, 'query($t: String!) { inviteByToken(token: $t) { valid firstName lastName email role expiresAt } }', {
        t: inv.token,
      });
      expect(looked.data!.inviteByToken).toEqual({ valid: true, firstName: 'Rea', lastName: 'Don', email: inv.email, role: 'READONLY', expiresAt: inv.expiresAt });
      const accept = 'mutation($t: String!, $i: AcceptInviteInput!) { acceptInvite(token: $t, input: $i) { success } }';
      const tampered = await gqlAs(null, accept, { t: inv.token, i: { firstName: 'A', lastName: 'B', password: GOOD2, role: 'ADMIN' } });
      expect(tampered.errors?.[0].message).toMatch(/role/);
      const short = await gqlAs(null, accept, { t: inv.token, i: { firstName: 'A', lastName: 'B', password: 'shor!t' } });
      expect(short.errors?.[0].extensions?.fields).toEqual({ password: 'Password must be at least 8 characters' });
      expect(await users.findOneBy({ email: inv.email })).toBeNull();
      const ok = await gqlAs(null, accept, { t: inv.token, i: { firstName: 'A', lastName: 'B', password: GOOD2 } });
      expect(ok).toEqual({ data: { acceptInvite: { success: true } } });
      expect((await users.findOneByOrFail({ email: inv.email })).role).toBe('READONLY');
      const again = await gqlAs(null, accept, { t: inv.token, i: { firstName: 'A', lastName: 'B', password: GOOD2 } });
      expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('denies management to an OFFICER and to anonymous callers; an OFFICER cannot invite an ADMIN', async () => {
      const inv = await invite();
      const ops: [string, Record<string, unknown>][] = [
        ['{ invitations { id } }', {}],
        ['mutation($id: ID!) { extendInvitation(id: $id, expiresAt: "2099-01-01T00:00:00.000Z") { id } }', { id: inv.id }],
        ['mutation($id: ID!) { cancelInvitation(id: $id) { success } }', { id: inv.id }],
      ];
      for (const [query, variables] of ops) {
        expect((await gqlAs(officer, query, variables)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
        expect((await gqlAs(null, query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      }
      const email = newEmail();
      const up = await gqlAs(officer, `mutation { createInvitation(input: { email: "${email}", firstName: "A", lastName: "B", role: ADMIN }) { id } }`);
      expect(up.errors?.[0]).toMatchObject({ message: 'You can only invite roles below your own', extensions: { code: 'FORBIDDEN' } });
      expect(await invitations.countBy({ email })).toBe(0);
      expect(await invitations.findOneBy({ id: inv.id })).not.toBeNull();
    });
  });

  describe("an invitation carries its inviter's authority (issue 38)", () => {
    const ACCEPT_GQL = 'mutation($t: String!, $i: AcceptInviteInput!) { acceptInvite(token: $t, input: $i) { success } }';
    const ACCEPT_QUERY_GQL = 'mutation($t: String!, $i: AcceptInvitationInput!) { acceptInvitation(token: $t, input: $i) { success } }';
    const ROW = 'id acceptedAt cancelledAt cancelReason actions';

    /** Every door refuses the link with the one message, and no account is made. */
    async function refusedEverywhere(token: string, email: string) {
      const rest = [
        await request(t.url).get(`/api/auth/invite/${token}`),
        await agent(t).post(`/api/auth/invite/${token}/accept`).send({ firstName: 'A', lastName: 'B', password: GOOD2 }),
        await request(t.url).get(`/api/invitations/${token}`),
        await agent(t).post(`/api/invitations/${token}/accept`).send({ firstName: 'A', lastName: 'B', password: GOOD }),
      ];
      for (const res of rest) expect([res.status, res.body]).toEqual([404, expect.objectContaining({ code: 'not_found', message: NO_LONGER_VALID, cancelled: true })]);
      const gql = [
        await gqlAs(null, 'query($t: String!) { inviteByToken(token: $t) { valid } }', { t: token }),
        await gqlAs(null, ACCEPT_GQL, { t: token, i: { firstName: 'A', lastName: 'B', password: GOOD2 } }),
        await gqlAs(null, 'query($t: String!) { invitationByToken(token: $t) { email } }', { t: token }),
        await gqlAs(null, ACCEPT_QUERY_GQL, { t: token, i: { firstName: 'A', lastName: 'B', password: GOOD } }),
      ];
      for (const res of gql) expect(res.errors?.[0]).toMatchObject({ message: NO_LONGER_VALID, extensions: { code: 'NOT_FOUND', cancelled: true } });
      expect(await users.findOneBy({ email })).toBeNull();
    }

    const cancelAudits = (id: string) => audit.findBy({ action: 'invitation.cancel', target: `invitation:${id}` });

    it('an inviter demoted below the invited role (even behind the service): the link is refused at lookup and accept, and the invitation is cancelled with the reason', async () => {
      const { agent: inviter, user } = await signedIn(t, Role.ADMIN);
      const inv = await invite({ role: 'SUPERVISOR' }, inviter);
      // Straight in the table: the check at the link must not depend on the demotion having cancelled anything.
      await users.update({ id: user.id }, { role: Role.READONLY });
      await refusedEverywhere(inv.token, inv.email);
      const stored = await invitations.findOneByOrFail({ id: inv.id });
      expect(stored).toMatchObject({ acceptedAt: null, cancelledAt: expect.any(Date), cancelReason: `The inviter (${user.email}) is now READONLY, who cannot invite SUPERVISOR` });
      const audits = await cancelAudits(inv.id);
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ actorId: null, details: { email: inv.email, role: 'SUPERVISOR', reason: stored.cancelReason } });
    });

    it('a disabled inviter: the link is refused at lookup and accept on both doors, and no account is made', async () => {
      const { agent: inviter, user } = await signedIn(t, Role.ADMIN);
      const inv = await invite({ role: 'OFFICER' }, inviter);
      await users.update({ id: user.id }, { disabledAt: new Date() });
      await refusedEverywhere(inv.token, inv.email);
      expect((await invitations.findOneByOrFail({ id: inv.id })).cancelReason).toBe(`The inviter (${user.email}) was disabled`);
    });

    it('demoting an inviter cancels their pending invitations above the new rank, audits each, and leaves the rest working', async () => {
      const { agent: inviter, user } = await signedIn(t, Role.ADMIN);
      const supervisorInv = await invite({ role: 'SUPERVISOR' }, inviter);
      const officerInv = await invite({ role: 'OFFICER' }, inviter);
      const dispatchInv = await invite({ role: 'DISPATCH' }, inviter);
      const acceptedInv = await invite({ role: 'OFFICER' }, inviter);
      await agent(t).post(`/api/auth/invite/${acceptedInv.token}/accept`).send({ firstName: 'A', lastName: 'B', password: GOOD2 }).expect(200);
      const others = await invite({ role: 'SUPERVISOR' }); // another ADMIN's: untouched

      await superAdmin.patch(`/api/users/${user.id}/role`).send({ role: 'OFFICER' }).expect(200);

      const reason = `The inviter (${user.email}) is now OFFICER, who cannot invite`;
      expect(await invitations.findOneByOrFail({ id: supervisorInv.id })).toMatchObject({ cancelledAt: expect.any(Date), cancelReason: `${reason} SUPERVISOR` });
      expect(await invitations.findOneByOrFail({ id: officerInv.id })).toMatchObject({ cancelledAt: expect.any(Date), cancelReason: `${reason} OFFICER` });
      for (const kept of [dispatchInv, acceptedInv, others]) expect((await invitations.findOneByOrFail({ id: kept.id })).cancelledAt).toBeNull();

      const change = await audit.findOneByOrFail({ action: 'user.role.change', target: `user:${user.id}` });
      expect(change.details).toEqual({ from: 'ADMIN', to: 'OFFICER', cancelledInvitations: expect.arrayContaining([supervisorInv.id, officerInv.id]) });
      expect((change.details as { cancelledInvitations: string[] }).cancelledInvitations).toHaveLength(2);
      const each = await cancelAudits(supervisorInv.id);
      expect(each).toHaveLength(1);
      expect(each[0]).toMatchObject({ actorId: change.actorId, details: { email: supervisorInv.email, role: 'SUPERVISOR', reason: `${reason} SUPERVISOR` } });
      expect(await cancelAudits(dispatchInv.id)).toHaveLength(0);

      // The list says why, and a cancelled invitation offers nothing to do.
      const list = await gqlAs(superAdmin, `{ invitations { ${ROW} } }`);
      expect(list.errors).toBeUndefined();
      expect(list.data!.invitations).toContainEqual({ id: officerInv.id, acceptedAt: null, cancelledAt: expect.any(String), cancelReason: `${reason} OFFICER`, actions: [] });
      await refusedEverywhere(officerInv.token, officerInv.email);
      await admin.delete(`/api/invitations/${officerInv.id}`).expect(409);

      // Still within the OFFICER's authority: the DISPATCH invitation works.
      await request(t.url).get(`/api/auth/invite/${dispatchInv.token}`).expect(200);
      await agent(t).post(`/api/auth/invite/${dispatchInv.token}/accept`).send({ firstName: 'D', lastName: 'P', password: GOOD2 }).expect(200);
      expect((await users.findOneByOrFail({ email: dispatchInv.email })).role).toBe('DISPATCH');
      // A new invitation to the cancelled one's email can be made.
      expect((await invite({ email: officerInv.email, role: 'OFFICER' })).email).toBe(officerInv.email);
    });

    it('disabling an inviter (GraphQL disableUser) cancels every pending invitation they sent, with the audit saying so', async () => {
      const { agent: inviter, user } = await signedIn(t, Role.SUPERVISOR);
      const a = await invite({ role: 'OFFICER' }, inviter);
      const b = await invite({ role: 'READONLY' }, inviter);
      const res = await gqlAs(superAdmin, 'mutation($id: ID!) { disableUser(userId: $id) { id } }', { id: user.id });
      expect(res.errors).toBeUndefined();
      for (const inv of [a, b]) {
        expect(await invitations.findOneByOrFail({ id: inv.id })).toMatchObject({ cancelledAt: expect.any(Date), cancelReason: `The inviter (${user.email}) was disabled` });
        expect(await cancelAudits(inv.id)).toHaveLength(1);
      }
      const disabled = await audit.findOneByOrFail({ action: 'user.disable', target: `user:${user.id}` });
      expect((disabled.details as { cancelledInvitations: string[] }).cancelledInvitations.sort()).toEqual([a.id, b.id].sort());
      const refused = await gqlAs(null, ACCEPT_GQL, { t: a.token, i: { firstName: 'A', lastName: 'B', password: GOOD2 } });
      expect(refused.errors?.[0].message).toBe(NO_LONGER_VALID);
      expect(await users.findOneBy({ email: a.email })).toBeNull();
    });

    it('a demotion racing an acceptance: the accept waits for the demotion and is refused', async () => {
      const { agent: inviter, user } = await signedIn(t, Role.ADMIN);
      const inv = await invite({ role: 'SUPERVISOR' }, inviter);
      const runner = t.app.get(DataSource).createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        await runner.query('UPDATE users SET role = $1 WHERE id = $2', [Role.READONLY, user.id]);
        let answered = false;
        const accepting = agent(t)
          .post(`/api/auth/invite/${inv.token}/accept`)
          .send({ firstName: 'A', lastName: 'B', password: GOOD2 })
          .then((r) => ((answered = true), r));
        // Until the accept either answered or waits on the inviter's row lock: no sleeping on a guess.
        await eventually(
          async () => answered || ((await runner.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)) as { n: number }[])[0].n > 0,
          (ready) => ready,
        );
        await runner.commitTransaction();
        const res = await accepting;
        expect([res.status, res.body.message]).toEqual([404, NO_LONGER_VALID]);
      } finally {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        await runner.release();
      }
      expect(await users.findOneBy({ email: inv.email })).toBeNull();
      expect((await invitations.findOneByOrFail({ id: inv.id })).cancelledAt).toBeInstanceOf(Date);
    });
  });
});
