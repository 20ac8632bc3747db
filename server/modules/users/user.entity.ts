import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Role } from '../../common/auth/role.js';

@Entity('users')
@Check('CK_users_email_lower', `"email" = lower("email")`)
@Check('CK_users_role', `"role" IN ('SUPER_ADMIN','ADMIN','SUPERVISOR','OFFICER','DISPATCH','READONLY')`)
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased; unique. */
  @Column({ type: 'text', unique: true })
  email: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ name: 'first_name', type: 'text', default: '' })
  firstName: string;

  @Column({ name: 'last_name', type: 'text', default: '' })
  lastName: string;

  @Column({ type: 'text' })
  role: Role;

  @Column({ name: 'profile_image_url', type: 'text', nullable: true })
  profileImageUrl: string | null;

  @Column({ name: 'totp_enabled', type: 'boolean', default: false })
  totpEnabled: boolean;

  @Column({ name: 'is_test_user', type: 'boolean', default: false })
  isTestUser: boolean;

  @Column({ name: 'is_restricted', type: 'boolean', default: false })
  isRestricted: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  /** Set while an administrator has disabled the account: no sign-in, no session; the row stays for history. */
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  /** AES-256-GCM ciphertext of the base32 TOTP secret (see auth/totp.ts). */
  @Column({ name: 'totp_secret_enc', type: 'text', nullable: true, select: false })
  totpSecretEnc: string | null;

  /** A secret made by setup and not yet verified. */
  @Column({ name: 'totp_pending_secret_enc', type: 'text', nullable: true, select: false })
  totpPendingSecretEnc: string | null;

  /** The last accepted 30 s step: a code works once. */
  @Column({ name: 'totp_last_step', type: 'bigint', nullable: true, select: false })
  totpLastStep: string | null;
}
