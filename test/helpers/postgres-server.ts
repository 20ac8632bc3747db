import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './redis-server.js';

/** Debian's PostgreSQL binaries (the newest installed version). */
function pgBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  return join(root, version, 'bin', name);
}

/** Runs a PostgreSQL binary as the `postgres` user when we are root (initdb and postgres refuse root). */
function asPostgres(bin: string, args: string[]) {
  const run = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return spawnSync(run[0] as string, run[1] as string[], { encoding: 'utf8' });
}

/**
 * A throw-away PostgreSQL cluster (its own data folder and port, trust auth) that a test can stop and start
 * again, to play a database outage without touching the machine's own cluster.
 */
export class DisposablePostgres {
  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static available(): boolean {
    try {
      return existsSync(pgBin('initdb'));
    } catch {
      return false;
    }
  }

  static async start(): Promise<DisposablePostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'beti-pg-'));
    chmodSync(dir, 0o777);
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
    const init = asPostgres(pgBin('initdb'), ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
    const pg = new DisposablePostgres(await freePort(), dir);
    await pg.up();
    return pg;
  }

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async up() {
    const opts = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
    const r = asPostgres(pgBin('pg_ctl'), ['-D', join(this.dir, 'data'), '-l', join(this.dir, 'log'), '-o', opts, '-w', '-t', '30', 'start']);
    if (r.status !== 0) throw new Error(`pg_ctl start failed: ${r.stderr || r.stdout}`);
  }

  /** Stops at once: open connections are cut, as when a database host goes away. */
  async down() {
    asPostgres(pgBin('pg_ctl'), ['-D', join(this.dir, 'data'), '-m', 'immediate', '-w', 'stop']);
  }

  async destroy() {
    await this.down();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
