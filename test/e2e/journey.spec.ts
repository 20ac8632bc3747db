import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD, createUserWithCli, lastMailTo, linkIn, saveScreen, totpCode } from './support';

/**
 * The staff journey of issue 5, on the desktop project, in order: first admin from the CLI, TOTP setup,
 * sign-in with a code, an invited officer, a password reset through the outbox.
 */
test.describe.configure({ mode: 'serial' });
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'the journey runs once, at desktop width');

const run = Date.now().toString(36);
const adminEmail = `admin-${run}@example.org`;
const officerEmail = `officer-${run}@example.org`;
let totpSecret = '';

/** A TOTP code of a time step the server has not seen yet (it refuses a code twice). */
async function freshCode(page: Page, secret: string, used: Set<string>): Promise<string> {
  for (;;) {
    const code = totpCode(secret);
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
    await page.waitForTimeout(1000);
  }
}
const usedCodes = new Set<string>();

async function signIn(page: Page, email: string, password = E2E_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('the first admin, created with the CLI, sets up TOTP and reaches the dashboard', async ({ page }, info) => {
  createUserWithCli(adminEmail, 'ADMIN', 'Ada', 'Admin');
  await signIn(page, adminEmail);
  await expect(page).toHaveURL(/\/setup\/totp$/);
  await saveScreen(page, info, 'totp-setup');
  await page.getByRole('button', { name: 'Generate QR Code' }).click();
  const secret = page.getByTestId('totp-secret');
  await expect(secret).toHaveText(/^[A-Z2-7]{16,}$/);
  totpSecret = (await secret.textContent())!.trim();
  await expect(page.getByRole('img', { name: /QR/i })).toBeVisible();
  await saveScreen(page, info, 'totp-qr');
  await page.getByRole('textbox', { name: /digit code/ }).fill(await freshCode(page, totpSecret, usedCodes));
  await page.getByRole('button', { name: 'Verify and Enable' }).click();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).or(page.getByRole('link', { name: 'Continue to Dashboard' })).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' })).toBeVisible();
  await saveScreen(page, info, 'dashboard-admin');
});

test('the admin signs out, then signs in again with a code', async ({ page }, info) => {
  test.setTimeout(90_000);
  await signIn(page, adminEmail);
  await expect(page.getByRole('textbox', { name: 'TOTP code' })).toBeVisible();
  await saveScreen(page, info, 'auth-totp');
  await page.getByRole('textbox', { name: 'TOTP code' }).fill(await freshCode(page, totpSecret, usedCodes));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('the admin invites an officer, who accepts through the mailed link and sees the officer menus', async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  await signIn(page, adminEmail);
  await page.getByRole('textbox', { name: 'TOTP code' }).fill(await freshCode(page, totpSecret, usedCodes));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/users/invitations');
  await page.getByRole('button', { name: 'Invite User' }).first().click();
  const sheet = page.getByRole('dialog');
  await sheet.getByLabel('Email').fill(officerEmail);
  await sheet.getByLabel('First name').fill('Olive');
  await sheet.getByLabel('Last name').fill('Officer');
  await saveScreen(page, info, 'invite-sheet');
  await sheet.getByRole('button', { name: /send invite|invite/i }).last().click();
  await expect(page.getByText(`Invite sent to Olive Officer (${officerEmail})`)).toBeVisible();
  await saveScreen(page, info, 'invitations');

  const link = linkIn(lastMailTo(officerEmail), '/invite/');
  const officer = await browser.newPage();
  await officer.goto(link);
  await expect(officer.getByText(officerEmail)).toBeVisible();
  await expect(officer.getByLabel('First name')).toHaveValue('Olive');
  await officer.getByLabel(/^Password/).fill('Officer!pass1');
  await officer.getByLabel(/^Confirm password/).fill('Officer!pass1');
  await saveScreen(officer, info, 'invite-accept');
  await officer.getByRole('button', { name: /create account/i }).click();
  await officer.getByRole('link', { name: 'Sign In to Your Account' }).or(officer.getByRole('button', { name: 'Sign In to Your Account' })).click();
  await expect(officer).toHaveURL(/\/auth$/);
  await officer.getByLabel('Email').fill(officerEmail);
  await officer.getByLabel('Password', { exact: true }).fill('Officer!pass1');
  await officer.getByRole('button', { name: 'Sign In' }).click();
  await expect(officer).toHaveURL(/\/dashboard$/);
  const nav = officer.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Alerts' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await saveScreen(officer, info, 'dashboard-officer');
  await officer.close();
});

test('forgot password: the outbox link sets a new password that signs in', async ({ page }, info) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(officerEmail);
  await saveScreen(page, info, 'auth-forgot');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Reset link sent!')).toBeVisible();
  await page.goto(linkIn(lastMailTo(officerEmail), '/auth?reset='));
  await page.getByLabel('New Password', { exact: true }).fill('Renewed!pass2');
  await page.getByLabel('Confirm New Password').fill('Renewed!pass2');
  await expect(page.getByText('Passwords match')).toBeVisible();
  await saveScreen(page, info, 'auth-set-new-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successful!')).toBeVisible();
  await page.getByLabel('Email').fill(officerEmail);
  await page.getByLabel('Password', { exact: true }).fill('Renewed!pass2');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
