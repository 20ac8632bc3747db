import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { shoot } from './support.js';

/**
 * Issue 16, "Done when": a fresh install on the embedded database. Its own server, started as `npm start` starts
 * it (scripts/start.mjs: the build-freshness check, then the server), with no DATABASE_URL or REDIS_URL, an empty
 * DATA_DIR and its own port; the setup link read from what it prints, the first administrator created there, the
 * sample report loaded, and the dashboard showing its animals.
 */
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'runs once, at desktop width (it shoots the phone width itself)');
test.describe.configure({ mode: 'serial' });

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm start`'s command line from package.json (`node <flags> scripts/start.mjs`), to run with this Node. */
function npmStartArgs(): string[] {
  const [node, ...args] = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start.split(/\s+/);
  expect(node).toBe('node');
  expect(args.at(-1)).toBe('scripts/start.mjs');
  return args;
}

/**
 * The screen at 1280 px, then at 390 px once it is drawn there (signed in: the phone's tab bar has replaced the
 * sidebar), then back to 1280 px.
 */
async function shootBothWidths(page: Page, testInfo: TestInfo, name: string, { signedIn = false } = {}): Promise<void> {
  await shoot(page, testInfo, `test-results/screens/${name}-1280.png`);
  await page.setViewportSize({ width: 390, height: 844 });
  if (signedIn) await expect(page.getByRole('navigation', { name: 'Tabs' })).toBeVisible();
  await shoot(page, testInfo, `test-results/screens/${name}-390.png`);
  await page.setViewportSize({ width: 1280, height: 800 });
  if (signedIn) await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

let server: ChildProcess;
let dataDir: string;
let printed = '';
let setupLink = '';
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'beti-e2e-first-run-'));
  const port = await freePort();
  // BETI_BUILD_CHECK_ONLY: the Playwright server (scripts/e2e-server.mjs) has just run the same freshness check, so
  // `npm start` must find the build fresh too; should it not, it exits saying which file is newer instead of
  // rewriting dist/ under the other specs.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', BETI_BUILD_CHECK_ONLY: '1' };
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'GCS_BUCKET', 'GCS_API_ENDPOINT', 'SMTP_URL', 'ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'APP_ORIGIN']) delete env[k];
  server = spawn(process.execPath, npmStartArgs(), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout!.on('data', (d) => (printed += d));
  server.stderr!.on('data', (d) => (printed += d));
  await expect.poll(() => /Next step:/.test(printed) || server.exitCode !== null, { timeout: 100_000 }).toBe(true);
  expect(server.exitCode, printed).toBeNull();
  expect(printed).not.toContain('[beti]');
  setupLink = /(http:\/\/localhost:\d+\/setup#token=[\w-]+)/.exec(printed)?.[1] ?? '';
  origin = `http://localhost:${port}`;
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('npm start on a fresh install: the setup link, the first administrator, the sample report, the dashboard', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  // The banner: every part embedded, where the data lives, and the next step.
  expect(printed).toContain(`BETI is ready at ${origin}`);
  expect(printed).toContain(`embedded PGlite at ${join(dataDir, 'db')}`);
  expect(printed).toMatch(/queue\s+in-process/);
  expect(setupLink).not.toBe('');

  // Before setup, the sign-in screen says how to begin instead of "contact an administrator".
  await page.goto(`${origin}/auth`);
  await expect(page.getByText('This install has no administrator yet')).toBeVisible();
  await expect(page.getByText('Contact an administrator for an invitation')).toHaveCount(0);
  await shootBothWidths(page, testInfo, 'first-run-auth');

  await page.goto(setupLink);
  await expect(page.getByRole('heading', { name: 'Create the first administrator' })).toBeVisible();
  await shootBothWidths(page, testInfo, 'first-run-setup');

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.org');
  await page.getByLabel(/^Password/).fill('Corvid!shelter9');
  await page.getByLabel(/^Confirm password/).fill('Corvid!shelter9');
  await page.getByRole('button', { name: 'Create Administrator' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome to BETI, Ada!')).toBeVisible();
  // The first signed-in visit loads the shell, Apollo and the dashboard: slow on a busy two-core machine.
  await expect(page.getByRole('heading', { name: 'No reports yet' })).toBeVisible({ timeout: 30_000 });
  await shootBothWidths(page, testInfo, 'first-run-dashboard-empty', { signedIn: true });

  // Signed out elsewhere: the spent link says the install is set up, and sign-in is back to invitations.
  const other = await page.context().browser()!.newContext();
  const again = await other.newPage();
  await again.goto(setupLink);
  await expect(again.getByRole('heading', { name: 'BETI is already set up' })).toBeVisible();
  await again.goto(`${origin}/auth`);
  await expect(again.getByText('Access is by invitation only')).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: 'Load sample report' }).click();
  await expect(page.getByText('Sample report loaded')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('Generated sample figures')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No reports yet' })).toHaveCount(0);
  const total = page.getByText('Total Animals').locator('xpath=ancestor::*[contains(@class, "card") or @data-part][1]');
  await expect(total).toContainText(/[1-9]\d*/);
  const totalAnimals = await page.request.post(`${origin}/graphql`, { data: { query: '{ populationStats { totalAnimals } }' } });
  expect((await totalAnimals.json()).data.populationStats.totalAnimals).toBeGreaterThan(0);
  await shootBothWidths(page, testInfo, 'first-run-dashboard-sample', { signedIn: true });

  // Labelled in the report list too, and removed in one step.
  await page.goto(`${origin}/reports`);
  await expect(page.getByText('Sample', { exact: true }).first()).toBeVisible();
  await page.goto(`${origin}/dashboard`);
  await page.getByRole('button', { name: 'Remove sample data' }).click();
  await expect(page.getByText('Sample data removed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No reports yet' })).toBeVisible();
});
