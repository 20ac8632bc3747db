// `npm run bench`: the read-path benchmark of issue #7, then the pipeline bench (bench/pipeline.mjs), in one
// command. Run by hand, never part of `npm test`; exits 0 when a goal is missed (printed as MISSED): it is a
// measurement. See bench/README.md.
//
//  1. Creates a fresh database `beti_bench` on the local PostgreSQL and starts the BUILT server (dist/) as a child
//     process (NODE_ENV=production, Redis under the `beti-bench` prefix, a temp DATA_DIR); its migrations run at boot.
//  2. Seeds 100,000 animal rows in 40 committed reports with bulk INSERT … SELECT FROM unnest (timed), then
//     VACUUM (ANALYZE).
//  3. Signs in a READONLY user through GraphQL `login` and sends its session cookie with every request.
//  4. Measures four targets with autocannon (warm-up, then 32 connections × 15 s each) on the same page
//     (latest report, zone B, status AVAILABLE, sort animal_id, 25 rows), after checking they all answer the
//     same ids and total: GraphQL `reportAnimals`, REST `GET /api/reports/{id}/animals`, REST
//     `GET /api/animals/all`, and the baseline (bench/baseline.mjs: node:http + pg, the same SQL and JSON).
//  5. Prints req/s, p50/p99, errors, the ratio to the baseline, the goals, the server's peak RSS (sampled every
//     200 ms), and deep-page latencies; writes everything to bench/results/<timestamp>.json.
//
// Env: BENCH_DURATION (s, 15), BENCH_CONNECTIONS (32), BENCH_WARMUP (s, 3), BENCH_ROWS (100000),
//      BENCH_REPORTS (40), BENCH_DEEP_PAGE (4000), BENCH_PIPELINE (1; 0 skips the pipeline bench),
//      BENCH_KEEP_DB (0; 1 keeps beti_bench for bench/explain.mjs), BENCH_SKIP_BUILD (0; 1 only requires dist/
//      to exist instead of rebuilding a stale one), BENCH_COUNT_QUERIES (1; 0 skips counting the SQL statements
//      per request, which costs ~35 s), BENCH_PROFILE (0; 1 records a CPU profile of the server during each
//      measured server run, under bench/results/, and prints where the time goes; figures are then a little
//      lower), TEST_DATABASE_URL (admin connection, default postgres://postgres@127.0.0.1:5432/postgres),
//      REDIS_URL (redis://127.0.0.1:6379), BENCH_TARGETS (all; e.g. graphql,rest: only those and the baseline),
//      BENCH_SERVER_NODE_OPTIONS (the Node flags of `npm start` from package.json; set, it replaces them).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { ROOT, ensureBuilt } from '../scripts/ensure-built.mjs';
import { formatSummary, summarize } from './profile-summary.mjs';
import { analyze, databaseUrl, resetDatabase, seed } from './seed.mjs';

const env = process.env;
const DURATION = Number(env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 32);
const WARMUP = Number(env.BENCH_WARMUP ?? 3);
const ROWS = Number(env.BENCH_ROWS ?? 100_000);
const REPORTS = Number(env.BENCH_REPORTS ?? 40);
const DEEP_PAGE = Number(env.BENCH_DEEP_PAGE ?? 4000);
const PIPELINE = env.BENCH_PIPELINE !== '0';
const KEEP_DB = env.BENCH_KEEP_DB === '1';
const COUNT_QUERIES = env.BENCH_COUNT_QUERIES !== '0';
const PROFILE = env.BENCH_PROFILE === '1';
const ADMIN_URL = env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = env.REDIS_URL || 'redis://127.0.0.1:6379';
const DB_NAME = 'beti_bench';
const DATABASE_URL = databaseUrl(ADMIN_URL, DB_NAME);
const PREFIX = 'beti-bench';
const PAGE = { zone: 'B', status: 'AVAILABLE', sort: 'animal_id', limit: 25 };
const GOALS = { graphqlRatio: 0.5, restRatio: 0.6, p99Ms: 25, rssMb: 400 };

