import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/**
 * A mailed device-verification link (README, "Throttling"): lets one new device in while sign-ins to the account are
 * throttled. Stored as the SHA-256 of its token; it works once, within 15 minutes, for an enabled account.
 */
@Entity('device_verifications')
@Index('IDX_device_verifications_user', ['userId'])
export class DeviceVerificationEntity {
  /** Also the key of the TOTP bucket of the browser that opens the link (`user:link:id`). */
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('UQ_device_verifications_token_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_device_verifications_user' })
  user: Relation<UserEntity>;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
