import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { parse as parseCookie, serialize as serializeCookie } from 'cookie';
import { PubSubEngine } from 'graphql-subscriptions';
import { Not, Repository } from 'typeorm';
import { PUB_SUB } from '../../common/pubsub/pubsub.module.js';
import { CONFIG, type AppConfig } from '../../config/config.js';
import type { AuthContext, AppRequest } from '../../common/auth/auth-context.js';
import { UserEntity } from '../users/user.entity.js';
import { ApiKeysService, bearerOf } from './api-keys.service.js';
import { announceEnded } from './sessions-ended.js';
import { SessionEntity } from './session.entity.js';
import { confirmStepUp } from './step-up.js';

/** The guard's AuthContext as the auth module knows it: the session row and the whole user row behind it. */
export interface SessionAuth extends AuthContext {
  session: SessionEntity;
  user: UserEntity;
}

export const SESSION_COOKIE = 'beti.sid';
/** lastSeenAt is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/**
 * A looked-up session is reused this long by this process: a busy page no longer pays a round trip per
 * request. Ending a session and changing its user clear it here at once; another server process may still
 * honour an ended session for up to this long (README, Architecture).
 */
export const SESSION_CACHE_MS = 2_000;
const SESSION_CACHE_MAX = 10_000;

/**
 * Every request's lookup: one round trip by primary key, without the query builder. TypeORM's findOne with a
 * relation ran two statements (a DISTINCT pre-query, then the join) and spent a fifth of a busy server's CPU
 * building them (bench/README.md). Selects what the entities' default selection holds.
 */
export const SESSION_LOOKUP = `SELECT s.id, s.user_id, s.created_at, s.last_seen_at, s.ip, s.user_agent,
  u.email, u.password_hash, u.first_name, u.last_name, u.role, u.profile_image_url, u.totp_enabled, u.is_test_user,
  u.is_restricted, u.created_at AS user_created_at, u.last_login_at
  FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1 AND u.disabled_at IS NULL`;

interface LookupRow {
  id: string;
  user_id: string;
  created_at: Date;
  last_seen_at: Date;
  ip: string | null;
  user_agent: string | null;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: UserEntity['role'];
  profile_image_url: string | null;
  totp_enabled: boolean;
  is_test_user: boolean;
  is_restricted: boolean;
  user_created_at: Date;
  last_login_at: Date | null;
}

function sessionOf(r: LookupRow): SessionEntity {
  const user = Object.assign(new UserEntity(), {
    id: r.user_id,
    email: r.email,
    passwordHash: r.password_hash,
    firstName: r.first_name,
    lastName: r.last_name,
    role: r.role,
    profileImageUrl: r.profile_image_url,
    totpEnabled: r.totp_enabled,
    isTestUser: r.is_test_user,
    isRestricted: r.is_restricted,
    createdAt: r.user_created_at,
    lastLoginAt: r.last_login_at,
    disabledAt: null,
  });
  return Object.assign(new SessionEntity(), {
    id: r.id,
    userId: r.user_id,
    user,
    createdAt: r.created_at,
    lastSeenAt: r.last_seen_at,
    ip: r.ip,
    userAgent: r.user_agent,
  });
}

