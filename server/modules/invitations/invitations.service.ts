import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource, IsNull, Repository } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import { ROLE_RANK } from '../../common/auth/policy.js';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import { MailService } from '../../common/mail/mail.module.js';
import { CONFIG, type AppConfig } from '../../config/config.js';
import type { AuthContext, ClientMeta } from '../auth/auth-context.js';
import { Role, UserEntity } from '../users/user.entity.js';
import { createUser } from '../users/users.service.js';
import { chatbotDetails } from './chatbots.js';
import type { AcceptInvitationInput, AcceptInviteInput, CreateInvitationInput } from './dto/invitation.input.js';
import { InvitationEntity } from './invitation.entity.js';
import {
  CreatedInvitationModel,
  InvitationLookupModel,
  InvitationModel,
  InvitationSuccess,
  InviteLookupModel,
  toInvitationModel,
} from './invitation.model.js';

export const INVITATION_TTL_MS = 14 * 24 * 3600_000;
/** Spec §8: one answer for unknown, expired and used tokens, so a link reveals nothing about which. */
export const INVALID_INVITATION = 'Invalid or expired invitation';

const outranks = (role: Role, actor: UserEntity) => ROLE_RANK[role] < ROLE_RANK[actor.role];

@Injectable()
export class InvitationsService {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @InjectRepository(InvitationEntity) private readonly invitations: Repository<InvitationEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mail: MailService,
  ) {}

  /** Newest first; accepted ones stay listed (the Accepted tab). */
  async list(): Promise<InvitationModel[]> {
    const rows = await this.invitations.find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toInvitationModel);
  }

  async create(auth: AuthContext, input: CreateInvitationInput, meta: ClientMeta): Promise<CreatedInvitationModel> {
    const role = input.role ?? Role.OFFICER;
    if (outranks(role, auth.user)) {
      throw new AppError(ErrorCode.FORBIDDEN, 'You cannot invite a role above your own', { fields: { role: 'You cannot invite a role above your own' } });
    }
    const email = input.email.trim().toLowerCase();
    if (await this.users.existsBy({ email })) {
      throw new AppError(ErrorCode.CONFLICT, `A user with email ${email} already exists`, { fields: { email: 'A user with this email already exists' } });
    }
    const saved = await this.invitations.save(
      this.invitations.create({
        token: randomBytes(32).toString('base64url'),
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        role,
        chatbotPermissions: input.chatbotPermissions ?? {},
        invitedBy: auth.user.id,
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
        acceptedAt: null,
      }),
    );
    // Built from config, never from the Host header.
    const link = `${this.config.APP_ORIGIN}/invite/${saved.token}`;
    await this.mail.send({
      to: email,
      subject: 'You are invited to BETI',
      text:
        `Hello ${saved.firstName},\n\n${auth.user.firstName || auth.user.email} invited you to BETI.\n\n` +
        `Create your account (the link works once, until ${saved.expiresAt.toUTCString()}): ${link}\n\n` +
        'If you did not expect this invitation, ignore this message.',
    });
    await this.audit.record('invitation.create', auth.user, `invitation:${saved.id}`, { email, role }, meta.ip);
    const model: CreatedInvitationModel = toInvitationModel(saved);
    // The link is a bearer secret: only development and test hand it back for the Development Mode toast.
    if (this.config.NODE_ENV !== 'production') model.inviteLink = link;
    return model;
  }

  async extend(auth: AuthContext, id: string, expiresAt: Date | undefined, meta: ClientMeta): Promise<InvitationModel> {
    if (!(expiresAt instanceof Date) || Number.isNaN(expiresAt.getTime())) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'Expiration date is required', { fields: { expiresAt: 'Expiration date is required' } });
    }
    if (expiresAt.getTime() <= Date.now()) {
      const message = 'Expiration date must be in the future';
      throw new AppError(ErrorCode.VALIDATION_FAILED, message, { fields: { expiresAt: message } });
    }
    const invitation = await this.pendingById(id);
    // Extending re-issues the link: the same "at most your own role" rule as creating it.
    if (outranks(invitation.role, auth.user)) throw new AppError(ErrorCode.FORBIDDEN, 'You cannot extend an invitation to a role above your own');
    const updated = await this.invitations
      .createQueryBuilder()
      .update()
      .set({ expiresAt })
      .where({ id, acceptedAt: IsNull() })
      .execute();
    if (!updated.affected) throw this.notPending();
    await this.audit.record('invitation.extend', auth.user, `invitation:${id}`, { from: invitation.expiresAt, to: expiresAt }, meta.ip);
    return toInvitationModel({ ...invitation, expiresAt });
  }

  async cancel(auth: AuthContext, id: string, meta: ClientMeta): Promise<InvitationSuccess> {
    const invitation = await this.pendingById(id);
    // The accepted check rides on the DELETE, so an accept that wins the race keeps its record.
    const deleted = await this.invitations.delete({ id, acceptedAt: IsNull() });
    if (!deleted.affected) throw this.notPending();
    await this.audit.record('invitation.cancel', auth.user, `invitation:${id}`, { email: invitation.email, role: invitation.role }, meta.ip);
    return { success: true };
  }

  async lookupByQueryToken(token: string): Promise<InvitationLookupModel> {
    const i = await this.usable(token);
    return { email: i.email, expiresAt: i.expiresAt, chatbotPermissions: i.chatbotPermissions, chatbotDetails: chatbotDetails(i.chatbotPermissions) };
  }

  async lookupByPathToken(token: string): Promise<InviteLookupModel> {
    const i = await this.usable(token);
    return { valid: true, firstName: i.firstName, lastName: i.lastName, email: i.email, role: i.role, expiresAt: i.expiresAt };
  }

  /**
   * Creates the account with the invited role (never one from the payload) and spends the token in one
   * transaction: the UPDATE's WHERE re-checks pending and unexpired under the row lock, so of two concurrent
   * accepts only one can win. It does not sign in; TOTP roles are sent to setup at their first sign-in.
   */
  async accept(token: string, input: AcceptInvitationInput | AcceptInviteInput, meta: ClientMeta): Promise<InvitationSuccess> {
    const { invitation, user } = await this.dataSource.transaction(async (manager) => {
      const spent = await manager
        .createQueryBuilder()
        .update(InvitationEntity)
        .set({ acceptedAt: () => 'now()' })
        .where('token = :token AND accepted_at IS NULL AND expires_at > now()', { token })
        .returning(['id', 'email', 'role'])
        .execute();
      const row = (spent.raw as { id: string; email: string; role: Role }[])[0];
      if (!row) throw this.invalid();
      const created = await createUser(manager.getRepository(UserEntity), {
        email: row.email,
        password: input.password,
        role: row.role,
        firstName: input.firstName,
        lastName: input.lastName,
      });
      return { invitation: row, user: created };
    });
    await this.audit.record('invitation.accept', user, `invitation:${invitation.id}`, { userId: user.id, role: user.role }, meta.ip);
    return { success: true };
  }

  private async usable(token: string): Promise<InvitationEntity> {
    const i = token ? await this.invitations.findOneBy({ token }) : null;
    if (!i || i.acceptedAt || i.expiresAt.getTime() <= Date.now()) throw this.invalid();
    return i;
  }

  private async pendingById(id: string): Promise<InvitationEntity> {
    const i = isUUID(id) ? await this.invitations.findOneBy({ id }) : null;
    if (!i) throw new AppError(ErrorCode.NOT_FOUND, 'Invitation not found');
    if (i.acceptedAt) throw this.notPending();
    return i;
  }

  private invalid() {
    return new AppError(ErrorCode.NOT_FOUND, INVALID_INVITATION);
  }

  private notPending() {
    return new AppError(ErrorCode.CONFLICT, 'Only pending invitations can be changed; this one has been accepted');
  }
}
