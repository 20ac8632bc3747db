import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../server/common/database/data-source-options.js';
import { loadConfig } from '../../server/config/config.js';
import { DB_PREFIX, TEMPLATE_DB, TEST_DATABASE_URL, databaseUrl } from '../setup/env.js';

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates and migrates the template once per run; parallel spec files wait on an advisory lock. */
async function ensureTemplate() {
  await admin(async (c) => {
    await c.query('SELECT pg_advisory_lock(4242)');
    try {
      const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE_DB]);
      if (rowCount) return;
      await c.query(`CREATE DATABASE ${TEMPLATE_DB}`);
      const config = loadConfig({ DATABASE_URL: databaseUrl(TEMPLATE_DB), DATA_DIR: '/tmp/beti-test-template' });
      const ds = new DataSource({ ...dataSourceOptions(config), logging: false });
      try {
        await ds.initialize(); // migrationsRun: runs every migration
      } catch (e) {
        await ds.destroy().catch(() => undefined);
        await c.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
        throw e;
      }
      await ds.destroy();
    } finally {
      await c.query('SELECT pg_advisory_unlock(4242)');
    }
  });
}

/** A fresh database cloned from the migrated template; returns its URL and a drop function. */
export async function cloneTemplateDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  await ensureTemplate();
  const name = `${DB_PREFIX}${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`));
  return {
    url: databaseUrl(name),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