// ---- 0. The build: the lead builds before benching; a missing or stale dist/ is built here.
if (env.BENCH_SKIP_BUILD === '1') {
  if (!existsSync(join(ROOT, 'dist/server/main.js'))) {
    console.error('[bench] dist/server/main.js is missing: run npm run build:server');
    process.exit(1);
  }
} else ensureBuilt(['server']);

const load = loadavg()[0];
const cpu = cpus();
const machine = `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
const fmt = (n, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const children = new Set();
let tmp;

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Removes the bench's Bull keys, so runs do not pile up jobs in a shared Redis. */
async function clearRedis() {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = [];
    for await (const batch of redis.scanStream({ match: `${PREFIX}:*`, count: 500 })) keys.push(...batch);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** Starts a child node process; its output is echoed with a prefix. Resolves when `ready(line)` matches a line. */
function startChild(name, args, childEnv, ready, ipc = false) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let matched;
  const onLine = (line) => {
    if (ready && !matched) {
      const m = ready(line);
      if (m) {
        matched = m;
        return;
      }
    }
    if (line.trim()) console.log(`  [${name}] ${line}`);
  };
  for (const stream of [child.stdout, child.stderr]) {
    let buf = '';
    stream.setEncoding('utf8');
    stream.on('data', (d) => {
      buf += d;
      const lines = buf.split('\n');
      buf = lines.pop();
      lines.forEach(onLine);
    });
  }
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, matched: () => matched };
}

async function stopChild(c) {
  if (!c || c.child.exitCode !== null || c.child.signalCode !== null) return;
  c.child.kill('SIGTERM');
  const done = await Promise.race([c.exited, sleep(10_000).then(() => null)]);
  if (!done) c.child.kill('SIGKILL');
}

/** Resident memory of a process in KB (Linux /proc; `ps` elsewhere). */
function rssKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Samples the RSS of the given processes every 200 ms; peaks per phase label and overall. */
function rssSampler(procs) {
  const peaks = {};
  let label = 'idle';
  const bump = (key, name, kb) => {
    peaks[key] ??= {};
    peaks[key][name] = Math.max(peaks[key][name] ?? 0, kb);
  };
  const timer = setInterval(() => {
    for (const [name, pid] of Object.entries(procs)) {
      const kb = rssKb(pid);
      bump(label, name, kb);
      if (label !== 'idle') bump('measured', name, kb);
    }
  }, 200);
  return {
    set: (l) => (label = l),
    peaks,
    stop: () => clearInterval(timer),
  };
}

const pct = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);

/** One autocannon run; latencies of 2xx answers are kept at full resolution (autocannon's histogram is in whole ms). */
async function cannon(target, seconds, connections) {
  const latencies = [];
  const instance = autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
    expectBody: target.expectBody,
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const r = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: r.requests.total / r.duration,
    requests: r.requests.total,
    p50: pct(latencies, 0.5),
    p99: pct(latencies, 0.99),
    max: latencies.at(-1) ?? NaN,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    mismatches: r.mismatches,
    statusCodes: r.statusCodeStats,
  };
}

/** Sequential latency of one request (no concurrency): n measured after a few warm-ups. */
async function sequential(url, headers, n = 100) {
  const times = [];
  let status;
  let body;
  for (let i = 0; i < n + 10; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    body = await res.json();
    status = res.status;
    if (i >= 10) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { status, p50: pct(times, 0.5), p99: pct(times, 0.99), items: body.items?.length, total: body.total };
}

async function cleanup() {
  for (const c of children) c.kill('SIGTERM');
  if (tmp) rmSync(tmp, { recursive: true, force: true });
}
process.on('SIGINT', () => cleanup().then(() => process.exit(130)));
// However the bench ends (a crash included), the server and the baseline end with it.
process.on('exit', () => {
  for (const c of children) c.kill('SIGTERM');
});

// ======================================================================================================
console.log(`BETI read-path bench on ${machine}; load average at start ${load.toFixed(1)}`);
console.log(`${fmt(ROWS)} rows in ${REPORTS} reports; ${CONNECTIONS} connections × ${DURATION} s per target after a ${WARMUP} s warm-up\n`);
if (load > cpu.length / 2) console.log(`(load average ${load.toFixed(1)} on ${cpu.length} cores: something else is running, figures will be noisy)\n`);

// ---- 1. Database, Redis, server.
await Promise.all([resetDatabase(ADMIN_URL, DB_NAME), clearRedis()]);
tmp = mkdtempSync(join(tmpdir(), 'beti-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const serverEnv = { ...env };
for (const k of ['DATABASE_URL', 'REDIS_URL', 'GCS_BUCKET', 'GCS_API_ENDPOINT', 'GCS_PROJECT_ID', 'SMTP_URL', 'ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'CORS_ORIGINS', 'TRUST_PROXY', 'NODE_OPTIONS']) delete serverEnv[k];
Object.assign(serverEnv, {
  NODE_ENV: 'production',
  PORT: String(port),
  APP_ORIGIN: base,
  DATABASE_URL,
  REDIS_URL,
  REDIS_PREFIX: PREFIX,
  DATA_DIR: join(tmp, 'data'),
  LOG_LEVEL: 'warn',
  SESSION_SECRET: randomBytes(36).toString('base64url'),
  TOTP_ENCRYPTION_KEY: randomBytes(36).toString('base64url'),
  TOTP_REQUIRED_ROLES: 'ADMIN,SUPERVISOR', // the bench signs in as READONLY: no TOTP step
});
// The server runs with the Node flags of `npm start` (its heap sizing, in package.json), unless
// BENCH_SERVER_NODE_OPTIONS replaces them for an experiment (BENCH_SERVER_NODE_OPTIONS= runs V8's defaults).
const startScript = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start;
const startFlags = startScript.split(/\s+/).filter((w) => w.startsWith('--'));
const serverFlags = env.BENCH_SERVER_NODE_OPTIONS === undefined ? startFlags : env.BENCH_SERVER_NODE_OPTIONS.split(/\s+/).filter(Boolean);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const profileDir = join(ROOT, `bench/results/profile-${stamp}`);
if (PROFILE) {
  mkdirSync(profileDir, { recursive: true });
  serverEnv.BENCH_PROFILE_DIR = profileDir;
}
const bootStart = performance.now();
const server = startChild('server', [...serverFlags, PROFILE ? 'bench/profile-server.mjs' : 'dist/server/main.js'], serverEnv, undefined, PROFILE);
/** Sends a command to bench/profile-server.mjs and waits for its answer. */
const profiler = (cmd) =>
  new Promise((resolve) => {
    server.child.once('message', resolve);
    server.child.send(cmd);
  });
let health;
for (;;) {
  if (server.child.exitCode !== null) {
    console.error(`[bench] the server exited during start-up (code ${server.child.exitCode})`);
    await cleanup();
    process.exit(1);
  }
  health = await fetch(`${base}/api/health/all`).catch(() => null);
  if (health) break;
  if (performance.now() - bootStart > 120_000) {
    console.error('[bench] the server did not answer /api/health/all within 120 s');
    await cleanup();
    process.exit(1);
  }
  await sleep(250);
}
const bootMs = performance.now() - bootStart;
const healthBody = await health.json().catch(() => ({}));
console.log(`server (pid ${server.child.pid}) answered /api/health/all ${health.status} after ${fmt(bootMs)} ms (migrations ran at boot)`);
if (health.status !== 200) console.log(`  health: ${JSON.stringify(healthBody).slice(0, 400)}`);

// ---- 2. Seed.
const db = new pg.Client({ connectionString: DATABASE_URL });
await db.connect();
const seeded = await seed(db, { rows: ROWS, reports: REPORTS });
const analyzeMs = await analyze(db);
console.log(
  `seeded ${fmt(seeded.rows)} animal rows (${fmt(seeded.population)} distinct animals) in ${seeded.reports} committed reports in ${fmt(seeded.totalMs)} ms: ` +
    `${fmt(seeded.rowsPerSec)} rows/s overall (the INSERT … unnest statements alone ${fmt(seeded.insertMs)} ms, ${fmt(seeded.rows / (seeded.insertMs / 1000))} rows/s); VACUUM ANALYZE ${fmt(analyzeMs)} ms`,
);
const latestId = seeded.latestId;

// ---- 3. A READONLY user, hashed by the server's own function, signed in through GraphQL `login`.
const { hashPassword } = await import('../dist/server/common/auth/password.js');
const email = 'bench-reader@example.org';
const password = `Bench!${randomBytes(9).toString('base64url')}`;
await db.query(`INSERT INTO users (email, password_hash, role, first_name, last_name) VALUES ($1, $2, 'READONLY', 'Bench', 'Reader')`, [email, await hashPassword(password)]);
const gql = async (query, variables, headers = {}) => {
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base, ...headers }, body: JSON.stringify({ query, variables }) });
  return { res, json: await res.json() };
};
const login = await gql('mutation Login($input: LoginInput!) { login(input: $input) { requiresTotp requiresTotpSetup next } }', { input: { email, password } });
const cookie = login.res.headers.getSetCookie().map((c) => c.split(';')[0]).filter((c) => c.startsWith('beti.sid=')).join('; ');
if (!cookie || login.json.errors || login.json.data.login.requiresTotp || login.json.data.login.requiresTotpSetup) {
  console.error(`[bench] sign-in failed: ${login.res.status} ${JSON.stringify(login.json)}`);
  await cleanup();
  process.exit(1);
}
const auth = { cookie };
const latest = await gql('{ latestReport { reportId } }', {}, auth);
if (latest.json.data?.latestReport?.reportId !== latestId) {
  console.error(`[bench] latestReport is ${JSON.stringify(latest.json)}, expected the newest seeded report ${latestId}`);
  await cleanup();
  process.exit(1);
}
console.log(`signed in as READONLY ${email} through GraphQL login; latest report ${latestId}`);

// ---- 4. The baseline, in its own process like the server.
const baseline = startChild('baseline', ['bench/baseline.mjs'], { ...env, DATABASE_URL, PORT: '0' }, (line) => /^listening (\d+)$/.exec(line)?.[1]);
for (let t = 0; !baseline.matched(); t++) {
  if (baseline.child.exitCode !== null || t > 200) {
    console.error('[bench] the baseline server did not start');
    await cleanup();
    process.exit(1);
  }
  await sleep(50);
}
const baselineBase = `http://127.0.0.1:${baseline.matched()}`;

