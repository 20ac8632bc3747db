import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { POLICY, POLICY_KEY, type PolicyKey } from '../../common/auth/policy.js';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import { httpOf } from '../../common/auth/auth-context.js';
import { SessionsService } from './sessions.service.js';

/**
 * The one global guard of both doors (and of subscriptions, whose context carries the upgrade request).
 * Deny by default: an operation without a @Policy row is refused. The user is read fresh with the session on
 * every request, so a role change takes effect on the next one.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const key = this.reflector.getAllAndOverride<PolicyKey | undefined>(POLICY_KEY, [ctx.getHandler(), ctx.getClass()]);
    if (!key || !(key in POLICY)) throw new AppError(ErrorCode.FORBIDDEN, 'This operation has no access policy');
    const rule = POLICY[key];
    const { req } = httpOf(ctx);
    const auth = req ? await this.sessions.resolve(req) : null;
    if (rule === 'public') return true;
    if (!auth) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Not signed in');
    if (rule === 'restricted') return true;
    if (auth.restricted) {
      throw new AppError(ErrorCode.FORBIDDEN, 'Set up two-factor authentication first', { next: '/setup/totp' });
    }
    if (!(rule as readonly string[]).includes(auth.user.role)) {
      throw new AppError(ErrorCode.FORBIDDEN, 'Your role does not allow this');
    }
    return true;
  }
}
