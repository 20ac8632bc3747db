import { expect, test, type Page } from '@playwright/test';
import { createUser, saveScreen, signInToDashboard } from './support.js';

const editor = (page: Page) => page.locator('.graphiql-query-editor .CodeMirror');
const results = (page: Page) => page.locator('.result-window');
const run = (page: Page) => page.getByRole('button', { name: /^Execute query/ });

type CodeMirrorHost = HTMLElement & { CodeMirror: { getValue(): string; setValue(value: string): void } };

/** The whole text, through CodeMirror's API: it only renders the lines in view (few, on a phone). */
const queryText = (page: Page) => editor(page).evaluate((el) => (el as CodeMirrorHost).CodeMirror.getValue());

/** Replaces the editor's text through CodeMirror's own API (typing would fight its bracket auto-closing). */
async function setQuery(page: Page, query: string) {
  await editor(page).evaluate((el, text) => (el as CodeMirrorHost).CodeMirror.setValue(text), query);
}

test.describe('GraphiQL playground', () => {
  test('is served at /graphql, bundled (no outside requests), and runs the default query', async ({ page, baseURL }, testInfo) => {
    const origin = new URL(baseURL ?? 'http://localhost:3100').origin;
    const outside: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (['http:', 'https:'].includes(url.protocol) && url.origin !== origin) outside.push(req.url());
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/graphql');
    await expect(page).toHaveTitle('BETI — GraphQL playground');
    await expect(editor(page)).toContainText('query Health');
    expect(await queryText(page)).toContain('healthUpdated');

    await run(page).click();
    await expect(results(page)).toContainText('"bootId"');
    await expect(results(page)).toContainText('"status"');
    await saveScreen(page, testInfo, 'graphiql');

    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a subscription connects over graphql-ws: refused when anonymous, live when signed in', async ({ page }) => {
    const subscribe = async () => {
      await page.goto('/graphql');
      // GraphiQL keeps the last query: on a second visit the editor holds this one already.
      await expect(editor(page)).toContainText(/query Health|subscription Live/);
      await setQuery(page, 'subscription Live {\n  healthUpdated {\n    status\n    checkedAt\n  }\n}');
      // The tab takes the operation's name once GraphiQL has parsed the new text.
      await expect(page.locator('.graphiql-tabs')).toContainText('Live');
      const socket = page.waitForEvent('websocket');
      await run(page).click();
      expect(new URL((await socket).url()).pathname).toBe('/graphql');
    };

    // healthUpdated is for signed-in users (and published when health changes, which this test cannot cause).
    await subscribe();
    await expect(results(page)).toContainText('Not signed in');

    const email = `graphiql-${Date.now()}@example.org`;
    await createUser(email, 'READONLY');
    await signInToDashboard(page, email);
    await subscribe();
    // Still running, without an error: the subscription waits for the next change.
    await expect(page.getByRole('button', { name: /^Stop/ })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(results(page)).not.toContainText('"errors"');
  });
});
