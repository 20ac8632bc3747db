// `node bench/explain.mjs`: EXPLAIN (ANALYZE, BUFFERS) of the hot queries of the animal pages on the bench data,
// for bench/README.md. Uses the database `beti_bench` left by `BENCH_KEEP_DB=1 npm run bench`; when it is missing
// or empty, creates it, runs the migrations (the server's own, from dist/) and seeds it (BENCH_ROWS, BENCH_REPORTS).
// Each query runs once before its EXPLAIN, so the figures are for warm caches, as under load.
// Env: DATABASE_URL (default: beti_bench on TEST_DATABASE_URL's server), BENCH_ROWS (100000), BENCH_REPORTS (40),
//      BENCH_SKIP_BUILD (1 only requires dist/ to exist). `--markdown` prints each plan in a fenced block.
import 'reflect-metadata';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT, ensureBuilt } from '../scripts/ensure-built.mjs';
import { analyze, databaseUrl, resetDatabase, seed } from './seed.mjs';

if (process.env.BENCH_SKIP_BUILD === '1') {
  if (!existsSync(join(ROOT, 'dist/server/main.js'))) throw new Error('dist/server/main.js is missing: run npm run build:server');
} else ensureBuilt(['server']);

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_URL = process.env.DATABASE_URL || databaseUrl(ADMIN_URL, 'beti_bench');
const MARKDOWN = process.argv.includes('--markdown');
const name = new URL(DATABASE_URL).pathname.slice(1);

// After the build check: sql.mjs reads the page SQL from dist/.
const { LATEST, REPORT_BY_ID, pageQueryOf, pageStatement } = await import('./sql.mjs');
const { DataSource } = await import('typeorm');
const { dataSourceOptions } = await import('../dist/server/common/database/data-source-options.js');
const { loadConfig } = await import('../dist/server/config/config.js');
const { SessionEntity } = await import('../dist/server/modules/auth/session.entity.js');
const { UserEntity } = await import('../dist/server/modules/users/user.entity.js');
const { SESSION_LOOKUP } = await import('../dist/server/modules/auth/sessions.service.js');

// ---- The data: reuse the bench database, or make one.
const probe = new pg.Client({ connectionString: ADMIN_URL });
await probe.connect();
const exists = (await probe.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
await probe.end();
let rows = 0;
if (exists) {
  const c = new pg.Client({ connectionString: DATABASE_URL });
  await c.connect();
  const { rows: r } = await c.query(`SELECT CASE WHEN to_regclass('report_animals') IS NULL THEN 0 ELSE (SELECT count(*)::int FROM report_animals) END AS n`);
  rows = r[0].n;
  await c.end();
}
const dataDir = mkdtempSync(join(tmpdir(), 'beti-explain-'));
// The server's migrations and entities (the data source runs the migrations, like the server at boot).
if (!rows) {
  console.error(`[explain] ${name} is missing or empty: creating, migrating and seeding it`);
  await resetDatabase(ADMIN_URL, name);
}
const ds = new DataSource({ ...dataSourceOptions(loadConfig({ DATABASE_URL, DATA_DIR: dataDir }), [SessionEntity, UserEntity]), logging: false });
await ds.initialize(); // runs pending migrations, like the server at boot
const db = new pg.Client({ connectionString: DATABASE_URL });
await db.connect();
if (!rows) {
  const s = await seed(db, { rows: Number(process.env.BENCH_ROWS ?? 100_000), reports: Number(process.env.BENCH_REPORTS ?? 40) });
  await analyze(db);
  console.error(`[explain] seeded ${s.rows} rows in ${s.reports} reports in ${Math.round(s.totalMs)} ms`);
}

// ---- A signed-in session, so that its lookup finds a row.
const { rows: [user] } = await db.query(
  `INSERT INTO users (email, password_hash, role) VALUES ('bench-explain@example.org', 'x', 'READONLY')
   ON CONFLICT (email) DO UPDATE SET role = EXCLUDED.role RETURNING id`,
);
await db.query(`INSERT INTO sessions (id, user_id) VALUES ('bench-explain-session', $1) ON CONFLICT (id) DO UPDATE SET last_seen_at = now()`, [user.id]);
await ds.destroy();
rmSync(dataDir, { recursive: true, force: true });

// ---- The hot queries.
const latest = (await db.query(LATEST)).rows[0].id;
const statement = (q) => pageStatement(REPORT_BY_ID, [latest], pageQueryOf(q));
const { total } = (await db.query(statement({ limit: 1 }).text, statement({ limit: 1 }).values)).rows[0];
const lastPage = Math.ceil(total / 25);
const HOT = { zone: 'B', status: 'AVAILABLE', sort: 'animal_id', limit: 25 };
const page = (title, q) => {
  const p = statement(q);
  return { title, text: p.text, values: p.values };
};
const queries = [
  { title: 'session lookup (SessionsService: by primary key, then reused for 2 s)', text: SESSION_LOOKUP, values: ['bench-explain-session'] },
  { title: 'latest report (the directory statement starts with it; also stats)', text: LATEST, values: [] },
  page('THE BENCH PAGE: zone=B, status=AVAILABLE, sort=animal_id, 25 rows (report check, count and page in one statement)', HOT),
  page('zone=B only, sort=animal_id', { zone: 'B', sort: 'animal_id', limit: 25 }),
  page('status=AVAILABLE only, sort=animal_id', { status: 'AVAILABLE', sort: 'animal_id', limit: 25 }),
  page('unfiltered, first page, sort=animal_id', { sort: 'animal_id', limit: 25 }),
  page('zone=B, sort=name (a non-indexed sort)', { zone: 'B', sort: 'name', limit: 25 }),
  page(`unfiltered, last page (${lastPage}), sort=animal_id`, { sort: 'animal_id', limit: 25, page: lastPage }),
  page('unfiltered, page 4000, sort=animal_id (past the end: the total only)', { sort: 'animal_id', limit: 25, page: 4000 }),
];

const { rows: [counts] } = await db.query(`SELECT (SELECT count(*) FROM report_animals)::int AS animals, (SELECT count(*) FROM reports)::int AS reports`);
console.log(`EXPLAIN (ANALYZE, BUFFERS) of the animal-page queries on ${name}: ${counts.animals} animal rows in ${counts.reports} reports; latest report ${total} rows\n`);
for (const q of queries) {
  await db.query(q.text, q.values); // warm
  const { rows: plan } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.values);
  const lines = plan.map((r) => r['QUERY PLAN']);
  const sql = q.text.replace(/\s+/g, ' ').trim();
  if (MARKDOWN) console.log(`**${q.title}**\n\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n`);
  else console.log(`== ${q.title}\n-- ${sql.length > 240 ? `${sql.slice(0, 240)}…` : sql}\n${lines.join('\n')}\n`);
}
await db.end();
