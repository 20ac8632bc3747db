// Starts the built app for Playwright on a fresh database `beti_e2e` on the real PostgreSQL
// (TEST_DATABASE_URL) with real Redis (TEST_REDIS_URL), data under an emptied folder (E2E_DATA_DIR).
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt(['server', 'client']);
const admin = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const client = new pg.Client({ connectionString: admin });
await client.connect();
// E2E_DB_NAME lets two Playwright runs (two working copies) share one PostgreSQL and Redis.
const name = process.env.E2E_DB_NAME || 'beti_e2e';
if (!/^[a-z0-9_]+$/.test(name)) throw new Error('E2E_DB_NAME: lower-case letters, digits and _ only');
await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await client.query(`CREATE DATABASE ${name}`);
await client.end();

const db = new URL(admin);
db.pathname = `/${name}`;
process.env.DATABASE_URL = db.toString();
process.env.REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
process.env.REDIS_PREFIX = name.replace(/_/g, '-');
// A fixed folder, so tests can read the mail outbox (test/e2e/support.ts E2E_DATA_DIR); emptied per run.
process.env.DATA_DIR = process.env.E2E_DATA_DIR || join(tmpdir(), 'beti-e2e-data');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
mkdirSync(process.env.DATA_DIR, { recursive: true });
process.env.NODE_ENV = 'test';
await import('../dist/server/main.js');
