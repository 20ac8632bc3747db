import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { Role } from '../../common/auth/role.js';
import { UserEntity } from '../users/user.entity.js';

export type ChatbotPermissions = Record<string, string>;

/** Where the invitation's mail is: queued (or retrying), sent, or failed after its last try. */
export enum InvitationMailState {
  QUEUED = 'QUEUED',
  SENT = 'SENT',
  FAILED = 'FAILED',
}

@Entity('invitations')
@Unique('UQ_invitations_token_hash', ['tokenHash'])
@Index('UQ_invitations_pending_email', ['email'], { unique: true, where: '"accepted_at" IS NULL AND "cancelled_at" IS NULL' })
@Check('CK_invitations_mail_state', `"mail_state" IN ('QUEUED','SENT','FAILED')`)
@Check('CK_invitations_accepted_or_cancelled', `"accepted_at" IS NULL OR "cancelled_at" IS NULL`)
@Check('CK_invitations_role', `"role" IN ('SUPER_ADMIN','ADMIN','SUPERVISOR','OFFICER','DISPATCH','READONLY')`)
export class InvitationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /**
   * SHA-256 (hex) of the link's token. The token itself is never stored: it is derived from the server secret,
   * the id and linkVersion (invitation-token.ts), so the mail job can rebuild it and a resend kills the old one.
   */
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  /** Bumped by Resend; 0 for links made before tokens were derived (they cannot be rebuilt). */
  @Column({ name: 'link_version', type: 'integer', default: 1 })
  linkVersion: number;

  @Column({ name: 'mail_state', type: 'text', default: InvitationMailState.QUEUED })
  mailState: InvitationMailState;

  /** The last delivery error, while retrying or after the last try. */
  @Column({ name: 'mail_error', type: 'text', nullable: true })
  mailError: string | null;

  @Column({ name: 'mail_attempts', type: 'integer', default: 0 })
  mailAttempts: number;

  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName: string;

  @Column({ type: 'text' })
  role: Role;

  /** Chatbot id → access level, shown on the acceptance screen. */
  @Column({ name: 'chatbot_permissions', type: 'jsonb', default: () => `'{}'` })
  chatbotPermissions: ChatbotPermissions;

  @Column({ name: 'invited_by', type: 'uuid', nullable: true })
  invitedBy: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'invited_by', foreignKeyConstraintName: 'FK_invitations_inviter' })
  inviter: Relation<UserEntity> | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  /**
   * Set when the invitation stopped carrying its inviter's authority (disabled, demoted, gone): the row stays,
   * so its link can say why and the list can show it. A manager's Cancel deletes the row instead.
   */
  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  /** Why, for the managers who read the list and the audit (the invitee is told less: INVITATION_NO_LONGER_VALID). */
  @Column({ name: 'cancel_reason', type: 'text', nullable: true })
  cancelReason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
