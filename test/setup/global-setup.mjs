import { randomBytes } from 'node:crypto';

/**
 * Names this run's databases: `beti_t_<run>_tpl` (the migrated template, built by the first spec file, see
 * test/helpers/database.ts) and `beti_t_<run>_<n>` (one clone per spec file). Workers inherit the variable,
 * so concurrent runs never touch each other's databases; global-teardown.mjs drops this run's.
 */
export default async function globalSetup() {
  process.env.BETI_TEST_RUN = randomBytes(4).toString('hex');
}
