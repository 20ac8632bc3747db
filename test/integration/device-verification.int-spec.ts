import { createHash } from 'node:crypto';
import { getDataSourceToken } from '@nestjs/typeorm';
import type TestAgent from 'supertest/lib/agent.js';
import type { DataSource } from 'typeorm';
import { Role } from '../../server/common/auth/role.js';
import { codeAt } from '../../server/modules/auth/totp.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { PASSWORD, agent, awayFromStepEdge, cookieOf, createUser } from '../helpers/auth.js';
import { mailCountTo, waitForMailTo } from '../helpers/outbox.js';

/**
 * Issue 38, item 4: a new device can still get in while an account's sign-ins are throttled (device verification,
 * README "Throttling"), and TOTP failures count per device and account.
 */
const DEVICE_ANSWER = {
  statusCode: 429,
  code: 'too_many_requests',
  message: 'Too many sign-in attempts for this account. If the password was right, we have emailed you a link to sign in on this device.',
  deviceVerification: true,
};
const deviceToken = (mail: string) => /\/auth\?device=([\w-]+)/.exec(mail)![1];
/** A code outside the server's window (this step and one either side). */
const wrongCode = (secret: string) =>
  [-30_000, 0, 30_000].some((d) => codeAt(secret, Date.now() + d) === '123456') ? '654321' : '123456';
const setCookies = (res: { headers: Record<string, unknown> }) => ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);

