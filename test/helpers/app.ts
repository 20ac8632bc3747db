import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../server/app.js';
import { AppConfig, loadConfig } from '../../server/config/config.js';
import { TEST_REDIS_URL } from '../setup/env.js';
import { cloneTemplateDatabase } from './database.js';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/**
 * Boots the whole app on a random port against its own clone of the template database and real Redis
 * (own key prefix). `env` overrides variables; an empty string removes one (e.g. `REDIS_URL: ''`).
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await cloneTemplateDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'beti-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    // Each test agent sends its own X-Forwarded-For (helpers/auth.ts), so per-IP limits do not leak between tests.
    TRUST_PROXY: 'true',
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `beti-test-${randomBytes(4).toString('hex')}`,
    ...env,
  });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  return {
    app,
    config,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
