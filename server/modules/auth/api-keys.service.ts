import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { InjectRepository } from '@nestjs/typeorm';
import { PubSubEngine } from 'graphql-subscriptions';
import { IsNull, Repository } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import type { AuthContext, ClientMeta } from '../../common/auth/auth-context.js';
import { ROLE_RANK, allows, keyRoles, outranks } from '../../common/auth/policy.js';
import { Role } from '../../common/auth/role.js';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import { PUB_SUB } from '../../common/pubsub/pubsub.module.js';
import { UserEntity } from '../users/user.entity.js';
import { ApiKeyEntity } from './api-key.entity.js';
import { ApiKeyState, keyState, type ApiKeyModel, type CreatedApiKeyModel } from './api-key.model.js';
import { AuthLimiterService } from './auth-limiter.service.js';
import { announceEnded } from './sessions-ended.js';
import type { CreateApiKeyInput } from './dto/api-key.input.js';

/** `beti_` and 40 hex digits: a prefix secret scanners can match (`beti_[0-9a-f]{40}`), 160 random bits. */
export const KEY_PATTERN = /^beti_[0-9a-f]{40}$/;
const PREFIX_LENGTH = 'beti_'.length + 8;
/** Live (not revoked, not expired) keys one user may hold. */
export const MAX_ACTIVE_KEYS = 20;
/** lastUsedAt is written at most this often per key (and whenever the address changes). */
const TOUCH_EVERY_MS = 60_000;

/** The key of an `Authorization: Bearer …` header; undefined when the request carries none. */
export function bearerOf(headers: { authorization?: string | string[] }): string | undefined {
  const value = Array.isArray(headers.authorization) ? headers.authorization[0] : headers.authorization;
  const match = /^Bearer\s+(\S*)\s*$/i.exec(value ?? '');
  return match ? match[1] : undefined;
}

/** The less powerful of two roles. */
export function weaker(a: Role, b: Role): Role {
  return ROLE_RANK[a] >= ROLE_RANK[b] ? a : b;
}


const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const unauthenticated = (message: string) => new AppError(ErrorCode.UNAUTHENTICATED, message);

/**
 * API keys: created by their owner (a role ceiling at or below theirs), listed and revoked by the owner or by an
 * administrator above them, and checked on every request that carries one (sessions.service.ts calls
 * `authenticate`). Nothing is cached: a revoked key, a disabled owner or a demotion counts from the next request.
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
  async authenticate(secret: string, ip: string | null): Promise<{ key: ApiKeyEntity; user: UserEntity }> {
    if (!KEY_PATTERN.test(secret)) throw unauthenticated('Invalid API key');
    const key = await this.keys.findOne({ where: { secretHash: hashOf(secret) }, relations: { user: true } });
    if (!key) throw unauthenticated('Invalid API key');
    await this.limiter.apiKeyRequest(key.id);
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
    const owner = await this.ownerFor(auth, userId ?? auth.user.id);
    const keys = await this.keys.find({ where: { userId: owner.id }, order: { createdAt: 'DESC', id: 'DESC' } });
    return keys.map((k) => this.toModel(auth, k, owner));
  }

  async create(auth: AuthContext, input: CreateApiKeyInput, meta: Pick<ClientMeta, 'ip'>): Promise<CreatedApiKeyModel> {
    const role = input.role ?? auth.user.role;
    if (!keyRoles(auth.user.role).includes(role)) {
      const message = `A key's role cannot be above yours (${auth.user.role})`;
      throw new AppError(ErrorCode.FORBIDDEN, message, { fields: { role: message } });
    }
    if (input.expiresAt && input.expiresAt.getTime() <= Date.now()) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'Expiry must be in the future', { fields: { expiresAt: 'Expiry must be in the future' } });
    }
    const owner = await this.users.findOneByOrFail({ id: auth.user.id });
    const live = (await this.keys.find({ where: { userId: owner.id, revokedAt: IsNull() } })).filter((k) => keyState(k) === ApiKeyState.active);
    if (live.length >= MAX_ACTIVE_KEYS) {
      throw new AppError(ErrorCode.CONFLICT, `You have ${MAX_ACTIVE_KEYS} active keys: revoke one first`);
    }
    const secret = `beti_${randomBytes(20).toString('hex')}`;
    const key = await this.keys.save(
      this.keys.create({ userId: owner.id, name: input.name.trim(), prefix: secret.slice(0, PREFIX_LENGTH), secretHash: hashOf(secret), role, expiresAt: input.expiresAt ?? null }),
    );
    await this.audit.record(
      'apikey.create',
      auth.user,
      `apikey:${key.id}`,
      { name: key.name, prefix: key.prefix, role, expiresAt: key.expiresAt?.toISOString() ?? null, ...(auth.apiKey ? { viaKey: auth.apiKey.prefix } : {}) },
      meta.ip,
    );
    return { key: this.toModel(auth, key, owner), secret };
  }

  /** Revokes a key of yours, or of a user below you (ADMIN and up). Revoking a revoked key changes nothing. */
  async revoke(auth: AuthContext, id: string, meta: Pick<ClientMeta, 'ip'>): Promise<ApiKeyModel> {
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
      state,
      createdAt: k.createdAt,
      expiresAt: k.expiresAt,
      lastUsedAt: k.lastUsedAt,
      lastUsedIp: k.lastUsedIp,
      revokedAt: k.revokedAt,
      owner: { id: owner.id, email: owner.email, name: `${owner.firstName} ${owner.lastName}`.trim(), role: owner.role },
      // ownerFor already checked the caller may manage this owner's keys.
      canRevoke: state !== ApiKeyState.revoked,
    };
  }
}
