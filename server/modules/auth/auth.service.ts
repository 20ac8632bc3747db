import { createHash, createHmac } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import QRCode from 'qrcode';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import { MailQueue, MailService } from '../../common/mail/mail.module.js';
import type { Job } from '../../common/queue/job-queue.js';
import { assertPasswordAllowed } from '../../common/validation/password.js';
import { CONFIG, type AppConfig } from '../../config/config.js';
import type { AuthContext, ClientMeta } from '../../common/auth/auth-context.js';
import { hashPassword, verifyPassword } from '../../common/auth/password.js';
import { MessageResult } from '../../graphql/message-result.model.js';
import { UserEntity } from '../users/user.entity.js';
import { toUserModel } from '../users/user.model.js';
import { AuthLimiterService, type Attempt } from './auth-limiter.service.js';
import { LogoUrl, LoginResult, TotpSetup } from './auth.model.js';
import { DeviceCookies } from './device-cookie.js';
import { DeviceVerificationEntity } from './device-verification.entity.js';
import type { ForgotPasswordInput, LoginInput, ResetPasswordInput, VerifyDeviceInput } from './dto/auth.input.js';
import { PasswordResetEntity } from './password-reset.entity.js';
import { SessionsService } from './sessions.service.js';
import { SecretBox, matchStep, newSecret, otpauthUrl } from './totp.js';

export const FORGOT_MESSAGE = 'If an account with that email exists, a password reset link has been sent.';
export const DISABLED_MESSAGE = 'This account has been disabled. Contact an administrator.';
const INVALID_LOGIN = 'Invalid email or password';
const INVALID_RESET = 'Invalid or expired reset link';
const WRONG_PASSWORD = 'Current password is incorrect';
const RESET_TTL_MS = 3600_000;
export const RESET_MAIL = 'password-reset';
export const DEVICE_MAIL = 'device-verification';
/** A device-link job; `userId` is null for a wrong password (queued all the same, and does nothing). */
interface DeviceMailJob {
  userId: string | null;
  ip: string | null;
}
/** The answer of a throttled sign-in from a new device, the same whether the password was right or wrong. */
export const DEVICE_VERIFICATION_MESSAGE =
  'Too many sign-in attempts for this account. If the password was right, we have emailed you a link to sign in on this device.';
const INVALID_DEVICE_LINK = 'Invalid or expired sign-in link';
const DEVICE_LINK_TTL_MS = 15 * 60_000;
/** Compared against when the email is unknown, so both failures take the same time. */
const DUMMY_HASH = hashPassword('not-a-real-password!');

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

