import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
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

/** The build's Brotli copies (scripts/compress.mjs): URL path of the original -> its file. */
function brotliCopies(): Map<string, string> {
  const copies = new Map<string, string>();
  for (const entry of readdirSync(CLIENT_DIR, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.br')) continue;
    const file = join(entry.parentPath, entry.name.slice(0, -'.br'.length));
    copies.set(`/${relative(CLIENT_DIR, file).split(sep).join('/')}`, file);
  }
  return copies;
}
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};
/** Hashed build assets never change under their name; everything else is revalidated on each use. */
const cacheControl = (path: string) => (/(^|\/)assets\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
const acceptsBrotli = (req: IncomingMessage) => /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));

/**
 * The CSP sources of the built index.html's inline classic scripts (the theme script, written in by the build so the
 * page can paint without a round trip, and the loader that starts the code after the first paint): `'sha256-…'` of
 * each one's text, which the prerendered pages share. Read
 * once at start, for helmet's `script-src` (app.ts); none without a built client.
 */
export function clientInlineScriptSources(): string[] {
  const index = join(CLIENT_DIR, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
}

const sendFile = (req: IncomingMessage, res: ServerResponse, file: string, next: Next) =>
  send(req, file).on('error', next).pipe(res);

/** Sends the Brotli copy of `file` when there is one and the browser takes br; false otherwise. */
function sendBrotli(req: IncomingMessage, res: ServerResponse, file: string | undefined, next: Next): boolean {
  const type = file && TYPES[extname(file)];
  if (!file || !type || !acceptsBrotli(req)) return false;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Encoding', 'br');
  res.setHeader('Vary', 'Accept-Encoding');
  sendFile(req, res, `${file}.br`, next);
  return true;
}

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
  if (!existsSync(index)) {
    new Logger('Web').warn(`No built client in ${CLIENT_DIR}: run npm run build:client`);
    return;
  }
  const prerendered = prerenderedPages();
  const brotli = brotliCopies();
  const brotliFiles = new Set(brotli.values());
  // Brotli copies made at build time where the browser takes br, else gzip on the fly, for the client's files only:
  // a phone's first visit fetches a fifth of the bytes. The API stays uncompressed; its pages are small and every
  // request would pay the CPU.
  const explorer = app.get(ApiExplorer, { strict: false });
  const gzip = compression();
  const assets = serveStatic(CLIENT_DIR, {
    index: false,
    setHeaders: (res, file) => res.setHeader('Cache-Control', cacheControl(relative(CLIENT_DIR, file).split(sep).join('/'))),
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
    if (req.method === 'GET' || req.method === 'HEAD') {
      res.setHeader('Cache-Control', cacheControl(path));
      if (sendBrotli(req, res, brotli.get(path), next)) return;
    }
    gzip(req as never, res as never, () =>
      assets(req, res, (error?: unknown) => {
        if (error || !wantsApp(req, path)) return next(error);
        res.setHeader('Cache-Control', cacheControl(path));
        const page = prerendered.get(path.replace(/(.)\/$/, '$1')) ?? index;
        if (!sendBrotli(req, res, brotliFiles.has(page) ? page : undefined, next)) sendFile(req, res, page, next);
      }),
    );
  });
}
