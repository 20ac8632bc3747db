import { Injectable } from '@nestjs/common';
import type { AccountSecurity } from '../../common/auth/account-security.js';
import type { AuthContext } from '../../common/auth/auth-context.js';
import { AuthService } from './auth.service.js';
import { SessionsService } from './sessions.service.js';

/** The auth module's side of AccountSecurity (common/auth/account-security.ts), for the users module. */
@Injectable()
export class AuthAccountSecurity implements AccountSecurity {
  constructor(
    private readonly sessions: SessionsService,
    private readonly auth: AuthService,
  ) {}

  forgetUser(userId: string): void {
    this.sessions.forgetUser(userId);
  }

  roleChanged(userId: string): void {
    this.sessions.roleChanged(userId);
  }

  endAll(userId: string): Promise<void> {
    return this.sessions.endAll(userId);
  }

  endOthers(userId: string, keepSessionId: string): Promise<void> {
    return this.sessions.endOthers(userId, keepSessionId);
  }

  voidResetLinks(userId: string): Promise<void> {
    return this.auth.voidResetLinks(userId);
  }

  stepUp(auth: AuthContext, password: string | undefined, field: string): Promise<void> {
    return this.auth.stepUp(auth, password, field);
  }
}
