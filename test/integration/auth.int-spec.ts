import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Role } from '../../server/common/auth/role.js';
import { codeAt } from '../../server/modules/auth/totp.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { PASSWORD, agent, awayFromStepEdge, createUser, signedIn } from '../helpers/auth.js';
import { gql } from '../helpers/graphql.js';
import { mailCountTo, waitForMailTo } from '../helpers/outbox.js';
import { SESSION_CACHE_MS } from '../../server/modules/auth/sessions.service.js';

const sid = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('beti.sid='));

describe('sign-in, sessions and TOTP', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(getDataSourceToken());
  });
  afterAll(() => t.close());

  it('signs an officer in with a fresh HttpOnly Lax cookie, answers GET /api/user, and logout kills the cookie', async () => {
    const { user } = await createUser(t, Role.OFFICER);
    const a = agent(t);
    const first = await a.post('/api/auth/login').send({ email: user.email.toUpperCase(), password: PASSWORD }).expect(200);
    expect(first.body).toMatchObject({ email: user.email, role: 'OFFICER', isRestricted: false });
    const cookie = sid(first)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const again = await agent(t).post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    expect(sid(again)!.split(';')[0]).not.toBe(cookie.split(';')[0]);
    await a.get('/api/user').expect(200).expect((r) => expect(r.body.lastLoginAt).toBeTruthy());
    await a.post('/api/auth/logout').expect(200);
    const stale = agent(t).set('Cookie', cookie.split(';')[0]);
    await stale.get('/api/user').expect(401);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const { user } = await createUser(t, Role.OFFICER);
    const unknown = await agent(t).post('/api/auth/login').send({ email: 'nobody@example.org', password: PASSWORD });
    const wrong = await agent(t).post('/api/auth/login').send({ email: user.email, password: 'Wrong!pass' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    await agent(t).get('/api/user').expect(401);
  });

  it('validates the sign-in form per field with the spec messages', async () => {
    const res = await agent(t).post('/api/auth/login').send({ email: 'not-an-email', password: '' }).expect(400);
    expect(res.body.fields).toEqual({ email: 'Valid email is required', password: 'Password is required' });
    const missing = await agent(t).post('/api/auth/login').send({ email: 'a@b.co' }).expect(400);
    expect(missing.body.fields).toEqual({ password: 'Password is required' });
  });

  it('gives a TOTP role without TOTP a session that can only set up TOTP and sign out, then a new one after it', async () => {
    const { user } = await createUser(t, Role.ADMIN, { totp: false });
    const a = agent(t);
    const login = await a.post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    expect(login.body).toEqual({ requiresTotpSetup: true, next: '/setup/totp' });
    const restrictedCookie = sid(login)!.split(';')[0];
    await a.get('/api/users').expect(403);
    await a.patch('/api/user/profile').send({ firstName: 'A', lastName: 'B' }).expect(403);
    expect((await a.get('/api/user').expect(200)).body.isRestricted).toBe(true);

    const setup = await a.post('/api/auth/totp/setup').expect(200);
    expect(setup.body.qrPngDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    await waitForMailTo(t, user.email, (m) => m.includes('Two-factor authentication setup started'));

    await a.post('/api/auth/totp/verify').send({ code: '000000' === codeAt(setup.body.secret) ? '111111' : '000000' }).expect(400);
    await a.post('/api/auth/totp/verify').send({ code: '12' }).expect(400, /TOTP code must be 6 digits/);
    const verified = await a.post('/api/auth/totp/verify').send({ code: codeAt(setup.body.secret) }).expect(200);
    expect(verified.body.user).toMatchObject({ totpEnabled: true, isRestricted: false });
    expect(sid(verified)!.split(';')[0]).not.toBe(restrictedCookie);
    await agent(t).set('Cookie', restrictedCookie).get('/api/user').expect(401);
    await a.get('/api/users').expect(200);
  });

  it('asks for the code, accepts it once, refuses a replay and drift beyond one step', async () => {
    const { user, totpSecret } = await createUser(t, Role.SUPERVISOR);
    const a = agent(t);
    expect((await a.post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200)).body).toMatchObject({
      requiresTotp: true,
    });
    const code = codeAt(totpSecret!);
    await a.post('/api/auth/login').send({ email: user.email, password: PASSWORD, otp: code }).expect(200);
    const replay = await agent(t).post('/api/auth/login').send({ email: user.email, password: PASSWORD, otp: code }).expect(401);
    expect(replay.body.message).toBe('Invalid TOTP code');

    const drifted = await createUser(t, Role.SUPERVISOR);
    await awayFromStepEdge();
    const twoStepsAgo = codeAt(drifted.totpSecret!, Date.now() - 65_000);
    if (twoStepsAgo !== codeAt(drifted.totpSecret!) && twoStepsAgo !== codeAt(drifted.totpSecret!, Date.now() - 30_000)) {
      await agent(t).post('/api/auth/login').send({ email: drifted.user.email, password: PASSWORD, otp: twoStepsAgo }).expect(401);
    }
    const oneStepAgo = codeAt(drifted.totpSecret!, Date.now() - 30_000);
    await agent(t).post('/api/auth/login').send({ email: drifted.user.email, password: PASSWORD, otp: oneStepAgo }).expect(200);
  });

  it('caps wrong TOTP codes (5 in 15 minutes): a known device waits (Retry-After), a new device is offered the mailed link', async () => {
    const { user, totpSecret } = await createUser(t, Role.SUPERVISOR);
    const bad = codeAt(totpSecret!) === '123456' ? '654321' : '123456';
    // A device that signed in before has a bucket of its own.
    const known = agent(t);
    await awayFromStepEdge();
    await known.post('/api/auth/login').send({ email: user.email, password: PASSWORD, otp: codeAt(totpSecret!) }).expect(200);
    for (let i = 0; i < 5; i++) {
      await agent(t).post('/api/auth/login').send({ email: user.email, password: PASSWORD, otp: bad }).expect(401);
    }
    const blocked = await agent(t).post('/api/auth/login').send({ email: user.email, password: PASSWORD, otp: codeAt(totpSecret!) });
    expect([blocked.status, blocked.body.deviceVerification]).toEqual([429, true]);
    for (let i = 0; i < 5; i++) await known.post('/api/auth/login').send({ email: user.email, password: PASSWORD, otp: bad }).expect(401);
    const waits = await known.post('/api/auth/login').send({ email: user.email, password: PASSWORD, otp: bad });
    expect(waits.status).toBe(429);
    expect(waits.body.deviceVerification).toBeUndefined();
    expect(Number(waits.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('slows an account to one guess per 30 s from unknown devices after 10 failures, then answers with device verification', async () => {
    const { user } = await createUser(t, Role.OFFICER);
    for (let i = 0; i < 10; i++) await agent(t).post('/api/auth/login').send({ email: user.email, password: 'Wrong!pass' }).expect(401);
    await agent(t).post('/api/auth/login').send({ email: user.email, password: 'Wrong!pass' }).expect(401); // the paced guess
    const res = await agent(t).post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(429);
    // Not a wait: a mailed link lets this device in (device-verification.int-spec.ts).
    expect(res.body).toMatchObject({ code: 'too_many_requests', deviceVerification: true });
  });

  it('throttles sign-in after 50 failures from one IP across accounts, with backoff', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 50; i++) await agent(t, ip).post('/api/auth/login').send({ email: `nobody${i}@example.org`, password: 'x' }).expect(401);
    const { user } = await createUser(t, Role.OFFICER);
    const blocked = await agent(t, ip).post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    await agent(t).post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
  });

  it('GraphQL aliases cannot multiply sign-in attempts', async () => {
    const many = Array.from({ length: 20 }, (_, i) => `a${i}: login(input: { email: "x@y.z", password: "p" }) { requiresTotp }`).join('\n');
    const res = await gql(t.url, `mutation { ${many} }`);
    expect(res.errors?.[0].message).toMatch(/Query too complex: aliases > 15/);
    const deep = await gql(t.url, '{ me { id } health { checks { db { status } } } }');
    expect(deep.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('ends a session after the idle timeout (2 h)', async () => {
    const { agent: a, user } = await signedIn(t, Role.OFFICER);
    await db.query(`UPDATE sessions SET last_seen_at = now() - interval '119 minutes' WHERE user_id = $1`, [user.id]);
    await a.get('/api/user').expect(200); // still inside, and the request counts as activity
    await db.query(`UPDATE sessions SET last_seen_at = now() - interval '121 minutes' WHERE user_id = $1`, [user.id]);
    // A change made outside the server (here, straight in the database) is seen once its lookup cache expires.
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 50));
    await a.get('/api/user').expect(401);
  });

  it('ends an active session after the absolute timeout (12 h)', async () => {
    const { agent: a, user } = await signedIn(t, Role.OFFICER);
    await db.query(`UPDATE sessions SET created_at = now() - interval '12 hours 1 minute' WHERE user_id = $1`, [user.id]);
    await a.get('/api/user').expect(401);
    expect(await db.query('SELECT 1 FROM sessions WHERE user_id = $1', [user.id])).toHaveLength(0);
  });

  it('refuses state-changing REST requests from another origin or without one', async () => {
    const { user } = await createUser(t, Role.OFFICER);
    const body = { email: user.email, password: PASSWORD };
    await agent(t).post('/api/auth/login').set('Origin', 'https://evil.example').send(body).expect(403);
    const { default: request } = await import('supertest');
    await request(t.url).post('/api/auth/login').set('X-Forwarded-For', '192.0.2.10').send(body).expect(403);
    await request(t.url).post('/api/auth/login').set('X-Forwarded-For', '192.0.2.10').set('Sec-Fetch-Site', 'same-origin').send(body).expect(200);
  });

  it('lets ADMIN and SUPERVISOR reset their own TOTP with their password, which forces setup again; others are refused', async () => {
    const sup = await signedIn(t, Role.SUPERVISOR);
    const before = mailCountTo(t, sup.user.email);
    await sup.agent.post('/api/auth/totp/reset').send({}).expect(400, /Current password is required/);
    await sup.agent.post('/api/auth/totp/reset').send({ currentPassword: 'Wrong!pass1' }).expect(400, /Current password is incorrect/);
    expect((await sup.agent.get('/api/user').expect(200)).body.totpEnabled).toBe(true);
    await sup.agent.post('/api/auth/totp/reset').send({ currentPassword: PASSWORD }).expect(200);
    await waitForMailTo(t, sup.user.email, (m) => m.includes('two-factor authentication was removed'));
    expect(mailCountTo(t, sup.user.email)).toBeGreaterThan(before);
    await sup.agent.get('/api/users').expect(403);
    expect((await sup.agent.get('/api/user').expect(200)).body).toMatchObject({ totpEnabled: false, isRestricted: true });
    await sup.agent.post('/api/auth/totp/reset').send({ currentPassword: PASSWORD }).expect(403);
    const officer = await signedIn(t, Role.OFFICER);
    await officer.agent.post('/api/auth/totp/reset').send({ currentPassword: PASSWORD }).expect(403);
  });

  it('GraphQL login sets the same session cookie', async () => {
    const { user } = await createUser(t, Role.DISPATCH);
    const a = agent(t);
    const res = await a
      .post('/graphql')
      .send({ query: 'mutation($i: LoginInput!) { login(input: $i) { requiresTotp user { email role } } }', variables: { i: { email: user.email, password: PASSWORD } } })
      .expect(200);
    expect(res.body.data.login.user).toEqual({ email: user.email, role: 'DISPATCH' });
    const me = await a.post('/graphql').send({ query: '{ me { email isRestricted } }' }).expect(200);
    expect(me.body.data.me).toEqual({ email: user.email, isRestricted: false });
  });
});

describe('forgot and reset password', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ APP_ORIGIN: 'https://beti.example.org' });
    db = t.app.get(getDataSourceToken());
  });
  afterAll(() => t.close());

  const tokenFrom = (mail: string) => /\/auth\?reset=([\w-]+)/.exec(mail)![1];

  it('answers the same for unknown and known emails, builds the link from APP_ORIGIN, and works once', async () => {
    const { agent: a, user } = await signedIn(t, Role.OFFICER);
    const unknown = await agent(t).post('/api/auth/forgot-password').send({ email: 'ghost@example.org' }).expect(200);
    const known = await agent(t).post('/api/auth/forgot-password').set('Host', 'evil.example').set('Origin', 'http://evil.example').send({ email: user.email }).expect(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe('If an account with that email exists, a password reset link has been sent.');
    const mail = await waitForMailTo(t, user.email);
    expect(mail).toContain('https://beti.example.org/auth?reset=');
    expect(mail).not.toContain('evil.example');
    const token = tokenFrom(mail);

    await agent(t).post('/api/auth/reset-password').send({ token, newPassword: 'short', confirmPassword: 'short' }).expect(400);
    const mismatch = await agent(t).post('/api/auth/reset-password').send({ token, newPassword: 'New!pass1', confirmPassword: 'Other!pass1' }).expect(400);
    expect(mismatch.body.fields).toEqual({ confirmPassword: "Passwords don't match" });
    const done = await agent(t).post('/api/auth/reset-password').send({ token, newPassword: 'New!pass1', confirmPassword: 'New!pass1' }).expect(200);
    expect(sid(done)).toBeUndefined(); // a reset does not sign in
    await agent(t).post('/api/auth/reset-password').send({ token, newPassword: 'Newer!pass1', confirmPassword: 'Newer!pass1' }).expect(400);
    await a.get('/api/user').expect(401); // sessions ended
    await agent(t).post('/api/auth/login').send({ email: user.email, password: 'New!pass1' }).expect(200);
  });

  it('refuses an expired token, and a reset does not skip TOTP', async () => {
    const { user } = await createUser(t, Role.ADMIN);
    await agent(t).post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const token = tokenFrom(await waitForMailTo(t, user.email));
    await db.query(`UPDATE password_resets SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [user.id]);
    await agent(t).post('/api/auth/reset-password').send({ token, newPassword: 'New!pass1', confirmPassword: 'New!pass1' }).expect(400);

    await agent(t).post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const fresh = tokenFrom(await waitForMailTo(t, user.email, (m) => !m.includes(token)));
    await agent(t).post('/api/auth/reset-password').send({ token: fresh, newPassword: 'New!pass1', confirmPassword: 'New!pass1' }).expect(200);
    const login = await agent(t).post('/api/auth/login').send({ email: user.email, password: 'New!pass1' }).expect(200);
    expect(login.body).toMatchObject({ requiresTotp: true });
  });

  it('marks the cookie Secure when APP_ORIGIN is https', async () => {
    const { user } = await createUser(t, Role.OFFICER);
    const res = await agent(t).post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    expect(sid(res)).toMatch(/Secure/);
  });
});
