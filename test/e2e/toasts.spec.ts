import { expect, test, type Page } from '@playwright/test';
import { createUser, saveScreen, signInToDashboard } from './support.js';

/**
 * The actions a visible toast covers: every button, link, select, check box or tab that a pointer could reach
 * where the toast now lies (hit-tested with the toast hidden, so controls behind a drawer's backdrop do not
 * count). Text fields are not actions: on a phone the toast may lie over one for its 5 s.
 * Issue 16: toasts sat over the buttons of the form that raised them.
 */
async function actionsUnderToast(page: Page): Promise<string[]> {
  const toast = page.locator('[data-scope="toast"][data-part="root"]').first();
  await expect(toast).toBeVisible();
  // Wait for the enter animation to settle, so the box is where the toast stays.
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('[data-scope="toast"][data-part="root"]')!;
    const t = root.getBoundingClientRect();
    const group = root.closest<HTMLElement>('[data-scope="toast"][data-part="group"]') ?? root;
    const saved = group.style.visibility;
    group.style.visibility = 'hidden';
    try {
      const covered: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>('button, a[href], select, [role="button"], [role="tab"], [role="menuitem"], input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"]')) {
        // The pending-report banner's View details link counts too: toasts sit below the banner while it shows.
        const r = el.getBoundingClientRect();
        const left = Math.max(r.left, t.left);
        const right = Math.min(r.right, t.right);
        const top = Math.max(r.top, t.top);
        const bottom = Math.min(r.bottom, t.bottom);
        if (right <= left || bottom <= top) continue;
        const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        if (hit && (hit === el || el.contains(hit))) covered.push(el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName);
      }
      return covered;
    } finally {
      group.style.visibility = saved;
    }
  });
}

test.describe('toasts cover no action', () => {
  const run = Date.now().toString(36);

  test('a toast raised by a form in the Invite User drawer leaves the drawer and its buttons free', async ({ page }, testInfo) => {
    const email = `toast-invite-${testInfo.project.name}-${run}@example.org`;
    await createUser(email, 'SUPER_ADMIN');
    await signInToDashboard(page, email);
    await page.goto('/users');
    await page.getByRole('button', { name: 'Invite User' }).first().click();
    const drawer = page.getByRole('dialog');
    // Inviting an existing account is refused: the error toast shows while the drawer stays open.
    await drawer.getByLabel('Email').fill(email);
    await drawer.getByLabel('First name').fill('Toast');
    await drawer.getByLabel('Last name').fill('Test');
    await drawer.getByRole('button', { name: 'Send Invite' }).click();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(drawer).toBeVisible();
    const covered = await actionsUnderToast(page);
    await saveScreen(page, testInfo, 'toast-invite-drawer');
    expect(covered).toEqual([]);
    await expect(drawer.getByRole('button', { name: 'Send Invite' })).toBeVisible();
  });

  test('a toast raised by the profile form covers neither its buttons nor the header or tab bar', async ({ page }, testInfo) => {
    const email = `toast-profile-${testInfo.project.name}-${run}@example.org`;
    await createUser(email, 'OFFICER');
    await signInToDashboard(page, email);
    await page.goto('/profile-settings');
    const form = page.getByRole('form', { name: 'Profile information' });
    await form.getByLabel(/^First name/).fill('Toasted');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    const covered = await actionsUnderToast(page);
    await saveScreen(page, testInfo, 'toast-profile');
    expect(covered).toEqual([]);
  });
});
