import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../server/paths.js';
import { freePort } from '../helpers/redis-server.js';

const MAIN = join(ROOT, 'dist/server/main.js');

/** The environment of a fresh laptop: no database, Redis, bucket, SMTP or AI key. */
function bareEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'GCS_BUCKET', 'GCS_API_ENDPOINT', 'SMTP_URL', 'ANTHROPIC_API_KEY', 'APP_ORIGIN']) {
    delete env[k];
  }
  return env;
}

interface HealthBody {
  bootId: string;
  checks: Record<string, { status: string; message?: string }>;
}

async function waitForHealth(url: string, proc: ChildProcess, ms = 150000): Promise<HealthBody> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`server exited (${proc.exitCode ?? proc.signalCode})`);
    const res = await fetch(`${url}/api/health/all`).catch(() => undefined);
    if (res?.ok) return (await res.json()) as HealthBody;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not answer health in time');
}

function stop(proc: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGTERM');
  });
}

describe('embedded mode: the built server with nothing configured', () => {
  let dataDir: string;
  beforeAll(() => {
    if (!existsSync(MAIN)) throw new Error('no build: run `npm run build` first (npm test does)');
    dataDir = mkdtempSync(join(tmpdir(), 'beti-embedded-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers health on PGlite and the in-process queue, and keeps its data across restarts', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let server = spawn(process.execPath, [MAIN], { env: bareEnv(dataDir, port), stdio: 'ignore' });
    try {
      const health = await waitForHealth(url, server);
      expect(health.checks.db.status).toBe('ok');
      // Signed out: statuses only; the parts are named to staff below.
      expect(health.checks.db.message).toBeUndefined();
      expect(health.checks.ai.status).toBe('not_configured');
      for (const k of ['storage', 'db', 'ai', 'queue', 'mail']) expect(health.checks[k].status).not.toBe('fail');
      const firstBoot = health.bootId;
      await stop(server);

      // PGlite holds one connection: the CLI runs while the server is down, on the same data folder.
      const create = (email: string) =>
        spawnSync(
          process.execPath,
          [join(ROOT, 'dist/server/cli/user-create.js'), '--email', email, '--password', 'secret!1', '--role', 'SUPER_ADMIN'],
          { env: bareEnv(dataDir, port), encoding: 'utf8' },
        );
      const created = create('first@example.org');
      expect(created.stdout).toContain('created SUPER_ADMIN first@example.org');
      expect(created.status).toBe(0);

      server = spawn(process.execPath, [MAIN], { env: bareEnv(dataDir, port), stdio: 'ignore' });
      const again = await waitForHealth(url, server);
      expect(again.checks.db.status).toBe('ok');
      expect(again.bootId).not.toBe(firstBoot);
      // Sign-in on PGlite: the throttle's counters (rate-limiter-flexible over TypeORM) work on the one connection.
      const login = (password: string) =>
        fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify({ email: 'first@example.org', password }) });
      expect((await login('Wrong!pass1')).status).toBe(401);
      const signed = await login('secret!1');
      expect(signed.status).toBe(200);
      expect(signed.headers.get('set-cookie')).toMatch(/beti\.dev=/);
      const cookie = signed.headers.getSetCookie().map((c) => c.split(';', 1)[0]).join('; ');
      const staff = (await (await fetch(`${url}/api/health/all`, { headers: { cookie } })).json()) as HealthBody;
      expect(staff.checks.db.message).toContain('Embedded PGlite');
      expect(staff.checks.queue.message).toContain('In-process');
      expect(staff.checks.storage.message).toContain('Local folder');
      expect(staff.checks.mail.message).toContain('Local outbox');
      await stop(server);

      const duplicate = create('FIRST@example.org');
      expect(duplicate.status).toBe(1);
      expect(duplicate.stderr).toContain('already exists');
    } finally {
      await stop(server);
    }
  }, 400000);

  it('refuses to start on a bad variable and names it', () => {
    const r = spawnSync(process.execPath, [MAIN], {
      env: { ...bareEnv(dataDir, 0), PORT: 'eighty', REDIS_URL: 'http://x' },
      encoding: 'utf8',
      timeout: 30000,
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('PORT:');
    expect(r.stderr).toContain('REDIS_URL:');
  });

  it('the worker refuses to start without Redis', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'dist/server/worker.js')], {
      env: bareEnv(dataDir, 0),
      encoding: 'utf8',
      timeout: 30000,
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('REDIS_URL');
  });
});
