import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createUser, ensureCommittedReport, linkIn, signInToDashboard, waitForMailTo, E2E_PASSWORD } from './support.js';

/**
 * Issue 19, item 4: every screen passes axe with no violation, at both widths (the desktop and phone projects),
 * in light and in dark. Tags: WCAG 2.0 and 2.1, levels A and AA (wcag2a, wcag2aa, wcag21a, wcag21aa), the bar
 * Lighthouse's accessibility audit holds the console to, plus the one experimental rule it runs (below);
 * axe's best-practice rules are left out, as they are advice rather than WCAG criteria.
 * One SUPER_ADMIN (no TOTP step, and every screen is theirs to see) walks the signed-in screens; the theme is
 * chosen the way a user would store it (localStorage "theme", client/src/app/theme-preference.ts).
 */
// A test per screen group and mode; room for a loaded machine (each page loads its chunks, then axe walks it).
test.describe.configure({ timeout: 180_000 });

const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * label-content-name-mismatch (WCAG 2.5.3) is experimental in axe, so off by default; Lighthouse runs it (a
 * button whose aria-label does not contain its visible text), and so do we.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };
const run = Date.now().toString(36);

/** Opens the page in the mode: the stored choice, and the system preference agreeing with it. */
async function useMode(page: Page, mode: Mode): Promise<void> {
  await page.emulateMedia({ colorScheme: mode });
  await page.evaluate((m) => window.localStorage.setItem('theme', m), mode).catch(() => undefined);
}

/**
 * Waits for the page's real content: its ready locator, no skeleton or busy region left, and every finite
 * animation (a drawer's slide-in, a fade) done, so colours are measured as the user sees them.
 */
async function settle(page: Page, ready: Locator, mode: Mode): Promise<void> {
  await expect(ready.first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
  await expect(page.locator('.chakra-skeleton:visible, [aria-busy="true"]:visible')).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Runs axe on the page (or `include` of it) and fails with a readable list of what it found. */
async function expectNoViolations(page: Page, what: string, include?: string): Promise<void> {
  // options() replaces what came before it, so it goes first; withTags() then adds runOnly.
  let builder = new AxeBuilder({ page }).options({ rules: EXTRA_RULES }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const text = violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => `    ${n.target.join(' ')}\n      ${n.html.replace(/\s+/g, ' ').slice(0, 220)}\n      ${n.failureSummary?.split('\n').slice(1).join(' ').slice(0, 260) ?? ''}`)
        .join('\n');
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'})\n${nodes}`;
    })
    .join('\n');
  // The rule ids only, so the message above is what a failure shows (not axe's whole result).
  expect.soft(violations.map((v) => v.id), `${what}: axe violations\n${text}`).toEqual([]);
}

interface Screen {
  name: string;
  path: string;
  ready: (page: Page) => Locator;
  /** Something to open once the page is settled (a drawer, a tab); axe then checks the page with it. */
  then?: (page: Page) => Promise<Locator>;
}

const h1 = (name?: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, ...(name ? { name } : {}) });

/** Visits each screen in the mode and checks it (and what it opens); every failure is reported at the end. */
async function checkScreens(page: Page, mode: Mode, screens: Screen[]): Promise<void> {
  await useMode(page, mode);
  for (const screen of screens) {
    await page.goto(screen.path);
    await useMode(page, mode);
    await settle(page, screen.ready(page), mode);
    await expectNoViolations(page, `${screen.name} (${mode})`);
    if (screen.then) {
      await settle(page, await screen.then(page), mode);
      await expectNoViolations(page, `${screen.name}, opened (${mode})`);
    }
  }
}

/** A SUPER_ADMIN of this run, signed in, with a committed report there for the data screens. */
async function superAdmin(page: Page, baseURL: string): Promise<void> {
  const email = `a11y-${test.info().project.name}-${test.info().testId}-${run}@example.org`.toLowerCase();
  await createUser(email, 'SUPER_ADMIN', 'Ada', 'Access');
  await signInToDashboard(page, email);
  await ensureCommittedReport(page, baseURL);
}

/** An animal of the latest report's Salem list, for its detail drawer. */
async function anAnimal(page: Page): Promise<string> {
  const latest = (await (await page.request.get('/api/reports/latest')).json()) as { reportId: string };
  const listed = await page.request.get(`/api/reports/${latest.reportId}/animals?center=salem&limit=1`);
  return ((await listed.json()) as { items: { animal_id: string }[] }).items[0].animal_id;
}

const drawer = (p: Page) => p.getByTestId('animal-detail-drawer');
const list = (p: Page) => p.getByTestId('animals-table').or(p.getByTestId('animals-cards'));

