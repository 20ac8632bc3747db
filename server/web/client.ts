import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ROOT } from '../paths.js';

export const CLIENT_DIR = join(ROOT, 'dist', 'client');

const wantsHtml = (req: Request) => req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');

/**
 * Serves the built client on the API's port: static assets, the offline GraphiQL for a browser GET of
 * /graphql, and index.html for any other browser navigation (history fallback), so deep links load the app.
 * Must be mounted before the GraphQL module initialises, so that the GraphiQL page wins over Apollo.
 */
export function mountClient(app: NestExpressApplication) {
  const index = join(CLIENT_DIR, 'index.html');
  const graphiql = join(CLIENT_DIR, 'graphiql.html');
  if (!existsSync(index)) {
    new Logger('Web').warn(`No built client in ${CLIENT_DIR}: run npm run build:client`);
    return;
  }
  app.use('/graphql', (req: Request, res: Response, next: NextFunction) =>
    wantsHtml(req) && req.path === '/' && !req.query.query ? res.sendFile(graphiql) : next(),
  );
  // Gzip for the client's files only: a phone's first visit fetches a third of the bytes. The API stays
  // uncompressed; its pages are small and every request would pay the CPU.
  const gzip = compression();
  const assets = express.static(CLIENT_DIR, {
    index: false,
    setHeaders: (res, path) =>
      res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  const ours = (req: Request) => req.path.startsWith('/api') || req.path.startsWith('/graphql');
  app.use((req: Request, res: Response, next: NextFunction) => (ours(req) ? next() : gzip(req, res, () => assets(req, res, next))));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (ours(req) || !wantsHtml(req)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
