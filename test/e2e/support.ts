import type { Page, TestInfo } from '@playwright/test';

/**
 * Saves a full-page screenshot to test-results/screens/<name>-<project>.png (desktop or phone), for people
 * to look at; the assertions are what pass or fail a test.
 */
export async function saveScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}-${testInfo.project.name}.png`, fullPage: true });
}

/** The bundled logo's path in the build: /assets/logo-<hash>.svg. */
export const BUNDLED_LOGO = /\/assets\/logo-[\w-]+\.svg$/;
