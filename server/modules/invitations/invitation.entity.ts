import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { Role, UserEntity } from '../users/user.entity.js';

export type ChatbotPermissions = Record<string, string>;

@Entity('invitations')
@Unique('UQ_invitations_token', ['token'])
@Check('CK_invitations_role', `"role" IN ('SUPER_ADMIN','ADMIN','SUPERVISOR','OFFICER','DISPATCH','READONLY')`)
export class InvitationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Bearer secret of the invitation link; listed to invitation managers so they can copy the link. */
  @Column({ type: 'text' })
  token: string;

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