@Injectable()
export class AuthService implements OnModuleInit {
  private readonly box: SecretBox;
  private readonly devices: DeviceCookies;
  private readonly logger = new Logger('Auth');

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(PasswordResetEntity) private readonly resets: Repository<PasswordResetEntity>,
    @InjectRepository(DeviceVerificationEntity) private readonly deviceLinks: Repository<DeviceVerificationEntity>,
    private readonly sessions: SessionsService,
    private readonly limiter: AuthLimiterService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly mailQueue: MailQueue,
  ) {
    this.box = config.TOTP_ENCRYPTION_KEY
      ? new SecretBox(config.TOTP_ENCRYPTION_KEY, false)
      : new SecretBox(config.SESSION_SECRET, true);
    this.devices = new DeviceCookies(config.SESSION_SECRET, config.APP_ORIGIN.startsWith('https:'));
  }

  onModuleInit() {
    this.mailQueue.handle<{ email: string; ip: string | null }>(RESET_MAIL, (job) => this.sendResetMail(job));
    this.mailQueue.handle<DeviceMailJob>(DEVICE_MAIL, (job) => this.sendDeviceMail(job));
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

  /**
   * Accepts a code once: the step is stored only if it is newer than the last one (atomic). Reserved first, on the
   * bucket of this account on this device (`device`, else the request's device cookie for the account, else
   * `new`): failures elsewhere never lock a device that signed in before.
   */
  private async consumeCode(user: UserEntity, sealed: string | null, code: string, meta: ClientMeta, pending = false, device?: string): Promise<boolean> {
    const from = device ?? this.devices.knownDevice(meta.req, user.id) ?? 'new';
    const reservation = await this.limiter.reserve([['totp', `${user.id}:${from}`]]);
    const step = sealed ? matchStep(this.box.open(sealed), code) : null;
    // A pending secret has never been used: its first code may share a step with the old factor's last one.
    const newer = pending ? '' : ' AND (totp_last_step IS NULL OR totp_last_step < :step)';
    const taken =
      step !== null &&
      (await this.users
        .createQueryBuilder()
        .update()
        .set({ totpLastStep: String(step) })
        .where(`id = :id${newer}`, { id: user.id, step })
        .execute()).affected === 1;
    await reservation.settle(taken);
    if (!taken) await this.audit.record('auth.totp.failure', user, `user:${user.id}`, { replay: step !== null }, meta.ip);
    return taken;
  }

  /**
   * The buckets a sign-in attempt takes before its password is checked (README, "Throttling"). From a device
   * that signed in to this account before, only that device's own bucket; otherwise the IP, the IP+account pair,
   * and the account, which slows to one guess per 30 s (`pace`) and past that answers with device verification.
   */
  private loginBuckets(email: string, user: UserEntity | null, device: string | null, meta: ClientMeta): { attempts: Attempt[]; fallback?: { when: 'account'; use: Attempt } } {
    if (user && device) return { attempts: [['device', `${user.id}:${device}`]] };
    const ip = meta.ip ?? 'unknown';
    return {
      attempts: [['ip', ip], ['pair', `${ip}|${email}`], ['account', email]],
      fallback: { when: 'account', use: ['pace', email] },
    };
  }

  async login(input: LoginInput, meta: ClientMeta): Promise<LoginResult> {
    const email = input.email.trim().toLowerCase();
    const user = await this.withSecrets({ email });
    const device = user ? this.devices.knownDevice(meta.req, user.id) : null;
    const { attempts, fallback } = this.loginBuckets(email, user, device, meta);
    const reservation = await this.limiter.tryReserve(attempts, fallback);
    if ('refused' in reservation) {
      // A known device's own bucket, or the caller's own IP: plain 429. Anything else is about the account (or
      // this IP's guesses at it), which must not keep its owner out: device verification.
      if (device || reservation.refused === 'ip') throw reservation.error;
      return this.verifyNewDevice(email, user, input.password, meta);
    }
    const ok = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH));
    await reservation.settle(!!user && ok);
    if (!user || !ok) {
      await this.audit.record('auth.login.failure', null, user ? `user:${user.id}` : null, { email }, meta.ip);
      throw new AppError(ErrorCode.UNAUTHENTICATED, INVALID_LOGIN);
    }
    // Said only to whoever knows the password.
    if (user.disabledAt) {
      await this.audit.record('auth.login.failure', user, `user:${user.id}`, { email, disabled: true }, meta.ip);
      throw new AppError(ErrorCode.FORBIDDEN, DISABLED_MESSAGE);
    }
    if (user.totpEnabled) {
      if (!input.otp) return { requiresTotp: true, requiresTotpSetup: false, next: null, user: null, firstSignIn: false };
      const taken = await this.consumeCode(user, user.totpSecretEnc, input.otp, meta).catch((e: unknown) => {
        // Unknown devices share one TOTP bucket, which whoever knows the password can spend: the owner on a new
        // device then gets the mailed link (the password was right), not a 15-minute wait.
        if (!device && e instanceof AppError && e.code === ErrorCode.TOO_MANY_REQUESTS) return 'throttled' as const;
        throw e;
      });
      if (taken === 'throttled') return this.mailDeviceLink(user, meta);
      if (!taken) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Invalid TOTP code', { fields: { otp: 'Invalid TOTP code' } });
    }
    return this.signIn(user, meta, { totp: user.totpEnabled });
  }

  /** A right password whose new device cannot finish the TOTP step (its bucket is spent): the device link is mailed. */
  private async mailDeviceLink(user: UserEntity, meta: ClientMeta): Promise<never> {
    await this.mailQueue.enqueue(DEVICE_MAIL, { userId: user.id, ip: meta.ip });
    await this.audit.record('auth.device.verification', null, `user:${user.id}`, { email: user.email, passwordOk: true, mailed: true, totpThrottled: true }, meta.ip);
    throw new AppError(ErrorCode.TOO_MANY_REQUESTS, DEVICE_VERIFICATION_MESSAGE, { deviceVerification: true });
  }

  /** The end of every sign-in (password or device link): a session, the device remembered, the next step. */
  private async signIn(user: UserEntity, meta: ClientMeta, audit: Record<string, unknown>): Promise<LoginResult> {
    await this.sessions.start(user, meta);
    this.devices.remember(meta.req, meta.res, user.id);
    const firstSignIn = user.lastLoginAt === null;
    user.lastLoginAt = new Date();
    await this.users.update({ id: user.id }, { lastLoginAt: user.lastLoginAt });
    await this.audit.record('auth.login.success', user, `user:${user.id}`, audit, meta.ip);
    if (this.sessions.needsTotpSetup(user)) {
      return { requiresTotpSetup: true, requiresTotp: false, next: '/setup/totp', user: null, firstSignIn };
    }
    return { requiresTotpSetup: false, requiresTotp: false, next: null, user: toUserModel(user, false), firstSignIn };
  }

  /**
   * A sign-in from an unknown device while the account (or this IP's guesses at it) is throttled: the password is
   * checked anyway, on the caller's IP's `verify` bucket (plain 429 when that is spent), and the answer is the same
   * whatever the password: the same status and body, no cookie, no refund of the point, the mail queued without
   * waiting. So these checks tell a guesser nothing, and cost at most `verify`'s points per IP. Only a right
   * password of an enabled account queues the mailed link (at most `deviceMail` an hour per account).
   */
  private async verifyNewDevice(email: string, user: UserEntity | null, password: string, meta: ClientMeta): Promise<never> {
    await this.limiter.reserve([['verify', meta.ip ?? 'unknown']]);
    const ok = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH));
    const mailed = !!user && ok && !user.disabledAt;
    await this.audit.record('auth.device.verification', null, user ? `user:${user.id}` : null, { email, passwordOk: ok, mailed }, meta.ip);
    // The same work whatever the password, last and unawaited: a job is queued either way, and only the job
    // tells a right password (it mails) from a wrong one (it does nothing), after this answer has gone.
    void this.mailQueue.enqueue<DeviceMailJob>(DEVICE_MAIL, { userId: mailed ? user.id : null, ip: meta.ip }).catch((e: unknown) => {
      this.logger.error(`could not queue a device-verification job: ${e instanceof Error ? e.message : e}`);
    });
    throw new AppError(ErrorCode.TOO_MANY_REQUESTS, DEVICE_VERIFICATION_MESSAGE, { deviceVerification: true });
  }

  /**
   * The device-link mail job. As with reset mails, the token is derived from the job's id (a retry sends the same
   * link) and at most `deviceMail` links go out per account an hour; past that the request is dropped quietly.
   */
  private async sendDeviceMail(job: Job<DeviceMailJob>): Promise<void> {
    const { userId, ip } = job.data;
    if (!userId) return; // a wrong password's job: queued only so that both answers cost the same
    const user = await this.users.findOneBy({ id: userId });
    if (!user || user.disabledAt) return;
    const token = createHmac('sha256', this.config.SESSION_SECRET).update(`device-link:${job.id}`).digest('base64url');
    const tokenHash = sha256(token);
    if (job.attemptsMade === 0) {
      if (!(await this.limiter.tryTake('deviceMail', user.id))) {
        this.logger.warn(`device link to user ${user.id} dropped: more than 3 in an hour`);
        return;
      }
      await this.deviceLinks.insert({ tokenHash, userId: user.id, expiresAt: new Date(Date.now() + DEVICE_LINK_TTL_MS) });
      await this.audit.record('auth.device.link_sent', null, `user:${user.id}`, {}, ip);
    }
    const live = await this.deviceLinks.existsBy({ tokenHash, usedAt: IsNull(), expiresAt: MoreThan(new Date()) });
    if (!live) return;
    // Built from config, never from the Host header.
    const link = `${this.config.APP_ORIGIN}/auth?device=${token}`;
    await this.mail.send({
      to: user.email,
      subject: 'Sign in to BETI on a new device',
      text:
        `Someone signed in to your BETI account with the right password from a device it has not seen before${ip ? ` (IP ${ip})` : ''}, ` +
        `while sign-ins to your account were being held back after many failed attempts.\n\n` +
        `If it was you, open this link on that device to sign in (valid for 15 minutes, once): ${link}\n\n` +
        'If it was not you, someone knows your password: change it at once, and tell your administrator.',
    });
  }

  /**
   * The mailed device link (`verifyDevice`, POST /api/auth/verify-device): signs in the browser that opens it,
   * exactly as a password sign-in would, TOTP step included, and remembers it. The token is looked up before
   * anything else (failed tries count on the IP's `deviceLink` bucket) and spent atomically, only once the TOTP
   * code (if any) is right: asking for the code leaves it unspent. The code counts on this link's own bucket.
   */
  async verifyDevice(input: VerifyDeviceInput, meta: ClientMeta): Promise<LoginResult> {
    const reservation = await this.limiter.reserve([['deviceLink', meta.ip ?? 'unknown']]);
    const invalid = () => new AppError(ErrorCode.BAD_REQUEST, INVALID_DEVICE_LINK, { fields: { token: INVALID_DEVICE_LINK } });
    const live = { tokenHash: sha256(input.token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) };
    const link = await this.deviceLinks.findOneBy(live);
    const user = link ? await this.withSecrets({ id: link.userId }) : null;
    if (!link || !user || user.disabledAt) throw invalid();
    await reservation.settle(true);
    if (user.totpEnabled) {
      if (!input.otp) return { requiresTotp: true, requiresTotpSetup: false, next: null, user: null, firstSignIn: false };
      if (!(await this.consumeCode(user, user.totpSecretEnc, input.otp, meta, false, `link:${link.id}`))) {
        throw new AppError(ErrorCode.UNAUTHENTICATED, 'Invalid TOTP code', { fields: { otp: 'Invalid TOTP code' } });
      }
    }
    const spent = await this.deviceLinks.createQueryBuilder().update().set({ usedAt: () => 'now()' }).where({ id: link.id, ...live }).execute();
    if (!spent.affected) throw invalid();
    await this.audit.record('auth.device.verified', user, `user:${user.id}`, {}, meta.ip);
    return this.signIn(user, meta, { totp: user.totpEnabled, deviceLink: true });
  }

  async logout(auth: AuthContext, meta: ClientMeta): Promise<MessageResult> {
    await this.sessions.end(auth.session.id, meta.res);
    await this.audit.record('auth.logout', auth.user, `user:${auth.user.id}`, {}, meta.ip);
    return { message: 'Signed out' };
  }

  /**
   * The same answer at the same speed whatever the email and whatever the mail server does: the request only
   * queues a job (per-IP limit first); the job looks the account up, voids its older links and sends the mail.
   */
  async forgotPassword(input: ForgotPasswordInput, meta: ClientMeta): Promise<MessageResult> {
    await this.limiter.reserve([['forgot', meta.ip ?? 'unknown']]);
    await this.mailQueue.enqueue(RESET_MAIL, { email: input.email.trim().toLowerCase(), ip: meta.ip });
    return { message: FORGOT_MESSAGE };
  }

  /**
   * The reset-mail job. The token is derived from the job's id, so a retry after a mail failure sends the same
   * link rather than a second one. At most 3 mails an hour per address; beyond that the request is dropped
   * quietly (logged): the answer never differs, and the last link sent still works.
   */
  private async sendResetMail(job: Job<{ email: string; ip: string | null }>): Promise<void> {
    const { email, ip } = job.data;
    const user = await this.users.findOneBy({ email });
    if (!user || user.disabledAt) return;
    const token = createHmac('sha256', this.config.SESSION_SECRET).update(`reset:${job.id}`).digest('base64url');
    const tokenHash = sha256(token);
    if (job.attemptsMade === 0) {
      if (!(await this.limiter.tryTake('resetMail', email))) {
        this.logger.warn(`reset mail to user ${user.id} dropped: more than 3 in an hour`);
        return;
      }
      // A new link voids the older ones (only reset links: anyone may ask for one, and device links must outlive that).
      await this.resets.update({ userId: user.id, usedAt: IsNull() }, { usedAt: new Date() });
      await this.resets.insert({ tokenHash, userId: user.id, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
      await this.audit.record('auth.password.reset_requested', null, `user:${user.id}`, {}, ip);
    }
    const live = await this.resets.existsBy({ tokenHash, usedAt: IsNull(), expiresAt: MoreThan(new Date()) });
    if (!live) return;
    // Built from config, never from the Host header.
    const link = `${this.config.APP_ORIGIN}/auth?reset=${token}`;
    await this.mail.send({
      to: user.email,
      subject: 'Reset your BETI password',
      text: `Someone asked to reset the password of your BETI account.\n\nSet a new password (valid for 1 hour): ${link}\n\nIf this was not you, ignore this message.`,
    });
  }

  /**
   * The token is checked before any hashing (a bogus one costs a lookup, not 100 ms of scrypt), every try
   * takes a point of the IP's bucket, and the spend is atomic: it works once, and it voids every other link.
   */
  async resetPassword(input: ResetPasswordInput, meta: ClientMeta): Promise<MessageResult> {
    const reservation = await this.limiter.reserve([['reset', meta.ip ?? 'unknown']]);
    const hash = sha256(input.token);
    const live = await this.resets.findOne({ where: { tokenHash: hash, usedAt: IsNull(), expiresAt: MoreThan(new Date()) }, relations: { user: true } });
    if (!live || live.user.disabledAt) {
      throw new AppError(ErrorCode.BAD_REQUEST, INVALID_RESET, { fields: { token: INVALID_RESET } });
    }
    await reservation.settle(true);
    assertPasswordAllowed(input.newPassword, live.user.email, 'newPassword');
    const passwordHash = await hashPassword(input.newPassword);
    const spent = await this.resets
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'now()' })
      .where({ tokenHash: hash, usedAt: IsNull(), expiresAt: MoreThan(new Date()) })
      .execute();
    if (!spent.affected) throw new AppError(ErrorCode.BAD_REQUEST, INVALID_RESET, { fields: { token: INVALID_RESET } });
    await this.users.update({ id: live.userId }, { passwordHash });
    await this.voidResetLinks(live.userId);
    await this.sessions.endAll(live.userId);
    await this.audit.record('auth.password.reset', null, `user:${live.userId}`, {}, meta.ip);
    await this.mailQueue.notify({
      to: live.user.email,
      subject: 'Your BETI password was reset',
      text: 'The password of your BETI account was reset with a mailed link, and every session was signed out.\n\nIf this was not you, contact your administrator at once.',
    });
    return { message: 'Password reset successful' };
  }

  /** Ends every unused reset and device link of a user (a new password or email, a disabled account). */
  async voidResetLinks(userId: string): Promise<void> {
    await this.resets.update({ userId, usedAt: IsNull() }, { usedAt: new Date() });
    await this.deviceLinks.update({ userId, usedAt: IsNull() }, { usedAt: new Date() });
  }

  /**
   * Step-up: the caller's current password, on their own bucket (reserved before the check), so a stolen
   * session cannot guess it without limit. Password change and replacing or removing TOTP ask for it.
   */
  async stepUp(auth: AuthContext, password: string | undefined, field: string): Promise<void> {
    if (!password) throw new AppError(ErrorCode.BAD_REQUEST, 'Current password is required', { fields: { [field]: 'Current password is required' } });
    const reservation = await this.limiter.reserve([['password', auth.user.id]]);
    const user = await this.withSecrets({ id: auth.user.id });
    const ok = !!user && (await verifyPassword(password, user.passwordHash));
    await reservation.settle(ok);
    if (!ok) throw new AppError(ErrorCode.BAD_REQUEST, WRONG_PASSWORD, { fields: { [field]: WRONG_PASSWORD } });
  }

  /**
   * Sudo mode (README, "Calling the API"): the current password and, where the account has TOTP, a fresh code.
   * The session then counts as confirmed for STEP_UP_MINUTES (sessions.service.ts `confirmStepUp`).
   */
  async confirmIdentity(auth: AuthContext, password: string | undefined, otp: string | undefined | null, meta: ClientMeta): Promise<Date> {
    if (auth.apiKey) throw new AppError(ErrorCode.FORBIDDEN, 'Sign in to do this: API keys cannot confirm an identity');
    await this.stepUp(auth, password, 'currentPassword');
    if (auth.user.totpEnabled) {
      if (!otp) throw new AppError(ErrorCode.BAD_REQUEST, 'Enter the code from your authenticator app', { fields: { otp: 'Enter the code from your authenticator app' } });
      const user = await this.withSecrets({ id: auth.user.id });
      if (!user || !(await this.consumeCode(user, user.totpSecretEnc, otp, meta))) {
        const message = 'Invalid TOTP code, or one already used: wait for the next code';
        throw new AppError(ErrorCode.BAD_REQUEST, message, { fields: { otp: message } });
      }
    }
    const until = await this.sessions.confirmStepUp(auth.session.id);
    await this.audit.record('auth.stepup', auth.user, `user:${auth.user.id}`, { totp: auth.user.totpEnabled }, meta.ip);
    return until;
  }

  /** A first setup needs only the session; replacing a factor that is on needs the current password. */
  async totpSetup(auth: AuthContext, meta: ClientMeta, currentPassword?: string): Promise<TotpSetup> {
    if (auth.user.totpEnabled) await this.stepUp(auth, currentPassword, 'currentPassword');
    const secret = newSecret();
    await this.users.update({ id: auth.user.id }, { totpPendingSecretEnc: this.box.seal(secret) });
    const qrPngDataUrl = await QRCode.toDataURL(otpauthUrl(secret, auth.user.email));
    await this.mailQueue.notify({
      to: auth.user.email,
      subject: 'Two-factor authentication setup started',
      text: `Two-factor authentication setup was started for your BETI account.\n\nFinish it in the app with the 6-digit code from your authenticator: ${this.config.APP_ORIGIN}/setup/totp\n\nIf this was not you, contact an administrator.`,
    });
    await this.audit.record('auth.totp.setup', auth.user, `user:${auth.user.id}`, {}, meta.ip);
    return { qrPngDataUrl, secret };
  }

  /**
   * Verifies the pending secret, enables TOTP, lifts the restriction and starts a new session. When it replaces
   * a factor that was on, the user's other sessions end and a mail says so.
   */
  async totpVerify(auth: AuthContext, code: string, meta: ClientMeta) {
    const user = await this.withSecrets({ id: auth.user.id });
    if (!user?.totpPendingSecretEnc) throw new AppError(ErrorCode.BAD_REQUEST, 'Start TOTP setup first');
    if (!(await this.consumeCode(user, user.totpPendingSecretEnc, code, meta, true))) {
      throw new AppError(ErrorCode.BAD_REQUEST, 'Invalid TOTP code', { fields: { code: 'Invalid TOTP code' } });
    }
    const replaced = user.totpEnabled;
    await this.users.update(
      { id: user.id },
      { totpSecretEnc: user.totpPendingSecretEnc, totpPendingSecretEnc: null, totpEnabled: true, isRestricted: false },
    );
    this.sessions.forgetUser(user.id);
    await this.sessions.endAll(user.id);
    await this.sessions.start(user, meta);
    await this.audit.record(replaced ? 'auth.totp.replace' : 'auth.totp.enabled', user, `user:${user.id}`, {}, meta.ip);
    await this.mailQueue.notify({
      to: user.email,
      subject: replaced ? 'Your BETI authenticator was replaced' : 'Two-factor authentication is on',
      text: replaced
        ? 'A new authenticator app was set up for your BETI account, and your other sessions were signed out.\n\nIf this was not you, contact an administrator at once.'
        : 'Two-factor authentication is now on for your BETI account.\n\nIf this was not you, contact an administrator.',
    });
    return toUserModel({ ...user, totpEnabled: true, isRestricted: false }, false);
  }

  /**
   * ADMIN and SUPERVISOR, on their own account, only when TOTP is on and with the current password: clears it,
   * ends the other sessions, mails the user and sends them to set it up again.
   */
  async totpReset(auth: AuthContext, meta: ClientMeta, currentPassword?: string): Promise<MessageResult> {
    if (!auth.user.totpEnabled) throw new AppError(ErrorCode.BAD_REQUEST, 'TOTP is not enabled');
    await this.stepUp(auth, currentPassword, 'currentPassword');
    await this.users.update(
      { id: auth.user.id },
      { totpEnabled: false, totpSecretEnc: null, totpPendingSecretEnc: null, totpLastStep: null },
    );
    this.sessions.forgetUser(auth.user.id);
    await this.sessions.endOthers(auth.user.id, auth.session.id);
    await this.audit.record('auth.totp.reset', auth.user, `user:${auth.user.id}`, {}, meta.ip);
    await this.mailQueue.notify({
      to: auth.user.email,
      subject: 'Your BETI two-factor authentication was removed',
      text: 'Two-factor authentication was removed from your BETI account, and your other sessions were signed out. Set it up again at your next step in the app.\n\nIf this was not you, contact an administrator at once.',
    });
    return { message: 'TOTP reset; set it up again' };
  }
}
