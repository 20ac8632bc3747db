import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import speakeasy from 'speakeasy';
import type { Page, TestInfo } from '@playwright/test';

/**
 * Saves a full-page screenshot to test-results/screens/<name>-<project>.png (desktop or phone), for people
 * to look at; the assertions are what pass or fail a test.
 */
export async function saveScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}-${testInfo.project.name}.png`, fullPage: true });
}

/** The bundled logo's path in the build: /assets/logo-<hash>.svg. */
export const BUNDLED_LOGO = /\/assets\/logo-[\w-]+\.svg$/;

/** Where scripts/e2e-server.mjs keeps its data (mail outbox under outbox/). */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

export const E2E_DATA_DIR = process.env.E2E_DATA_DIR || join(tmpdir(), 'beti-e2e-data');

/** The e2e server's database. */
export function e2eDatabaseUrl(): string {
  const url = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/beti_e2e';
  return url.toString();
}

export const E2E_PASSWORD = 'Secret!pass1';

/** Creates an active user with the real CLI (`npm run user:create`), as an operator would. */
export function createUserWithCli(email: string, role: string, first = 'Test', last = role.charAt(0) + role.slice(1).toLowerCase()): void {
  execFileSync(process.execPath, [join(ROOT, 'dist/server/cli/user-create.js'), '--email', email, '--password', E2E_PASSWORD, '--role', role, '--first', first, '--last', last], {
    env: { ...process.env, DATABASE_URL: e2eDatabaseUrl(), DATA_DIR: E2E_DATA_DIR },
    stdio: 'pipe',
  });
}

/** The newest mail in the outbox sent to `to`, as raw text (quoted-printable soft breaks undone). */
export function lastMailTo(to: string): string {
  const dir = join(E2E_DATA_DIR, 'outbox');
  const files = readdirSync(dir)
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
  for (const f of files.reverse()) {
    const text = readFileSync(f, 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (text.toLowerCase().includes(`to: ${to.toLowerCase()}`)) return text;
  }
  throw new Error(`no mail to ${to} in ${dir}`);
}

/** The first link in a mail whose path starts with `path`. */
export function linkIn(mail: string, path: string): string {
  const m = new RegExp(`https?://[^\\s"'<>]+${path.replace(/[/?]/g, (c) => `\\${c}`)}[^\\s"'<>]*`).exec(mail);
  if (!m) throw new Error(`no ${path} link in mail`);
  return new URL(m[0]).pathname + new URL(m[0]).search;
}

/** The current TOTP code of a base32 secret (RFC 6238, 30 s, 6 digits). */
export function totpCode(secret: string): string {
  return speakeasy.totp({ secret, encoding: 'base32' });
}
