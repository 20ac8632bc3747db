import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service.js';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import { assertPasswordAllowed } from '../../common/validation/password.js';
import { Role } from '../../common/auth/role.js';
import type { ClientMeta } from '../../common/auth/auth-context.js';
import { hashPassword } from '../../common/auth/password.js';
import { UserEntity } from '../users/user.entity.js';
import { toUserModel } from '../users/user.model.js';
import type { LoginResult } from './auth.model.js';
import type { FirstAdminInput } from './dto/first-admin.input.js';
import { SetupTokenEntity } from './setup-token.entity.js';
import { SessionsService } from './sessions.service.js';

export const SETUP_DONE = 'This install already has an administrator: sign in, or ask an administrator for an invitation.';
export const SETUP_LINK_INVALID = 'This setup link is not valid: open the link the server printed when it last started.';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The first administrator of a fresh install (issue 16). While no user exists, each server start adds a random
 * token (its SHA-256 in `setup_tokens`) and prints the link to its own console only; nothing serves it. The link
 * creates one SUPER_ADMIN, signs them in, and every link stops working.
 */
@Injectable()
export class FirstRunService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {}

  /** Public: whether the install has no user yet, so the sign-in screen can say how to begin. */
  async setupRequired(): Promise<boolean> {
    return !(await this.db.getRepository(UserEntity).exists());
  }

  /**
   * At start: a new setup token while no user exists (null otherwise, and leftovers are cleared). The caller
   * prints it; it is never stored or logged in the clear.
   */
  async issueToken(): Promise<string | null> {
    const tokens = this.db.getRepository(SetupTokenEntity);
    if (!(await this.setupRequired())) {
      await tokens.clear();
      return null;
    }
    const token = randomBytes(32).toString('base64url');
    await tokens.insert({ tokenHash: hashOf(token) });
    return token;
  }

  /**
   * Creates the first SUPER_ADMIN and starts their session. Race-safe on PostgreSQL and on PGlite (one shared
   * connection, where transactions of concurrent requests would interleave): one statement claims every setup
   * token and inserts the user only if it claimed one and no user exists. Two concurrent calls both try to
   * delete the same rows; the second finds them gone and inserts nothing.
   */
  async createFirstAdmin(input: FirstAdminInput, meta: ClientMeta): Promise<LoginResult> {
    if (!(await this.setupRequired())) throw new AppError(ErrorCode.CONFLICT, SETUP_DONE);
    const tokenHash = hashOf(input.token);
    if (!(await this.db.getRepository(SetupTokenEntity).existsBy({ tokenHash }))) throw new AppError(ErrorCode.FORBIDDEN, SETUP_LINK_INVALID);
    const email = input.email.trim().toLowerCase();
    assertPasswordAllowed(input.password, email, 'password');
    const passwordHash = await hashPassword(input.password);
    const rows: { id: string }[] = await this.db.query(
      `WITH claimed AS (
         DELETE FROM setup_tokens WHERE EXISTS (SELECT 1 FROM setup_tokens WHERE token_hash = $1) RETURNING 1
       )
       INSERT INTO users (email, password_hash, role, first_name, last_name, last_login_at)
       SELECT $2, $3, $4, $5, $6, now()
        WHERE EXISTS (SELECT 1 FROM claimed) AND NOT EXISTS (SELECT 1 FROM users)
       RETURNING id`,
      [tokenHash, email, passwordHash, Role.SUPER_ADMIN, input.firstName, input.lastName],
    );
    if (!rows.length) {
      if (!(await this.setupRequired())) throw new AppError(ErrorCode.CONFLICT, SETUP_DONE);
      throw new AppError(ErrorCode.FORBIDDEN, SETUP_LINK_INVALID);
    }
    const user = await this.db.getRepository(UserEntity).findOneByOrFail({ id: rows[0].id });
    await this.sessions.start(user, meta);
    await this.audit.record('auth.setup', user, `user:${user.id}`, { email }, meta.ip);
    if (this.sessions.needsTotpSetup(user)) return { requiresTotpSetup: true, requiresTotp: false, next: '/setup/totp', user: null, firstSignIn: true };
    return { requiresTotpSetup: false, requiresTotp: false, next: null, user: toUserModel(user, false), firstSignIn: true };
  }
}