describe('device verification and per-device TOTP buckets (issue 38)', () => {
  let t: TestApp;
  let db: DataSource;
  let net = 0;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(getDataSourceToken());
  });
  afterAll(() => t.close());

  const login = (a: TestAgent, email: string, password = PASSWORD, otp?: string) => a.post('/api/auth/login').send({ email, password, otp });

  /**
   * Many source IPs, one wrong guess each, at one account: its 10 guesses and the paced one are spent, and the
   * next guess already meets device verification. Returns a guesser that takes the pace point again if it refilled.
   */
  async function attack(email: string): Promise<() => Promise<void>> {
    const subnet = ++net;
    let host = 0;
    const guess = () => login(agent(t, `198.18.${subnet}.${++host}`), email, `Wrong!guess${host}`);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await guess()).status);
    expect(statuses).toEqual([...Array(11).fill(401), 429]);
    return async () => void expect([401, 429]).toContain((await guess()).status);
  }

  it('under attack, the right password from a new device gets the mailed link, which signs that device in once', async () => {
    const { user } = await createUser(t, Role.OFFICER);
    const guessAgain = await attack(user.email);

    await guessAgain();
    const phone = agent(t, '192.0.2.150');
    const refused = await login(phone, user.email);
    // Old behaviour: 429 "Too many attempts. Try again in N seconds." and nothing else, for as long as the attack lasts.
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(DEVICE_ANSWER);
    expect(refused.headers['retry-after']).toBeUndefined();
    expect(setCookies(refused)).toEqual([]);

    const mail = await waitForMailTo(t, user.email, (m) => m.includes('/auth?device='));
    expect(mail).toMatch(/Subject: Sign in to BETI on a new device/);
    expect(mail).toContain(`${t.config.APP_ORIGIN}/auth?device=`);
    const token = deviceToken(mail);
    // Stored only as its SHA-256.
    const rows = await db.query('SELECT token_hash, expires_at, used_at FROM device_verifications WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(new Date(rows[0].expires_at).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    const signedIn = await phone.post('/api/auth/verify-device').send({ token }).expect(200);
    expect(signedIn.body).toMatchObject({ id: user.id, email: user.email });
    expect(cookieOf(phone)).toMatch(/beti\.sid=/);
    expect(cookieOf(phone)).toMatch(/beti\.dev=/);
    await phone.get('/api/user').expect(200).expect((r) => expect(r.body.email).toBe(user.email));

    // Once only, by anyone.
    const again = await agent(t, '192.0.2.151').post('/api/auth/verify-device').send({ token }).expect(400);
    expect(again.body.message).toBe('Invalid or expired sign-in link');
    await phone.post('/api/auth/verify-device').send({ token }).expect(400);

    // The device is remembered: its next sign-in counts on its own bucket, attack or not.
    await phone.post('/api/auth/logout').expect(200);
    await guessAgain();
    await login(phone, user.email).expect(200);

    const audit = await db.query(`SELECT action FROM audit_events WHERE target = $1 AND action LIKE 'auth.device.%' ORDER BY id`, [`user:${user.id}`]);
    expect(audit.map((r: { action: string }) => r.action)).toEqual(expect.arrayContaining(['auth.device.verification', 'auth.device.link_sent', 'auth.device.verified']));
  });

  it('an expired link fails, on the GraphQL door too', async () => {
    const { user } = await createUser(t, Role.OFFICER);
    const guessAgain = await attack(user.email);
    await guessAgain();
    const laptop = agent(t, '192.0.2.160');
    await login(laptop, user.email).expect(429);
    const token = deviceToken(await waitForMailTo(t, user.email, (m) => m.includes('/auth?device=')));
    await db.query(`UPDATE device_verifications SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    const query = 'mutation ($input: VerifyDeviceInput!) { verifyDevice(input: $input) { requiresTotp user { id } } }';
    const res = await laptop.post('/graphql').send({ query, variables: { input: { token } } }).expect(200);
    expect(res.body.errors[0]).toMatchObject({ message: 'Invalid or expired sign-in link', extensions: { code: 'BAD_REQUEST' } });
    expect(cookieOf(laptop)).not.toMatch(/beti\.sid=/);
    await laptop.get('/api/user').expect(401);
  });

  it('a new password voids the links already mailed', async () => {
    const { user } = await createUser(t, Role.OFFICER);
    const desk = agent(t, '192.0.2.165');
    await login(desk, user.email).expect(200);
    const guessAgain = await attack(user.email);
    await guessAgain();
    await login(agent(t, '192.0.2.166'), user.email).expect(429);
    const token = deviceToken(await waitForMailTo(t, user.email, (m) => m.includes('/auth?device=')));
    const fresh = 'Kennel!route9';
    await desk.patch('/api/user/password').send({ currentPassword: PASSWORD, newPassword: fresh, confirmPassword: fresh }).expect(200);
    await agent(t, '192.0.2.166').post('/api/auth/verify-device').send({ token }).expect(400);
  });

  it('a wrong password under attack gets a byte-identical answer and sends no mail; so does an unknown email', async () => {
    const { user } = await createUser(t, Role.OFFICER);
    const guessAgain = await attack(user.email);
    await guessAgain();
    const wrong = await login(agent(t, '192.0.2.170'), user.email, 'Not!thepassword1');
    await guessAgain();
    const right = await login(agent(t, '192.0.2.171'), user.email);
    expect(wrong.status).toBe(429);
    expect(right.status).toBe(429);
    expect(wrong.text).toBe(right.text);
    expect(JSON.parse(wrong.text)).toEqual(DEVICE_ANSWER);
    expect(setCookies(wrong)).toEqual([]);
    expect(setCookies(right)).toEqual([]);

    // The right one mails a link; the wrong one (and the attack's guesses) nothing.
    await waitForMailTo(t, user.email, (m) => m.includes('/auth?device='));
    expect(mailCountTo(t, user.email)).toBe(1);
    const links = await db.query('SELECT count(*)::int AS n FROM device_verifications WHERE user_id = $1', [user.id]);
    expect(links[0].n).toBe(1);
    const audit = await db.query(
      `SELECT details FROM audit_events WHERE action = 'auth.device.verification' AND target = $1 ORDER BY id`,
      [`user:${user.id}`],
    );
    expect(audit.filter((r: { details: { mailed: boolean } }) => r.details.mailed)).toHaveLength(1);

    const ghost = `ghost-${Date.now()}@example.org`;
    await attack(ghost);
    const unknown = await login(agent(t, '192.0.2.172'), ghost);
    expect(unknown.status).toBe(429);
    expect(unknown.text).toBe(right.text);
  });

  it('the verification path costs a guesser its IP’s 10 checks, then a plain 429', async () => {
    const { user } = await createUser(t, Role.OFFICER);
    await attack(user.email);
    const ip = '192.0.2.180';
    const statuses: string[] = [];
    for (let i = 0; i < 12 && statuses.at(-1) !== '429'; i++) {
      const res = await login(agent(t, ip), user.email, `Wrong!again${i}`);
      statuses.push(res.body.deviceVerification ? 'verification' : String(res.status));
    }
    // (The first may take the paced guess, 401, if 30 s went by since the attack.)
    expect(statuses.filter((s) => s === 'verification')).toHaveLength(10);
    expect(statuses.at(-1)).toBe('429');
    const blocked = await login(agent(t, ip), user.email);
    expect(blocked.status).toBe(429);
    expect(blocked.body.deviceVerification).toBeUndefined();
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('with TOTP, the link asks for the code without being spent, then signs the device in', async () => {
    const { user, totpSecret } = await createUser(t, Role.SUPERVISOR);
    const guessAgain = await attack(user.email);
    await guessAgain();
    const tablet = agent(t, '192.0.2.190');
    await login(tablet, user.email).expect(429);
    const token = deviceToken(await waitForMailTo(t, user.email, (m) => m.includes('/auth?device=')));

    const ask = await tablet.post('/api/auth/verify-device').send({ token }).expect(200);
    expect(ask.body).toEqual({ requiresTotp: true, message: 'TOTP code required' });
    expect(cookieOf(tablet)).not.toMatch(/beti\.sid=/);
    await awayFromStepEdge();
    const bad = await tablet.post('/api/auth/verify-device').send({ token, otp: wrongCode(totpSecret!) }).expect(401);
    expect(bad.body.fields).toEqual({ otp: 'Invalid TOTP code' });
    const done = await tablet.post('/api/auth/verify-device').send({ token, otp: codeAt(totpSecret!) }).expect(200);
    expect(done.body).toMatchObject({ id: user.id });
    await tablet.get('/api/user').expect(200);
    await agent(t).post('/api/auth/verify-device').send({ token, otp: codeAt(totpSecret!) }).expect(400);
  });

  it('TOTP failures from other devices never lock a known device’s TOTP step; a new device gets the mailed link', async () => {
    const { user, totpSecret } = await createUser(t, Role.SUPERVISOR);
    await awayFromStepEdge();
    // The owner signed in from this browser before: it holds the device cookie.
    const known = agent(t, '192.0.2.200');
    await login(known, user.email, PASSWORD, codeAt(totpSecret!)).expect(200);
    await known.post('/api/auth/logout').expect(200);
    // (A code works once: let the owner's next sign-in use the current step again.)
    await db.query('UPDATE users SET totp_last_step = NULL WHERE id = $1', [user.id]);

    // Someone with the password, from other devices: five wrong codes, then the unknown devices' bucket is shut.
    const bad = wrongCode(totpSecret!);
    for (let i = 0; i < 5; i++) await login(agent(t, `192.0.2.${210 + i}`), user.email, PASSWORD, bad).expect(401);
    const shut = await login(agent(t, '192.0.2.220'), user.email, PASSWORD, bad);
    // The password was right: a new device whose TOTP step is shut is offered the mailed link, not a wait.
    expect([shut.status, shut.body]).toEqual([429, DEVICE_ANSWER]);
    const tablet = agent(t, '192.0.2.221');
    expect((await login(tablet, user.email, PASSWORD, codeAt(totpSecret!))).body).toEqual(DEVICE_ANSWER);
    const token = deviceToken(await waitForMailTo(t, user.email, (m) => m.includes('/auth?device=')));
    await awayFromStepEdge();
    await db.query('UPDATE users SET totp_last_step = NULL WHERE id = $1', [user.id]);
    await tablet.post('/api/auth/verify-device').send({ token, otp: codeAt(totpSecret!) }).expect(200);
    await tablet.post('/api/auth/logout').expect(200);
    await db.query('UPDATE users SET totp_last_step = NULL WHERE id = $1', [user.id]);

    // Old behaviour: the known device got the same 429 for 15 minutes.
    await awayFromStepEdge();
    const res = await login(known, user.email, PASSWORD, codeAt(totpSecret!));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id });
  });
});
