import { createHmac } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import speakeasy from 'speakeasy';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Saves a full-page screenshot to test-results/screens/<name>-<project>.png (desktop or phone), for people
 * to look at; the assertions are what pass or fail a test.
 */
export async function saveScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await shoot(page, testInfo, `test-results/screens/${name}-${testInfo.project.name}.png`);
}

/**
 * A full-page screenshot for people to look at, which never stalls a test on Chromium's capture: once in a CI run
 * (first-run.spec, the empty dashboard just resized to 390 px) Page.captureScreenshot did not answer for the rest
 * of the test's three minutes. A capture gets 30 s; if it does not come, the page must still answer a script within
 * 10 s (a frozen page fails the test here), the capture is tried once more at the viewport's size, and a shot that
 * still does not come is noted on the test ("screenshot missing") instead of failing what the assertions passed.
 */
export async function shoot(page: Page, testInfo: TestInfo, path: string): Promise<void> {
  try {
    await page.screenshot({ path, fullPage: true, timeout: 30_000 });
    return;
  } catch (err) {
    if (page.isClosed() || !/Timeout/.test(String(err))) throw err;
  }
  const answers = await Promise.race([page.evaluate(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000))]);
  expect(answers, 'the page answers a script after a screenshot that did not come').toBe(true);
  await page
    .screenshot({ path, timeout: 30_000 })
    .catch((err: unknown) => testInfo.annotations.push({ type: 'screenshot missing', description: `${path}: ${String(err).split('\n')[0]}` }));
}

/** The bundled logo's path in the build: /assets/logo-<hash>.svg. */
export const BUNDLED_LOGO = /\/assets\/logo-[\w-]+\.svg$/;

/** Where scripts/e2e-server.mjs keeps its data (mail outbox under outbox/). */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

export const E2E_DATA_DIR = process.env.E2E_DATA_DIR || join(tmpdir(), 'beti-e2e-data');

