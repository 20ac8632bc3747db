import pg from 'pg';

/**
 * Starts each run from nothing: drops the template (the first spec file rebuilds it, see
 * test/helpers/database.ts) and any database an interrupted run left behind.
 * Plain JS: jest runs global setup outside its module mapping. Keep the names in step with env.ts.
 */
export default async function globalSetup() {
  const admin = new pg.Client({
    connectionString: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await admin.connect();
  const { rows } = await admin.query(
    `SELECT datname FROM pg_database WHERE datname = 'beti_test_template' OR datname LIKE 'beti\\_t\\_%'`,
  );
  for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
  await admin.end();
}
