import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource, Repository } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import { allows, outranks, type PolicyKey } from '../../common/auth/policy.js';
import { isUniqueViolation } from '../../common/database/unique-violation.js';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import { MailQueue, MailService } from '../../common/mail/mail.module.js';
import type { Job } from '../../common/queue/job-queue.js';
import { CONFIG, type AppConfig } from '../../config/config.js';
import type { AuthContext, ClientMeta } from '../../common/auth/auth-context.js';
import { Role } from '../../common/auth/role.js';
import { UserEntity } from '../users/user.entity.js';
import { createUser } from '../users/users.service.js';
import { chatbotDetails } from './chatbots.js';
import { INVITATION_NO_LONGER_VALID, lostAuthority } from './inviter-authority.js';
import type { AcceptInvitationInput, AcceptInviteInput, CreateInvitationInput } from './dto/invitation.input.js';
import { InvitationEntity, InvitationMailState } from './invitation.entity.js';
import {
  CreatedInvitationModel,
  InvitationAction,
  InvitationLookupModel,
  InvitationModel,
  InvitationSuccess,
  InviteLookupModel,
  toInvitationModel,
} from './invitation.model.js';
import { invitationToken, tokenHash } from './invitation-token.js';

export const INVITATION_TTL_MS = 14 * 24 * 3600_000;
/** The furthest an extension may reach, from now: a forgotten link should not stay usable for years. */
export const INVITATION_MAX_EXTENSION_DAYS = 90;
/** Spec access-and-identity §8: one answer for unknown, expired and used tokens, so a link reveals nothing about which. */
export const INVALID_INVITATION = 'Invalid or expired invitation';
export const INVITATION_MAIL = 'invitation';

interface MailJobData {
  invitationId: string;
  linkVersion: number;
}

