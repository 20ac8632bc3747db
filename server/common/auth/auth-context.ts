import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from './role.js';

/**
 * The signed-in account as every module may read it. The auth module loads the whole `users` row with the
 * session; outside it, modules see only these fields (and read the row themselves when they need more).
 */
export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  totpEnabled: boolean;
}

/** What the guard attaches to a request that carries a live session. */
export interface AuthContext {
  session: { id: string };
  user: SessionUser;
  /** Password accepted but TOTP setup pending (or the account is flagged restricted). */
  restricted: boolean;
  /**
   * Set when the caller used an API key (`Authorization: Bearer beti_…`) instead of a session cookie. `user.role`
   * is then the key's effective role (its ceiling, or its owner's role if lower) and `session.id` is `key:<id>`.
   */
  apiKey?: { id: string; name: string; prefix: string; scopes: string[] };
}

/** An API key's rate limit as its request found it: sent as `RateLimit-Policy` and `RateLimit` (auth.guard.ts). */
export interface RateLimitState {
  limit: number;
  remaining: number;
  windowSeconds: number;
  resetSeconds: number;
}

export type AppRequest = FastifyRequest & { auth?: AuthContext | null; rateLimit?: RateLimitState };

/**
 * `RateLimit-Policy` and `RateLimit` (IETF draft-ietf-httpapi-ratelimit-headers) on every request of an API key,
 * refused ones too, so a script can pace itself before its first 429. Written by the guard, and by the early
 * refusal (common/http/early-auth.ts) for the answers the guard never sees.
 */
export function rateLimitHeaders(req: AppRequest | undefined, res: FastifyReply | undefined): void {
  const rate = req?.rateLimit;
  if (!rate || !res || res.sent) return;
  void res.header('RateLimit-Policy', `"apikey";q=${rate.limit};w=${rate.windowSeconds}`);
  void res.header('RateLimit', `"apikey";r=${rate.remaining};t=${rate.resetSeconds}`);
}

/** The request and response of either door (GraphQL context or HTTP). */
export function httpOf(ctx: ExecutionContext): { req: AppRequest; res?: FastifyReply } {
  if (ctx.getType<string>() === 'graphql') {
    const { req, res } = GqlExecutionContext.create(ctx).getContext<{ req: AppRequest; res?: FastifyReply }>();
    return { req, res };
  }
  return { req: ctx.switchToHttp().getRequest<AppRequest>(), res: ctx.switchToHttp().getResponse<FastifyReply>() };
}

/** The signed-in caller (set by the guard; routes with a non-public policy always have one). */
export const CurrentAuth = createParamDecorator((_: unknown, ctx: ExecutionContext) => httpOf(ctx).req.auth);

/** Request metadata for audit and limits. */
export const ClientInfo = createParamDecorator((_: unknown, ctx: ExecutionContext): ClientMeta => {
  const { req, res } = httpOf(ctx);
  return { ip: req.ip ?? req.socket?.remoteAddress ?? null, userAgent: req.headers['user-agent'] ?? null, req, res };
});

export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
  req: AppRequest;
  res?: FastifyReply;
}
