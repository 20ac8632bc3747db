import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createUser, E2E_DATA_DIR, fakeAiTruth, sampleReport, saveScreen, signInToDashboard } from './support.js';

/**
 * Issue 16, Layout: the location report and the animal directory fit the page (no sideways scroll, the View
 * column on screen) at 1024, 1280 and 1440 px; a click on a row or Enter on a focused row opens the detail
 * drawer, which shows kennel and weight; on a phone the search box is on the page, not in the Filters sheet.
 * The first project to start uploads a generated report; both read whatever report is the latest when they
 * start, and the location report is opened on that report (`?report=`): other specs commit reports meanwhile, and
 * a newer latest report does not hold the animal looked up (a subset run once saw "No animals match").
 */
// Three widths, two screens, three ways into the drawer each: under the full suite (axe runs beside it) 120 s was
// once not enough for the desktop test (CI, 2026-11-27).
test.describe.configure({ timeout: 240_000 });

const pages = (reportId: string) =>
  [
    { name: 'location', path: `/reports/location?center=salem&report=${reportId}`, heading: 'Salem Location' },
    { name: 'directory', path: '/animals', heading: 'Animals' },
  ] as const;

interface ListedAnimal {
  animal_id: string;
  kennel: string | null;
  weight: number | null;
}

/** True for the first caller of this server run (the data folder is emptied when the e2e server starts). */
function firstToSeed(): boolean {
  try {
    closeSync(openSync(join(E2E_DATA_DIR, 'tables-fit.seeded'), 'wx'));
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/** Signs in an officer and makes sure a committed report exists; returns it and an animal of it with a kennel and a weight. */
async function seeded(page: Page, baseURL: string): Promise<{ animal: ListedAnimal; reportId: string }> {
  const email = `tables-${test.info().project.name}-${Date.now().toString(36)}@example.org`;
  await createUser(email, 'OFFICER', 'Tess', 'Tables');
  await signInToDashboard(page, email);

  // One upload per server run, whichever project gets here first: a second upload of the same file would be
  // refused as a duplicate and left on every page's banner as a failed report.
  if (firstToSeed()) {
    const report = sampleReport(716, 4);
    await fakeAiTruth(report.truth);
    const upload = await page.request.post('/api/reports/upload?action=uploadOnly', {
      headers: { Origin: baseURL },
      multipart: { file: { name: 'tables-fit.pdf', mimeType: 'application/pdf', buffer: report.pdf } },
    });
    expect(upload.status()).toBe(201);
    const { tempReportId } = (await upload.json()) as { tempReportId: string };
    const parse = await page.request.post(`/api/reports/${tempReportId}/parse`, { headers: { Origin: baseURL }, timeout: 90_000 });
    expect([200, 201, 202]).toContain(parse.status());
  }

  let latest: string | null = null;
  await expect
    .poll(async () => ((latest = ((await (await page.request.get('/api/reports/latest')).json()) as { reportId: string | null }).reportId)), { timeout: 90_000 })
    .not.toBeNull();
  const listed = await page.request.get(`/api/reports/${latest}/animals?center=salem&limit=100`);
  const { items } = (await listed.json()) as { items: ListedAnimal[] };
  const animal = items.find((a) => a.kennel && a.weight !== null);
  expect(animal, 'an animal with a kennel and a weight').toBeTruthy();
  return { animal: animal!, reportId: latest! };
}

/** The table's area scrolls nothing sideways, and every header cell (View included) lies inside it. */
async function expectTableFits(page: Page, label: string) {
  // The table's scroll container: its parent.
  const area = page.getByTestId('animals-table').locator('xpath=..');
  await expect(area).toBeVisible();
  const box = await area.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const headers = [...el.querySelectorAll('thead th')]
      .map((th) => th.getBoundingClientRect())
      .filter((r) => r.width > 0)
      .map((r) => ({ left: r.left, right: r.right }));
    return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, left: rect.left, right: rect.right, headers, viewport: window.innerWidth };
  });
  expect(box.scrollWidth, `${label}: no sideways scroll`).toBeLessThanOrEqual(box.clientWidth);
  expect(box.right, `${label}: the table's area ends on screen`).toBeLessThanOrEqual(box.viewport);
  expect(box.headers.length, `${label}: header cells`).toBeGreaterThanOrEqual(5);
  for (const [index, header] of box.headers.entries()) {
    expect(header.left, `${label}: header ${index} starts inside`).toBeGreaterThanOrEqual(box.left - 0.5);
    expect(header.right, `${label}: header ${index} ends inside`).toBeLessThanOrEqual(box.right + 0.5);
  }
}

const weightText = (pounds: number) => `${Math.round(pounds * 10) / 10} lb`;

