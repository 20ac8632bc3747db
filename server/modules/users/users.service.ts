import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { Repository } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import { ROLE_RANK } from '../../common/auth/policy.js';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import { STORAGE, type Storage } from '../../common/storage/storage.js';
import type { AuthContext, ClientMeta } from '../auth/auth-context.js';
import { AuthLimiterService } from '../auth/auth-limiter.service.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { SessionsService } from '../auth/sessions.service.js';
import { AuditEventPageModel, toAuditEventModel } from './audit.model.js';
import type { ChangePasswordInput, UpdateProfileInput } from './dto/users.input.js';
import {
  IMAGE_TYPES,
  NOT_AN_IMAGE,
  PROFILE_IMAGE_FOLDER,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_NAME,
  PROFILE_IMAGE_URL_PREFIX,
  TOO_LARGE,
  sniffImage,
  type ImageExt,
} from './profile-image.js';
import { Role, UserEntity } from './user.entity.js';
import { UserModel, toUserModel } from './user.model.js';

export interface NewUser {
  email: string;
  password: string;
  role: Role;
  firstName?: string;
  lastName?: string;
}

const WRONG_PASSWORD = 'Current password is incorrect';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @Inject(STORAGE) private readonly storage: Storage,
    private readonly sessions: SessionsService,
    private readonly limiter: AuthLimiterService,
    private readonly audit: AuditService,
  ) {}

  async create(input: NewUser): Promise<UserEntity> {
    return createUser(this.users, input);
  }

  async list(): Promise<UserModel[]> {
    const users = await this.users.find({ order: { firstName: 'ASC', lastName: 'ASC', email: 'ASC' } });
    return users.map((u) => toUserModel(u));
  }

  private async target(userId: string): Promise<UserEntity> {
    // A malformed id is just an unknown user, not a database error.
    const user = isUUID(userId) ? await this.users.findOneBy({ id: userId }) : null;
    if (!user) throw new AppError(ErrorCode.NOT_FOUND, 'User not found');
    return user;
  }

  /**
   * Beyond the policy row (ADMIN, SUPER_ADMIN): never your own role, never above your own rank, ADMIN and
   * SUPER_ADMIN granted only by a SUPER_ADMIN, and never the role of someone who outranks you. The target's
   * sessions stay; the guard reads the role afresh on their next request.
   */
  async updateRole(auth: AuthContext, userId: string, role: Role, meta: Pick<ClientMeta, 'ip'>): Promise<UserModel> {
    const actor = auth.user;
    if (userId === actor.id) throw new AppError(ErrorCode.FORBIDDEN, 'You cannot change your own role');
    const user = await this.target(userId);
    if (ROLE_RANK[user.role] < ROLE_RANK[actor.role]) {
      throw new AppError(ErrorCode.FORBIDDEN, 'You cannot change the role of a user who outranks you');
    }
    if (ROLE_RANK[role] < ROLE_RANK[actor.role]) throw new AppError(ErrorCode.FORBIDDEN, 'You cannot grant a role above your own');
    if ((role === Role.ADMIN || role === Role.SUPER_ADMIN) && actor.role !== Role.SUPER_ADMIN) {
      throw new AppError(ErrorCode.FORBIDDEN, 'Only a super administrator can grant this role');
    }
    const from = user.role;
    if (from !== role) {
      await this.users.update({ id: user.id }, { role });
      this.sessions.forgetUser(user.id);
      user.role = role;
      await this.audit.record('user.role.change', actor, `user:${user.id}`, { from, to: role }, meta.ip);
    }
    return toUserModel(user);
  }

  async setTestFlag(auth: AuthContext, userId: string, isTestUser: boolean, meta: Pick<ClientMeta, 'ip'>): Promise<UserModel> {
    const user = await this.target(userId);
    const from = user.isTestUser;
    if (from !== isTestUser) {
      await this.users.update({ id: user.id }, { isTestUser });
      this.sessions.forgetUser(user.id);
      user.isTestUser = isTestUser;
      await this.audit.record('user.test_flag.change', auth.user, `user:${user.id}`, { from, to: isTestUser }, meta.ip);
    }
    return toUserModel(user);
  }

  /** The caller's own names and photo; email and role are not in the input, so they cannot be changed here. */
  async updateProfile(auth: AuthContext, input: UpdateProfileInput, meta: Pick<ClientMeta, 'ip'>): Promise<UserModel> {
    const user = await this.target(auth.user.id);
    const changes: Partial<Pick<UserEntity, 'firstName' | 'lastName' | 'profileImageUrl'>> = {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
    };
    if (input.profileImageUrl !== undefined) changes.profileImageUrl = input.profileImageUrl;
    const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter((k) => changes[k] !== user[k]);
    await this.users.update({ id: user.id }, changes);
    this.sessions.forgetUser(user.id);
    Object.assign(user, changes);
    await this.audit.record('user.profile.update', auth.user, `user:${user.id}`, { changed }, meta.ip);
    return toUserModel(user, auth.restricted);
  }

  /** Needs the current password; ends every other session of the user and keeps this one. */
  async changePassword(auth: AuthContext, input: ChangePasswordInput, meta: Pick<ClientMeta, 'ip'>): Promise<{ message: string }> {
    // A stolen session must not be a way to guess the password without limit.
    const keys = [`password:${auth.user.id}`];
    await this.limiter.assertAllowed(keys);
    const user = await this.target(auth.user.id);
    if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
      await this.limiter.fail(keys);
      throw new AppError(ErrorCode.BAD_REQUEST, WRONG_PASSWORD, { fields: { currentPassword: WRONG_PASSWORD } });
    }
    await this.users.update({ id: user.id }, { passwordHash: await hashPassword(input.newPassword) });
    await this.sessions.endOthers(user.id, auth.session.id);
    await this.limiter.clear(keys);
    await this.audit.record('user.password.change', auth.user, `user:${user.id}`, {}, meta.ip);
    return { message: 'Password updated' };
  }

  /** Stores an image under a fresh name; the type comes from the bytes, never from the client. */
  async uploadProfileImage(file: { buffer: Buffer; size: number } | undefined): Promise<{ url: string }> {
    if (!file) throw new AppError(ErrorCode.BAD_REQUEST, 'No file uploaded: send the image in the multipart field "file"');
    // multer enforces the limit while streaming; this covers any other caller.
    if (file.size > PROFILE_IMAGE_MAX_BYTES) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, TOO_LARGE, { fields: { file: TOO_LARGE } });
    const ext = sniffImage(file.buffer);
    if (!ext) throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, NOT_AN_IMAGE, { fields: { file: NOT_AN_IMAGE } });
    const name = `${randomUUID()}.${ext}`;
    await this.storage.put(`${PROFILE_IMAGE_FOLDER}/${name}`, file.buffer, IMAGE_TYPES[ext]);
    return { url: PROFILE_IMAGE_URL_PREFIX + name };
  }

  async readProfileImage(name: string): Promise<{ data: Buffer; contentType: string }> {
    const match = PROFILE_IMAGE_NAME.exec(name);
    if (!match) throw new AppError(ErrorCode.NOT_FOUND, 'Image not found');
    try {
      const data = await this.storage.get(`${PROFILE_IMAGE_FOLDER}/${name}`);
      return { data, contentType: IMAGE_TYPES[match[1] as ImageExt] };
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      if (code === 'ENOENT' || code === 404) throw new AppError(ErrorCode.NOT_FOUND, 'Image not found');
      throw e;
    }
  }

  async auditEvents(page: number, limit: number): Promise<AuditEventPageModel> {
    const { items, total } = await this.audit.page(page, limit);
    return { items: items.map(toAuditEventModel), total };
  }
}

/** Shared by the service and the `user:create` command, which runs without the Nest app. */
export async function createUser(users: Repository<UserEntity>, input: NewUser): Promise<UserEntity> {
  const email = input.email.trim().toLowerCase();
  if (await users.existsBy({ email })) throw new AppError(ErrorCode.CONFLICT, `A user with email ${email} already exists`);
  return users.save(
    users.create({
      email,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
    }),
  );
}
