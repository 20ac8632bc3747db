import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { InjectRepository } from '@nestjs/typeorm';
import { PubSubEngine } from 'graphql-subscriptions';
import { IsNull, Repository } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthContext, ClientMeta, RateLimitState } from '../../common/auth/auth-context.js';
import { ROLE_RANK, allows, grantableScopes, keyRoles, outranks } from '../../common/auth/policy.js';
import { Role } from '../../common/auth/role.js';
import { ApiKeyScope } from '../../common/auth/scope.js';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import { PUB_SUB } from '../../common/pubsub/pubsub.module.js';
import { UserEntity } from '../users/user.entity.js';
import { ApiKeyEntity } from './api-key.entity.js';
import { ApiKeyState, EXPIRES_SOON_DAYS, keyState, type ApiKeyModel, type CreatedApiKeyModel } from './api-key.model.js';
import { AuthLimiterService } from './auth-limiter.service.js';
import { announceEnded } from './sessions-ended.js';
import { STEP_UP_REQUIRED, stepUpUntil } from './step-up.js';
import type { CreateApiKeyInput } from './dto/api-key.input.js';

/** `beti_` and 40 hex digits: a prefix secret scanners can match (`beti_[0-9a-f]{40}`), 160 random bits. */
export const KEY_PATTERN = /^beti_[0-9a-f]{40}$/;
const PREFIX_LENGTH = 'beti_'.length + 8;
/** Live (not revoked, not expired) keys one user may hold. */
export const MAX_ACTIVE_KEYS = 20;
const DAY_MS = 24 * 3600_000;
/** Expiry: a key always has one. */
export const KEY_EXPIRY = { defaultDays: 90, maxDays: 365, usersAdminMaxDays: 30 } as const;
/** lastUsedAt is written at most this often per key (and whenever the address changes). */
const TOUCH_EVERY_MS = 60_000;

/** The key of an `Authorization: Bearer …` header; undefined when the request carries none. */
export function bearerOf(headers: { authorization?: string | string[] }): string | undefined {
  const value = Array.isArray(headers.authorization) ? headers.authorization[0] : headers.authorization;
  const match = /^Bearer\s+(\S*)\s*$/i.exec(value ?? '');
  return match ? match[1] : undefined;
}

/** Refuses a key above what `owner` may give: a role ceiling above theirs, or a scope their role may not grant. */
function assertGrantable(owner: Role, role: Role, scopes: string[]): void {
  if (!keyRoles(owner).includes(role)) {
    const message = `A key's role cannot be above yours (${owner})`;
    throw new AppError(ErrorCode.FORBIDDEN, message, { fields: { role: message } });
  }
  const refused = scopes.find((s) => !grantableScopes(owner).includes(s as ApiKeyScope));
  if (refused) {
    const message = `Only ADMIN and up may give a key the scope ${refused}`;
    throw new AppError(ErrorCode.FORBIDDEN, message, { fields: { scopes: message } });
  }
}

/** The less powerful of two roles. */
export function weaker(a: Role, b: Role): Role {
  return ROLE_RANK[a] >= ROLE_RANK[b] ? a : b;
}


const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const unauthenticated = (message: string) => new AppError(ErrorCode.UNAUTHENTICATED, message);
const sessionOnly = () => new AppError(ErrorCode.FORBIDDEN, 'Sign in to do this: an API key cannot create, list or revoke keys');
const invalid = (field: string, message: string) => new AppError(ErrorCode.VALIDATION_FAILED, message, { fields: { [field]: message } });

/**
 * API keys are for machines, sessions for people (issue 38): created in a session that stepped up in the last few
 * minutes (a role ceiling at or below the owner's, scopes the owner may grant, an expiry within a year), listed
 * and revoked in a session by the owner or an administrator above them, never with a key. Checked on every
 * request that carries one (sessions.service.ts calls `authenticate`); nothing is cached: a revoked key, a
 * disabled owner or a demotion counts from the next request.
 */
