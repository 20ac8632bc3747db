import request from 'supertest';
import TestAgent from 'supertest/lib/agent.js';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Role } from '../../server/common/auth/role.js';
import { SecretBox, codeAt, newSecret } from '../../server/modules/auth/totp.js';
import { UserEntity } from '../../server/modules/users/user.entity.js';
import { UsersService } from '../../server/modules/users/users.service.js';
import type { TestApp } from './app.js';

export const PASSWORD = 'Secret!pass1';
let counter = 0;

/** A cookie-keeping client that sends our Origin, as the browser app does. */
export function agent(t: TestApp, ip = `10.${++counter % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`): TestAgent {
  return request.agent(t.url).set('Origin', t.url).set('X-Forwarded-For', ip);
}

export interface TestUser {
  user: UserEntity;
  /** Base32 TOTP secret when TOTP is enabled. */
  totpSecret?: string;
}

/** Creates an active user; roles that need TOTP get it enabled (a secret the test knows). */
export async function createUser(
  t: TestApp,
  role: Role,
  opts: { email?: string; totp?: boolean; isRestricted?: boolean } = {},
): Promise<TestUser> {
  const email = opts.email ?? `${role.toLowerCase()}-${++counter}-${Date.now()}@example.org`;
  const user = await t.app.get(UsersService).create({ email, password: PASSWORD, role, firstName: 'Test', lastName: role });
  const repo = t.app.get<Repository<UserEntity>>(getRepositoryToken(UserEntity));
  const wantsTotp = opts.totp ?? t.config.TOTP_REQUIRED_ROLES.includes(role);
  let totpSecret: string | undefined;
  if (wantsTotp) {
    totpSecret = newSecret();
    const box = t.config.TOTP_ENCRYPTION_KEY ? new SecretBox(t.config.TOTP_ENCRYPTION_KEY, false) : new SecretBox(t.config.SESSION_SECRET, true);
    await repo.update({ id: user.id }, { totpEnabled: true, totpSecretEnc: box.seal(totpSecret) });
    user.totpEnabled = true;
  }
  if (opts.isRestricted) await repo.update({ id: user.id }, { isRestricted: true });
  return { user, totpSecret };
}

/** A signed-in agent for a new user of the role (with its TOTP code when needed). */
export async function signedIn(t: TestApp, role: Role): Promise<{ agent: TestAgent } & TestUser> {
  const u = await createUser(t, role);
  const a = agent(t);
  const res = await a
    .post('/api/auth/login')
    .send({ email: u.user.email, password: PASSWORD, otp: u.totpSecret ? codeAt(u.totpSecret) : undefined });
  if (res.status !== 200 || !res.body.id) throw new Error(`sign-in as ${role} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent: a, ...u };
}

/** The Cookie header an agent sends (for raw http and WebSocket clients). */
export function cookieOf(a: TestAgent): string {
  const jar = (a as unknown as { jar: { getCookies(info: unknown): { toValueString(): string }[] } }).jar;
  return jar.getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false }).map((c) => c.toValueString()).join('; ');
}

/**
 * Waits, when needed, until the current 30 s TOTP step has at least `marginMs` left, so that a code computed
 * now (one step back included) is still in the server's window when a slow sign-in (scrypt first) checks it.
 */
export async function awayFromStepEdge(marginMs = 5000): Promise<void> {
  const into = Date.now() % 30_000;
  if (into > 30_000 - marginMs) await new Promise((r) => setTimeout(r, 30_000 - into + 50));
}

/** A code for the next TOTP step: sign-in spent this step's, and codes work once (one step of drift is allowed). */
export const nextCode = (secret: string) => codeAt(secret, Date.now() + 30_000);

/** Sudo mode (issue 38): the current password, and a fresh TOTP code where the account has one. */
export async function stepUp(caller: { agent: TestAgent; totpSecret?: string }): Promise<void> {
  const res = await caller.agent.post('/api/keys/step-up').send({ currentPassword: PASSWORD, otp: caller.totpSecret ? nextCode(caller.totpSecret) : undefined });
  if (res.status !== 200) throw new Error(`step-up failed: ${res.status} ${JSON.stringify(res.body)}`);
}

export interface CreatedKey {
  secret: string;
  key: { id: string; prefix: string; role: Role; effectiveRole: Role; state: string; scopes: string[]; expiresAt: string; expiresSoon: boolean };
}

/** Creates an API key in the caller's session, stepping up first unless told not to (GraphQL door). */
export async function createKey(
  caller: { agent: TestAgent; totpSecret?: string },
  input: { name: string; role?: Role; scopes?: string[]; expiresAt?: string },
  opts: { stepUp?: boolean } = {},
): Promise<CreatedKey> {
  if (opts.stepUp !== false) await stepUp(caller);
  const res = await caller.agent.post('/graphql').send({
    query: 'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret key { id prefix role effectiveRole state scopes expiresAt expiresSoon } } }',
    variables: { input },
  });
  if (!res.body.data?.createApiKey) throw new Error(`createApiKey: ${JSON.stringify(res.body.errors)}`);
  return res.body.data.createApiKey as CreatedKey;
}

/** A caller with only the key: no cookie, no Origin (a script). */
export const keyAgent = (t: TestApp, secret: string): TestAgent => request.agent(t.url).set('Authorization', `Bearer ${secret}`);
