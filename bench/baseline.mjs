// The baseline of `npm run bench`: a bare node:http server that answers the animal page with the same SQL as
// the server (bench/sql.mjs, imported from the built server) through a `pg` Pool of 10, and the same JSON
// { items, total, page, limit, reportId }. No framework, no session, no validation: the practical limit of
// this machine for this page. Run as a child of bench/run.mjs (its own process, like the server), on a free
// port; prints `listening <port>` when ready. Env: DATABASE_URL (required), BASELINE_POOL (10).
//   GET /api/reports/{id}/animals?…  (same as the REST door: the report check is part of the one statement)
//   GET /api/animals/all?…           (the latest report, like the directory)
import http from 'node:http';
import pg from 'pg';
import { LATEST, REPORT_BY_ID, runPage } from './sql.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.BASELINE_POOL ?? 10) });
const REPORT_PATH = /^\/api\/reports\/([^/]+)\/animals$/;

async function answer(url) {
  const q = Object.fromEntries(url.searchParams);
  const m = REPORT_PATH.exec(url.pathname);
  if (m) {
    const page = await runPage(pool, REPORT_BY_ID, [decodeURIComponent(m[1])], q);
    return page ? [200, page] : [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Report not found' }];
  }
  if (url.pathname === '/api/animals/all') {
    const page = await runPage(pool, LATEST, [], q);
    return [200, page ?? { items: [], total: 0, page: Number(q.page ?? 1), limit: Number(q.limit ?? 25), reportId: null }];
  }
  return [404, { statusCode: 404, message: 'Not found' }];
}

const server = http.createServer((req, res) => {
  answer(new URL(req.url, 'http://localhost')).then(
    ([status, body]) => {
      const json = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
      res.end(json);
    },
    (e) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(e?.message ?? e));
    },
  );
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log(`listening ${server.address().port}`));
const stop = () => {
  server.close(() => pool.end().then(() => process.exit(0)));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
