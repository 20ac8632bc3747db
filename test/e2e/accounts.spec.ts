import { expect, test, type Browser, type Page } from '@playwright/test';
import { createUser, linkIn, saveScreen, signInToDashboard, submitSignIn, totpCode, waitForMailTo } from './support.js';

/**
 * Issue 13, on the desktop project, in order: an administrator disables an officer whose page is open (it goes
 * to /login, and sign-in says the account is disabled), enables them again, resets a supervisor's TOTP (set up
 * again at the next sign-in), and resends an invitation (the old link dies, the new one works).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'runs once, at desktop width');

const run = Date.now().toString(36);
const adminEmail = `acc-admin-${run}@example.org`;
const officerEmail = `acc-olive-${run}@example.org`;
const supervisorEmail = `acc-sue-${run}@example.org`;
const DISABLED = 'This account has been disabled. Contact an administrator.';

/** A TOTP code of a time step the server has not seen yet (it refuses a code twice). */
const used = new Set<string>();
async function freshCode(page: Page, secret: string): Promise<string> {
  for (;;) {
    const code = totpCode(secret);
    if (!used.has(`${secret}:${code}`)) {
      used.add(`${secret}:${code}`);
      return code;
    }
    await page.waitForTimeout(1000);
  }
}

/** /setup/totp from step 1 to the dashboard; returns the secret. */
async function setUpTotp(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/setup\/totp/);
  await page.getByRole('button', { name: 'Generate QR Code' }).click();
  const secretText = page.getByTestId('totp-secret');
  await expect(secretText).toHaveText(/^[A-Z2-7]{16,}$/);
  const secret = (await secretText.textContent())!.trim();
  await page.getByRole('textbox', { name: /digit code/ }).fill(await freshCode(page, secret));
  await page.getByRole('button', { name: 'Verify and Enable' }).click();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).or(page.getByRole('link', { name: 'Continue to Dashboard' })).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return secret;
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Opens a user's row menu and chooses an item (once in CI a click right after a menu opened selected nothing). */
async function chooseUserAction(page: Page, name: string, item: string): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item });
  const dialogs = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialogs).toHaveCount(0); // the previous step's dialog has closed
  const dialog = dialogs.first();
  await expect(async () => {
    // A slow dialog that opened after the last try's wait: done (clicking the row menu again would hit its overlay).
    if (await dialog.isVisible()) return;
    if (!(await entry.isVisible())) await page.getByRole('button', { name: `Actions for ${name}` }).click({ timeout: 2_000 });
    await entry.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

let admin: Page;

test.beforeAll(async ({ browser }, info) => {
  // Before creating anyone: the phone project's run would add a second "Omar Okafor" for the desktop's row menu to meet.
  test.skip((info.project.use.viewport?.width ?? 0) < 1000, 'runs once, at desktop width');
  await createUser(adminEmail, 'ADMIN', 'Avery', 'Admin');
  await createUser(officerEmail, 'OFFICER', 'Omar', 'Okafor');
  await createUser(supervisorEmail, 'SUPERVISOR', 'Sue', 'Supervisor');
  admin = await newPage(browser);
});

test.afterAll(async () => {
  await admin?.context().close();
});

/**
 * The next navigation of a user whose session just ended. The server also closes their live socket, and the page
 * may have gone to /login by itself before the click (CI saw the link detach mid-click and the click wait out the
 * test): then there is nothing left to click, and the URL check that follows is what matters.
 */
async function navigateOrGone(page: Page) {
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Animals' });
  await link.click({ timeout: 10_000 }).catch(async (e: unknown) => {
    if (!/\/login$/.test(page.url())) throw e;
  });
}

test('the admin, created with the CLI, sets up TOTP', async () => {
  await submitSignIn(admin, adminEmail);
  await setUpTotp(admin);
});

test('disabling an officer ends their open session and refuses their sign-in; enabling lets them back', async ({ browser }) => {
  const officer = await newPage(browser);
  await signInToDashboard(officer, officerEmail);

  await admin.goto('/users');
  await chooseUserAction(admin, 'Omar Okafor', 'Disable');
  const confirm = admin.getByRole('alertdialog');
  await expect(confirm).toContainText('sessions end at once and they cannot sign in until re-enabled');
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(admin.getByText('User disabled')).toBeVisible();
  await expect(admin.getByRole('row', { name: /Omar Okafor/ }).getByText('Disabled', { exact: true })).toBeVisible();

  // The officer's page is still open on the dashboard: coming back to it (focus) finds the session gone.
  await officer.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(officer).toHaveURL(/\/login$/);

  await submitSignIn(officer, officerEmail);
  await expect(officer.getByText('Login Failed')).toBeVisible();
  await expect(officer.getByText(DISABLED)).toBeVisible();
  await expect(officer).toHaveURL(/\/login$/);

  await chooseUserAction(admin, 'Omar Okafor', 'Enable');
  await admin.getByRole('dialog').getByRole('button', { name: 'Enable' }).click();
  await expect(admin.getByText('User enabled')).toBeVisible();
  await expect(admin.getByRole('row', { name: /Omar Okafor/ }).getByText('Disabled', { exact: true })).toHaveCount(0);

  await signInToDashboard(officer, officerEmail);
  await officer.context().close();
});

test('a disabled user with a page open is sent to /login on their next navigation', async ({ browser }) => {
  const officer = await newPage(browser);
  await signInToDashboard(officer, officerEmail);
  await officer.waitForLoadState('networkidle');

  await admin.goto('/users');
  await chooseUserAction(admin, 'Omar Okafor', 'Disable');
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
  await expect(admin.getByText('User disabled')).toBeVisible();

  await navigateOrGone(officer);
  await expect(officer).toHaveURL(/\/login$/);

  await chooseUserAction(admin, 'Omar Okafor', 'Enable');
  await admin.getByRole('dialog').getByRole('button', { name: 'Enable' }).click();
  await expect(admin.getByText('User enabled')).toBeVisible();
  await officer.context().close();
});

test("resetting a supervisor's TOTP ends their session; they set it up again at the next sign-in", async ({ browser }) => {
  const supervisor = await newPage(browser);
  await submitSignIn(supervisor, supervisorEmail);
  const oldSecret = await setUpTotp(supervisor);

  await admin.goto('/users');
  await chooseUserAction(admin, 'Sue Supervisor', 'Reset 2FA');
  const confirm = admin.getByRole('alertdialog');
  await expect(confirm).toContainText('must set up two-factor authentication again');
  await confirm.getByRole('button', { name: 'Reset 2FA' }).click();
  await expect(admin.getByText('Two-factor authentication reset')).toBeVisible();

  await navigateOrGone(supervisor);
  await expect(supervisor).toHaveURL(/\/login$/);

  await submitSignIn(supervisor, supervisorEmail);
  const newSecret = await setUpTotp(supervisor);
  expect(newSecret).not.toBe(oldSecret);
  await supervisor.context().close();
});

test('Resend mails a new link: the old one shows Invalid Invitation, the new one works, with the live password checklist', async ({ browser }, info) => {
  const invitee = `acc-rene-${run}@example.org`;
  await admin.goto('/users/invitations');
  await admin.getByRole('button', { name: 'Invite User' }).first().click();
  const sheet = admin.getByRole('dialog');
  // Only the roles an ADMIN may grant (below ADMIN), defaulting to Officer.
  const role = sheet.getByLabel(/^Role/);
  await expect(role).toHaveValue('OFFICER');
  await expect(role.locator('option')).toHaveText(['Supervisor', 'Officer', 'Dispatcher', 'Read-Only User']);
  await sheet.getByLabel('Email').fill(invitee);
  await sheet.getByLabel('First name').fill('Rene');
  await sheet.getByLabel('Last name').fill('Resent');
  await sheet.getByRole('button', { name: 'Send Invite' }).click();
  await expect(admin.getByText(`Invite sent to Rene Resent (${invitee})`)).toBeVisible();
  const firstMail = await waitForMailTo(invitee);
  // The list follows the queued mail without a reload.
  const row = admin.getByRole('row', { name: /Rene Resent/ });
  await expect(row.getByText('Mail: Sent')).toBeVisible({ timeout: 20_000 });

  await admin.getByRole('button', { name: 'Resend invitation of Rene Resent' }).click();
  const confirm = admin.getByRole('alertdialog');
  await expect(confirm).toContainText('stops working at once');
  await confirm.getByRole('button', { name: 'Resend' }).click();
  // The dialog closes on success (its toast queues behind the Development Mode links, one toast at a time).
  await expect(confirm).toBeHidden();
  const secondMail = await waitForMailTo(invitee, firstMail);

  const guest = await newPage(browser);
  await guest.goto(linkIn(firstMail, '/invite/'));
  await expect(guest.getByText('Invalid Invitation')).toBeVisible();
  await guest.goto(linkIn(secondMail, '/invite/'));
  await expect(guest.getByText(invitee)).toBeVisible();
  // Issue 38: the mailed invitation page shows the live checklist of the one rule the server applies, and
  // Create Account waits for it ("abcdefgh" used to enable it, then fail on the special character).
  const rule = (text: string) => guest.getByRole('list', { name: 'Rules for the new password' }).getByRole('listitem').filter({ hasText: text });
  const create = guest.getByRole('button', { name: /create account/i });
  await expect(rule('At least 8 characters')).toContainText('(not met)');
  await expect(create).toBeDisabled();
  await guest.getByLabel(/^Password/).fill('abcdefgh');
  await expect(rule('At least 8 characters')).toContainText('(met)');
  await expect(rule('Contains special character')).toContainText('(not met)');
  await expect(create).toBeDisabled();
  // The part of the address is named, as the server's refusal names it.
  await guest.getByLabel(/^Password/).fill('Rene#invited-2026');
  await expect(rule('Contains special character')).toContainText('(met)');
  await expect(rule('Contains "rene", a part of your email address')).toContainText('(not met)');
  await expect(create).toBeDisabled();
  await guest.getByLabel(/^Password/).fill('Invited!pass7');
  await guest.getByLabel(/^Confirm password/).fill('Invited!pass7');
  await expect(rule('Does not contain a part of your email address')).toContainText('(met)');
  await expect(rule('Not a common password')).toContainText('(checked when you submit)');
  await expect(rule('Passwords match')).toContainText('(met)');
  await expect(create).toBeEnabled();
  await saveScreen(guest, info, 'invite-checklist-1280');
  await guest.setViewportSize({ width: 390, height: 844 });
  await saveScreen(guest, info, 'invite-checklist-390');
  await guest.setViewportSize({ width: 1280, height: 720 });
  await create.click();
  await expect(guest.getByRole('link', { name: 'Sign In to Your Account' }).or(guest.getByRole('button', { name: 'Sign In to Your Account' }))).toBeVisible();
  await guest.context().close();
});