@Injectable()
export class InvitationsService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Invitations');

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @InjectRepository(InvitationEntity) private readonly invitations: Repository<InvitationEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly mailQueue: MailQueue,
  ) {}

  onModuleInit() {
    this.mailQueue.handle<MailJobData>(INVITATION_MAIL, (job) => this.sendMail(job));
  }

  /**
   * The row and its job are written one after the other: a process that stopped in between (or an in-process
   * queue that lost its jobs in a restart) leaves mail QUEUED with no job. Queue them again at start; the job id
   * makes this a no-op where the job still exists.
   */
  onApplicationBootstrap() {
    // In the background: a queue that is down must not hold up the start.
    void (async () => {
      const queued = await this.invitations
        .createQueryBuilder('i')
        .where('i.mail_state = :state AND i.accepted_at IS NULL AND i.cancelled_at IS NULL AND i.expires_at > now() AND i.link_version > 0', {
          state: InvitationMailState.QUEUED,
        })
        .getMany();
      for (const i of queued) await this.queueMail(i);
    })().catch((e: unknown) => this.logger.warn(`could not queue pending invitation mail again: ${e instanceof Error ? e.message : e}`));
  }

  /** Newest first; accepted ones stay listed (the Accepted tab), and cancelled ones with their reason. Never the token. */
  async list(auth: AuthContext): Promise<InvitationModel[]> {
    const rows = await this.invitations.find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map((i) => toInvitationModel(i, actionsOnInvitation(auth.user, i)));
  }

  private token(id: string, version: number): string {
    return invitationToken(this.config.SESSION_SECRET, id, version);
  }

  private link(token: string): string {
    // Built from config, never from the Host header.
    return `${this.config.APP_ORIGIN}/invite/${token}`;
  }

  /**
   * Stores the invitation with its mail QUEUED in one transaction (replacing a pending invitation to the same
   * email, which the actor must outrank too), then queues the mail job. A queue that is down marks the mail
   * FAILED with the reason, so the screen shows it and Resend can try again; nothing is lost or doubled.
   */
  async create(auth: AuthContext, input: CreateInvitationInput, meta: ClientMeta): Promise<CreatedInvitationModel> {
    const role = input.role ?? Role.OFFICER;
    if (!outranks(auth.user.role, role)) {
      const message = 'You can only invite roles below your own';
      throw new AppError(ErrorCode.FORBIDDEN, message, { fields: { role: message } });
    }
    const email = input.email.trim().toLowerCase();
    if (await this.users.existsBy({ email })) {
      throw new AppError(ErrorCode.CONFLICT, `A user with email ${email} already exists`, { fields: { email: 'A user with this email already exists' } });
    }
    const id = randomUUID();
    const { saved, replaced } = await this.dataSource
      .transaction(async (manager) => {
        const repo = manager.getRepository(InvitationEntity);
        const previous = await repo
          .createQueryBuilder('i')
          .setLock('pessimistic_write')
          .where('i.email = :email AND i.accepted_at IS NULL AND i.cancelled_at IS NULL', { email })
          .getOne();
        if (previous && !outranks(auth.user.role, previous.role)) {
          throw new AppError(ErrorCode.FORBIDDEN, 'A pending invitation to this email was made for a role you cannot manage');
        }
        if (previous) await repo.delete({ id: previous.id });
        const row = repo.create({
          id,
          tokenHash: tokenHash(this.token(id, 1)),
          linkVersion: 1,
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          role,
          chatbotPermissions: input.chatbotPermissions ?? {},
          invitedBy: auth.user.id,
          expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
          acceptedAt: null,
          mailState: InvitationMailState.QUEUED,
          mailError: null,
          mailAttempts: 0,
        });
        return { saved: await repo.save(row), replaced: previous };
      })
      .catch((e: unknown) => {
        // Two creates for one email at once: the pending-email index lets one in.
        if (isUniqueViolation(e)) throw new AppError(ErrorCode.CONFLICT, 'An invitation to this email is being created; try again');
        throw e;
      });
    await this.queueMail(saved);
    await this.audit.record('invitation.create', auth.user, `invitation:${saved.id}`, { email, role, replaced: replaced?.id ?? null }, meta.ip);
    return this.withLink(auth, saved);
  }

  /** The answer of create and resend: the link only outside production (the Development Mode toast). */
  private async withLink(auth: AuthContext, saved: Pick<InvitationEntity, 'id'>): Promise<CreatedInvitationModel> {
    const fresh = await this.invitations.findOneByOrFail({ id: saved.id });
    const model: CreatedInvitationModel = toInvitationModel(fresh, actionsOnInvitation(auth.user, fresh));
    if (this.config.NODE_ENV !== 'production') model.inviteLink = this.link(this.token(fresh.id, fresh.linkVersion));
    return model;
  }

  private async queueMail(i: Pick<InvitationEntity, 'id' | 'linkVersion'>): Promise<void> {
    const data: MailJobData = { invitationId: i.id, linkVersion: i.linkVersion };
    try {
      await this.mailQueue.enqueue(INVITATION_MAIL, data, `invitation-${i.id}-${i.linkVersion}`);
    } catch (e) {
      const reason = `Mail queue unavailable: ${e instanceof AppError ? e.message : 'try Resend later'}`;
      await this.invitations.update({ id: i.id, linkVersion: i.linkVersion }, { mailState: InvitationMailState.FAILED, mailError: reason });
      this.logger.error(`invitation ${i.id}: ${reason}`);
    }
  }

  /** The mail job: rebuilds the link, sends, and records the outcome of each try on the invitation. */
  private async sendMail(job: Job<MailJobData>): Promise<void> {
    const { invitationId, linkVersion } = job.data;
    const i = await this.invitations.findOne({ where: { id: invitationId }, relations: { inviter: true } });
    // Cancelled, accepted or re-sent since: this mail is no longer wanted.
    if (!i || i.acceptedAt || i.cancelledAt || i.linkVersion !== linkVersion) return;
    const mark = (changes: Partial<InvitationEntity>) =>
      this.invitations.update({ id: i.id, linkVersion }, { ...changes, mailAttempts: job.attemptsMade + 1 });
    const token = this.token(i.id, linkVersion);
    if (tokenHash(token) !== i.tokenHash) {
      // SESSION_SECRET changed since the invitation was made: the link cannot be rebuilt.
      await mark({ mailState: InvitationMailState.FAILED, mailError: 'The link could not be rebuilt (the server secret changed): use Resend' });
      return;
    }
    const link = this.link(token);
    try {
      await this.mail.send({
        to: i.email,
        subject: 'You are invited to BETI',
        text:
          `Hello ${i.firstName},\n\n${i.inviter?.firstName || i.inviter?.email || 'An administrator'} invited you to BETI.\n\n` +
          `Create your account (the link works once, until ${i.expiresAt.toUTCString()}): ${link}\n\n` +
          'If you did not expect this invitation, ignore this message.',
      });
    } catch (e) {
      const last = this.mailQueue.isLastTry(job);
      const error = e instanceof Error ? e.message : String(e);
      await mark({ mailState: last ? InvitationMailState.FAILED : InvitationMailState.QUEUED, mailError: error });
      throw e;
    }
    await mark({ mailState: InvitationMailState.SENT, mailError: null });
  }

  async extend(auth: AuthContext, id: string, expiresAt: Date | undefined, meta: ClientMeta): Promise<InvitationModel> {
    if (!(expiresAt instanceof Date) || Number.isNaN(expiresAt.getTime())) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'Expiration date is required', { fields: { expiresAt: 'Expiration date is required' } });
    }
    if (expiresAt.getTime() <= Date.now()) {
      const message = 'Expiration date must be in the future';
      throw new AppError(ErrorCode.VALIDATION_FAILED, message, { fields: { expiresAt: message } });
    }
    // A day's grace, for a client that asks for the end of the last allowed day in its own time zone.
    if (expiresAt.getTime() > Date.now() + (INVITATION_MAX_EXTENSION_DAYS + 1) * 24 * 3600_000) {
      const message = `Expiration date must be within ${INVITATION_MAX_EXTENSION_DAYS} days from today`;
      throw new AppError(ErrorCode.VALIDATION_FAILED, message, { fields: { expiresAt: message } });
    }
    const invitation = await this.manageable(auth, id, 'extend');
    const updated = await this.invitations
      .createQueryBuilder()
      .update()
      .set({ expiresAt })
      .where('id = :id AND accepted_at IS NULL AND cancelled_at IS NULL', { id })
      .execute();
    if (!updated.affected) throw this.notPending();
    await this.audit.record('invitation.extend', auth.user, `invitation:${id}`, { from: invitation.expiresAt, to: expiresAt }, meta.ip);
    const extended = { ...invitation, expiresAt };
    return toInvitationModel(extended, actionsOnInvitation(auth.user, extended));
  }

  async cancel(auth: AuthContext, id: string, meta: ClientMeta): Promise<InvitationSuccess> {
    const invitation = await this.manageable(auth, id, 'cancel');
    // The accepted check rides on the DELETE, so an accept that wins the race keeps its record.
    const deleted = await this.invitations
      .createQueryBuilder()
      .delete()
      .where('id = :id AND accepted_at IS NULL AND cancelled_at IS NULL', { id })
      .execute();
    if (!deleted.affected) throw this.notPending();
    await this.audit.record('invitation.cancel', auth.user, `invitation:${id}`, { email: invitation.email, role: invitation.role }, meta.ip);
    return { success: true };
  }

  /** A new link (the old one dies at once), valid 14 days from now, and its mail queued again. */
  async resend(auth: AuthContext, id: string, meta: ClientMeta): Promise<CreatedInvitationModel> {
    const invitation = await this.manageable(auth, id, 'resend');
    const version = invitation.linkVersion + 1;
    const updated = await this.invitations
      .createQueryBuilder()
      .update()
      .set({
        linkVersion: version,
        tokenHash: tokenHash(this.token(id, version)),
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
        mailState: InvitationMailState.QUEUED,
        mailError: null,
        mailAttempts: 0,
      })
      // Two resends at once: one wins, the other is told to look again.
      .where('id = :id AND accepted_at IS NULL AND cancelled_at IS NULL AND link_version = :v', { id, v: invitation.linkVersion })
      .execute();
    if (!updated.affected) throw new AppError(ErrorCode.CONFLICT, 'This invitation changed meanwhile; refresh and try again');
    const fresh = { ...invitation, linkVersion: version };
    await this.queueMail(fresh);
    await this.audit.record('invitation.resend', auth.user, `invitation:${id}`, { email: invitation.email, role: invitation.role }, meta.ip);
    return this.withLink(auth, fresh);
  }

  async lookupByQueryToken(token: string, meta: Pick<ClientMeta, 'ip'>): Promise<InvitationLookupModel> {
    const i = await this.usable(token, meta);
    return { email: i.email, expiresAt: i.expiresAt, chatbotPermissions: i.chatbotPermissions, chatbotDetails: chatbotDetails(i.chatbotPermissions) };
  }

  async lookupByPathToken(token: string, meta: Pick<ClientMeta, 'ip'>): Promise<InviteLookupModel> {
    const i = await this.usable(token, meta);
    return { valid: true, firstName: i.firstName, lastName: i.lastName, email: i.email, role: i.role, expiresAt: i.expiresAt };
  }

  /**
   * Creates the account with the invited role (never one from the payload) and spends the token in one
   * transaction: the UPDATE's WHERE re-checks pending and unexpired under the row lock, so of two concurrent
   * accepts only one can win, and a password the rule refuses rolls the spend back. Any other pending
   * invitation to the same email is cancelled with it. It does not sign in.
   *
   * The inviter's row is read FOR SHARE in the same transaction, before the invitation's row is locked (the
   * order a demotion or a disable takes them too): a demotion racing this accept either waits for it to
   * commit, or has committed and is read here, so no account is made on authority the inviter no longer has.
   */
  async accept(token: string, input: AcceptInvitationInput | AcceptInviteInput, meta: ClientMeta): Promise<InvitationSuccess> {
    const hash = tokenHash(token);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const found = await manager.getRepository(InvitationEntity).findOneBy({ tokenHash: hash });
      if (!found || found.acceptedAt) throw this.invalid();
      if (found.cancelledAt) throw this.noLongerValid();
      // As at lookup: an expired link is just invalid (the spend below re-checks expiry on the database's clock).
      if (found.expiresAt.getTime() <= Date.now()) throw this.invalid();
      const inviter = found.invitedBy
        ? await manager.getRepository(UserEntity).createQueryBuilder('u').setLock('pessimistic_read').where('u.id = :id', { id: found.invitedBy }).getOne()
        : null;
      const reason = lostAuthority(inviter, found.role);
      if (reason) return { refused: found, reason, cancelled: await cancelPending(manager.getRepository(InvitationEntity), found.id, reason) };
      const spent = await manager
        .createQueryBuilder()
        .update(InvitationEntity)
        .set({ acceptedAt: () => 'now()' })
        .where('token_hash = :hash AND accepted_at IS NULL AND cancelled_at IS NULL AND expires_at > now()', { hash })
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
      await manager
        .createQueryBuilder()
        .delete()
        .from(InvitationEntity)
        .where('email = :email AND accepted_at IS NULL AND cancelled_at IS NULL AND id <> :id', { email: row.email, id: row.id })
        .execute();
      return { invitation: row, user: created };
    });
    if ('refused' in outcome) {
      if (outcome.cancelled) await this.auditLostAuthority(outcome.refused, outcome.reason, meta);
      throw this.noLongerValid();
    }
    const { invitation, user } = outcome;
    await this.audit.record('invitation.accept', user, `invitation:${invitation.id}`, { userId: user.id, role: user.role }, meta.ip);
    return { success: true };
  }

  /**
   * A pending, unexpired invitation whose inviter can still send it. One that lost its inviter's authority is
   * cancelled here, with the reason, so the page says so before the form is filled (accept checks again).
   */
  private async usable(token: string, meta: Pick<ClientMeta, 'ip'>): Promise<InvitationEntity> {
    const i = token ? await this.invitations.findOne({ where: { tokenHash: tokenHash(token) }, relations: { inviter: true } }) : null;
    if (!i || i.acceptedAt) throw this.invalid();
    if (i.cancelledAt) throw this.noLongerValid();
    if (i.expiresAt.getTime() <= Date.now()) throw this.invalid();
    const reason = lostAuthority(i.inviter, i.role);
    if (reason) {
      if (await cancelPending(this.invitations, i.id, reason)) await this.auditLostAuthority(i, reason, meta, 'lookup');
      throw this.noLongerValid();
    }
    return i;
  }

  /** No actor: the invitation died of its inviter's state, found when its link was used. */
  private auditLostAuthority(i: Pick<InvitationEntity, 'id' | 'email' | 'role'>, reason: string, meta: Pick<ClientMeta, 'ip'>, at: 'lookup' | 'accept' = 'accept') {
    return this.audit.record('invitation.cancel', null, `invitation:${i.id}`, { email: i.email, role: i.role, reason, at }, meta.ip);
  }

  /** A pending invitation the actor outranks (the rank rule), or the error that says why not. */
  private async manageable(auth: AuthContext, id: string, verb: string): Promise<InvitationEntity> {
    const i = isUUID(id) ? await this.invitations.findOneBy({ id }) : null;
    if (!i) throw new AppError(ErrorCode.NOT_FOUND, 'Invitation not found');
    if (!outranks(auth.user.role, i.role)) throw new AppError(ErrorCode.FORBIDDEN, `You can only ${verb} invitations to roles below your own`);
    if (i.acceptedAt) throw this.notPending();
    if (i.cancelledAt) throw new AppError(ErrorCode.CONFLICT, `This invitation was cancelled (${i.cancelReason ?? 'no reason recorded'}); send a new one instead`);
    return i;
  }

  private invalid() {
    return new AppError(ErrorCode.NOT_FOUND, INVALID_INVITATION);
  }

  /** `cancelled` lets the acceptance page show these words instead of its generic invalid-link text. */
  private noLongerValid() {
    return new AppError(ErrorCode.NOT_FOUND, INVITATION_NO_LONGER_VALID, { cancelled: true });
  }

  private notPending() {
    return new AppError(ErrorCode.CONFLICT, 'Only pending invitations can be changed; this one has been accepted');
  }
}

