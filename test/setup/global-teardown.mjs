import pg from 'pg';

/** Drops this run's template and any clone a crashed spec file left behind. Keep in step with env.ts. */
export default async function globalTeardown() {
  const run = process.env.BETI_TEST_RUN;
  if (!run) return;
  const admin = new pg.Client({
    connectionString: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await admin.connect();
  const { rows } = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`beti_t_${run}_%`]);
  for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
  await admin.end();
}
