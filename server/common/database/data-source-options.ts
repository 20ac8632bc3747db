import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { PGliteDriver } from 'typeorm-pglite';
import { migrations } from '../../../migrations/index.js';
import type { AppConfig } from '../../config/config.js';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite under <DATA_DIR>/db.
 * Both run the same migrations at start; `synchronize` is never used.
 */
export function dataSourceOptions(config: AppConfig, entities: DataSourceOptions['entities'] = []): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    entities,
    migrations,
    migrationsRun: true,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    uuidExtension: 'pgcrypto' as const,
    installExtensions: false,
    logging: ['error' as const, 'migration' as const],
  };
  if (config.DATABASE_URL) {
    return {
      ...common,
      url: config.DATABASE_URL,
      // A dead database answers health checks and requests within seconds instead of hanging.
      extra: { max: 10, connectionTimeoutMillis: 5000 },
    };
  }
  const dataDir = join(config.dataDir, 'db');
  mkdirSync(dataDir, { recursive: true }); // PGlite does not create parent folders
  return { ...common, driver: new PGliteDriver({ dataDir }).driver };
}
