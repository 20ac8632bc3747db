import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config/config.js';
import { CONFIG_ITEMS, configPresence } from './config-presence.js';

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'beti-presence-')), ...env });

describe('config presence', () => {
  it('reports a set variable as present and an unset, empty or defaulted one as absent', () => {
    const items = configPresence(load({ ANTHROPIC_API_KEY: 'sk-secret-value', REDIS_URL: '' }));
    const present = (envVar: string) => items.find((i) => i.envVar === envVar)?.present;
    expect(present('ANTHROPIC_API_KEY')).toBe(true);
    expect(present('REDIS_URL')).toBe(false);
    // Defaults fill these in the config object, but nobody set them.
    expect(present('SESSION_SECRET')).toBe(false);
    expect(present('APP_ORIGIN')).toBe(false);
    expect(present('MAIL_FROM')).toBe(false);
  });

  it('never carries a value', () => {
    const items = configPresence(load({ ANTHROPIC_API_KEY: 'sk-secret-value', DATABASE_URL: 'postgres://u:p@h/db' }));
    const text = JSON.stringify(items);
    expect(text).not.toContain('sk-secret-value');
    expect(text).not.toContain('postgres://');
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['description', 'envVar', 'name', 'neededInProduction', 'present', 'provider', 'required']);
  });

  it('marks production needs as such and the Anthropic key as optional', () => {
    const required = CONFIG_ITEMS.filter((i) => i.production).map((i) => i.envVar);
    expect(required).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'GCS_BUCKET', 'SMTP_URL', 'SESSION_SECRET', 'TOTP_ENCRYPTION_KEY']),
    );
    expect(required).not.toContain('ANTHROPIC_API_KEY');
    expect(new Set(CONFIG_ITEMS.map((i) => i.envVar)).size).toBe(CONFIG_ITEMS.length);
  });

  const missing = (env: Record<string, string>) =>
    configPresence(load(env))
      .filter((i) => i.required && !i.present)
      .map((i) => i.envVar);

  it('finds nothing missing on a working embedded install: the embedded parts are the configured mode', () => {
    // Issue 16: "Required Missing 4 · Service may be degraded" on a fresh `npm start`.
    expect(missing({})).toEqual([]);
    expect(missing({ SESSION_SECRET: 'x'.repeat(32), APP_ORIGIN: 'http://localhost:3000' })).toEqual([]);
    const database = configPresence(load({})).find((i) => i.envVar === 'DATABASE_URL');
    expect(database).toMatchObject({ present: false, required: false, neededInProduction: true });
  });

  it('asks for what the configured real parts depend on', () => {
    // A real database outlives the data folder that holds the generated session secret.
    expect(missing({ DATABASE_URL: 'postgres://u:p@h/db' })).toEqual(['SESSION_SECRET']);
    expect(missing({ DATABASE_URL: 'postgres://u:p@h/db', SESSION_SECRET: 'x'.repeat(32) })).toEqual([]);
    // Real mail carries links to APP_ORIGIN: localhost would reach nobody.
    expect(missing({ SMTP_URL: 'smtp://mail.example.org:587' })).toEqual(['APP_ORIGIN']);
    expect(missing({ REDIS_URL: 'redis://127.0.0.1:6379', GCS_BUCKET: 'b' })).toEqual([]);
  });

  it('in production, counts every embedded fallback that is not for production', () => {
    expect(missing({ NODE_ENV: 'production' })).toEqual(
      CONFIG_ITEMS.filter((i) => i.production).map((i) => i.envVar),
    );
    expect(missing({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@h/db' })).not.toContain('DATABASE_URL');
  });
});
