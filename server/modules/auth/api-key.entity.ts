import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { Role } from '../../common/auth/role.js';
import { UserEntity } from '../users/user.entity.js';

/**
 * An API key of a user, for scripts and other systems (README, "Calling the API"). The secret is shown once and
 * stored only as its SHA-256; `prefix` (the first characters) is what screens and the audit show. A key acts as
 * its owner, never above `role` (its ceiling) nor above the owner's current role.
 */
@Entity('api_keys')
@Index('IDX_api_keys_user', ['userId'])
export class ApiKeyEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_api_keys_user' })
  user: Relation<UserEntity>;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  prefix: string;

  @Index('UQ_api_keys_secret_hash', { unique: true })
  @Column({ name: 'secret_hash', type: 'text' })
  secretHash: string;

  @Column({ type: 'text' })
  role: Role;

  /** What the key may be used for (ApiKeyScope values), beside its role ceiling. */
  @Column({ type: 'text', array: true, default: () => "'{read}'" })
  scopes: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Always set: 90 days by default, at most a year (30 days with `users:admin`). */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ name: 'last_used_ip', type: 'text', nullable: true })
  lastUsedIp: string | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'revoked_by', type: 'uuid', nullable: true })
  revokedBy: string | null;
}
