/** Where the integration suites find the real services. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Set by global-setup.mjs; a spec run on its own (no global setup) gets a run id of its own. */
const RUN = (process.env.BETI_TEST_RUN ??= Math.random().toString(16).slice(2, 10));
export const DB_PREFIX = `beti_t_${RUN}_`;
export const TEMPLATE_DB = `${DB_PREFIX}tpl`;

/** The same server, another database. */
export function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
