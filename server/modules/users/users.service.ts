import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { Repository } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import { ACCOUNT_SECURITY, type AccountSecurity } from '../../common/auth/account-security.js';
import { allows, grantableRoles, outranks } from '../../common/auth/policy.js';
import { isUniqueViolation } from '../../common/database/unique-violation.js';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import { MailQueue } from '../../common/mail/mail.module.js';
import { STORAGE, type Storage } from '../../common/storage/storage.js';
import { assertPasswordAllowed } from '../../common/validation/password.js';
import type { AuthContext, ClientMeta } from '../../common/auth/auth-context.js';
import { hashPassword } from '../../common/auth/password.js';
import { Role } from '../../common/auth/role.js';
import { INVITER_AUTHORITY, type CancelledInvitation, type InviterAuthority } from '../../common/auth/inviter-authority.js';
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
import { UserEntity } from './user.entity.js';
import { UserAction, UserModel, toUserModel, toViewerModel } from './user.model.js';

export interface NewUser {
  email: string;
  password: string;
  role: Role;
  firstName?: string;
  lastName?: string;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(ACCOUNT_SECURITY) private readonly security: AccountSecurity,
    @Inject(INVITER_AUTHORITY) private readonly invitations: InviterAuthority,
    private readonly audit: AuditService,
    private readonly mail: MailQueue,
  ) {}

  async create(input: NewUser): Promise<UserEntity> {
    return createUser(this.users, input);
  }

  async list(auth: AuthContext): Promise<UserModel[]> {
    const users = await this.users.find({ order: { firstName: 'ASC', lastName: 'ASC', email: 'ASC' } });
    return users.map((u) => (u.id === auth.user.id ? toViewerModel(u, auth.restricted, auth.apiKey?.scopes) : toUserModel(u, u.isRestricted, actionsOn(auth.user, u))));
  }

  grantableRoles(auth: AuthContext): Role[] {
    return grantableRoles(auth.user.role);
  }

  private async target(userId: string): Promise<UserEntity> {
    // A malformed id is just an unknown user, not a database error.
    const user = isUUID(userId) ? await this.users.findOneBy({ id: userId }) : null;
    if (!user) throw new AppError(ErrorCode.NOT_FOUND, 'User not found');
    return user;
  }

  /** Someone else, strictly below the actor (the rank rule in common/auth/policy.ts), or the error saying why not. */
  private async manageable(auth: AuthContext, userId: string, what: string): Promise<UserEntity> {
    if (userId === auth.user.id) throw new AppError(ErrorCode.FORBIDDEN, `You cannot ${what} your own account`);
    const user = await this.target(userId);
    if (!outranks(auth.user.role, user.role)) throw new AppError(ErrorCode.FORBIDDEN, `You can only ${what} users below your own role`);
    return user;
  }

  private model(auth: AuthContext, user: UserEntity): UserModel {
    return toUserModel(user, user.isRestricted, actionsOn(auth.user, user));
  }

  /**
   * The rank rule twice: the target's current role and the new one must both be below the actor's (so ADMIN
   * and SUPER_ADMIN are granted only by a SUPER_ADMIN). The target's sessions stay; the guard reads the role
   * afresh on their next request, and their open sockets reconnect, so no subscription outlives the old role.
   * Their pending invitations to roles the new one cannot invite are cancelled in the same transaction.
   */
  async updateRole(auth: AuthContext, userId: string, role: Role, meta: Pick<ClientMeta, 'ip'>): Promise<UserModel> {
    if (userId === auth.user.id) throw new AppError(ErrorCode.FORBIDDEN, 'You cannot change your own role');
    const user = await this.manageable(auth, userId, 'change the role of');
    if (!outranks(auth.user.role, role)) {
      throw new AppError(ErrorCode.FORBIDDEN, auth.user.role === Role.ADMIN && role === Role.ADMIN ? 'Only a super administrator can grant this role' : 'You can only grant roles below your own');
    }
    const from = user.role;
    if (from !== role) {
      user.role = role;
      const cancelled = await this.users.manager.transaction(async (manager) => {
        await manager.update(UserEntity, { id: user.id }, { role });
        return this.invitations.cancelBeyondAuthority(manager, user);
      });
      this.security.roleChanged(user.id);
      await this.audit.record('user.role.change', auth.user, `user:${user.id}`, { from, to: role, ...cancelledDetail(cancelled) }, meta.ip);
      await this.auditCancelled(auth, cancelled, meta);
    }
    return this.model(auth, user);
  }

  async setTestFlag(auth: AuthContext, userId: string, isTestUser: boolean, meta: Pick<ClientMeta, 'ip'>): Promise<UserModel> {
    const user = await this.manageable(auth, userId, 'flag');
    const from = user.isTestUser;
    if (from !== isTestUser) {
      await this.users.update({ id: user.id }, { isTestUser });
      this.security.forgetUser(user.id);
      user.isTestUser = isTestUser;
      await this.audit.record('user.test_flag.change', auth.user, `user:${user.id}`, { from, to: isTestUser }, meta.ip);
    }
    return this.model(auth, user);
  }

  /** Ends every session at once and refuses sign-in, and cancels their pending invitations; the row stays, so history keeps its name. */
  async disable(auth: AuthContext, userId: string, meta: Pick<ClientMeta, 'ip'>): Promise<UserModel> {
    const user = await this.manageable(auth, userId, 'disable');
    if (!user.disabledAt) {
      user.disabledAt = new Date();
      const cancelled = await this.users.manager.transaction(async (manager) => {
        await manager.update(UserEntity, { id: user.id }, { disabledAt: user.disabledAt });
        return this.invitations.cancelBeyondAuthority(manager, user);
      });
      await this.security.endAll(user.id);
      await this.security.voidResetLinks(user.id);
      await this.audit.record('user.disable', auth.user, `user:${user.id}`, { email: user.email, ...cancelledDetail(cancelled) }, meta.ip);
      await this.auditCancelled(auth, cancelled, meta);
    }
    return this.model(auth, user);
  }

  /** One row per invitation a demotion or a disable cancelled, by the one who did it, with the reason. */
  private async auditCancelled(auth: AuthContext, cancelled: CancelledInvitation[], meta: Pick<ClientMeta, 'ip'>): Promise<void> {
    for (const c of cancelled) {
      await this.audit.record('invitation.cancel', auth.user, `invitation:${c.id}`, { email: c.email, role: c.role, reason: c.reason }, meta.ip);
    }
  }

  async enable(auth: AuthContext, userId: string, meta: Pick<ClientMeta, 'ip'>): Promise<UserModel> {
    const user = await this.manageable(auth, userId, 'enable');
    if (user.disabledAt) {
      user.disabledAt = null;
      await this.users.update({ id: user.id }, { disabledAt: null });
      await this.audit.record('user.enable', auth.user, `user:${user.id}`, { email: user.email }, meta.ip);
    }
    return this.model(auth, user);
  }

  /** A lost phone: clears the factor and ends the user's sessions; their next sign-in goes to TOTP setup. */
  async resetTotp(auth: AuthContext, userId: string, meta: Pick<ClientMeta, 'ip'>): Promise<UserModel> {
    const user = await this.manageable(auth, userId, 'reset the two-factor authentication of');
    await this.users.update(
      { id: user.id },
      { totpEnabled: false, totpSecretEnc: null, totpPendingSecretEnc: null, totpLastStep: null, isRestricted: true },
    );
    Object.assign(user, { totpEnabled: false, isRestricted: true });
    await this.security.endAll(user.id);
    await this.audit.record('user.totp.reset', auth.user, `user:${user.id}`, {}, meta.ip);
    await this.mail.notify({
      to: user.email,
      subject: 'Your BETI two-factor authentication was reset',
      text: `An administrator (${auth.user.email}) reset the two-factor authentication of your BETI account.\n\nAt your next sign-in you will set it up again with your authenticator app.\n\nIf you did not ask for this, contact your administrator.`,
    });
    return this.model(auth, user);
  }

  /** Mails the old and the new address; reset links sent to the old one stop working. */
  async changeEmail(auth: AuthContext, userId: string, email: string, meta: Pick<ClientMeta, 'ip'>): Promise<UserModel> {
    const user = await this.manageable(auth, userId, 'change the email of');
    const next = email.trim().toLowerCase();
    const from = user.email;
    if (next === from) return this.model(auth, user);
    const taken = () => new AppError(ErrorCode.CONFLICT, 'Another user already has this email', { fields: { email: 'Another user already has this email' } });
    if (await this.users.existsBy({ email: next })) throw taken();
    await this.users.update({ id: user.id }, { email: next }).catch((e: unknown) => {
      throw isUniqueViolation(e) ? taken() : e;
    });
    user.email = next;
    this.security.forgetUser(user.id);
    await this.security.voidResetLinks(user.id);
    await this.audit.record('user.email.change', auth.user, `user:${user.id}`, { from, to: next }, meta.ip);
    const text = `An administrator (${auth.user.email}) changed the sign-in email of your BETI account from ${from} to ${next}.\n\nIf this is wrong, contact your administrator.`;
    await this.mail.notify({ to: from, subject: 'Your BETI sign-in email was changed', text });
    await this.mail.notify({ to: next, subject: 'Your BETI sign-in email was changed', text });
    return this.model(auth, user);
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
    this.security.forgetUser(user.id);
    Object.assign(user, changes);
    await this.audit.record('user.profile.update', auth.user, `user:${user.id}`, { changed }, meta.ip);
    return toViewerModel(user, auth.restricted, auth.apiKey?.scopes);
  }

  /** Needs the current password; ends every other session, voids reset links and mails the user. */
  async changePassword(auth: AuthContext, input: ChangePasswordInput, meta: Pick<ClientMeta, 'ip'>): Promise<{ message: string }> {
    const user = await this.target(auth.user.id);
    assertPasswordAllowed(input.newPassword, user.email, 'newPassword');
    await this.security.stepUp(auth, input.currentPassword, 'currentPassword');
    await this.users.update({ id: user.id }, { passwordHash: await hashPassword(input.newPassword) });
    await this.security.endOthers(user.id, auth.session.id);
    await this.security.voidResetLinks(user.id);
    await this.audit.record('user.password.change', auth.user, `user:${user.id}`, {}, meta.ip);
    await this.mail.notify({
      to: user.email,
      subject: 'Your BETI password was changed',
      text: 'The password of your BETI account was changed, and your other sessions were signed out.\n\nIf this was not you, reset your password at once and contact your administrator.',
    });
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

const cancelledDetail = (cancelled: CancelledInvitation[]) => (cancelled.length ? { cancelledInvitations: cancelled.map((c) => c.id) } : {});

/** What an actor may do to a user: the rank rule and the policy rows, never on yourself. */
export function actionsOn(actor: Pick<UserEntity, 'id' | 'role'>, u: UserEntity): UserAction[] {
  if (actor.id === u.id || !outranks(actor.role, u.role)) return [];
  const can: [UserAction, boolean][] = [
    [UserAction.CHANGE_ROLE, allows('users.updateRole', actor.role)],
    [UserAction.SET_TEST_FLAG, allows('users.setTestFlag', actor.role)],
    [UserAction.DISABLE, allows('users.disable', actor.role) && !u.disabledAt],
    [UserAction.ENABLE, allows('users.disable', actor.role) && !!u.disabledAt],
    [UserAction.RESET_TOTP, allows('users.resetTotp', actor.role) && u.totpEnabled],
    [UserAction.CHANGE_EMAIL, allows('users.changeEmail', actor.role)],
    [UserAction.MANAGE_API_KEYS, allows('apiKeys.manageAny', actor.role)],
  ];
  return can.filter(([, ok]) => ok).map(([a]) => a);
}

/** Shared by the service and the `user:create` command, which runs without the Nest app. */
export async function createUser(users: Repository<UserEntity>, input: NewUser): Promise<UserEntity> {
  const email = input.email.trim().toLowerCase();
  if (await users.existsBy({ email })) throw new AppError(ErrorCode.CONFLICT, `A user with email ${email} already exists`);
  assertPasswordAllowed(input.password, email, 'password');
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
