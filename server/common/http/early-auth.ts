import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { rateLimitHeaders, type AppRequest, type AuthContext } from '../auth/auth-context.js';
import { POLICY, POLICY_KEY, type PolicyKey } from '../auth/policy.js';
import { restBody, toAppError } from '../errors/app-exception.filter.js';
import { AppError, ErrorCode } from '../errors/error-codes.js';

/** Who is calling: the auth module's SessionsService (a session cookie or an API key), cached on the request. */
export interface CallerResolver {
  resolve(req: AppRequest): Promise<AuthContext | null>;
}

/**
 * Know the caller before reading the body (issue 38): a REST route whose policy row is not public is refused in
 * Fastify's onRequest hook, before any body is parsed or streamed to multer, when the request carries no live
 * session and no valid API key; the 401 (the global filter's body for UNAUTHENTICATED) says `Connection: close`
 * and the socket ends once it is written (lingering-close.ts), so an anonymous slow upload holds nothing. The
 * guard still decides everything else (roles, restricted sessions, what a key may not do) and reuses the caller
 * resolved here (SessionsService caches it on the request).
 * /graphql is not a Nest route: its operation, and so its policy, is known only from the (small, size-limited)
 * JSON body, which the guard reads. Called after the app's init (routes registered, middleware hooks first:
 * CORS preflights and the same-origin check answer before this), before it listens.
 */
export function refuseAnonymousEarly(app: NestFastifyApplication, callers: CallerResolver): void {
  const fastify = app.getHttpAdapter().getInstance();
  const signedInOnly = signedInRoutes(app, fastify);
  fastify.addHook('onRequest', async (req: AppRequest, reply: FastifyReply) => {
    if (!signedInOnly.has(`${req.method} ${req.routeOptions.url}`)) return;
    let refusal: AppError;
    try {
      if (await callers.resolve(req)) {
        // A key's answer carries its RateLimit headers even where the guard never runs (a 400 or 413 of the body).
        rateLimitHeaders(req, reply);
        return;
      }
      refusal = new AppError(ErrorCode.UNAUTHENTICATED, 'Not signed in');
    } catch (e) {
      // An unknown, revoked or garbled key (401), a key over its rate (429): the guard's answer, given early.
      refusal = toAppError(e);
    }
    if (typeof refusal.details.retryAfter === 'number') reply.header('Retry-After', String(refusal.details.retryAfter));
    rateLimitHeaders(req, reply);
    return reply.code(refusal.status).header('connection', 'close').send(restBody(refusal));
  });
}

/**
 * `METHOD /route/:pattern` of every controller route whose policy needs a caller, read from the @Policy metadata
 * the guard reads, and checked against Fastify's router at boot: a route this map would miss stops the start,
 * rather than silently reading anonymous bodies again.
 */
export function signedInRoutes(app: NestFastifyApplication, fastify: FastifyInstance): Set<string> {
  const reflector = app.get(Reflector);
  const scanner = new MetadataScanner();
  const routes = new Set<string>();
  for (const { instance, metatype } of new DiscoveryService(app.get(ModulesContainer)).getControllers()) {
    if (!instance || !metatype) continue;
    const prefixes = [Reflect.getMetadata(PATH_METADATA, metatype) as string | string[] | undefined].flat();
    const prototype = Object.getPrototypeOf(instance) as Record<string, (...args: unknown[]) => unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (paths === undefined) continue;
      const key = reflector.getAllAndOverride<PolicyKey | undefined>(POLICY_KEY, [handler, metatype]);
      // No row: the guard refuses everyone alike. Public: anyone, body and all.
      if (!key || !(key in POLICY) || POLICY[key] === 'public') continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      for (const prefix of prefixes) {
        for (const path of [paths].flat()) {
          const url = routePath(prefix, path);
          const methods = method === 'ALL' ? fastify.supportedMethods : [method];
          for (const m of methods) {
            if (!fastify.hasRoute({ method: m as 'GET', url })) throw new Error(`early auth: ${m} ${url} (${metatype.name}.${name}) is not a route of the router`);
            routes.add(`${m} ${url}`);
          }
        }
      }
    }
  }
  return routes;
}

/** The route pattern Nest registers for a controller prefix and a method path (no global prefix or versions here). */
function routePath(...parts: (string | undefined)[]): string {
  return `/${parts
    .flatMap((p) => (p ?? '').split('/'))
    .filter(Boolean)
    .join('/')}`;
}
