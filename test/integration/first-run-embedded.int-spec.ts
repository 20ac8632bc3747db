import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../server/paths.js';
import { freePort } from '../helpers/redis-server.js';

const MAIN = join(ROOT, 'dist/server/main.js');
const CLI = (name: string) => join(ROOT, `dist/server/cli/${name}.js`);

/** A fresh laptop: no database, Redis, bucket, SMTP or AI key. */
function bareEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'GCS_BUCKET', 'GCS_API_ENDPOINT', 'SMTP_URL', 'ANTHROPIC_API_KEY', 'APP_ORIGIN']) delete env[k];
  return env;
}

function withoutLogLevel(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { LOG_LEVEL: _, ...rest } = env;
  return rest;
}

/** Starts the built server and resolves with its printed setup link once the banner is out. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ proc: ChildProcess; out: () => string }> {
  const proc = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (/Next step:/.test(out)) {
        clearInterval(timer);
        resolve({ proc, out: () => out });
      } else if (proc.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`server exited ${proc.exitCode}: ${out}`));
      }
    }, 100);
  });
}

function stop(proc: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGTERM');
  });
}

const run = (file: string, args: string[], env: NodeJS.ProcessEnv) => {
  const started = Date.now();
  const r = spawnSync(process.execPath, [file, ...args], { env, encoding: 'utf8', timeout: 240000 });
  return { ...r, ms: Date.now() - started };
};

/** Issue 16: the first run on the embedded database, and the CLIs while a server holds it. */
describe('first run on the embedded database (built server)', () => {
  let dataDir: string;
  beforeAll(() => {
    if (!existsSync(MAIN)) throw new Error('no build: run `npm run build` first (npm test does)');
    dataDir = mkdtempSync(join(tmpdir(), 'beti-first-run-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints a short banner with the setup link; user:create, seed:demo and a second server refuse at once while it runs', async () => {
    const port = await freePort();
    const env = bareEnv(dataDir, port);
    // As `npm start` runs it: at the default LOG_LEVEL.
    const { proc, out } = await startServer(withoutLogLevel(env));
    try {
      const banner = out();
      // The banner and real warnings only: Nest's ~130 lines of modules and routes are debug detail.
      const beforeBanner = banner.slice(0, banner.indexOf('BETI is ready at'));
      expect(beforeBanner).not.toContain('Mapped {');
      expect(beforeBanner).not.toContain('dependencies initialized');
      expect(banner.split('\n').length).toBeLessThan(40);
      expect(banner).toContain(`BETI is ready at http://localhost:${port}`);
      expect(banner).toContain(`embedded PGlite at ${join(dataDir, 'db')}`);
      expect(banner).toMatch(/queue\s+in-process/);
      expect(banner).toContain(`local folder ${join(dataDir, 'storage')}`);
      expect(banner).toContain(`outbox ${join(dataDir, 'outbox')}`);
      expect(banner).toMatch(/parser\s+deterministic/);
      const link = /(http:\/\/localhost:\d+\/setup#token=[\w-]+)/.exec(banner)?.[1];
      expect(link).toBeDefined();

      const user = run(CLI('user-create'), ['--email', 'cli@example.org', '--password', 'Corvid!shelter9', '--role', 'SUPER_ADMIN'], env);
      expect(user.status).toBe(1);
      expect(user.stderr).toContain('in use by the server');
      expect(user.stderr).toContain('Nothing was created');
      expect(user.stderr).toContain('setup link');
      expect(user.stdout).not.toContain('created');
      expect(user.ms).toBeLessThan(5000); // at once: before opening the database

      const seed = run(CLI('seed-demo'), ['--pages', '2'], env);
      expect(seed.status).toBe(1);
      expect(seed.stderr).toContain('Nothing was seeded');
      expect(seed.stderr).toContain('Load sample report');
      expect(seed.stdout).not.toContain('seeded');

      const second = run(MAIN, [], { ...env, PORT: String(await freePort()) });
      expect(second.status).toBe(2);
      expect(second.stderr).toContain('in use by the server');

      // Nothing reported, nothing there: the running server still has no user, and the link still works.
      const url = `http://127.0.0.1:${port}`;
      expect(await (await fetch(`${url}/api/auth/setup`)).json()).toEqual({ setupRequired: true });
      const token = new URL(link!).hash.replace('#token=', '');
      const created = await fetch(`${url}/api/auth/setup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ token, email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace', password: 'Corvid!shelter9' }),
      });
      expect(created.status).toBe(200);
      expect(await created.json()).toMatchObject({ email: 'ada@example.org', role: 'SUPER_ADMIN' });
    } finally {
      await stop(proc);
    }

    // Restarted with a user: no link, the next step is signing in.
    const again = await startServer(env);
    await stop(again.proc);
    expect(again.out()).toContain(`Next step: sign in at http://localhost:${port}/auth`);
    expect(again.out()).not.toContain('#token=');
  }, 300000);

  it('with the server stopped, seed:demo seeds a sample dated near today, and a second run says so instead of failing', () => {
    const env = bareEnv(dataDir, 0);
    const first = run(CLI('seed-demo'), ['--pages', '2'], env);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    const today = new Date();
    const yesterday = new Date(Date.now() - 86_400_000);
    const us = (d: Date) => `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
    expect(first.stdout).toMatch(new RegExp(`seeded sample report .* Run Date (${us(today)}|${us(yesterday)})`));
    const second = run(CLI('seed-demo'), ['--pages', '2'], env);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('already seeded');
    expect(second.stderr).not.toMatch(/duplicate key/i);
  }, 300000);
});
