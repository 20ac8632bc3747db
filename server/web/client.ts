import { existsSync, readFileSync } from 'node:fs';
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
/** A file the build would have made: a miss is a 404, never index.html in place of a script or an image. */
const ASSET = /^\/assets\/|\.(?:m?js|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|json|txt|xml|webmanifest)$/i;
/**
 * A page of the app: any GET or HEAD outside the API that is not a missing file, whatever its Accept header
 * (curl and uptime monitors send `*\/*`; an unknown path is the app's own 404 page).
 */
const wantsApp = (req: IncomingMessage, path: string) => (req.method === 'GET' || req.method === 'HEAD') && !ASSET.test(path);
/**
 * Pages whose first screen the build wrote as HTML (scripts/prerender.mjs, issue 19: a phone paints them before the
 * JavaScript arrives), path -> file under prerendered/. Any other page gets index.html.
 */
function prerenderedPages(): Map<string, string> {
  const list = join(CLIENT_DIR, 'prerendered', 'pages.json');
  if (!existsSync(list)) return new Map();
  const pages = JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(pages).map(([path, file]) => [path, join(CLIENT_DIR, 'prerendered', file)]));
}
const sendFile = (req: IncomingMessage, res: ServerResponse, file: string, next: Next) =>
  send(req, file).on('error', next).pipe(res);

/**
 * Serves the built client on the API's port: static assets, the offline GraphiQL for a browser GET of
 * /graphql, and index.html for any other GET outside /api and /graphql (history fallback), so deep links load
 * the app.
 * One middleware on the raw Node request and response, which Fastify runs (middie) before routing, so the
 * GraphiQL page wins over Apollo and the fallback over the 404 of unknown paths. GraphiQL follows API_EXPLORER:
 * whoever may not explore gets a 404.
 */
export function mountClient(app: NestFastifyApplication) {
  const index = join(CLIENT_DIR, 'index.html');
  const graphiql = join(CLIENT_DIR, 'graphiql.html');
  const prerendered = prerenderedPages();
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
        if (error || !wantsApp(req, path)) return next(error);
        res.setHeader('Cache-Control', 'no-cache');
        sendFile(req, res, prerendered.get(path.replace(/(.)\/$/, '$1')) ?? index, next);
      }),
    );
  });
}
