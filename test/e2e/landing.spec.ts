import { expect, test } from '@playwright/test';
import { BUNDLED_LOGO, saveScreen } from './support.js';

const FEATURES = [
  'AI-powered report processing',
  'Real-time animal population tracking',
  'Real-time alert processing',
  'Secure staff access and reporting',
];

test.describe('landing page', () => {
  test('shows the product, its features and the way in', async ({ page }, testInfo) => {
    await page.goto('/');

    await expect(page).toHaveTitle('BETI — Behavior Evaluations, Trends, & Insights');
    await expect(page.getByRole('heading', { level: 1, name: 'BETI' })).toBeVisible();
    await expect(page.getByText('Behavior Evaluations, Trends, & Insights', { exact: true })).toBeVisible();

    const features = page.getByRole('region', { name: 'Features' });
    for (const feature of FEATURES) {
      await expect(features.getByRole('heading', { level: 3, name: feature })).toBeVisible();
      // Each feature has an icon and a one-line description beside its title.
      const item = features.getByRole('listitem').filter({ has: page.getByRole('heading', { name: feature }) });
      await expect(item.locator('svg')).toHaveCount(1);
      await expect(item.getByRole('paragraph')).not.toBeEmpty();
    }
    await expect(features.getByRole('listitem')).toHaveCount(4);

    const signIn = page.getByRole('link', { name: 'Sign In to Continue' });
    await expect(signIn).toBeVisible();
    await expect(signIn).toHaveAttribute('href', '/auth');

    await expect(page.getByText('Access is by invitation only.')).toBeVisible();
    await expect(page.getByText('Contact an administrator for an invitation.')).toBeVisible();

    await saveScreen(page, testInfo, 'landing');
  });

  test('keeps everything on screen at its width', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'BETI' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('loads none of the GraphQL playground code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) scripts.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'BETI' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    // The playground's entry (graphiql-*) and editor bundle (vendor-graphiql-*). Chunks both pages share are
    // named like vendor-react~app~graphiql-* and are fine.
    expect(scripts.filter((url) => /\/assets\/(vendor-)?graphiql-/.test(url))).toEqual([]);
  });

  test('shows the bundled logo when the server has none', async ({ page }) => {
    const answer = page.waitForResponse('**/api/logo-url');
    await page.goto('/');
    expect(await (await answer).json()).toEqual({ logoUrl: null });

    const logo = page.getByRole('img', { name: 'BETI logo' });
    await expect(logo).toHaveAttribute('data-logo-source', 'bundled');
    await expect(logo).toHaveAttribute('src', BUNDLED_LOGO);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('falls back to the bundled logo when the configured image fails to load', async ({ page }) => {
    await page.route('**/api/logo-url', (route) => route.fulfill({ json: { logoUrl: '/no-such-logo.png' } }));
    await page.goto('/');
    const logo = page.getByRole('img', { name: 'BETI logo' });
    await expect(logo).toHaveAttribute('data-logo-source', 'bundled');
    await expect(logo).toHaveAttribute('src', BUNDLED_LOGO);
  });

  test('shows the organisation logo when the server has one', async ({ page }) => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="purple"/></svg>';
    const logoUrl = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    await page.route('**/api/logo-url', (route) => route.fulfill({ json: { logoUrl } }));
    await page.goto('/');
    const logo = page.getByRole('img', { name: 'BETI logo' });
    await expect(logo).toHaveAttribute('data-logo-source', 'remote');
    await expect(logo).toHaveAttribute('src', logoUrl);
  });

  test('links to the system status page from the footer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'System status' }).click();
    await expect(page).toHaveURL(/\/status$/);
    await expect(page.getByRole('heading', { level: 1, name: 'System status' })).toBeVisible();
  });

  test('can be used from the keyboard', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'BETI' })).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'BETI home' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeFocused();
    await page.keyboard.press('Tab');
    const signIn = page.getByRole('link', { name: 'Sign In to Continue' });
    await expect(signIn).toBeFocused();
    // A visible focus ring: an outline drawn by :focus-visible.
    const outline = await signIn.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
  });

  test('still works when local storage is blocked, logging warnings instead', async ({ page }) => {
    await page.addInitScript(() => {
      const blocked = () => {
        throw new DOMException('storage is disabled', 'SecurityError');
      };
      Storage.prototype.getItem = blocked;
      Storage.prototype.setItem = blocked;
      Storage.prototype.removeItem = blocked;
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'BETI' })).toBeVisible();
    // The toggle still works for this visit; it just cannot be remembered.
    const wasDark = /\bdark\b/.test((await page.locator('html').getAttribute('class')) ?? '');
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(wasDark ? /\blight\b/ : /\bdark\b/);
    await expect.poll(() => warnings.some((text) => text.includes('localStorage'))).toBe(true);
    expect(errors).toEqual([]);
  });
});
