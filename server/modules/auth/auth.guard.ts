import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { KEY_RULE, POLICY, POLICY_KEY, type PolicyKey } from '../../common/auth/policy.js';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import { httpOf, rateLimitHeaders } from '../../common/auth/auth-context.js';
import { ApiKeysService } from './api-keys.service.js';
import { SessionsService, type SessionAuth } from './sessions.service.js';

/**
 * The one global guard of both doors (and of subscriptions, whose context carries the upgrade request).
 * Deny by default: an operation without a @Policy row is refused. The user is read fresh with the session on
 * every request, so a role change takes effect on the next one. A key caller is checked twice: its effective
 * role against the role row, and its scopes against KEY_RULE (never an operation kept for sessions).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    private readonly apiKeys: ApiKeysService,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const key = this.reflector.getAllAndOverride<PolicyKey | undefined>(POLICY_KEY, [ctx.getHandler(), ctx.getClass()]);
    if (!key || !(key in POLICY)) throw new AppError(ErrorCode.FORBIDDEN, 'This operation has no access policy');
    const rule = POLICY[key];
    const { req, res } = httpOf(ctx);
    const auth = req ? await this.sessions.resolve(req).finally(() => rateLimitHeaders(req, res)) : null;
    if (rule === 'public') return true;
    if (!auth) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Not signed in');
    if (auth.apiKey) {
      const needs = KEY_RULE[key];
      if (needs === 'session') await this.keyRefused(auth, `Sign in to do this: API keys cannot ${key}`, key, req.ip);
      if (needs && !auth.apiKey.scopes.includes(needs)) await this.keyRefused(auth, `This API key lacks the scope ${needs}`, key, req.ip);
    }
    if (rule === 'restricted') return true;
    if (auth.restricted) {
      throw new AppError(ErrorCode.FORBIDDEN, 'Set up two-factor authentication first', { next: '/setup/totp' });
    }
    if (!(rule as readonly string[]).includes(auth.user.role)) {
      if (auth.apiKey) await this.keyRefused(auth, 'Your role does not allow this', key, req.ip);
      throw new AppError(ErrorCode.FORBIDDEN, 'Your role does not allow this');
    }
    return true;
  }

  /** A key caller refused an operation: audited, then 403 with the message (which names what is missing). */
  private async keyRefused(auth: SessionAuth, message: string, operation: PolicyKey, ip: string | undefined): Promise<never> {
    const key = auth.apiKey!;
    await this.apiKeys.refused({ ...key, user: auth.user }, message, ip ?? null, operation);
    throw new AppError(ErrorCode.FORBIDDEN, message, { operation });
  }
}