@Injectable()
export class ApiKeysService {
  constructor(
    @InjectRepository(ApiKeyEntity) private readonly keys: Repository<ApiKeyEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly audit: AuditService,
    private readonly limiter: AuthLimiterService,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {}

  /**
   * The owner behind a key, as the key may act: `role` lowered to the key's effective role. Unknown, revoked and
   * expired keys and disabled owners get 401 (the last three audited); every request of a known key counts
   * against its rate limit, refused ones too.
   */
  async authenticate(secret: string, ip: string | null, rate?: (state: RateLimitState) => void): Promise<{ key: ApiKeyEntity; user: UserEntity }> {
    if (!KEY_PATTERN.test(secret)) throw unauthenticated('Invalid API key');
    const key = await this.keys.findOne({ where: { secretHash: hashOf(secret) }, relations: { user: true } });
    if (!key) throw unauthenticated('Invalid API key');
    await this.limiter.apiKeyRequest(key.id, rate);
    const refusal =
      keyState(key) === ApiKeyState.revoked
        ? 'This API key was revoked'
        : keyState(key) === ApiKeyState.expired
          ? 'This API key has expired'
          : key.user.disabledAt
            ? "This API key's owner is disabled"
            : null;
    if (refusal) {
      await this.refused(key, refusal, ip);
      throw unauthenticated(refusal);
    }
    await this.touch(key, ip);
    const user = Object.assign(new UserEntity(), key.user, { role: weaker(key.user.role, key.role) });
    // A scope the owner may no longer grant (users:admin after a demotion below ADMIN) is not used either.
    key.scopes = key.scopes.filter((s) => grantableScopes(key.user.role).includes(s as ApiKeyScope));
    return { key, user };
  }

  /** Audits a request a key made and was refused (by authenticate, or by the guard for its role). */
  async refused(key: Pick<ApiKeyEntity, 'id' | 'prefix' | 'name' | 'user'>, reason: string, ip: string | null, operation?: string): Promise<void> {
    await this.audit.record('apikey.refused', key.user, `apikey:${key.id}`, { prefix: key.prefix, name: key.name, reason, operation }, ip);
  }

  private async touch(key: ApiKeyEntity, ip: string | null): Promise<void> {
    const now = Date.now();
    if (key.lastUsedAt && now - key.lastUsedAt.getTime() < TOUCH_EVERY_MS && key.lastUsedIp === ip) return;
    await this.keys.update({ id: key.id }, { lastUsedAt: new Date(now), lastUsedIp: ip });
  }

  /** The keys of a user (yours without `userId`), newest first, revoked and expired ones included. */
  async list(auth: AuthContext, userId?: string | null): Promise<ApiKeyModel[]> {
    if (auth.apiKey) throw sessionOnly();
    const owner = await this.ownerFor(auth, userId ?? auth.user.id);
    const keys = await this.keys.find({ where: { userId: owner.id }, order: { createdAt: 'DESC', id: 'DESC' } });
    return keys.map((k) => this.toModel(auth, k, owner));
  }

  /**
   * A key of the caller's, in a session that stepped up within STEP_UP_MINUTES. The 20-key cap holds under
   * concurrency: creations of one owner queue on the owner's row (FOR UPDATE, PostgreSQL) and the insert counts
   * in the same statement (one statement is atomic on PGlite too, whose requests share one session). The role and
   * scopes are checked again against that locked row, not the session's copy.
   */
  async create(auth: AuthContext, input: CreateApiKeyInput, meta: Pick<ClientMeta, 'ip'>): Promise<CreatedApiKeyModel> {
    if (auth.apiKey) throw sessionOnly();
    const role = input.role ?? auth.user.role;
    const scopes = [...new Set(input.scopes?.length ? input.scopes : [ApiKeyScope.read])];
    assertGrantable(auth.user.role, role, scopes);
    const expiresAt = this.expiryOf(input.expiresAt ?? null, scopes);
    if (!(await stepUpUntil(this.keys.manager, auth.session.id))) {
      throw new AppError(ErrorCode.FORBIDDEN, STEP_UP_REQUIRED, { stepUp: true });
    }
    const secret = `beti_${randomBytes(20).toString('hex')}`;
    const { id, owner } = await this.keys.manager.transaction(async (m) => {
      const owner = await m.getRepository(UserEntity).createQueryBuilder('u').setLock('pessimistic_write').where('u.id = :id', { id: auth.user.id }).getOneOrFail();
      assertGrantable(owner.role, role, scopes);
      const inserted: { id: string }[] = await m.query(
        `INSERT INTO api_keys (user_id, name, prefix, secret_hash, role, scopes, expires_at)
         SELECT $1, $2, $3, $4, $5, $6::text[], $7
         WHERE (SELECT count(*) FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()) < $8
         RETURNING id`,
        [owner.id, input.name.trim(), secret.slice(0, PREFIX_LENGTH), hashOf(secret), role, scopes, expiresAt, MAX_ACTIVE_KEYS],
      );
      return { id: inserted[0]?.id, owner };
    });
    // Refused after the transaction, which wrote nothing: no rollback to undo anyone else's statements on PGlite.
    if (!id) throw new AppError(ErrorCode.CONFLICT, `You have ${MAX_ACTIVE_KEYS} active keys: revoke one first`);
    const key = await this.keys.findOneByOrFail({ id });
    await this.audit.record('apikey.create', auth.user, `apikey:${key.id}`, { name: key.name, prefix: key.prefix, role, scopes, expiresAt: key.expiresAt.toISOString() }, meta.ip);
    return { key: this.toModel(auth, key, owner), secret };
  }

  /** The expiry asked for, checked, or the default: within a year, within 30 days for a key that administers users. */
  private expiryOf(asked: Date | null, scopes: string[]): Date {
    const admin = scopes.includes(ApiKeyScope.usersAdmin);
    const maxDays = admin ? KEY_EXPIRY.usersAdminMaxDays : KEY_EXPIRY.maxDays;
    if (!asked) return new Date(Date.now() + Math.min(KEY_EXPIRY.defaultDays, maxDays) * DAY_MS);
    if (asked.getTime() <= Date.now()) throw invalid('expiresAt', 'Expiry must be in the future');
    // A day of slack: a date picked in the browser's time zone "a year from today" is still a year.
    if (asked.getTime() > Date.now() + (maxDays + 1) * DAY_MS) {
      throw invalid('expiresAt', admin ? `A key with users:admin expires within ${maxDays} days` : `A key expires within a year (${maxDays} days)`);
    }
    return asked;
  }

  /** Revokes a key of yours, or of a user below you (ADMIN and up). Revoking a revoked key changes nothing. */
  async revoke(auth: AuthContext, id: string, meta: Pick<ClientMeta, 'ip'>): Promise<ApiKeyModel> {
    if (auth.apiKey) throw sessionOnly();
    const key = isUUID(id) ? await this.keys.findOne({ where: { id } }) : null;
    if (!key) throw new AppError(ErrorCode.NOT_FOUND, 'API key not found');
    const owner = await this.ownerFor(auth, key.userId);
    if (!key.revokedAt) {
      const revoked = await this.keys.update({ id: key.id, revokedAt: IsNull() }, { revokedAt: new Date(), revokedBy: auth.user.id });
      if (revoked.affected) {
        await this.audit.record('apikey.revoke', auth.user, `apikey:${key.id}`, { name: key.name, prefix: key.prefix, owner: owner.email }, meta.ip);
        announceEnded(this.pubSub, { sessionId: `key:${key.id}` });
      }
    }
    return this.toModel(auth, await this.keys.findOneByOrFail({ id: key.id }), owner);
  }

  /** The owner of the keys asked for: yourself, or a user you outrank while your role may manage others' keys. */
  private async ownerFor(auth: AuthContext, userId: string): Promise<UserEntity> {
    const owner = isUUID(userId) ? await this.users.findOne({ where: { id: userId } }) : null;
    if (!owner) throw new AppError(ErrorCode.NOT_FOUND, 'User not found');
    if (owner.id !== auth.user.id && !(allows('apiKeys.manageAny', auth.user.role) && outranks(auth.user.role, owner.role))) {
      throw new AppError(ErrorCode.FORBIDDEN, "You may not manage this user's API keys");
    }
    return owner;
  }

  private toModel(auth: AuthContext, k: ApiKeyEntity, owner: UserEntity): ApiKeyModel {
    const state = keyState(k);
    return {
      id: k.id,
      name: k.name,
      prefix: k.prefix,
      role: k.role,
      effectiveRole: weaker(owner.role, k.role),
      scopes: k.scopes as ApiKeyScope[],
      state,
      createdAt: k.createdAt,
      expiresAt: k.expiresAt,
      expiresSoon: state === ApiKeyState.active && k.expiresAt.getTime() - Date.now() < EXPIRES_SOON_DAYS * DAY_MS,
      lastUsedAt: k.lastUsedAt,
      lastUsedIp: k.lastUsedIp,
      revokedAt: k.revokedAt,
      owner: { id: owner.id, email: owner.email, name: `${owner.firstName} ${owner.lastName}`.trim(), role: owner.role },
      // ownerFor already checked the caller may manage this owner's keys.
      canRevoke: state !== ApiKeyState.revoked,
    };
  }
}
