import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'beti-config-'));

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      PORT: 3000,
      APP_ORIGIN: 'http://localhost:3000',
      K4_DELTA_ENABLED: true,
      REPORTS_SSE_ENABLED: true,
      QUEUE_PROCESSORS: true,
      dataDir: dir,
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
  });

  it('generates SESSION_SECRET once and keeps it under DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).SESSION_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).SESSION_SECRET).toBe(first);
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', REDIS_URL: 'http://nope', K4_DELTA_ENABLED: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT:/);
    expect(message).toMatch(/REDIS_URL: must use redis:\/\/ or rediss:\/\//);
    expect(message).toMatch(/K4_DELTA_ENABLED: must be true or false/);
  });

  it('reads flags, derives APP_ORIGIN from PORT and treats empty values as unset', () => {
    const c = loadConfig({ DATA_DIR: dataDir(), PORT: '8080', K4_DELTA_ENABLED: 'false', REDIS_URL: '' });
    expect(c.APP_ORIGIN).toBe('http://localhost:8080');
    expect(c.K4_DELTA_ENABLED).toBe(false);
    expect(c.REDIS_URL).toBeUndefined();
  });

  it('refuses a GCS endpoint without a bucket and a short session secret', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), GCS_API_ENDPOINT: 'http://127.0.0.1:4443' })).toThrow(/GCS_BUCKET/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });
});
