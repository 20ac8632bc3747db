import type { IncomingMessage, ServerResponse } from 'node:http';
import { restBody } from '../common/errors/app-exception.filter.js';
import { AppError, ErrorCode } from '../common/errors/error-codes.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Server-to-server paths with their own credential: the inbound email webhook's HMAC signature. */
const SIGNED_PATHS = new Set(['/api/alerts/email/inbound']);

/**
 * CSRF defence of the REST door: a state-changing /api request must come from our own origin, proven by
 * `Sec-Fetch-Site: same-origin` or an `Origin` that is allowed or matches the Host it was sent to. Tools that
 * are not browsers send `Origin` themselves (see the README's curl walk-through). A middleware on the raw Node
 * request and response (Fastify runs it through middie before routing).
 */
export function sameOriginOnly(allowed: string[]) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (SAFE.has(req.method ?? 'GET') || !(req.url ?? '').startsWith('/api/') || SIGNED_PATHS.has((req.url ?? '').split('?')[0])) return next();
    if (req.headers['sec-fetch-site'] === 'same-origin') return next();
    // An API key's request: a browser never sends an Authorization header across sites by itself, so it is no
    // forged request; the key is checked by the guard, and the cookie, if any, is not used (sessions.service.ts).
    if (/^Bearer\s/i.test(req.headers.authorization ?? '')) return next();
    const origin = req.headers.origin;
    if (origin && (allowed.includes(origin) || safeHost(origin) === req.headers.host)) return next();
    const error = new AppError(
      ErrorCode.FORBIDDEN,
      'Cross-site request refused: send an Origin header of this site (same-origin requests only)',
    );
    res.writeHead(error.status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(restBody(error)));
  };
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
