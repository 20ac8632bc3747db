import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config/config.js';
import { CONFIG_ITEMS, configPresence } from './config-presence.js';

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'beti-presence-')), ...env });

describe('config presence', () => {
  it('reports a set variable as present and an unset, empty or defaulted one as absent', () => {
    const items = configPresence(load({ ANTHROPIC_API_KEY: 'sk-secret-value', REDIS_URL: '' }).configured);
    const present = (envVar: string) => items.find((i) => i.envVar === envVar)?.present;
    expect(present('ANTHROPIC_API_KEY')).toBe(true);
    expect(present('REDIS_URL')).toBe(false);
    // Defaults fill these in the config object, but nobody set them.
    expect(present('SESSION_SECRET')).toBe(false);
    expect(present('APP_ORIGIN')).toBe(false);
    expect(present('MAIL_FROM')).toBe(false);
  });

  it('never carries a value', () => {
    const items = configPresence(load({ ANTHROPIC_API_KEY: 'sk-secret-value', DATABASE_URL: 'postgres://u:p@h/db' }).configured);
    const text = JSON.stringify(items);
    expect(text).not.toContain('sk-secret-value');
    expect(text).not.toContain('postgres://');
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['description', 'envVar', 'name', 'present', 'provider', 'required']);
  });

  it('marks production needs as required and the Anthropic key as optional', () => {
    const required = CONFIG_ITEMS.filter((i) => i.required).map((i) => i.envVar);
    expect(required).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'GCS_BUCKET', 'SMTP_URL', 'SESSION_SECRET', 'TOTP_ENCRYPTION_KEY']),
    );
    expect(required).not.toContain('ANTHROPIC_API_KEY');
    expect(new Set(CONFIG_ITEMS.map((i) => i.envVar)).size).toBe(CONFIG_ITEMS.length);
  });
});