for (const mode of MODES) {
  test.describe(mode, () => {
    test('public screens', async ({ page }) => {
      await checkScreens(page, mode, [
        { name: 'landing', path: '/', ready: h1('BETI') },
        { name: 'sign in', path: '/auth', ready: h1('Sign In') },
        {
          name: 'forgot password',
          path: '/login',
          ready: h1('Sign In'),
          then: async (p) => {
            await p.getByRole('button', { name: /Forgot/ }).click();
            return p.getByRole('heading', { level: 1, name: 'Reset Password' });
          },
        },
        { name: 'set new password', path: '/auth?reset=not-a-real-token', ready: h1('Set New Password') },
        { name: 'setup (done)', path: '/setup', ready: (p) => p.getByText('BETI is already set up') },
        { name: 'status', path: '/status', ready: h1() },
        { name: 'invalid invitation', path: '/invite/not-a-real-token', ready: (p) => p.getByRole('heading').first() },
        { name: 'invitation without a token', path: '/invitation-register', ready: (p) => p.getByRole('heading').first() },
        { name: 'not found', path: '/no-such-page', ready: h1('404 Page Not Found') },
      ]);
    });

    test('the first-administrator form of a fresh install', async ({ page }) => {
      // This server has users, so /setup says it is done; the form is what a fresh install shows (first-run.spec.ts).
      await page.route('**/graphql', async (route) => {
        if ((route.request().postData() ?? '').includes('setupRequired')) return route.fulfill({ json: { data: { setupRequired: true } } });
        return route.continue();
      });
      await checkScreens(page, mode, [{ name: 'setup form', path: '/setup#token=not-a-real-token', ready: h1('Create the first administrator') }]);
    });

    test('invitation screens with a live token', async ({ page, browser, baseURL }) => {
      await superAdmin(page, baseURL!);
      const invitee = `a11y-invitee-${test.info().project.name}-${mode}-${run}@example.org`;
      const res = await page.request.post('/graphql', {
        headers: { Origin: baseURL! },
        data: {
          query: 'mutation($i: CreateInvitationInput!) { createInvitation(input: $i) { id } }',
          variables: { i: { email: invitee, firstName: 'Ivy', lastName: 'Invited', role: 'OFFICER' } },
        },
      });
      expect(await res.text()).not.toContain('"errors"');
      const token = linkIn(await waitForMailTo(invitee), '/invite/').split('/').pop()!;
      const guest = await (await browser.newContext()).newPage();
      await checkScreens(guest, mode, [
        { name: 'invite link', path: `/invite/${token}`, ready: (p) => p.getByText(invitee) },
        { name: 'invitation register', path: `/invitation-register?token=${encodeURIComponent(token)}`, ready: h1('Complete Your Registration') },
      ]);
    });

    test('dashboard (and the phone navigation drawer), reports and upload', async ({ page, baseURL, isMobile }) => {
      await superAdmin(page, baseURL!);
      const openNavigation = async (p: Page) => {
        await p.getByRole('button', { name: 'Open navigation' }).click();
        return p.getByRole('dialog');
      };
      await checkScreens(page, mode, [
        { name: 'dashboard', path: '/dashboard', ready: (p) => p.getByText('Total Animals', { exact: true }), ...(isMobile ? { then: openNavigation } : {}) },
        { name: 'reports', path: '/reports', ready: h1('Reports') },
        { name: 'upload', path: '/reports/uploads', ready: h1() },
      ]);
    });

    test('location report and animals, with the animal drawer', async ({ page, baseURL }) => {
      await superAdmin(page, baseURL!);
      const animal = await anAnimal(page);
      await checkScreens(page, mode, [
        { name: 'location report', path: '/reports/location?center=salem', ready: list },
        { name: 'location report, animal drawer', path: `/reports/location?center=salem&animal=${animal}`, ready: drawer },
        { name: 'animals', path: '/animals', ready: list },
        { name: 'animals, animal drawer', path: `/animals?animal=${animal}`, ready: drawer },
      ]);
    });

    test('alerts, BETIE and meetings', async ({ page, baseURL }) => {
      await superAdmin(page, baseURL!);
      await checkScreens(page, mode, [
        { name: 'alerts', path: '/alerts', ready: h1() },
        { name: 'BETIE', path: '/betie', ready: h1() },
        { name: 'meetings', path: '/meetings', ready: h1() },
      ]);
    });

    test('dictionaries, prompt builder and settings', async ({ page, baseURL }) => {
      await superAdmin(page, baseURL!);
      await checkScreens(page, mode, [
        { name: 'dictionaries', path: '/admin/dictionaries', ready: h1() },
        { name: 'prompt builder', path: '/admin/prompt-builder', ready: h1() },
        { name: 'settings', path: '/admin/settings', ready: h1() },
      ]);
    });

    test('users and invitations', async ({ page, baseURL }) => {
      await superAdmin(page, baseURL!);
      await checkScreens(page, mode, [
        { name: 'users', path: '/users', ready: h1(/Users/) },
        { name: 'invitations', path: '/users/invitations', ready: h1(/Invitations/) },
      ]);
    });

    // Apart from users and invitations: the five screens together passed 180 s on a loaded CI machine (phone).
    test('profile (with API keys) and TOTP setup', async ({ page, baseURL }) => {
      await superAdmin(page, baseURL!);
      await checkScreens(page, mode, [
        {
          name: 'profile',
          path: '/profile-settings',
          ready: (p) => p.getByText('Super Administrator'),
          then: async (p) => {
            await p.getByRole('tab', { name: 'Password & Security' }).click();
            return p.getByText('Session-based Authentication');
          },
        },
        {
          // Issue 20: the API keys tab, then a key created and its one-time secret dialog over the list.
          name: 'profile, API keys',
          path: '/profile-settings?tab=api-keys',
          ready: (p) => p.getByRole('heading', { name: 'Your API keys' }),
          then: async (p) => {
            await p.getByRole('button', { name: 'Create API key' }).click();
            // Issue 38: confirm it's you first (unless this page did in the last minutes).
            const confirm = p.getByRole('form', { name: 'Confirm it’s you' });
            const form = p.getByRole('form', { name: 'Create API key' });
            await expect(confirm.or(form)).toBeVisible();
            if (await confirm.isVisible()) {
              await confirm.getByRole('textbox', { name: 'Current password' }).fill(E2E_PASSWORD);
              await p.getByRole('button', { name: 'Confirm', exact: true }).click();
            }
            await form.getByLabel('Name').fill(`a11y ${mode}`);
            await p.getByRole('button', { name: 'Create key' }).click();
            return p.getByRole('dialog', { name: 'API key created' });
          },
        },
        { name: 'TOTP setup', path: '/setup/totp', ready: h1() },
      ]);
    });
  });
}
