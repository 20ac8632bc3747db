import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Role } from '../../server/common/auth/role.js';
import { FirstRunService, SETUP_DONE, SETUP_LINK_INVALID } from '../../server/modules/auth/first-run.service.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { PASSWORD, agent, createUser } from '../helpers/auth.js';

/** The first administrator of a fresh install (issue 16): a one-time setup link, race-safe, never served. */
describe('first run: the setup link', () => {
  let t: TestApp;
  let db: DataSource;
  let firstRun: FirstRunService;
  const userCount = async () => Number((await db.query('SELECT count(*)::int AS n FROM users'))[0].n);
  const setup = (token: string, n: number, password = 'Corvid!shelter9') =>
    agent(t).post('/api/auth/setup').send({ token, email: `admin${n}@example.org`, firstName: 'Ada', lastName: `Admin ${n}`, password });
  const gqlSetup = (token: string, n: number) =>
    agent(t)
      .post('/graphql')
      .send({
        query: 'mutation($input: FirstAdminInput!) { createFirstAdmin(input: $input) { firstSignIn user { email role } } }',
        variables: { input: { token, email: `gql${n}@example.org`, firstName: 'Grace', lastName: `Admin ${n}`, password: 'Corvid!shelter9' } },
      });

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<DataSource>(getDataSourceToken());
    firstRun = t.app.get(FirstRunService);
  }, 60000);
  afterAll(() => t.close());

  it('says setup is needed, on both doors, and nothing else', async () => {
    expect(await userCount()).toBe(0);
    const rest = await agent(t).get('/api/auth/setup');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ setupRequired: true });
    const gql = await agent(t).post('/graphql').send({ query: '{ setupRequired }' });
    expect(gql.body).toEqual({ data: { setupRequired: true } });
  });

  it('keeps only a hash of the token, and serves it nowhere', async () => {
    const token = (await firstRun.issueToken())!;
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = JSON.stringify(await db.query('SELECT * FROM setup_tokens'));
    expect(stored).not.toContain(token);
    for (const path of ['/api/auth/setup', '/api/health/all', '/api/logo-url', '/api/docs-json']) {
      const res = await agent(t).get(path);
      expect(res.text).not.toContain(token);
    }
  });

  it('refuses a wrong token, and a weak password without using the link up', async () => {
    const token = (await firstRun.issueToken())!;
    const wrong = await setup(`${token}x`, 1);
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(SETUP_LINK_INVALID);
    const weak = await setup(token, 1, 'password');
    expect(weak.status).toBe(400);
    const withEmail = await setup(token, 1, 'admin1!xyz');
    expect(withEmail.status).toBe(400);
    expect(withEmail.body.message).toContain('email');
    expect(await userCount()).toBe(0);
    expect(await db.query('SELECT 1 FROM setup_tokens')).not.toHaveLength(0);
  });

  it('creates exactly one SUPER_ADMIN under concurrent calls with two processes’ links, and signs them in', async () => {
    await db.query('DELETE FROM setup_tokens');
    // Two server processes started on the same empty database: each printed its own link.
    const [a, b] = [(await firstRun.issueToken())!, (await firstRun.issueToken())!];
    const calls = Array.from({ length: 12 }, (_, i) => (i % 3 === 2 ? gqlSetup(i % 2 ? a : b, i) : setup(i % 2 ? a : b, i)));
    const answers = await Promise.all(calls);
    const created = answers.filter((r) => (r.body.data ? r.body.data.createFirstAdmin : r.status === 200 && r.body.id));
    expect(created.length).toBe(1);
    expect(await userCount()).toBe(1);
    expect(await db.query('SELECT 1 FROM setup_tokens')).toHaveLength(0);
    for (const r of answers.filter((x) => !created.includes(x))) {
      if (r.body.data !== undefined || r.body.errors) expect(r.body.errors[0].extensions.code).toMatch(/CONFLICT|FORBIDDEN/);
      else expect([403, 409]).toContain(r.status);
    }
    const [{ role, email }] = await db.query('SELECT role, email FROM users');
    expect(role).toBe(Role.SUPER_ADMIN);
    // The winner is signed in: its cookie reads the new account.
    const cookie = created[0].headers['set-cookie'];
    const me = await agent(t).get('/api/user').set('Cookie', cookie);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, role: 'SUPER_ADMIN' });
  });

  it('once a user exists: setup is not needed, no link is issued, and the endpoint refuses', async () => {
    expect((await agent(t).get('/api/auth/setup')).body).toEqual({ setupRequired: false });
    expect(await firstRun.issueToken()).toBeNull();
    const late = await setup('any-token', 99);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'conflict', message: SETUP_DONE });
    const gql = await gqlSetup('any-token', 99);
    expect(gql.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(await userCount()).toBe(1);
  });

  it('a first sign-in says so; later ones do not (Welcome, not Welcome back)', async () => {
    const { user } = await createUser(t, Role.OFFICER);
    const login = () =>
      agent(t)
        .post('/graphql')
        .send({ query: `mutation { login(input: { email: "${user.email}", password: "${PASSWORD}" }) { firstSignIn user { id } } }` });
    expect((await login()).body.data.login).toMatchObject({ firstSignIn: true, user: { id: user.id } });
    expect((await login()).body.data.login.firstSignIn).toBe(false);
  });
});
