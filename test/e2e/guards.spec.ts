import { expect, test } from '@playwright/test';
import { saveScreen } from './support.js';

test.describe('guards (signed out)', () => {
  for (const path of ['/dashboard', '/animals', '/reports/uploads', '/alerts', '/admin/settings', '/users', '/users/invitations', '/meetings', '/beti', '/betie', '/profile-settings']) {
    test(`${path} sends a signed-out visitor to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    });
  }

  test('the sign-in screen, its side panel on wide screens, and the reset mode', async ({ page }, info) => {
    await page.goto('/auth');
    await expect(page.getByLabel('Email')).toBeVisible();
    await saveScreen(page, info, 'auth-sign-in');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Valid email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  });

  test('the sign-in screen does not move while it loads (static copy, then the live page)', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => (w.shifts += (entry as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/auth');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByLabel('Email')).toBeEditable();
    await page.waitForTimeout(1000);
    // Before: the card painted half-parsed, and on wide screens the side panel came after the card; both moved it.
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
  });

  test('an invalid invitation link shows Invalid Invitation with Go to Sign In', async ({ page }, info) => {
    await page.goto('/invite/not-a-real-token');
    await expect(page.getByText('Invalid Invitation')).toBeVisible();
    await saveScreen(page, info, 'invite-invalid');
    await page.getByRole('link', { name: 'Go to Sign In' }).or(page.getByRole('button', { name: 'Go to Sign In' })).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('/invitation-register without a token shows the Invalid Invitation card', async ({ page }) => {
    await page.goto('/invitation-register');
    await expect(page.getByText('Invalid Invitation')).toBeVisible();
    await expect(page.getByText('No invitation token provided')).toBeVisible();
  });
});
