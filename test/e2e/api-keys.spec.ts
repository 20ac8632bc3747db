import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { createUser, E2E_PASSWORD, fakeAiTruth, sampleReport, saveScreen, signInToDashboard, submitSignIn, totpCode } from './support.js';

/**
 * Issue 20: API keys from the screens to a script. An OFFICER creates a key in Profile Settings › API keys, reads
 * its secret from the page once, and a script (Node's fetch, outside the browser: no cookie, no Origin) uploads
 * and parses an All Pets PDF with it; revoked in the page, the key answers 401 from the next call. An
 * administrator sees and revokes a user's key from the Users screen. Issue 38: creating a key asks for the
 * password (and the TOTP code) first, a key carries scopes (read only unless more are ticked) and always an expiry.
 * Both widths: each test is one user's few screens and a two-page parse, cheap enough to run at desktop and phone.
 */
test.describe.configure({ timeout: 180_000 });

const run = Date.now().toString(36);
const KEY = /^beti_[0-9a-f]{40}$/;

/** A call as a script makes it: the key in Authorization, nothing else of the browser's. */
function withKey(baseURL: string, secret: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseURL}${path}`, { ...init, headers: { Authorization: `Bearer ${secret}`, ...init.headers } });
}

/** Profile Settings › API keys, from the tab (the address follows it). */
async function openApiKeysTab(page: Page): Promise<void> {
  await page.goto('/profile-settings');
  await page.getByRole('tab', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/\?tab=api-keys$/);
  await expect(page.getByRole('heading', { name: 'Your API keys' })).toBeVisible();
}

/** Confirms it's you in the drawer's first step: the password, and the code where the account has TOTP. */
async function confirmInPage(page: Page, code?: string): Promise<void> {
  const confirm = page.getByRole('form', { name: 'Confirm it’s you' });
  await confirm.getByRole('textbox', { name: 'Current password' }).fill(E2E_PASSWORD);
  if (code) await confirm.getByLabel('Authenticator code').fill(code);
  await saveViewport(page, test.info(), code ? 'api-keys-confirm-totp' : 'api-keys-confirm');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
}

/** Creates a key through the form (confirming first, ticking `scopes` beyond read) and answers the secret the panel shows. */
async function createKeyInPage(page: Page, name: string, opts: { role: string; scopes?: string[]; code?: string }): Promise<string> {
  await page.getByRole('button', { name: 'Create API key' }).click();
  await confirmInPage(page, opts.code);
  const form = page.getByRole('form', { name: 'Create API key' });
  await form.getByLabel('Name').fill(name);
  await expect(form.getByLabel('Role ceiling')).toHaveValue(opts.role);
  await expect(form.getByRole('checkbox', { name: /^Read/ })).toBeChecked();
  // The box is drawn beside a visually hidden input: click its label, as a person would.
  for (const scope of opts.scopes ?? []) {
    await form.getByTestId('api-key-scopes').getByText(scope, { exact: true }).click();
    await expect(form.getByRole('checkbox', { name: new RegExp(`^${scope}`) })).toBeChecked();
  }
  await saveViewport(page, test.info(), 'api-keys-create');
  await page.getByRole('button', { name: 'Create key' }).click();
  const panel = page.getByRole('dialog', { name: 'API key created' });
  await expect(panel.getByText('You will not see this key again')).toBeVisible();
  const secret = ((await panel.getByTestId('api-key-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(KEY);
  await expect(panel.getByTestId('api-key-curl')).toContainText(`Authorization: Bearer ${secret}`);
  await panel.getByRole('button', { name: 'Copy API key' }).click();
  await expect(panel.getByRole('button', { name: 'Copied API key' })).toBeVisible();
  return secret;
}

/** What the viewport shows (a drawer or dialog stays where it is, unlike in a full-page picture), for people to look at. */
async function saveViewport(page: Page, info: TestInfo, name: string): Promise<void> {
  await page.waitForTimeout(400); // the slide-in or fade, for the picture
  await page.screenshot({ path: `test-results/screens/${name}-${info.project.name}.png` });
}

/** The row (table row or card) of the key whose secret starts with the prefix shown. */
function keyRow(page: Page, secret: string) {
  return page.getByTestId('api-key-row').filter({ hasText: `${secret.slice(0, 13)}…` });
}

async function revokeInPage(page: Page, secret: string): Promise<void> {
  const row = keyRow(page, secret);
  await row.getByRole('button', { name: /^Revoke/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke API key?' });
  await expect(confirm).toContainText('stops working at once');
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
}

test('an officer creates a key, a script uploads and parses a report with it, and revoked it answers 401', async ({ page, context, baseURL }, info) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = `keys-olive-${info.project.name}-${run}@example.org`;
  await createUser(email, 'OFFICER', 'Olive', 'Officer');
  await signInToDashboard(page, email);
  await openApiKeysTab(page);
  await expect(page.getByText('No API keys yet')).toBeVisible();
  await saveScreen(page, info, 'api-keys-empty');

  const secret = await createKeyInPage(page, 'Intake poster', { role: 'OFFICER', scopes: ['Reports'] });
  await saveViewport(page, info, 'api-keys-secret');
  await page.getByRole('dialog', { name: 'API key created' }).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog', { name: 'API key created' })).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(keyRow(page, secret)).toContainText('Active');

  // The script: a sample PDF of its own (a seed no other spec uploads, one per project), parsed with the key.
  // Both seeds print a Run Date of 01/01/2025, older than any other spec's report: the latest report, which the
  // location report shows, stays the one other specs committed (seed 2020, dated 08/20/2026, became the latest
  // and broke the report journey's counts in the clean-clone CI).
  const report = sampleReport(info.project.name === 'phone' ? 2352 : 2077, 2);
  await fakeAiTruth(report.truth);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(report.pdf)], { type: 'application/pdf' }), 'intake.pdf');
  const upload = await withKey(baseURL!, secret, '/api/reports/upload?action=uploadOnly', { method: 'POST', body: form });
  expect(upload.status, await upload.clone().text()).toBe(201);
  const { tempReportId } = (await upload.json()) as { tempReportId: string };
  const parse = await withKey(baseURL!, secret, `/api/reports/${tempReportId}/parse`, { method: 'POST' });
  expect([200, 201, 202], await parse.clone().text()).toContain(parse.status);
  await expect
    .poll(async () => ((await (await withKey(baseURL!, secret, `/api/reports/${tempReportId}/status`)).json()) as { state: string }).state, { timeout: 90_000 })
    .toBe('complete');

  // The page shows the key's use (a reload: the list is read afresh), then revokes it.
  await page.reload();
  await expect(keyRow(page, secret).getByTestId('api-key-last-used')).not.toHaveText('Never');
  await saveScreen(page, info, 'api-keys-list');
  await revokeInPage(page, secret);
  const refused = await withKey(baseURL!, secret, '/api/reports/latest');
  expect(refused.status).toBe(401);
});

test("an administrator revokes a user's key from Users › API keys", async ({ page, browser, baseURL }, info) => {
  const officerEmail = `keys-otto-${info.project.name}-${run}@example.org`;
  const adminEmail = `keys-ada-${info.project.name}-${run}@example.org`;
  // A last name per project: both projects' officers are in the administrator's list.
  const last = info.project.name === 'phone' ? 'Phone' : 'Desktop';
  await createUser(officerEmail, 'OFFICER', 'Otto', last);
  await createUser(adminEmail, 'SUPER_ADMIN', 'Ada', 'Admin');

  // The officer's key, made over GraphQL with their session as a script's author would.
  const officer = await (await browser.newContext({ baseURL })).newPage();
  await signInToDashboard(officer, officerEmail);
  const stepUp = await officer.request.post('/api/keys/step-up', { headers: { Origin: baseURL! }, data: { currentPassword: E2E_PASSWORD } });
  expect(stepUp.status(), await stepUp.text()).toBe(200);
  const created = await officer.request.post('/graphql', {
    headers: { Origin: baseURL! },
    data: { query: 'mutation($i: CreateApiKeyInput!) { createApiKey(input: $i) { secret } }', variables: { i: { name: 'Kennel printer', role: 'DISPATCH' } } },
  });
  const secret = ((await created.json()) as { data: { createApiKey: { secret: string } } }).data.createApiKey.secret;
  expect(secret).toMatch(KEY);
  expect((await withKey(baseURL!, secret, '/api/reports/latest')).status).toBe(200);
  await officer.context().close();

  await signInToDashboard(page, adminEmail);
  await page.goto('/users');
  await page.getByRole('button', { name: `Actions for Otto ${last}` }).click();
  await page.getByRole('menuitem', { name: 'API keys' }).click();
  const drawer = page.getByTestId('user-api-keys-drawer');
  await expect(drawer.getByRole('heading', { name: `API keys of Otto ${last}` })).toBeVisible();
  await expect(keyRow(page, secret)).toContainText('Kennel printer');
  await expect(keyRow(page, secret)).toContainText('Dispatcher');
  await saveViewport(page, info, 'users-api-keys-drawer');
  await revokeInPage(page, secret);
  expect((await withKey(baseURL!, secret, '/api/reports/latest')).status).toBe(401);
});

test('an administrator with TOTP confirms it is them, creates a read-only key, and sees its scopes and expiry', async ({ page, baseURL }, info) => {
  const email = `keys-avery-${info.project.name}-${run}@example.org`;
  await createUser(email, 'ADMIN', 'Avery', 'Admin');
  // An ADMIN sets up TOTP at the first sign-in, as a new colleague would.
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/setup\/totp/);
  await page.getByRole('button', { name: 'Generate QR Code' }).click();
  const totp = (await page.getByTestId('totp-secret').textContent())!.trim();
  const setupCode = totpCode(totp);
  await page.getByRole('textbox', { name: /digit code/ }).fill(setupCode);
  await page.getByRole('button', { name: 'Verify and Enable' }).click();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).or(page.getByRole('link', { name: 'Continue to Dashboard' })).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await openApiKeysTab(page);
  await page.getByRole('button', { name: 'Create API key' }).click();
  const confirm = page.getByRole('form', { name: 'Confirm it’s you' });
  await expect(confirm.getByLabel('Authenticator code')).toBeVisible();
  // A code works once: wait for the next one after the setup's.
  let code = totpCode(totp);
  await expect.poll(() => (code = totpCode(totp)), { timeout: 40_000, intervals: [1000] }).not.toBe(setupCode);
  await confirmInPage(page, code);
  const form = page.getByRole('form', { name: 'Create API key' });
  // The Users scope is offered to an administrator, not ticked; read is.
  await expect(form.getByRole('checkbox', { name: /^Users/ })).not.toBeChecked();
  await expect(form.getByRole('checkbox', { name: /^Read/ })).toBeChecked();
  await form.getByLabel('Name').fill('Board display');
  await form.getByLabel('Role ceiling').selectOption('READONLY');
  await page.getByRole('button', { name: 'Create key' }).click();
  const panel = page.getByRole('dialog', { name: 'API key created' });
  const secret = ((await panel.getByTestId('api-key-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(KEY);
  await panel.getByRole('button', { name: 'Done' }).click();

  const row = keyRow(page, secret);
  await expect(row.getByTestId('api-key-scopes')).toHaveText('read');
  await expect(row).toContainText('in 3 months');
  await saveScreen(page, info, 'api-keys-admin-list');
  // What the key may not do, it is refused: it reads, it does not administer people.
  expect((await withKey(baseURL!, secret, '/api/reports/latest')).status).toBe(200);
  const invite = await withKey(baseURL!, secret, '/api/invitations', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  expect(invite.status).toBe(403);
});
