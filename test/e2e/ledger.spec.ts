import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LEDGER_ANIMALS, ledgerReport, STRAY_LINE } from '../helpers/ledger-report.js';
import { createUser, saveScreen, signInToDashboard } from './support.js';

/**
 * Issue 14, item 2, in the browser: a report with a line the reader cannot place is saved with its animals,
 * the completion toast counts the line and offers Review, and Review opens Diagnostics on the Not imported
 * list, which names the line. Desktop and phone each upload their own copy of the report.
 */
test.describe.configure({ timeout: 90_000 });

const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

async function uploadAndParse(page: Page, path: string) {
  await page.goto('/reports/uploads');
  await page.getByLabel('PDF file', { exact: true }).setInputFiles(path);
  await page.getByRole('button', { name: 'Upload File' }).click();
  await expect(page.getByRole('button', { name: 'Parse File' })).toBeEnabled();
  await page.getByRole('button', { name: 'Parse File' }).click();
}

test('lines not imported: the toast counts them, Review opens Diagnostics on the Not imported list', async ({ page }, info) => {
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  const email = `ledger-${info.project.name}-${run}@example.org`;
  await createUser(email, 'OFFICER', 'Ledger', 'Officer');
  const path = join(tmpdir(), `beti-e2e-ledger-${info.project.name}-${run}.pdf`);
  writeFileSync(path, await ledgerReport({ printedBy: `${info.project.name}-${run}` }));
  // No ground truth is registered for this file (the fake model's truth is shared with tests running at the
  // same time): the model reads none of its rows and the layout reader's are kept; it keeps the ledger either way.
  await signInToDashboard(page, email);

  await uploadAndParse(page, path);
  const toast = page.getByRole('status').filter({ hasText: 'Report parsed successfully!' });
  await expect(toast).toContainText('Report Complete! 2 animals saved, 1 line not imported — review.', { timeout: 60_000 });
  await saveScreen(page, info, 'ledger-toast');

  // Review: the reports page with this report's diagnostics open on Not imported.
  await toast.getByRole('button', { name: 'Review' }).click();
  await expect(page).toHaveURL(/\/reports\?.*report=tmp_.*tab=not-imported/);
  const drawer = page.getByTestId('diagnostics-drawer');
  await expect(drawer.getByRole('tab', { name: /Not imported/ })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByRole('heading', { name: '1 line not imported' })).toBeVisible();
  const line = drawer.getByTestId('not-imported-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(STRAY_LINE);
  await expect(line).toContainText('A line the reader could not place');
  await expect(phone ? drawer.getByRole('list', { name: 'Lines not imported' }) : drawer.getByRole('table', { name: 'Lines not imported' })).toBeVisible();
  await saveScreen(page, info, 'ledger-not-imported');

  // The Summary counts the lines; from the keyboard, the arrow key goes back to Not imported.
  await drawer.getByRole('tab', { name: 'Summary' }).click();
  await expect(drawer.getByRole('heading', { name: 'Lines read' })).toBeVisible();
  await expect(drawer.getByTestId('ledger-counts')).toContainText('Unread');
  await drawer.getByTestId('ledger-counts').scrollIntoViewIfNeeded();
  await saveScreen(page, info, 'ledger-summary');
  await drawer.getByRole('tab', { name: 'Summary' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(drawer.getByRole('tab', { name: /Not imported/ })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByRole('tab', { name: /Not imported/ })).toBeFocused();
  if (!phone) {
    // The cut text opens whole from the keyboard.
    const text = drawer.getByRole('button', { name: STRAY_LINE });
    await text.focus();
    await page.keyboard.press('Enter');
    await expect(text).toHaveAttribute('aria-expanded', 'true');
  }
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/report=/);
  await expect(page).not.toHaveURL(/tab=/);

  // The animals were saved: the report lists 2.
  const reportId = await page.evaluate(async (name) => {
    const res = await fetch('/api/reports', { credentials: 'include' });
    const reports = (await res.json()) as { id: string; sourceFilename: string }[];
    return reports.find((r) => r.sourceFilename === name)?.id ?? null;
  }, path.split('/').pop()!);
  expect(reportId).not.toBeNull();
  const animals = await page.request.get(`/api/reports/${reportId}/animals?limit=100`);
  expect(((await animals.json()) as { items: { animal_id: string }[] }).items.map((a) => a.animal_id).sort()).toEqual(LEDGER_ANIMALS.map((a) => a.animal_id));
});
