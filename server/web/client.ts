import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import compression from 'compression';
import send from 'send';
import serveStatic from 'serve-static';
import { ApiExplorer } from '../graphql/api-explorer.js';
import { ROOT } from '../paths.js';

export const CLIENT_DIR = join(ROOT, 'dist', 'client');

type Next = (error?: unknown) => void;
const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?', 1)[0];
const wantsHtml = (req: IncomingMessage) => req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
const sendFile = (req: IncomingMessage, res: ServerResponse, file: string, next: Next) =>
  send(req, file).on('error', next).pipe(res);

/**
 * Serves the built client on the API's port: static assets, the offline GraphiQL for a browser GET of
 * /graphql, and index.html for any other browser navigation (history fallback), so deep links load the app.
 * One middleware on the raw Node request and response, which Fastify runs (middie) before routing, so the
 * GraphiQL page wins over Apollo and the fallback over the 404 of unknown paths. GraphiQL follows API_EXPLORER:
 * whoever may not explore gets a 404.
 */
export function mountClient(app: NestFastifyApplication) {
  const index = join(CLIENT_DIR, 'index.html');
  const graphiql = join(CLIENT_DIR, 'graphiql.html');
  if (!existsSync(index)) {
    new Logger('Web').warn(`No built client in ${CLIENT_DIR}: run npm run build:client`);
    return;
  }
  // Gzip for the client's files only: a phone's first visit fetches a third of the bytes. The API stays
  // uncompressed; its pages are small and every request would pay the CPU.
  const explorer = app.get(ApiExplorer, { strict: false });
  const gzip = compression();
  const assets = serveStatic(CLIENT_DIR, {
    index: false,
    setHeaders: (res, path) =>
      res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  app.use((req: IncomingMessage, res: ServerResponse, next: Next) => {
    const path = pathOf(req);
    if (path === '/graphql' || path === '/graphql/') {
      const query = new URL(req.url ?? '/', 'http://x').searchParams.has('query');
      if (!wantsHtml(req) || query) return next();
      return void explorer.allows(req).then((allowed) => {
        if (allowed) return sendFile(req, res, graphiql, next);
        res.statusCode = 404;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end('Not found');
      }, next);
    }
    if (path.startsWith('/api') || path.startsWith('/graphql')) return next();
    gzip(req as never, res as never, () =>
      assets(req, res, (error?: unknown) => {
        if (error || !wantsHtml(req)) return next(error);
        res.setHeader('Cache-Control', 'no-cache');
        sendFile(req, res, index, next);
      }),
    );
  });
}
