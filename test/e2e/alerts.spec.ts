import { expect, test, type Page } from '@playwright/test';
import { createUser, ensureCommittedReport, saveScreen, signInToDashboard } from './support.js';

/**
 * Issue 18: alerts raised by the report rules, on the Alerts screen at both widths. The latest committed report
 * (whichever spec committed it) raised them when it committed: the sample's long stays at least.
 */
type ApiAlert = { id: string; source: string; animalId: string; snippet: string; status: string };

async function newReportAlerts(page: Page): Promise<ApiAlert[]> {
  const res = await page.request.get('/api/alerts?status=new&limit=200');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: ApiAlert[] }).items.filter((a) => a.source === 'report');
}

/** Types in the inbox's search: in the side panel on a desktop, in the Filters sheet on a phone. */
async function searchAlerts(page: Page, phone: boolean, text: string) {
  if (phone) await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByLabel('Search alerts').fill(text);
  if (phone) await page.getByRole('button', { name: /^Show \d+ alerts?$/ }).click();
}

test('a report-raised alert: found by its animal, opened, acknowledged, and saved', async ({ page, baseURL }, info) => {
  test.setTimeout(180_000);
  const phone = info.project.name === 'phone';
  const email = `alerts-${info.project.name}-${Date.now().toString(36)}@example.org`;
  await createUser(email, 'OFFICER', 'Alex', 'Alerts');
  await signInToDashboard(page, email);
  await ensureCommittedReport(page, baseURL!);

  // Two projects at once: each takes a different new alert (the other's first may be gone by now, never the same).
  await expect.poll(async () => (await newReportAlerts(page)).length, { timeout: 60_000 }).toBeGreaterThan(1);
  const alert = (await newReportAlerts(page))[phone ? 1 : 0];

  await page.goto('/alerts');
  await expect(page.getByRole('heading', { name: 'Alerts', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Sample', { exact: true })).toHaveCount(0);
  await searchAlerts(page, phone, alert.animalId);
  const row = page.getByText(alert.snippet, { exact: true }).first();
  await expect(row).toBeVisible();
  await saveScreen(page, info, 'alerts-inbox');
  await row.click();

  const drawer = page.getByTestId('alert-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(alert.animalId);
  await expect(drawer).toContainText('Report');
  await saveScreen(page, info, 'alerts-drawer');
  await drawer.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(drawer.getByRole('button', { name: 'Acknowledge' })).toBeDisabled();

  // Saved on the server, and read again after a reload.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/alerts/${alert.id}`)).json()) as ApiAlert).status)
    .toBe('acknowledged');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Alerts', exact: true })).toBeVisible({ timeout: 30_000 });
  await searchAlerts(page, phone, alert.animalId);
  // The default filter is New: the acknowledged alert has left it.
  await expect(page.getByText(alert.snippet, { exact: true })).toHaveCount(0);
});