const INVITATION_ACTIONS: [InvitationAction, PolicyKey][] = [
  [InvitationAction.RESEND, 'invitations.resend'],
  [InvitationAction.EXTEND, 'invitations.extend'],
  [InvitationAction.CANCEL, 'invitations.cancel'],
];

/** What an actor may do to an invitation: pending ones, the rank rule and the policy rows (as `manageable` checks). */
export function actionsOnInvitation(actor: Pick<UserEntity, 'role'>, i: Pick<InvitationEntity, 'role' | 'acceptedAt' | 'cancelledAt'>): InvitationAction[] {
  if (i.acceptedAt || i.cancelledAt || !outranks(actor.role, i.role)) return [];
  return INVITATION_ACTIONS.filter(([, key]) => allows(key, actor.role)).map(([action]) => action);
}

/** Cancels a still-pending invitation with its reason; false when it was accepted or cancelled meanwhile. */
async function cancelPending(invitations: Repository<InvitationEntity>, id: string, reason: string): Promise<boolean> {
  const updated = await invitations
    .createQueryBuilder()
    .update()
    .set({ cancelledAt: () => 'now()', cancelReason: reason })
    .where('id = :id AND accepted_at IS NULL AND cancelled_at IS NULL', { id })
    .execute();
  return !!updated.affected;
}
