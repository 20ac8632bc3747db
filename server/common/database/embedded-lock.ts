import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../config/config.js';

/**
 * Embedded PGlite is one process's database: a second process opening the same folder works on its own copy,
 * so what it writes never reaches the first (and the two overwrite each other). Whoever opens it (the server,
 * `user:create`, `seed:demo`) first claims `<DATA_DIR>/db.lock`, holding its pid and what it is; a live holder
 * makes the next one refuse at once. A lock whose process is gone is stale and taken over.
 */
export interface EmbeddedHolder {
  pid: number;
  /** `the server`, `npm run user:create`, … */
  what: string;
  /** The server's public origin, when the holder is the server. */
  url?: string;
}

export class EmbeddedDatabaseBusy extends Error {
  constructor(readonly holder: EmbeddedHolder) {
    super(`The embedded database is in use by ${holder.what} (pid ${holder.pid})${holder.url ? ` at ${holder.url}` : ''}.`);
  }
}

const lockFile = (config: Pick<AppConfig, 'dataDir'>) => join(config.dataDir, 'db.lock');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A pid reused after a reboot by something that is not node is not our holder.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true; // no /proc (macOS): trust the pid
  }
}

/** The live process holding the embedded database, if any (null on PostgreSQL). */
export function embeddedHolder(config: Pick<AppConfig, 'dataDir' | 'DATABASE_URL'>): EmbeddedHolder | null {
  if (config.DATABASE_URL) return null;
  try {
    const holder = JSON.parse(readFileSync(lockFile(config), 'utf8')) as EmbeddedHolder;
    return Number.isInteger(holder.pid) && alive(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

/**
 * Claims the embedded database for this process until it exits (nothing to do on PostgreSQL); throws
 * EmbeddedDatabaseBusy while another live process holds it.
 */
export function claimEmbeddedDatabase(config: Pick<AppConfig, 'dataDir' | 'DATABASE_URL'>, what: string, url?: string): void {
  if (config.DATABASE_URL) return;
  const file = lockFile(config);
  mkdirSync(config.dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, what, url } satisfies EmbeddedHolder));
      closeSync(fd);
      process.once('exit', () => releaseEmbeddedDatabase(config));
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = embeddedHolder(config);
      // Our own pid is a lock left by an earlier run that had it (a container restarted as pid 1).
      if (holder && holder.pid !== process.pid) throw new EmbeddedDatabaseBusy(holder);
      unlinkSync(file); // stale: its process is gone
    }
  }
  throw new Error(`could not claim ${file}`);
}

/** Gives the lock back if this process holds it. */
export function releaseEmbeddedDatabase(config: Pick<AppConfig, 'dataDir'>): void {
  const file = lockFile(config);
  try {
    if (existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as EmbeddedHolder).pid === process.pid) unlinkSync(file);
  } catch {
    // already gone
  }
}
