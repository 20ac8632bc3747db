import { expect, test, type Page } from '@playwright/test';
import { createUser, saveScreen, signInToDashboard } from './support.js';

type Status = 'ok' | 'warn' | 'fail' | 'not_configured';
type CheckKey = 'storage' | 'db' | 'ai' | 'queue' | 'mail';
interface Health {
  status: Status;
  bootId: string;
  detailed: boolean;
  checkedAt: string;
  checks: Record<CheckKey, { status: Status; message?: string | null; error?: string | null }> & { deltaEnabled: boolean };
  config: { REPORTS_SSE_ENABLED: boolean };
}

const ROWS: Record<CheckKey, string> = {
  storage: 'Storage',
  db: 'Database',
  ai: 'AI PDF processing',
  queue: 'Queue workers',
  mail: 'Email',
};
const LABELS: Record<Status, string> = { ok: 'Operational', warn: 'Degraded', fail: 'Down', not_configured: 'Not configured' };

/** operations.md §4, the upload screen's rule (and issue 16: a failing queue warns), computed independently of the page. */
function expectedOverall({ checks }: Health): string {
  if ([checks.storage, checks.db, checks.ai].some((c) => c.status === 'fail')) return 'Critical';
  if ([checks.storage, checks.ai, checks.queue].some((c) => c.status === 'warn') || checks.queue.status === 'fail') return 'Warning';
  return 'Healthy';
}

const row = (page: Page, key: CheckKey) => page.getByRole('listitem', { name: ROWS[key], exact: true });

/** A GraphQL answer for the page's query, shaped like the server's (with __typename, as Apollo asks). */
function fakeHealth(statuses: Partial<Record<CheckKey, Status>>) {
  const check = (key: CheckKey) => {
    const status = statuses[key] ?? 'ok';
    return {
      __typename: 'HealthCheck',
      status,
      message: status === 'fail' ? null : `${ROWS[key]} says ${status}`,
      error: status === 'fail' ? `${ROWS[key]} is unreachable` : null,
    };
  };
  return {
    data: {
      health: {
        __typename: 'Health',
        status: 'ok',
        bootId: '00000000-fake-boot-id0-000000000000',
        detailed: true,
        checkedAt: new Date().toISOString(),
        checks: {
          __typename: 'HealthChecks',
          storage: check('storage'),
          db: check('db'),
          ai: check('ai'),
          queue: check('queue'),
          mail: check('mail'),
          deltaEnabled: false,
        },
        config: { __typename: 'HealthConfig', REPORTS_SSE_ENABLED: true },
      },
    },
  };
}

/** Answers the page's health query with `answer`; everything else reaches the server. No live socket. */
async function fakeStatusQuery(page: Page, answer: () => object | Promise<object>) {
  await page.routeWebSocket('**/graphql', (socket) => socket.close());
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'SystemStatusPage') return route.continue();
    return route.fulfill({ json: await answer() });
  });
}

