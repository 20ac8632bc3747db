import { getRepositoryToken } from '@nestjs/typeorm';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import type { Repository } from 'typeorm';
import { Role } from '../../server/common/auth/role.js';
import { UserEntity } from '../../server/modules/users/user.entity.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { PASSWORD, agent, createUser, signedIn } from '../helpers/auth.js';

/** A valid 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type GqlBody<T> = { data?: T; errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] };

async function gqlAs<T = Record<string, never>>(a: TestAgent, query: string, variables?: Record<string, unknown>): Promise<GqlBody<T>> {
  const res = await a.post('/graphql').set('content-type', 'application/json').send({ query, variables });
  return res.body as GqlBody<T>;
}

const USER_FIELDS = 'id email firstName lastName role profileImageUrl totpEnabled isTestUser isRestricted createdAt lastLoginAt disabledAt actions';

describe('users, profile and audit on real PostgreSQL', () => {
  let t: TestApp;
  let repo: Repository<UserEntity>;
  beforeAll(async () => {
    t = await startTestApp();
    repo = t.app.get<Repository<UserEntity>>(getRepositoryToken(UserEntity));
  });
  afterAll(() => t.close());

  describe('user list', () => {
    it('GET /api/users lists every user ordered by name with the spec fields, for SUPERVISOR', async () => {
      // Created before the one that sorts first, so the database's insertion order is not the answer.
      const zed = await createUser(t, Role.OFFICER);
      await repo.update({ id: zed.user.id }, { firstName: 'Zed', isTestUser: true });
      const sup = await signedIn(t, Role.SUPERVISOR);
      await repo.update({ id: sup.user.id }, { firstName: 'Aaron' });
      const res = await sup.agent.get('/api/users').expect(200);
      const names = (res.body as { firstName: string; lastName: string }[]).map((u) => `${u.firstName} ${u.lastName}`);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
      const me = res.body.find((u: { id: string }) => u.id === sup.user.id);
      // Your own row also carries `can` (issue 16); the others have it null.
      expect(Object.keys(me).sort()).toEqual([...USER_FIELDS.split(' '), 'can'].sort());
      expect(me.lastLoginAt).not.toBeNull();
      expect(res.body.find((u: { id: string }) => u.id === zed.user.id)).toMatchObject({ isTestUser: true, lastLoginAt: null });
      expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|totpSecret/);
    });

    it('refuses OFFICER (403) and anonymous callers (401)', async () => {
      const officer = await signedIn(t, Role.OFFICER);
      await officer.agent.get('/api/users').expect(403);
      await request(t.url).get('/api/users').expect(401);
    });

    it('GraphQL users serves the same list', async () => {
      const admin = await signedIn(t, Role.ADMIN);
      const rest = await admin.agent.get('/api/users').expect(200);
      const { data, errors } = await gqlAs<{ users: { id: string; isTestUser: boolean }[] }>(admin.agent, `{ users { ${USER_FIELDS} } }`);
      expect(errors).toBeUndefined();
      expect(data!.users.map((u) => u.id)).toEqual(rest.body.map((u: { id: string }) => u.id));
    });
  });

  describe('role changes', () => {
    it('ADMIN changes an OFFICER to DISPATCH (REST) and it is audited', async () => {
      const admin = await signedIn(t, Role.ADMIN);
      const target = await createUser(t, Role.OFFICER);
      const res = await admin.agent.patch(`/api/users/${target.user.id}/role`).send({ role: 'DISPATCH' }).expect(200);
      expect(res.body).toMatchObject({ id: target.user.id, role: 'DISPATCH' });
      expect((await repo.findOneByOrFail({ id: target.user.id })).role).toBe(Role.DISPATCH);
      const { data } = await gqlAs<{ auditEvents: { items: { action: string; target: string; actorId: string; details: string }[] } }>(
        admin.agent,
        '{ auditEvents(limit: 200) { total items { id at action actorId actorEmail target ip details } } }',
      );
      const event = data!.auditEvents.items.find((e) => e.action === 'user.role.change' && e.target === `user:${target.user.id}`);
      expect(event).toBeDefined();
      expect(event!.actorId).toBe(admin.user.id);
      expect(JSON.parse(event!.details)).toEqual({ from: 'OFFICER', to: 'DISPATCH' });
    });

    it('GraphQL updateUserRole does the same', async () => {
      const admin = await signedIn(t, Role.ADMIN);
      const target = await createUser(t, Role.DISPATCH);
      const { data, errors } = await gqlAs<{ updateUserRole: { role: string } }>(
        admin.agent,
        'mutation($id: ID!, $role: Role!) { updateUserRole(userId: $id, role: $role) { id role } }',
        { id: target.user.id, role: 'SUPERVISOR' },
      );
      expect(errors).toBeUndefined();
      expect(data!.updateUserRole.role).toBe('SUPERVISOR');
      expect((await repo.findOneByOrFail({ id: target.user.id })).role).toBe(Role.SUPERVISOR);
    });

    it('refuses your own role, a role above your own, ADMIN granting ADMIN, and touching a SUPER_ADMIN', async () => {
      const admin = await signedIn(t, Role.ADMIN);
      const officer = await createUser(t, Role.OFFICER);
      const superAdmin = await createUser(t, Role.SUPER_ADMIN);
      const self = await admin.agent.patch(`/api/users/${admin.user.id}/role`).send({ role: 'READONLY' }).expect(403);
      expect(self.body.message).toBe('You cannot change your own role');
      await admin.agent.patch(`/api/users/${officer.user.id}/role`).send({ role: 'SUPER_ADMIN' }).expect(403);
      await admin.agent.patch(`/api/users/${officer.user.id}/role`).send({ role: 'ADMIN' }).expect(403);
      await admin.agent.patch(`/api/users/${superAdmin.user.id}/role`).send({ role: 'READONLY' }).expect(403);
      expect((await repo.findOneByOrFail({ id: officer.user.id })).role).toBe(Role.OFFICER);
      expect((await repo.findOneByOrFail({ id: superAdmin.user.id })).role).toBe(Role.SUPER_ADMIN);
      expect((await repo.findOneByOrFail({ id: admin.user.id })).role).toBe(Role.ADMIN);
      const gqlSelf = await gqlAs(admin.agent, 'mutation($id: ID!) { updateUserRole(userId: $id, role: READONLY) { id } }', { id: admin.user.id });
      expect(gqlSelf.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });

    it('SUPER_ADMIN may grant ADMIN; unknown users are 404 and unknown roles 400; OFFICER may not call it', async () => {
      const sa = await signedIn(t, Role.SUPER_ADMIN);
      const officer = await createUser(t, Role.OFFICER);
      await sa.agent.patch(`/api/users/${officer.user.id}/role`).send({ role: 'ADMIN' }).expect(200);
      expect((await repo.findOneByOrFail({ id: officer.user.id })).role).toBe(Role.ADMIN);
      await sa.agent.patch('/api/users/00000000-0000-4000-8000-000000000000/role').send({ role: 'READONLY' }).expect(404);
      await sa.agent.patch('/api/users/not-a-uuid/role').send({ role: 'READONLY' }).expect(404);
      const bad = await sa.agent.patch(`/api/users/${officer.user.id}/role`).send({ role: 'KING' }).expect(400);
      expect(bad.body.fields.role).toMatch(/Role must be one of/);
      const other = await signedIn(t, Role.OFFICER);
      await other.agent.patch(`/api/users/${officer.user.id}/role`).send({ role: 'READONLY' }).expect(403);
    });

    it('a demoted ADMIN is refused on the next request of the session it already has', async () => {
      const sa = await signedIn(t, Role.SUPER_ADMIN);
      const admin = await signedIn(t, Role.ADMIN);
      await admin.agent.get('/api/users').expect(200);
      await sa.agent.patch(`/api/users/${admin.user.id}/role`).send({ role: 'READONLY' }).expect(200);
      await admin.agent.get('/api/users').expect(403);
      const me = await admin.agent.get('/api/user').expect(200);
      expect(me.body.role).toBe('READONLY');
    });
  });

  describe('test flag', () => {
    it('PATCH /api/users/{id}/test-flag and setTestUserFlag set and clear it, for ADMIN only', async () => {
      const admin = await signedIn(t, Role.ADMIN);
      const target = await createUser(t, Role.OFFICER);
      const res = await admin.agent.patch(`/api/users/${target.user.id}/test-flag`).send({ isTestUser: true }).expect(200);
      expect(res.body).toMatchObject({ id: target.user.id, isTestUser: true });
      expect((await repo.findOneByOrFail({ id: target.user.id })).isTestUser).toBe(true);
      await admin.agent.patch(`/api/users/${target.user.id}/test-flag`).send({ isTestUser: 'yes' }).expect(400);
      const { data, errors } = await gqlAs<{ setTestUserFlag: { isTestUser: boolean } }>(
        admin.agent,
        'mutation($id: ID!) { setTestUserFlag(userId: $id, isTestUser: false) { id isTestUser } }',
        { id: target.user.id },
      );
      expect(errors).toBeUndefined();
      expect(data!.setTestUserFlag.isTestUser).toBe(false);
      expect((await repo.findOneByOrFail({ id: target.user.id })).isTestUser).toBe(false);
      const sup = await signedIn(t, Role.SUPERVISOR);
      await sup.agent.patch(`/api/users/${target.user.id}/test-flag`).send({ isTestUser: true }).expect(403);
    });
  });

  describe('profile', () => {
    it('PATCH /api/user/profile updates names and photo; GraphQL updateProfile too', async () => {
      const me = await signedIn(t, Role.OFFICER);
      const upload = await me.agent.post('/api/upload/profile-image').attach('file', PNG, { filename: 'me.png', contentType: 'image/png' }).expect(201);
      const res = await me.agent
        .patch('/api/user/profile')
        .send({ firstName: ' Ada ', lastName: 'Lovelace', profileImageUrl: upload.body.url })
        .expect(200);
      expect(res.body).toMatchObject({ id: me.user.id, firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: upload.body.url });
      const { data, errors } = await gqlAs<{ updateProfile: { firstName: string; profileImageUrl: string | null } }>(
        me.agent,
        'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName lastName profileImageUrl } }',
        { input: { firstName: 'Grace', lastName: 'Hopper', profileImageUrl: null } },
      );
      expect(errors).toBeUndefined();
      expect(data!.updateProfile).toEqual({ firstName: 'Grace', lastName: 'Hopper', profileImageUrl: null });
      const row = await repo.findOneByOrFail({ id: me.user.id });
      expect(row).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', profileImageUrl: null });
    });

    it('refuses role or email in the body (mass assignment) and leaves the row unchanged', async () => {
      const me = await signedIn(t, Role.OFFICER);
      const before = await repo.findOneByOrFail({ id: me.user.id });
      const withRole = await me.agent.patch('/api/user/profile').send({ firstName: 'X', lastName: 'Y', role: 'SUPER_ADMIN' }).expect(400);
      expect(withRole.body.fields).toHaveProperty('role');
      const withEmail = await me.agent.patch('/api/user/profile').send({ firstName: 'X', lastName: 'Y', email: 'boss@example.org' }).expect(400);
      expect(withEmail.body.fields).toHaveProperty('email');
      expect(await repo.findOneByOrFail({ id: me.user.id })).toEqual(before);
      const gql = await gqlAs(me.agent, 'mutation { updateProfile(input: { firstName: "X", lastName: "Y", role: SUPER_ADMIN }) { role } }');
      expect(gql.errors).toBeDefined();
      expect(await repo.findOneByOrFail({ id: me.user.id })).toEqual(before);
    });

    it('requires the names and accepts only image urls this server issued', async () => {
      const me = await signedIn(t, Role.OFFICER);
      const empty = await me.agent.patch('/api/user/profile').send({ firstName: ' ', lastName: '' }).expect(400);
      expect(empty.body.fields).toEqual({ firstName: 'First name is required', lastName: 'Last name is required' });
      const foreign = await me.agent
        .patch('/api/user/profile')
        .send({ firstName: 'A', lastName: 'B', profileImageUrl: 'https://evil.example/x.png' })
        .expect(400);
      expect(foreign.body.fields.profileImageUrl).toBeDefined();
      await request(t.url).patch('/api/user/profile').set('Origin', t.url).send({ firstName: 'A', lastName: 'B' }).expect(401);
    });
  });

  describe('password change', () => {
    it('needs the current password, ends the other sessions, keeps this one, and the new password signs in', async () => {
      const me = await signedIn(t, Role.OFFICER);
      const other = agent(t);
      await other.post('/api/auth/login').send({ email: me.user.email, password: PASSWORD }).expect(200);
      await other.get('/api/user').expect(200);

      const wrong = await me.agent
        .patch('/api/user/password')
        .send({ currentPassword: 'nope!nope', newPassword: 'Better!pass2', confirmPassword: 'Better!pass2' })
        .expect(400);
      expect(wrong.body.fields).toEqual({ currentPassword: 'Current password is incorrect' });
      await other.get('/api/user').expect(200);

      const mismatch = await me.agent
        .patch('/api/user/password')
        .send({ currentPassword: PASSWORD, newPassword: 'Better!pass2', confirmPassword: 'Other!pass2' })
        .expect(400);
      expect(mismatch.body.fields).toEqual({ confirmPassword: "Passwords don't match" });
      const weak = await me.agent.patch('/api/user/password').send({ currentPassword: PASSWORD, newPassword: 'short' }).expect(400);
      expect(weak.body.fields.newPassword).toBe('Password must be at least 8 characters');

      const ok = await me.agent
        .patch('/api/user/password')
        .send({ currentPassword: PASSWORD, newPassword: 'Better!pass2', confirmPassword: 'Better!pass2' })
        .expect(200);
      expect(ok.body).toEqual({ message: 'Password updated' });
      await other.get('/api/user').expect(401);
      await me.agent.get('/api/user').expect(200);
      await agent(t).post('/api/auth/login').send({ email: me.user.email, password: PASSWORD }).expect(401);
      const fresh = await agent(t).post('/api/auth/login').send({ email: me.user.email, password: 'Better!pass2' }).expect(200);
      expect(fresh.body.id).toBe(me.user.id);
    });

    it('GraphQL changePassword works the same', async () => {
      const me = await signedIn(t, Role.DISPATCH);
      const wrong = await gqlAs(me.agent, 'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { message } }', {
        i: { currentPassword: 'wrong!pass', newPassword: 'Better!pass2' },
      });
      expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'BAD_REQUEST', fields: { currentPassword: 'Current password is incorrect' } });
      const { data, errors } = await gqlAs<{ changePassword: { message: string } }>(
        me.agent,
        'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { message } }',
        { i: { currentPassword: PASSWORD, newPassword: 'Better!pass2', confirmPassword: 'Better!pass2' } },
      );
      expect(errors).toBeUndefined();
      expect(data!.changePassword.message).toBe('Password updated');
      await me.agent.get('/api/user').expect(200);
      await agent(t).post('/api/auth/login').send({ email: me.user.email, password: 'Better!pass2' }).expect(200);
    });
  });

  describe('profile image upload', () => {
    it('stores a real PNG and serves the same bytes as image/png', async () => {
      const me = await signedIn(t, Role.READONLY);
      const res = await me.agent.post('/api/upload/profile-image').attach('file', PNG, { filename: 'dot.png', contentType: 'image/png' }).expect(201);
      expect(res.body.url).toMatch(/^\/api\/files\/profile-images\/[0-9a-f-]{36}\.png$/);
      const img = await request(t.url).get(res.body.url).buffer(true).parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      }).expect(200);
      expect(img.headers['content-type']).toBe('image/png');
      expect(img.headers['x-content-type-options']).toBe('nosniff');
      expect(img.headers['cache-control']).toContain('max-age=31536000');
      expect(Buffer.compare(img.body as Buffer, PNG)).toBe(0);
    });

    it('answers 413 for a 6 MB image with the spec message, not 500', async () => {
      const me = await signedIn(t, Role.OFFICER);
      const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
      const res = await me.agent.post('/api/upload/profile-image').attach('file', big, { filename: 'big.png', contentType: 'image/png' });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'payload_too_large', message: 'File too large: Profile image must be less than 5MB.' });
    });

    it('answers 415 for a text file named x.png', async () => {
      const me = await signedIn(t, Role.OFFICER);
      const res = await me.agent
        .post('/api/upload/profile-image')
        .attach('file', Buffer.from('just some text, honestly'), { filename: 'x.png', contentType: 'image/png' })
        .expect(415);
      expect(res.body).toMatchObject({ code: 'unsupported_media_type', message: 'Invalid file type: Please select an image file.' });
    });

    it('refuses anonymous uploads, a missing file, and serves 404 for unknown or malformed names', async () => {
      await request(t.url).post('/api/upload/profile-image').set('Origin', t.url).attach('file', PNG, 'a.png').expect(401);
      const me = await signedIn(t, Role.OFFICER);
      await me.agent.post('/api/upload/profile-image').field('other', 'x').expect(400);
      await request(t.url).get('/api/files/profile-images/00000000-0000-4000-8000-000000000000.png').expect(404);
      await request(t.url).get('/api/files/profile-images/..%2F..%2Fetc%2Fpasswd').expect(404);
      await request(t.url).get('/api/files/profile-images/health.txt').expect(404);
    });
  });

  describe('audit events', () => {
    it('pages for ADMIN; refused for OFFICER and anonymous; limit capped at 200', async () => {
      const admin = await signedIn(t, Role.ADMIN);
      const { data, errors } = await gqlAs<{ auditEvents: { total: number; items: { action: string }[] } }>(
        admin.agent,
        '{ auditEvents(page: 1, limit: 2) { total items { action at } } }',
      );
      expect(errors).toBeUndefined();
      expect(data!.auditEvents.items.length).toBeLessThanOrEqual(2);
      expect(data!.auditEvents.total).toBeGreaterThan(0);
      const tooMany = await gqlAs(admin.agent, '{ auditEvents(limit: 201) { total } }');
      expect(tooMany.errors?.[0].extensions?.code).toBe('VALIDATION_FAILED');

      const officer = await signedIn(t, Role.OFFICER);
      const refused = await gqlAs(officer.agent, '{ auditEvents { total } }');
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(refused.data ?? null).toBeNull();
      const anon = await gqlAs(agent(t), '{ auditEvents { total } }');
      expect(anon.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
});
