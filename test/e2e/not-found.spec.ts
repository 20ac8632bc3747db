import { expect, test } from '@playwright/test';
import { saveScreen } from './support.js';

test.describe('not-found page', () => {
  test('answers an unknown path with a 404 page and a way home', async ({ page }, testInfo) => {
    await page.goto('/no-such-page');

    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('BETI — 404 Page Not Found');
    await expect(page.getByText('/no-such-page')).toBeVisible();
    await saveScreen(page, testInfo, 'not-found');

    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'BETI' })).toBeVisible();
  });

  test('covers nested unknown paths too', async ({ page }) => {
    await page.goto('/docs/nothing/here?x=1');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  });
});