async function expectDrawerShows(page: Page, animal: ListedAnimal) {
  const drawer = page.getByTestId('animal-detail-drawer');
  await expect(drawer).toBeVisible();
  // The details list's Kennel (the History table below it has a Kennel column too).
  await expect(drawer.getByRole('term').filter({ hasText: /^Kennel$/ })).toBeVisible();
  await expect(drawer.getByText(animal.kennel!, { exact: true }).first()).toBeVisible(); // the details list, then History
  await expect(drawer.getByText('Weight', { exact: true })).toBeVisible();
  await expect(drawer.getByText(weightText(animal.weight!), { exact: true })).toBeVisible();
}

/** Escape closes the drawer once it has settled (a key pressed during its slide-in can reach the page instead). */
async function closeDrawer(page: Page) {
  await page.waitForTimeout(400);
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/animal=/);
  // Gone, not only closing: while it slides out its focus trap takes back the focus the next step gives the row
  // (CI once saw the Space that follows reach the closing drawer instead of the row).
  await expect(page.getByTestId('animal-detail-drawer')).toBeHidden();
}

const rowOf = (page: Page, animalId: string): Locator => page.locator(`[data-testid="animals-table"] tbody tr[data-animal-id="${animalId}"]`);

test('desktop: both tables fit 1024, 1280 and 1440 px; a row opens the drawer by click and by Enter', async ({ page, baseURL, isMobile }, info) => {
  test.skip(isMobile, 'the desktop project');
  const { animal, reportId } = await seeded(page, baseURL!);

  for (const screen of pages(reportId)) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { name: screen.heading, exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^Showing 1 to \d+ of \d+ animals$/)).toBeVisible({ timeout: 30_000 });
    await expectTableFits(page, `${screen.name} at 1280`);
    await saveScreen(page, info, `tables-${screen.name}-1280`);

    await page.setViewportSize({ width: 1440, height: 900 });
    await expectTableFits(page, `${screen.name} at 1440`);
    await page.setViewportSize({ width: 1024, height: 768 });
    await expectTableFits(page, `${screen.name} at 1024`);
    // At 1024 the sidebar starts collapsed; opened by hand, the table still fits.
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expectTableFits(page, `${screen.name} at 1024 with the sidebar open`);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });

    // A click anywhere on the row (here its last data cell, not the View button) opens the drawer.
    await page.goto(`${screen.path}${screen.path.includes('?') ? '&' : '?'}search=${animal.animal_id}`);
    const row = rowOf(page, animal.animal_id);
    await row.locator('td').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`animal=${animal.animal_id}`));
    await expectDrawerShows(page, animal);
    await page.waitForTimeout(400); // the drawer's slide-in, for the picture
    await saveScreen(page, info, `tables-${screen.name}-drawer-1280`);
    await closeDrawer(page);

    // The keyboard: the row is one tab stop with a visible focus ring; Enter opens it, and so does Space.
    await row.focus();
    await expect(row).toBeFocused();
    expect(await row.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`animal=${animal.animal_id}`));
    await expectDrawerShows(page, animal);
    await closeDrawer(page);
    await row.focus();
    await page.keyboard.press(' ');
    await expect(page).toHaveURL(new RegExp(`animal=${animal.animal_id}`));
    await closeDrawer(page);
  }
});

test('phone: the search box is on the page; the other filters stay in the sheet; a card opens the drawer', async ({ page, baseURL, isMobile }, info) => {
  test.skip(!isMobile, 'the phone project');
  const { animal, reportId } = await seeded(page, baseURL!);

  for (const screen of pages(reportId)) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { name: screen.heading, exact: true })).toBeVisible({ timeout: 30_000 });
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toBeVisible();
    await expect(page.getByTestId('filters-drawer')).toHaveCount(0);
    // The first screenful: what a phone shows before any scrolling.
    await page.screenshot({ path: `test-results/screens/tables-${screen.name}-390-${info.project.name}.png` });

    await search.fill(animal.animal_id);
    await expect(page).toHaveURL(new RegExp(`search=${animal.animal_id}`));
    const card = page.locator(`[data-testid="animals-cards"] [data-animal-id="${animal.animal_id}"]`);
    await expect(card).toBeVisible();
    // The other filters are still in the sheet, without a second search box.
    await page.getByTestId('filters-button').click();
    const sheet = page.getByTestId('filters-drawer');
    await expect(sheet.getByLabel('Zone')).toBeVisible();
    await expect(sheet.getByRole('searchbox')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // A tap on the card, away from its View button, opens the drawer.
    await card.getByText(animal.animal_id, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`animal=${animal.animal_id}`));
    await expectDrawerShows(page, animal);
    await page.waitForTimeout(400);
    await saveScreen(page, info, `tables-${screen.name}-drawer-390`);
    await closeDrawer(page);
  }
});
