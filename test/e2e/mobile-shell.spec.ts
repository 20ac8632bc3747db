import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, createUser, saveScreen } from './support.js';

/** The phone shell at 390×844: tab bar, Reports sheet, More menu, navigation drawer. */
test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, 'phone layout only');

test('an officer on a phone: tab bar by role, the Reports sheet and the More menu', async ({ page }, info) => {
  const email = `phone-${Date.now().toString(36)}@example.org`;
  await createUser(email, 'OFFICER', 'Pat', 'Phone');
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  await expect(tabs.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Animals' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Alerts' })).toBeVisible();
  // An OFFICER may invite (me.can.inviteUsers): Users is a tab (issue 16).
  await expect(tabs.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await saveScreen(page, info, 'mobile-dashboard');

  await tabs.getByRole('button', { name: 'Reports' }).click();
  const sheet = page.getByRole('dialog', { name: 'Reports' });
  await expect(sheet.getByRole('link', { name: 'Upload' })).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(844 / 2 + 1);
  await saveScreen(page, info, 'mobile-reports-sheet');
  await sheet.getByRole('link', { name: 'Recent' }).click();
  await expect(page).toHaveURL(/\/reports$/);

  await tabs.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menuitem', { name: 'BETIE' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Meeting Prep' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Manage Invites' })).toHaveCount(0);
  await saveScreen(page, info, 'mobile-more-menu');
  await page.getByRole('menuitem', { name: 'BETIE' }).click();
  await expect(page).toHaveURL(/\/betie$/);

  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Animals' })).toBeVisible();
  await saveScreen(page, info, 'mobile-nav-drawer');
  await drawer.getByRole('link', { name: 'Animals' }).click();
  await expect(page).toHaveURL(/\/animals$/);
  await expect(drawer).toBeHidden();
});
