import { expect, test, type Page } from '@playwright/test';
import { saveScreen } from './support.js';

const html = (page: Page) => page.locator('html');
const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'));
const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle theme' });

test.describe('theme', () => {
  test('who asks for less motion gets none: animations end at once, pages do not scroll smoothly', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'BETI' })).toBeVisible();
    // An endless animation as skeletons and spinners have one, and the page's scrolling.
    const motion = () =>
      page.evaluate(() => {
        const box = document.createElement('div');
        box.style.animation = 'spin 1s linear infinite';
        document.body.append(box);
        const { animationIterationCount, animationDuration } = getComputedStyle(box);
        box.remove();
        return { count: animationIterationCount, seconds: parseFloat(animationDuration), scroll: getComputedStyle(document.documentElement).scrollBehavior };
      });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await motion()).toEqual({ count: 'infinite', seconds: 1, scroll: 'smooth' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const reduced = await motion();
    expect(reduced).toMatchObject({ count: '1', scroll: 'auto' });
    expect(reduced.seconds).toBeLessThan(0.001);
  });

  test('a skeleton stands still for its first second, then pulses, in the static copy and when drawn at run time', async ({ page }) => {
    // 20-35 skeletons pulsing from the first paint made the browser draw a frame every 16 ms through the
    // CPU-bound first second of a load (issue 19); the pulse now waits a second (app/theme.ts SKELETON_STILL_FOR).
    const pulses = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.effect instanceof KeyframeEffect && (animation.effect.target as Element | null)?.classList.contains('chakra-skeleton'))
          .map((animation) => ({
            name: (animation as CSSAnimation).animationName,
            delay: animation.effect!.getTiming().delay,
            pulsing: animation.effect!.getComputedTiming().progress !== null,
          })),
      );
    const stillThenPulsing = async (path: string, atLeast: number) => {
      await page.goto(path);
      await expect(page.locator('.chakra-skeleton:visible').first()).toBeVisible();
      const still = await pulses();
      expect(still.length, path).toBeGreaterThanOrEqual(atLeast);
      for (const pulse of still) expect(pulse, path).toMatchObject({ name: 'pulse', delay: 1000 });
      await expect.poll(async () => (await pulses()).some((pulse) => pulse.pulsing), { timeout: 5000 }).toBe(true);
    };
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // The static copy of a signed-in page, its scripts held back so that it stays on screen.
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await stillThenPulsing('/dashboard', 6);

    // A page drawn at run time (`/status` gets index.html) while its data is on the way.
    await page.unrouteAll();
    await page.routeWebSocket('**/graphql', (socket) => socket.close());
    await page.route('**/graphql', (route) =>
      (route.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'SystemStatusPage' ? new Promise(() => {}) : route.continue(),
    );
    await stillThenPulsing('/status', 1);
  });

  test("Chakra's global CSS comes with the HTML, once, and Emotion does not build it again on load", async ({ page }) => {
    // `/login` is a prerendered page, `/status` gets index.html: both carry the build's <style data-chakra-global>.
    for (const path of ['/login', '/status']) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      const owners = await page.evaluate(() =>
        [...document.styleSheets]
          .filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('--chakra-colors-gray-50:')))
          .map((sheet) => {
            const owner = sheet.ownerNode as Element | null;
            if (owner?.hasAttribute('data-chakra-global')) return 'build';
            return owner?.getAttribute('data-emotion') ?? 'other';
          }),
      );
      expect(owners, path).toEqual(['build']);
      // The tokens resolve, and so do the theme's own global rules (the page background).
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-gray-50').trim())).not.toBe('');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    }
  });

  test("Emotion's recipe layers and media queries are nested in their style rules, and still apply", async ({ page }) => {
    // `/status` gets index.html: every Chakra rule of the page is added at run time (app/emotion-cache.ts nestGroupRule).
    // A top-level @layer or @media added to a sheet made Chromium restyle the whole page (issue 19).
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/status');
      await expect(page.locator('h1').first()).toBeVisible();
      const rules = await page.evaluate(() =>
        [...document.styleSheets].filter((sheet) => sheet.ownerNode instanceof Element && sheet.ownerNode.getAttribute('data-emotion') === 'css').flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
      );
      const nested = rules.filter((rule) => /^[^@{][^{]*\{\s*@(layer|media)\b/.test(rule));
      expect(nested.length, `${width}`).toBeGreaterThan(10);
      // Only what is left alone on purpose stays a group rule: pseudo-elements (a skeleton's ::before).
      expect(rules.filter((rule) => /^@(layer|media)\b/.test(rule) && !rule.includes('::')), `${width}`).toEqual([]);
      // The heading recipe's weight (@layer recipes) still reaches the title.
      await expect(page.locator('h1').first()).toHaveCSS('font-weight', '600');
    }
  });

  test('follows the system by default', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await stored(page)).toBeNull();

    // "system" keeps following the OS while the page is open.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).toHaveClass(/\blight\b/);
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  });

  test('the toggle flips light and dark, and the choice survives a reload', async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(html(page)).toHaveClass(/\blight\b/);

    await toggle(page).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(html(page)).not.toHaveClass(/\blight\b/);
    expect(await stored(page)).toBe('dark');
    await expect(html(page)).toHaveCSS('color-scheme', 'dark');

    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await stored(page)).toBe('dark');
    await expect(page.getByRole('heading', { level: 1, name: 'BETI' })).toBeVisible();
    await saveScreen(page, testInfo, 'theme-dark');

    await toggle(page).click();
    await expect(html(page)).toHaveClass(/\blight\b/);
    expect(await stored(page)).toBe('light');
    await page.reload();
    await expect(html(page)).toHaveClass(/\blight\b/);
  });

  test('an explicit choice wins over the system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('theme', 'light'));
    await page.reload();
    await expect(html(page)).toHaveClass(/\blight\b/);
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  });

  test('an unknown stored value falls back to the system theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('theme', 'purple'));
    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(html(page)).not.toHaveClass(/purple/);
    expect(await stored(page)).toBeNull();
  });

  test('the toggle is on the status page too', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/status');
    await toggle(page).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await stored(page)).toBe('dark');
  });
});
