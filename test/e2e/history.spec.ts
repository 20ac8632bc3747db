import { expect, test } from '@playwright/test';
import { historyReport, type HistoryAnimal } from '../helpers/history-report.js';
import { commitPdf, createUser, saveScreen, signInToDashboard } from './support.js';

/**
 * Issue 18 in the browser, at both widths: two reports a week apart (dated 1950-1989, so they never become the latest
 * report other tests read) show their movements on the earlier-report location page, an animal's history in its
 * drawer, and kennel capacity set in System Settings gives the dashboard an occupancy rate. Alerts raised by a report
 * and acknowledged are in alerts.spec.ts; an email alert is in the journey.
 */
test.describe.configure({ timeout: 240_000 }); // two parses and six page loads on a loaded two-core machine

const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

test('history: movements of an earlier report, an animal history, capacity and occupancy', async ({ page, baseURL }, info) => {
  const phone = info.project.name === 'phone';
  // Each project its own animals and month, and each run its own year (a local rerun keeps the database), so no
  // report compares against another test's.
  const block = Number.parseInt(run.slice(-4), 36) % 1000;
  const id = (n: number) => `A${phone ? '72' : '71'}${String(block).padStart(3, '0')}${String(n).padStart(3, '0')}`;
  const month = phone ? '05' : '04';
  const year = 1950 + (block % 40);
  const pet = (n: number, name: string, zone: HistoryAnimal['zone'], kennel: string, extra: Partial<HistoryAnimal> = {}): HistoryAnimal => ({ id: id(n), name, zone, kennel, ...extra });
  const before = [pet(1, 'Biscuit', 'A', 'K01'), pet(2, 'Juniper', 'A', 'K02'), pet(3, 'Olive', 'B', 'S01')];
  // A week later: Biscuit moved to K05, Juniper went up to L2, Olive left, Hazel arrived.
  const after = [pet(1, 'Biscuit', 'A', 'K05'), pet(2, 'Juniper', 'A', 'K02', { level: 'L2' }), pet(4, 'Hazel', 'C', 'M01')];

  const email = `history-${info.project.name}-${run}@example.org`;
  await createUser(email, 'SUPER_ADMIN', 'Hana', 'History');
  await signInToDashboard(page, email);
  await commitPdf(page, baseURL!, await historyReport(`${year}-${month}-01T07:05:00`, before, `${info.project.name}-${run}`), 'history-before.pdf');
  const second = await commitPdf(page, baseURL!, await historyReport(`${year}-${month}-08T07:05:00`, after, `${info.project.name}-${run}`), 'history-after.pdf');

  // The Reports list's View opens this report's location page (with a note when it is not the latest: other
  // specs' reports are newer, but this one may run alone).
  await page.goto(`/reports/location?center=salem&report=${second}`);
  await expect(page.getByRole('heading', { name: 'Salem Location' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`Data as of ${month}/08/${year}`)).toBeVisible();
  await expect(page.getByTestId('movements-summary')).toContainText(`Since the last report (${month}/01/${year}): +1 arrived, −1 left, 1 moved, 1 changed`);
  await saveScreen(page, info, 'history-location');

  await page.getByRole('button', { name: 'View changes' }).click();
  const drawer = page.getByTestId('movements-drawer');
  await expect(drawer.getByTestId('movements-arrived')).toContainText('Hazel');
  await expect(drawer.getByTestId('movements-left')).toContainText('Olive');
  await expect(drawer.getByTestId('movements-moved')).toContainText('Kennel K01 → K05');
  await expect(drawer.getByTestId('movements-changed')).toContainText('Level L1 → L2');
  await page.waitForTimeout(400); // the drawer's slide-in, for the picture
  await saveScreen(page, info, 'history-movements');

  // Biscuit's row opens the animal, whose history lists both Run Dates.
  await drawer.getByTestId('movements-moved').getByRole('button', { name: new RegExp(id(1)) }).click();
  const history = page.getByTestId('animal-detail-drawer').getByTestId('animal-history');
  await expect(history.getByRole('row')).toHaveCount(3); // the header and two reports
  await expect(history).toContainText('K05');
  await expect(history).toContainText('K01');
  await page.waitForTimeout(400);
  await saveScreen(page, info, 'history-animal');

  // Kennel capacity for the first zone of the latest report, then the dashboard has a rate.
  await page.goto('/admin/settings#zone-capacity');
  const field = page.getByRole('textbox', { name: /^Kennels in zone / }).first();
  await expect(field).toBeVisible({ timeout: 30_000 });
  // The other project (or an earlier run) may have saved 400 already: a different value, so there is a change.
  await field.fill((await field.inputValue()) === '400' ? '401' : '400');
  await page.getByRole('button', { name: 'Save capacity' }).click();
  await expect(page.getByText('Kennel capacity saved').first()).toBeVisible();
  await saveScreen(page, info, 'history-capacity');
  await page.goto('/dashboard');
  const card = page.getByText('Occupancy Rate').locator('xpath=ancestor::*[contains(@class, "chakra-card__root")][1]');
  await expect(card).toContainText(/\d+%/);
  await expect(card).toContainText(/Of [\d,]+ kennels/);
  await saveScreen(page, info, 'history-occupancy');
});