test.describe('system status page', () => {
  test('a deep link shows every check from the server; signed out, statuses only', async ({ page, request }, testInfo) => {
    const health = (await (await request.get('/api/health/all')).json()) as Health;
    // Issue 16: no storage path, database host or port for a signed-out caller.
    expect(health.detailed).toBe(false);
    for (const key of Object.keys(ROWS) as CheckKey[]) expect(health.checks[key].message ?? health.checks[key].error ?? null).toBeNull();
    await page.goto('/status');

    await expect(page).toHaveTitle('BETI — System status');
    await expect(page.getByRole('heading', { level: 1, name: 'System status' })).toBeVisible();
    await expect(row(page, 'db')).toContainText('Operational');
    await expect(page.getByRole('heading', { level: 2, name: expectedOverall(health) })).toBeVisible();
    for (const key of Object.keys(ROWS) as CheckKey[]) {
      await expect(row(page, key)).toContainText(LABELS[health.checks[key].status]);
    }
    await expect(page.getByText('Statuses only: sign in as a supervisor or administrator to see hosts, paths and error messages.')).toBeVisible();

    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText(`Location reports${health.checks.deltaEnabled ? 'Enabled' : 'Disabled'}`);
    await expect(details).toContainText(`Server-sent events${health.config.REPORTS_SSE_ENABLED ? 'Enabled' : 'Disabled'}`);
    await expect(details).toContainText(`Boot ID${health.bootId.slice(0, 8)}`);
    await expect(details.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);

    // Live updates are for signed-in staff (issue 15): a visitor is told the page polls.
    await expect(page.getByText('Updated every 60 s · sign in for live updates')).toBeVisible();
    await saveScreen(page, testInfo, 'status');
  });

  // The server publishes a check only when a status changes (issue 15); that a change reaches a subscriber is
  // tested in test/integration/graphql-abuse.int-spec.ts. Here: a signed-in page holds the subscription open.
  test('a signed-in user gets live updates: the health subscription is open and accepted', async ({ page }, testInfo) => {
    const email = `status-${testInfo.project.name}-${Date.now().toString(36)}@example.org`;
    await createUser(email, 'OFFICER');
    // Every frame sent on any socket of the page, whenever the socket was opened.
    const sent: string[] = [];
    page.on('websocket', (ws) => ws.on('framesent', (f) => sent.push(String(f.payload))));
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await signInToDashboard(page, email);
    await page.goto('/status');
    await expect(page.getByText('Live updates')).toBeVisible();
    await expect.poll(() => sent.some((f) => f.includes('"type":"subscribe"') && f.includes('HealthUpdated'))).toBe(true);
    await page.waitForTimeout(1500);
    expect(warnings.filter((w) => w.includes('health subscription error'))).toEqual([]);
    await expect(page.getByText('Live updates')).toBeVisible();
  });

  test('a SUPER_ADMIN sees the details of each check (hosts, paths)', async ({ page }, testInfo) => {
    const email = `status-admin-${testInfo.project.name}-${Date.now().toString(36)}@example.org`;
    await createUser(email, 'SUPER_ADMIN');
    await signInToDashboard(page, email);
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && (response.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'SystemStatusPage',
    );
    await page.goto('/status');
    const { data } = (await (await answer).json()) as { data: { health: Health } };
    expect(data.health.detailed).toBe(true);
    expect(data.health.checks.db.message).toBeTruthy();
    await expect(row(page, 'db')).toContainText(data.health.checks.db.message!);
    await expect(row(page, 'storage')).toContainText(data.health.checks.storage.message ?? data.health.checks.storage.error ?? '');
    await expect(page.getByTestId('health-details-note')).toHaveCount(0);
    await saveScreen(page, testInfo, 'status-signed-in');
  });

  test('the dashboard card and System Settings tell what is true of this server', async ({ page }, testInfo) => {
    test.slow(); // two pages, each a first visit of its chunk, on a machine the other workers share
    const email = `status-settings-${testInfo.project.name}-${Date.now().toString(36)}@example.org`;
    await createUser(email, 'SUPER_ADMIN');
    await signInToDashboard(page, email);
    const card = page.getByRole('region', { name: 'System Status', exact: true });
    await expect(card.getByText(/are working\.|is working\./)).toBeVisible();
    // The e2e server runs with the fake Anthropic key: AI is configured, so the card may say it works.
    await expect(card.getByText('AI is not configured', { exact: false })).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `test-results/screens/dashboard-status-card-${testInfo.project.name}.png` });

    // Real PostgreSQL and Redis, no SESSION_SECRET (scripts/e2e-server.mjs): the one key this set-up needs.
    await page.goto('/admin/settings');
    const missing = page.getByRole('group', { name: 'Required Missing' });
    await expect(missing).toContainText('1');
    await expect(page.getByRole('listitem', { name: 'Session secret' })).toContainText('Missing');
    await expect(page.getByRole('listitem', { name: 'PostgreSQL URL' })).toContainText('Present');
    await expect(page.getByRole('listitem', { name: 'Cloud Storage bucket' })).toContainText('Default in use');
    await saveScreen(page, testInfo, 'settings');
  });

  test('the dashboard card warns on a failing queue and says AI is not configured (issue 16)', async ({ page }, testInfo) => {
    const email = `status-card-${testInfo.project.name}-${Date.now().toString(36)}@example.org`;
    await createUser(email, 'OFFICER');
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'DashboardHealth') return route.continue();
      return route.fulfill({ json: fakeHealth({ ai: 'not_configured', queue: 'fail' }) });
    });
    await signInToDashboard(page, email);
    const card = page.getByRole('region', { name: 'System Status', exact: true });
    await expect(card.getByText('Warning', { exact: true })).toBeVisible();
    await expect(card.getByText(/The job queue is down/)).toBeVisible();
    await expect(card.getByText(/AI is not configured: the deterministic parser reads every report/)).toBeVisible();
    await expect(card.getByText('Queue workers', { exact: true })).toBeVisible();
    await expect(card.getByText('Healthy', { exact: true })).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `test-results/screens/dashboard-status-card-warning-${testInfo.project.name}.png` });
  });

  test('first load stores the server bootId, replacing one from an earlier server start', async ({ context, request }) => {
    const { bootId } = (await (await request.get('/api/health/all')).json()) as Health;
    const first = await context.newPage();
    await first.goto('/status');
    await expect.poll(() => first.evaluate(() => window.localStorage.getItem('bootId'))).toBe(bootId);
    await first.evaluate(() => window.localStorage.setItem('bootId', 'from-an-earlier-server-start'));
    // A new page (same storage), so nothing the first page still does is counted below.
    await first.close();

    // A stale id makes the app empty its cache: held back until the page shows data, the boot check's
    // answer must then make the page fetch its query again (and refill without an error).
    const page = await context.newPage();
    let releaseBootCheck: () => void = () => undefined;
    const bootCheckHeld = new Promise<void>((resolve) => (releaseBootCheck = resolve));
    let statusQueries = 0;
    await page.route('**/graphql', async (route) => {
      const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
      if (operation === 'BootId') await bootCheckHeld;
      if (operation === 'SystemStatusPage') statusQueries += 1;
      await route.continue();
    });
    // The page also listens to healthUpdated: a check run by another caller (the e2e workers share one server)
    // may refill the emptied cache before the query is fetched again.
    let pushes = 0;
    page.on('websocket', (ws) => ws.on('framereceived', (frame) => void (String(frame.payload).includes('healthUpdated') && (pushes += 1))));
    await page.goto('/status');
    await expect(row(page, 'db')).toContainText('Operational');
    expect(statusQueries).toBe(1);

    const pushesBefore = pushes;
    releaseBootCheck();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('bootId'))).toBe(bootId);
    // Fetched again (the page may remount while the session is re-read: at most one more), unless a push
    // refilled it first; then it settles.
    await expect.poll(() => statusQueries >= 2 || pushes > pushesBefore).toBe(true);
    await expect(row(page, 'db')).toContainText('Operational');
    await page.waitForTimeout(1000);
    expect(statusQueries).toBeLessThanOrEqual(3);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('Refresh asks the server again', async ({ page }) => {
    await page.goto('/status');
    await expect(row(page, 'db')).toContainText('Operational');
    const refetch = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'SystemStatusPage',
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    expect((await refetch).ok()).toBe(true);
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  test('a failing database is critical, with its error shown', async ({ page }) => {
    await fakeStatusQuery(page, () => fakeHealth({ db: 'fail' }));
    await page.goto('/status');
    await expect(page.getByRole('heading', { level: 2, name: 'Critical' })).toBeVisible();
    await expect(row(page, 'db')).toContainText('Down');
    await expect(row(page, 'db')).toContainText('Database is unreachable');
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('Location reportsDisabled');
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('Boot ID00000000');
  });

  test('a degraded queue is a warning; a failing mail check alone is not', async ({ page }) => {
    let statuses: Partial<Record<CheckKey, Status>> = { queue: 'warn' };
    await fakeStatusQuery(page, () => fakeHealth(statuses));
    await page.goto('/status');
    await expect(page.getByRole('heading', { level: 2, name: 'Warning' })).toBeVisible();
    await expect(row(page, 'queue')).toContainText('Degraded');

    statuses = { mail: 'fail', ai: 'not_configured' };
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Healthy' })).toBeVisible();
    await expect(row(page, 'mail')).toContainText('Down');
    await expect(row(page, 'ai')).toContainText('Not configured');
    await expect(page.getByText('Also needs attention: Email (down).')).toBeVisible();
  });

  test('shows a skeleton while loading, then an error state with the GraphQL code, then recovers', async ({ page }, testInfo) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let fail = true;
    await fakeStatusQuery(page, async () => {
      await held;
      return fail
        ? { data: null, errors: [{ message: 'Health checks are paused for maintenance', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }
        : fakeHealth({});
    });
    await page.goto('/status');
    await expect(page.getByText('Loading system status…')).toBeAttached();
    await expect(page.locator('[aria-busy="true"]')).toBeVisible();

    release();
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'System status is unavailable' })).toBeVisible();
    await expect(alert).toContainText('Health checks are paused for maintenance');
    await expect(alert).toContainText('SERVICE_UNAVAILABLE');
    await saveScreen(page, testInfo, 'status-error');

    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Healthy' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