/** The e2e server's database. */
export function e2eDatabaseUrl(): string {
  const url = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${process.env.E2E_DB_NAME || 'beti_e2e'}`;
  return url.toString();
}

export const E2E_PASSWORD = 'Secret!pass1';

/** Fills and sends the sign-in form; what follows (TOTP step, dashboard) is the caller's to check. */
export async function submitSignIn(page: Page, email: string, password = E2E_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs out through the account menu (the More menu on a phone) and waits for the landing page. Sign-out clears
 * the offline caches and then loads `/` in full, which has taken over 3 s on a loaded CI machine: each try waits
 * 15 s for the landing page, and a try that finds it already there stops (the account menu is gone by then).
 * Another try is for a click right after the menu opened that selected nothing (seen once in CI).
 */
export async function signOutThroughMenu(page: Page, isMobile = false): Promise<void> {
  const item = page.getByRole('menuitem', { name: 'Sign Out' });
  await expect(async () => {
    if (new URL(page.url()).pathname === '/') return;
    if (!(await item.isVisible())) await page.getByRole('button', { name: isMobile ? 'More' : /^Account menu for/ }).click({ timeout: 5_000 });
    await item.click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
}

/** Signs in a user without a TOTP step and waits for the dashboard. */
export async function signInToDashboard(page: Page, email: string): Promise<void> {
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Creates an active user through the server's own `createUser` (the function `npm run user:create` calls), on one
 * connection per Playwright worker. The specs make about 80 users; spawning the CLI for each cost 1.5-5 s of a
 * worker's time (a Node start and a database connection each). The journey spec still uses the real CLI.
 */
export async function createUser(email: string, role: string, first = 'Test', last = role.charAt(0) + role.slice(1).toLowerCase()): Promise<void> {
  const { users, create } = await (userStore ??= openUserStore());
  await create(users, { email, password: E2E_PASSWORD, role, firstName: first, lastName: last });
}

type UserStore = { users: unknown; create: (users: unknown, input: Record<string, string>) => Promise<unknown> };
let userStore: Promise<UserStore> | undefined;
async function openUserStore(): Promise<UserStore> {
  const dist = (path: string) => import(join(ROOT, 'dist/server', path));
  await import('reflect-metadata');
  const [{ DataSource }, { loadConfig }, { dataSourceOptions }, { UserEntity }, { createUser: create }] = await Promise.all([
    import('typeorm'),
    dist('config/config.js'),
    dist('common/database/data-source-options.js'),
    dist('modules/users/user.entity.js'),
    dist('modules/users/users.service.js'),
  ]);
  const config = loadConfig({ ...process.env, DATABASE_URL: e2eDatabaseUrl(), DATA_DIR: E2E_DATA_DIR });
  const db = new DataSource({ ...dataSourceOptions(config, [UserEntity]), migrationsRun: false, logging: ['error'] });
  await db.initialize();
  return { users: db.getRepository(UserEntity), create };
}

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

/**
 * The newest mail to `to`, waiting for it: mail leaves through a queued job, a moment after the request that
 * asked for it. With `newerThan` (an earlier mail's text), waits for a different, later one.
 */
export async function waitForMailTo(to: string, newerThan?: string): Promise<string> {
  let mail = '';
  await expect
    .poll(
      () => {
        try {
          mail = lastMailTo(to);
        } catch {
          mail = '';
        }
        return mail !== '' && mail !== newerThan;
      },
      { message: `a mail to ${to}`, timeout: 20_000 },
    )
    .toBe(true);
  return mail;
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

/** The fake Anthropic API the e2e server talks to (started by global-setup.ts on this port). */
export const FAKE_AI_PORT = Number(process.env.E2E_FAKE_AI_PORT ?? 3199);

async function fakeAiControl(path: string, body: unknown): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${FAKE_AI_PORT}/__control/${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`fake AI ${path}: ${res.status} ${await res.text()}`);
}

/** The fake model answers the animals of this ground truth (without one, every call fails and the layout reader takes over). */
export const fakeAiTruth = (truth: unknown) => fakeAiControl('truth', truth);

/** The next `times` model calls whose text contains `match` get an HTTP error (429 with Retry-After, say). */
export const fakeAiError = (match: string, status: number, headers: Record<string, string> = {}, times = 1) =>
  fakeAiControl('when', { match, times, reply: { kind: 'error', status, headers } });

export interface SampleReport {
  path: string;
  pdf: Buffer;
  truth: { animals: { animal_id: string; location: string; zone_code: string; status_code: string | null }[]; zones: unknown[] };
  /** The Salem animals: what the location report lists. */
  salem: { animal_id: string; zone_code: string; status_code: string | null }[];
}

/** A generated All Pets report and its ground truth, written by the real CLI (`npm run sample:report`). */
export function sampleReport(seed: number, pages: number): SampleReport {
  const path = join(tmpdir(), `beti-e2e-sample-${seed}-${pages}.pdf`);
  execFileSync(process.execPath, [join(ROOT, 'dist/server/cli/sample-report.js'), '--pages', String(pages), '--seed', String(seed), '--out', path], { stdio: 'pipe' });
  const truth = JSON.parse(readFileSync(path.replace(/\.pdf$/, '.json'), 'utf8')) as SampleReport['truth'];
  return { path, pdf: readFileSync(path), truth, salem: truth.animals.filter((a) => a.location === 'SALEM') };
}

/** The next `times` model calls answer the registered truth only after `ms`: a parse slow enough to watch. */
export const fakeAiSlow = (ms: number, times: number) => fakeAiControl('when', { match: '', times, reply: { kind: 'delay', ms, then: { kind: 'truth' } } });

/** Uploads and parses a PDF over REST, as an integrator would (the page's session); answers its id once committed. */
export async function commitPdf(page: Page, baseURL: string, pdf: Buffer, name: string): Promise<string> {
  const upload = await page.request.post('/api/reports/upload?action=uploadOnly', {
    headers: { Origin: baseURL },
    multipart: { file: { name, mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.status()).toBe(201);
  const { tempReportId } = (await upload.json()) as { tempReportId: string };
  const parse = await page.request.post(`/api/reports/${tempReportId}/parse`, { headers: { Origin: baseURL }, timeout: 120_000 });
  expect([200, 201], await parse.text()).toContain(parse.status());
  return ((await parse.json()) as { reportId: string }).reportId;
}

/** The e2e server's ALERTS_WEBHOOK_SECRET (playwright.config.ts). */
export const E2E_WEBHOOK_SECRET = 'e2e-alerts-webhook-secret-0123456789';

/**
 * Delivers an inbound email to the alerts webhook as a mail provider would: JSON, signed with HMAC-SHA256 over
 * `<timestamp>.<body>` (README, Alerts), without a session or an Origin. Answers the webhook's status and body.
 */
export async function sendSignedEmail(page: Page, email: { subject: string; text: string; from?: string }): Promise<{ status: number; body: { id?: string; status?: string; message?: string } }> {
  const body = JSON.stringify(email);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `sha256=${createHmac('sha256', E2E_WEBHOOK_SECRET).update(`${timestamp}.${body}`).digest('hex')}`;
  const res = await page.request.post('/api/alerts/email/inbound', {
    headers: { 'content-type': 'application/json', 'x-beti-timestamp': timestamp, 'x-beti-signature': signature },
    data: body,
  });
  return { status: res.status(), body: await res.json() };
}

/**
 * A committed report, whichever spec commits it first: every caller uploads the same sample (seed 1616); the first
 * parse commits it, and the others are refused as duplicates of it (409 duplicate_upload). Then waits for a latest.
 * Nothing is uploaded when a committed report is there already.
 */
export async function ensureCommittedReport(page: Page, baseURL: string): Promise<void> {
  // One is there already: nothing to upload (and no refused duplicate left in this user's processing banner).
  if (((await (await page.request.get('/api/reports/latest')).json()) as { reportId: string | null }).reportId) return;
  const report = sampleReport(1616, 2);
  await fakeAiTruth(report.truth);
  const upload = await page.request.post('/api/reports/upload?action=uploadOnly', {
    headers: { Origin: baseURL },
    multipart: { file: { name: 'search-requests.pdf', mimeType: 'application/pdf', buffer: report.pdf } },
  });
  expect(upload.status()).toBe(201);
  const { tempReportId } = (await upload.json()) as { tempReportId: string };
  const parse = await page.request.post(`/api/reports/${tempReportId}/parse`, { headers: { Origin: baseURL }, timeout: 90_000 });
  expect([200, 201, 202, 409]).toContain(parse.status());
  if (parse.status() === 409) expect(await parse.text()).toMatch(/duplicate/i);
  await expect
    .poll(async () => ((await (await page.request.get('/api/reports/latest')).json()) as { reportId: string | null }).reportId, { timeout: 90_000 })
    .not.toBeNull();
}