// ---- 5. The four targets, and the check that they answer the same page.
const qs = new URLSearchParams(Object.entries(PAGE).map(([k, v]) => [k, String(v)])).toString();
const GQL_PAGE = `query Page($reportId: ID!, $query: AnimalQuery) {
  reportAnimals(reportId: $reportId, query: $query) {
    total page limit reportId
    items { animal_id reportId name species breed sex age weight kennel zoneCode zone_location statusCode sub_status_code adoptionLevel behavior_severity_code intakeDate daysInCare page location }
  }
}`;
const allTargets = [
  {
    key: 'graphql',
    name: 'GraphQL reportAnimals',
    url: `${base}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({ operationName: 'Page', query: GQL_PAGE, variables: { reportId: latestId, query: PAGE } }),
    page: (j) => j.data?.reportAnimals,
    goal: { ratio: GOALS.graphqlRatio, p99: GOALS.p99Ms },
  },
  { key: 'rest', name: 'REST /api/reports/{id}/animals', url: `${base}/api/reports/${latestId}/animals?${qs}`, headers: { cookie }, page: (j) => j, goal: { ratio: GOALS.restRatio, p99: GOALS.p99Ms } },
  { key: 'all', name: 'REST /api/animals/all', url: `${base}/api/animals/all?${qs}`, headers: { cookie }, page: (j) => j, goal: { ratio: GOALS.restRatio, p99: GOALS.p99Ms } },
  { key: 'baseline', name: 'baseline node:http + pg', url: `${baselineBase}/api/reports/${latestId}/animals?${qs}`, headers: {}, page: (j) => j },
];
// BENCH_TARGETS=graphql,rest measures only those (and always the baseline, which the ratios need).
const only = env.BENCH_TARGETS?.split(',').map((k) => k.trim());
const targets = allTargets.filter((t) => !only || t.key === 'baseline' || only.includes(t.key));
const answers = {};
for (const t of targets) {
  const res = await fetch(t.url, { method: t.method ?? 'GET', headers: t.headers, body: t.body });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const page = json && t.page(json);
  if (res.status !== 200 || !page || json.errors) {
    console.error(`[bench] ${t.name} answered ${res.status}: ${text.slice(0, 500)}`);
    await cleanup();
    process.exit(1);
  }
  t.expectBody = text; // every measured answer must be this one (else counted as a mismatch)
  answers[t.key] = { ids: page.items.map((a) => a.animal_id), total: page.total, page };
}
const ref = answers.baseline;
const wrong = targets.filter((t) => !isDeepStrictEqual(answers[t.key].ids, ref.ids) || answers[t.key].total !== ref.total);
if (wrong.length || ref.ids.length !== PAGE.limit) {
  console.error('[bench] the targets do not answer the same page:');
  for (const t of targets) console.error(`  ${t.name.padEnd(32)} total ${answers[t.key].total}  ids ${answers[t.key].ids.slice(0, 5).join(',')}… (${answers[t.key].ids.length})`);
  await cleanup();
  process.exit(1);
}
const sameJson = ['rest', 'all'].every((k) => !answers[k] || isDeepStrictEqual(answers[k].page, answers.baseline.page));
console.log(
  `all four answer the same page: ${ref.ids.length} rows of ${fmt(ref.total)} (first ${ref.ids[0]}, last ${ref.ids.at(-1)})` +
    `${sameJson ? '; the REST bodies equal the baseline body' : '; WARNING: the REST bodies differ from the baseline body'}\n`,
);

// ---- 6. Measure.
const sampler = rssSampler({ server: server.child.pid, baseline: baseline.child.pid });
const idleRssMb = rssKb(server.child.pid) / 1024;
const results = {};
const profiles = {};
for (const t of targets) {
  sampler.set(`warmup:${t.key}`);
  await cannon(t, WARMUP, CONNECTIONS);
  sampler.set(t.key);
  const profiled = PROFILE && t.key !== 'baseline';
  if (profiled) await profiler('profile:start');
  const r = await cannon(t, DURATION, CONNECTIONS);
  if (profiled) {
    const { file } = await profiler('profile:stop');
    const named = join(profileDir, `${t.key}.cpuprofile`);
    renameSync(file, named);
    profiles[t.key] = { file: named.slice(ROOT.length), summary: summarize(JSON.parse(readFileSync(named, 'utf8')), 30) };
  }
  sampler.set('between');
  results[t.key] = r;
  console.log(`  ${t.name.padEnd(32)} ${fmt(r.rps).padStart(7)} req/s  p50 ${fmt(r.p50, 2).padStart(6)} ms  p99 ${fmt(r.p99, 2).padStart(6)} ms  errors ${r.errors + r.non2xx + r.mismatches}`);
}

// Deep pages, REST and baseline, one request at a time: the last page of the unfiltered list, and page DEEP_PAGE.
sampler.set('deep');
const unfiltered = { sort: 'animal_id', limit: '25' };
const listTotal = (await (await fetch(`${baselineBase}/api/reports/${latestId}/animals?limit=1`)).json()).total;
const lastPage = Math.max(1, Math.ceil(listTotal / 25));
const deep = {};
for (const p of [...new Set([lastPage, DEEP_PAGE])]) {
  const q = new URLSearchParams({ ...unfiltered, page: String(p) });
  deep[p] = {
    rest: await sequential(`${base}/api/reports/${latestId}/animals?${q}`, { cookie }),
    baseline: await sequential(`${baselineBase}/api/reports/${latestId}/animals?${q}`, {}),
  };
}
sampler.stop();
const peaks = sampler.peaks;

// SQL statements per request: PostgreSQL's commit counter of the database (every statement outside a transaction
// commits once) around N sequential requests. A backend reports its counters when it goes idle, after up to 10 s.
const queries = {};
if (COUNT_QUERIES) {
  const commits = async () => (await db.query(`SELECT xact_commit::int AS n FROM pg_stat_database WHERE datname = $1`, [DB_NAME])).rows[0].n;
  const N = 200;
  const settle = () => sleep(11_000);
  await settle();
  for (const t of targets) {
    const before = await commits();
    for (let i = 0; i < N; i++) await (await fetch(t.url, { method: t.method ?? 'GET', headers: t.headers, body: t.body })).arrayBuffer();
    await settle();
    const after = await commits();
    queries[t.key] = (after - before - 1) / N; // minus the first counter read (the second is not reported yet)
  }
}
const peakMb = (peaks.measured?.server ?? 0) / 1024;
const ratioOf = (k) => results[k].rps / results.baseline.rps;

// ---- 7. The table.
const mark = (ok) => (ok ? 'ok' : 'MISSED');
const table = [];
table.push(`BETI read-path bench: ${fmt(seeded.rows)} rows / ${seeded.reports} reports, ${CONNECTIONS} connections × ${DURATION} s (warm-up ${WARMUP} s), ${machine}, load ${load.toFixed(1)}`);
table.push(`page: latest report, zone=B, status=AVAILABLE, sort=animal_id, 25 rows of ${fmt(ref.total)}; server flags: ${serverFlags.join(' ') || 'none (V8 defaults)'}`);
table.push('');
table.push(`${'target'.padEnd(32)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'÷ base'.padStart(7)}  ${'peak RSS'.padStart(9)} ${'SQL/req'.padStart(7)}  goals`);
for (const t of targets) {
  const r = results[t.key];
  const errors = r.errors + r.non2xx + r.mismatches;
  const ratio = ratioOf(t.key);
  const goals = t.goal ? `ratio ≥ ${t.goal.ratio} ${mark(ratio >= t.goal.ratio)}, p99 ≤ ${t.goal.p99} ms ${mark(r.p99 <= t.goal.p99)}` : 'the limit of this machine';
  const rss = t.key === 'baseline' ? peaks.baseline?.baseline : peaks[t.key]?.server;
  table.push(
    `${t.name.padEnd(32)} ${fmt(r.rps).padStart(7)} ${fmt(r.p50, 2).padStart(7)} ${fmt(r.p99, 2).padStart(7)} ${String(errors).padStart(7)} ${ratio.toFixed(2).padStart(7)}  ${`${fmt((rss ?? 0) / 1024)} MB`.padStart(9)} ${(queries[t.key] === undefined ? '–' : queries[t.key].toFixed(1)).padStart(7)}  ${goals}`,
  );
}
table.push('');
table.push(`server peak RSS during the runs ${fmt(peakMb)} MB (idle after seeding ${fmt(idleRssMb)} MB; goal ≤ ${GOALS.rssMb} MB) ${mark(peakMb <= GOALS.rssMb)}`);
for (const [p, d] of Object.entries(deep)) {
  const past = d.baseline.items === 0 ? ' (past the last page: empty page + count query)' : '';
  table.push(
    `deep page ${p} (unfiltered, sort animal_id, offset ${fmt((p - 1) * 25)}), one at a time: REST p50 ${fmt(d.rest.p50, 2)} ms p99 ${fmt(d.rest.p99, 2)} ms; ` +
      `baseline p50 ${fmt(d.baseline.p50, 2)} ms p99 ${fmt(d.baseline.p99, 2)} ms${past}`,
  );
}
table.push(`seeding ${fmt(seeded.rows)} rows: ${fmt(seeded.totalMs)} ms, ${fmt(seeded.rowsPerSec)} rows/s (bulk INSERT … SELECT FROM unnest, one statement per report)`);
console.log(`\n${table.join('\n')}\n`);
for (const [key, p] of Object.entries(profiles)) {
  console.log(`CPU profile of the server during ${targets.find((t) => t.key === key).name} (${p.file}):\n${formatSummary(p.summary)}\n`);
}

// ---- 8. Tear down the server side; then the pipeline bench.
await stopChild(baseline);
await stopChild(server);
await db.end();
if (!KEEP_DB) await resetDatabase(ADMIN_URL, DB_NAME, false);
else console.log(`kept database ${DB_NAME} (BENCH_KEEP_DB=1): node bench/explain.mjs prints the query plans`);
await clearRedis();
rmSync(tmp, { recursive: true, force: true });
tmp = undefined;

let pipeline = null;
if (PIPELINE) {
  console.log('pipeline bench (bench/pipeline.mjs):');
  const out = [];
  const p = startChild('pipeline', ['bench/pipeline.mjs'], { ...env, DATABASE_URL: databaseUrl(ADMIN_URL, 'beti_bench_pipeline'), REDIS_URL }, (line) => {
    out.push(line);
    return null;
  });
  const { code } = await p.exited;
  const file = out.map((l) => /^figures written to (.+)$/.exec(l)?.[1]).find(Boolean);
  pipeline = { exitCode: code, file: file ?? null, figures: file ? JSON.parse(readFileSync(join(ROOT, file), 'utf8')) : null };
  const at = out.findIndex((l) => l.startsWith('BETI pipeline bench'));
  pipeline.summary = at >= 0 ? out.slice(at, out.findIndex((l, i) => i > at && l.startsWith('figures written'))) : [];
  if (code !== 0) console.log(`  pipeline bench exited with code ${code}`);
}

// ---- 9. Everything again, at the end, and the JSON.
console.log(`\n${'='.repeat(100)}\n${table.join('\n')}`);
if (pipeline?.summary.length) console.log(`\n${pipeline.summary.join('\n')}`);
const date = new Date().toISOString();
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
const file = join(ROOT, `bench/results/${stamp}.json`);
const worstP99 = Math.max(...targets.filter((t) => t.goal).map((t) => results[t.key].p99));
const figures = {
  date,
  machine,
  loadAverage: load,
  config: { serverFlags, duration: DURATION, connections: CONNECTIONS, warmup: WARMUP, rows: ROWS, reports: REPORTS, page: PAGE, deepPage: DEEP_PAGE },
  serverBootMs: bootMs,
  seed: { rows: seeded.rows, reports: seeded.reports, population: seeded.population, totalMs: seeded.totalMs, insertMs: seeded.insertMs, rowsPerSec: seeded.rowsPerSec, analyzeMs },
  page: { total: ref.total, ids: ref.ids },
  targets: Object.fromEntries(targets.map((t) => [t.key, { name: t.name, ...results[t.key], ratio: ratioOf(t.key), peakRssMb: ((t.key === 'baseline' ? peaks.baseline?.baseline : peaks[t.key]?.server) ?? 0) / 1024 }])),
  rss: { serverPeakMb: peakMb, serverIdleMb: idleRssMb, peaksKb: peaks },
  sqlStatementsPerRequest: queries,
  profiles,
  deepPages: deep,
  goals: {
    ...(results.graphql && { graphqlRatio: { goal: GOALS.graphqlRatio, value: ratioOf('graphql'), met: ratioOf('graphql') >= GOALS.graphqlRatio } }),
    ...(results.rest && { restRatio: { goal: GOALS.restRatio, value: ratioOf('rest'), met: ratioOf('rest') >= GOALS.restRatio } }),
    ...(results.all && { allRatio: { goal: GOALS.restRatio, value: ratioOf('all'), met: ratioOf('all') >= GOALS.restRatio } }),
    p99Ms: { goal: GOALS.p99Ms, value: worstP99, met: worstP99 <= GOALS.p99Ms },
    rssMb: { goal: GOALS.rssMb, value: peakMb, met: peakMb <= GOALS.rssMb },
  },
  pipeline,
};
writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
console.log(`\nfigures written to ${file.slice(ROOT.length)}`);
process.exit(0);