@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
    private readonly apiKeys: ApiKeysService,
  ) {}

  private idOf(token: string): string {
    return createHmac('sha256', this.config.SESSION_SECRET).update(token).digest('base64url');
  }

  /** TOTP setup is pending for roles that need it, or the account is flagged restricted. */
  needsTotpSetup(user: Pick<UserEntity, 'isRestricted' | 'role' | 'totpEnabled'>): boolean {
    return user.isRestricted || (this.config.TOTP_REQUIRED_ROLES.includes(user.role) && !user.totpEnabled);
  }

  /** Starts a new session (a new id every time: sign-in and the TOTP step) and sets the cookie. */
  async start(user: UserEntity, meta: { ip: string | null; userAgent: string | null; res?: FastifyReply }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.sessions.insert({ id: this.idOf(token), userId: user.id, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) ?? null });
    const maxAge = this.config.SESSION_ABSOLUTE_HOURS * 3600;
    meta.res?.header(
      'set-cookie',
      serializeCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.config.APP_ORIGIN.startsWith('https:'),
        path: '/',
        maxAge,
        expires: new Date(Date.now() + maxAge * 1000),
      }),
    );
    return token;
  }

  /** The live session of a request, or null; expired sessions are deleted on sight. Cached per request. */
  async resolve(req: AppRequest): Promise<SessionAuth | null> {
    // Only this method sets req.auth, so what it holds is a SessionAuth.
    if (req.auth !== undefined) return req.auth as SessionAuth | null;
    // The root fields of one GraphQL operation are guarded in parallel: they share one lookup.
    let pending = this.lookups.get(req);
    if (!pending) {
      pending = this.lookup(req).then((auth) => (req.auth = auth));
      this.lookups.set(req, pending);
    }
    return pending;
  }

  private readonly lookups = new WeakMap<AppRequest, Promise<SessionAuth | null>>();
  private readonly cache = new Map<string, { session: SessionEntity; until: number }>();

  /** Drops the cached sessions of a user whose role, flags or profile just changed. */
  forgetUser(userId: string): void {
    for (const [id, entry] of this.cache) if (entry.session.userId === userId) this.cache.delete(id);
  }

  private async find(id: string): Promise<SessionEntity | null> {
    const hit = this.cache.get(id);
    if (hit && hit.until > Date.now()) return hit.session;
    const [row]: LookupRow[] = await this.sessions.query(SESSION_LOOKUP, [id]);
    if (!row) {
      this.cache.delete(id);
      return null;
    }
    const session = sessionOf(row);
    if (this.cache.size >= SESSION_CACHE_MAX) this.cache.clear();
    this.cache.set(id, { session, until: Date.now() + SESSION_CACHE_MS });
    return session;
  }

  private async lookup(req: AppRequest): Promise<SessionAuth | null> {
    // A request with an API key is the key's, whatever cookie it also carries.
    const bearer = bearerOf(req.headers);
    if (bearer !== undefined) return this.byKey(bearer, req);
    const token = parseCookie(req.headers.cookie ?? '')[SESSION_COOKIE];
    if (!token) return null;
    const session = await this.find(this.idOf(token));
    if (!session) return null;
    const now = Date.now();
    const idle = now - session.lastSeenAt.getTime() > this.config.SESSION_IDLE_MINUTES * 60_000;
    const old = now - session.createdAt.getTime() > this.config.SESSION_ABSOLUTE_HOURS * 3600_000;
    if (idle || old) {
      this.cache.delete(session.id);
      await this.sessions.query('DELETE FROM sessions WHERE id = $1', [session.id]);
      return null;
    }
    if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      session.lastSeenAt = new Date(now);
      await this.sessions.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [session.id, session.lastSeenAt]);
    }
    return { session, user: session.user, restricted: this.needsTotpSetup(session.user) };
  }

  /** A key's caller as a session-like context: `session.id` is `key:<id>`, `user.role` the key's effective role. */
  private async byKey(secret: string, req: AppRequest): Promise<SessionAuth> {
    const { key, user } = await this.apiKeys.authenticate(secret, req.ip ?? req.socket?.remoteAddress ?? null, (rate) => (req.rateLimit = rate));
    const session = Object.assign(new SessionEntity(), {
      id: `key:${key.id}`,
      userId: user.id,
      user,
      createdAt: key.createdAt,
      lastSeenAt: new Date(),
      ip: key.lastUsedIp,
      userAgent: null,
    });
    return { session, user, restricted: this.needsTotpSetup(key.user), apiKey: { id: key.id, name: key.name, prefix: key.prefix, scopes: key.scopes } };
  }

  async end(sessionId: string, res?: FastifyReply): Promise<void> {
    this.cache.delete(sessionId);
    await this.sessions.delete({ id: sessionId });
    announceEnded(this.pubSub, { sessionId });
    res?.header('set-cookie', serializeCookie(SESSION_COOKIE, '', { path: '/', expires: new Date(0) }));
  }

  /** After a password change or a TOTP reset: every other session of the user ends. */
  async endOthers(userId: string, keepSessionId: string): Promise<void> {
    this.forgetUser(userId);
    await this.sessions.delete({ userId, id: Not(keepSessionId) });
    announceEnded(this.pubSub, { userId, keep: keepSessionId });
  }

  /** The user's role changed (AccountSecurity.roleChanged): cached sessions dropped here, and on other processes. */
  roleChanged(userId: string): void {
    this.forgetUser(userId);
    announceEnded(this.pubSub, { userId, roleChanged: true });
  }

  /** Sudo mode: the session confirmed its identity now (step-up.ts); returns until when that counts. */
  confirmStepUp(sessionId: string): Promise<Date> {
    return confirmStepUp(this.sessions, sessionId);
  }

  async endAll(userId: string): Promise<void> {
    this.forgetUser(userId);
    await this.sessions.delete({ userId });
    announceEnded(this.pubSub, { userId });
  }
}
