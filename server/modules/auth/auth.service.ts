import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import QRCode from 'qrcode';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import { MailService } from '../../common/mail/mail.module.js';
import { CONFIG, type AppConfig } from '../../config/config.js';
import { UserEntity } from '../users/user.entity.js';
import { toUserModel } from '../users/user.model.js';
import type { AuthContext, ClientMeta } from './auth-context.js';
import { AuthLimiterService } from './auth-limiter.service.js';
import { LogoUrl, LoginResult, MessageResult, TotpSetup } from './auth.model.js';
import type { ForgotPasswordInput, LoginInput, ResetPasswordInput } from './dto/auth.input.js';
import { hashPassword, verifyPassword } from './password.js';
import { PasswordResetEntity } from './password-reset.entity.js';
import { SessionsService } from './sessions.service.js';
import { SecretBox, matchStep, newSecret, otpauthUrl } from './totp.js';

export const FORGOT_MESSAGE = 'If an account with that email exists, a password reset link has been sent.';
const INVALID_LOGIN = 'Invalid email or password';
const RESET_TTL_MS = 3600_000;
/** Compared against when the email is unknown, so both failures take the same time. */
const DUMMY_HASH = hashPassword('not-a-real-password!');

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

@Injectable()
export class AuthService {
  private readonly box: SecretBox;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(PasswordResetEntity) private readonly resets: Repository<PasswordResetEntity>,
    private readonly sessions: SessionsService,
    private readonly limiter: AuthLimiterService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
  ) {
    this.box = config.TOTP_ENCRYPTION_KEY
      ? new SecretBox(config.TOTP_ENCRYPTION_KEY, false)
      : new SecretBox(config.SESSION_SECRET, true);
  }

  /** Public: the landing and sign-in screens show it before anyone signs in. */
  logoUrl(): LogoUrl {
    return { logoUrl: this.config.LOGO_URL ?? null };
  }

  private withSecrets(where: Partial<Pick<UserEntity, 'id' | 'email'>>) {
    return this.users
      .createQueryBuilder('u')
      .addSelect(['u.totpSecretEnc', 'u.totpPendingSecretEnc', 'u.passwordHash'])
      .where(where)
      .getOne();
  }

  /** Accepts a code once: the step is stored only if it is newer than the last one (atomic). */
  private async consumeCode(user: UserEntity, sealed: string | null, code: string, meta: ClientMeta): Promise<boolean> {
    const keys = [`totp:${user.id}`, `ip:${meta.ip}`];
    await this.limiter.assertAllowed(keys);
    const step = sealed ? matchStep(this.box.open(sealed), code) : null;
    const taken =
      step !== null &&
      (await this.users
        .createQueryBuilder()
        .update()
        .set({ totpLastStep: String(step) })
        .where('id = :id AND (totp_last_step IS NULL OR totp_last_step < :step)', { id: user.id, step })
        .execute()).affected === 1;
    if (!taken) {
      await this.limiter.fail(keys);
      await this.audit.record('auth.totp.failure', user, `user:${user.id}`, { replay: step !== null }, meta.ip);
    }
    return taken;
  }

  async login(input: LoginInput, meta: ClientMeta): Promise<LoginResult> {
    const email = input.email.trim().toLowerCase();
    const keys = [`ip:${meta.ip}`, `acct:${email}`];
    await this.limiter.assertAllowed(keys);
    const user = await this.withSecrets({ email });
    const ok = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH));
    if (!user || !ok) {
      await this.limiter.fail(keys);
      await this.audit.record('auth.login.failure', null, user ? `user:${user.id}` : null, { email }, meta.ip);
      throw new AppError(ErrorCode.UNAUTHENTICATED, INVALID_LOGIN);
    }
    if (user.totpEnabled) {
      if (!input.otp) return { requiresTotp: true, requiresTotpSetup: false, next: null, user: null };
      if (!(await this.consumeCode(user, user.totpSecretEnc, input.otp, meta))) {
        throw new AppError(ErrorCode.UNAUTHENTICATED, 'Invalid TOTP code', { fields: { otp: 'Invalid TOTP code' } });
      }
    }
    await this.limiter.clear([`acct:${email}`]);
    await this.sessions.start(user, meta);
    user.lastLoginAt = new Date();
    await this.users.update({ id: user.id }, { lastLoginAt: user.lastLoginAt });
    await this.audit.record('auth.login.success', user, `user:${user.id}`, { totp: user.totpEnabled }, meta.ip);
    if (this.sessions.needsTotpSetup(user)) {
      return { requiresTotpSetup: true, requiresTotp: false, next: '/setup/totp', user: null };
    }
    return { requiresTotpSetup: false, requiresTotp: false, next: null, user: toUserModel(user, false) };
  }

  async logout(auth: AuthContext, meta: ClientMeta): Promise<MessageResult> {
    await this.sessions.end(auth.session.id, meta.res);
    await this.audit.record('auth.logout', auth.user, `user:${auth.user.id}`, {}, meta.ip);
    return { message: 'Signed out' };
  }

  async forgotPassword(input: ForgotPasswordInput, meta: ClientMeta): Promise<MessageResult> {
    const email = input.email.trim().toLowerCase();
    // Every request counts, known email or not, so the limit reveals nothing either.
    const keys = [`forgot-ip:${meta.ip}`, `forgot:${email}`];
    await this.limiter.assertAllowed(keys);
    await this.limiter.fail(keys);
    const user = await this.users.findOneBy({ email });
    if (user) {
      const token = randomBytes(32).toString('base64url');
      await this.resets.insert({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
      // Built from config, never from the Host header.
      const link = `${this.config.APP_ORIGIN}/auth?reset=${token}`;
      await this.mail.send({
        to: user.email,
        subject: 'Reset your BETI password',
        text: `Someone asked to reset the password of your BETI account.\n\nSet a new password (valid for 1 hour): ${link}\n\nIf this was not you, ignore this message.`,
      });
      await this.audit.record('auth.password.reset_requested', null, `user:${user.id}`, {}, meta.ip);
    }
    return { message: FORGOT_MESSAGE };
  }

  async resetPassword(input: ResetPasswordInput, meta: ClientMeta): Promise<MessageResult> {
    const passwordHash = await hashPassword(input.newPassword);
    // Used and expiry are checked in the same statement that spends the token: it works once.
    const spent = await this.resets
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'now()' })
      .where({ tokenHash: sha256(input.token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) })
      .returning(['userId'])
      .execute();
    const userId = (spent.raw as { user_id: string }[])[0]?.user_id;
    if (!userId) {
      throw new AppError(ErrorCode.BAD_REQUEST, 'Invalid or expired reset link', { fields: { token: 'Invalid or expired reset link' } });
    }
    await this.users.update({ id: userId }, { passwordHash });
    await this.sessions.endAll(userId);
    await this.audit.record('auth.password.reset', null, `user:${userId}`, {}, meta.ip);
    return { message: 'Password reset successful' };
  }

  async totpSetup(auth: AuthContext, meta: ClientMeta): Promise<TotpSetup> {
    const secret = newSecret();
    await this.users.update({ id: auth.user.id }, { totpPendingSecretEnc: this.box.seal(secret) });
    const qrPngDataUrl = await QRCode.toDataURL(otpauthUrl(secret, auth.user.email));
    await this.mail.send({
      to: auth.user.email,
      subject: 'Two-factor authentication setup started',
      text: `Two-factor authentication setup was started for your BETI account.\n\nFinish it in the app with the 6-digit code from your authenticator: ${this.config.APP_ORIGIN}/setup/totp\n\nIf this was not you, contact an administrator.`,
    });
    await this.audit.record('auth.totp.setup', auth.user, `user:${auth.user.id}`, {}, meta.ip);
    return { qrPngDataUrl, secret };
  }

  /** Verifies the pending secret, enables TOTP, lifts the restriction and starts a new session. */
  async totpVerify(auth: AuthContext, code: string, meta: ClientMeta) {
    const user = await this.withSecrets({ id: auth.user.id });
    if (!user?.totpPendingSecretEnc) throw new AppError(ErrorCode.BAD_REQUEST, 'Start TOTP setup first');
    if (!(await this.consumeCode(user, user.totpPendingSecretEnc, code, meta))) {
      throw new AppError(ErrorCode.BAD_REQUEST, 'Invalid TOTP code', { fields: { code: 'Invalid TOTP code' } });
    }
    await this.users.update(
      { id: user.id },
      { totpSecretEnc: user.totpPendingSecretEnc, totpPendingSecretEnc: null, totpEnabled: true, isRestricted: false },
    );
    this.sessions.forgetUser(user.id);
    await this.sessions.end(auth.session.id);
    await this.sessions.start(user, meta);
    await this.limiter.clear([`totp:${user.id}`]);
    await this.audit.record('auth.totp.enabled', user, `user:${user.id}`, {}, meta.ip);
    return toUserModel({ ...user, totpEnabled: true, isRestricted: false }, false);
  }

  /** ADMIN and SUPERVISOR, on their own account, only when TOTP is on: clears it and forces setup again. */
  async totpReset(auth: AuthContext, meta: ClientMeta): Promise<MessageResult> {
    if (!auth.user.totpEnabled) throw new AppError(ErrorCode.BAD_REQUEST, 'TOTP is not enabled');
    await this.users.update(
      { id: auth.user.id },
      { totpEnabled: false, totpSecretEnc: null, totpPendingSecretEnc: null, totpLastStep: null },
    );
    this.sessions.forgetUser(auth.user.id);
    await this.audit.record('auth.totp.reset', auth.user, `user:${auth.user.id}`, {}, meta.ip);
    return { message: 'TOTP reset; set it up again' };
  }
}
