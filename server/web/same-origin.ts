import type { NextFunction, Request, Response } from 'express';
import { restBody } from '../common/errors/app-exception.filter.js';
import { AppError, ErrorCode } from '../common/errors/error-codes.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence of the REST door: a state-changing /api request must come from our own origin, proven by
 * `Sec-Fetch-Site: same-origin` or an `Origin` that is allowed or matches the Host it was sent to. Tools that
 * are not browsers send `Origin` themselves (see the README's curl walk-through).
 */
export function sameOriginOnly(allowed: string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE.has(req.method) || !req.path.startsWith('/api/')) return next();
    if (req.headers['sec-fetch-site'] === 'same-origin') return next();
    const origin = req.headers.origin;
    if (origin && (allowed.includes(origin) || safeHost(origin) === req.headers.host)) return next();
    const error = new AppError(
      ErrorCode.FORBIDDEN,
      'Cross-site request refused: send an Origin header of this site (same-origin requests only)',
    );
    res.status(error.status).json(restBody(error));
  };
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
