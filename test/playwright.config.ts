import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${PORT}`;

/** Real Chromium (Debian's) against the built app on real PostgreSQL; see scripts/e2e-server.mjs. */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two cores run the server, two browsers, their pages and the parse workers. A first visit to a page loads its
  // chunks and Apollo, and under the full suite that has taken 6-10 s on phone (a failing status test's trace): 90 s
  // per test and hook, 20 s per assertion. Only a failing wait pays for the room; passing tests are not slower.
  timeout: 90000,
  expect: { timeout: 20000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The browser was the suite's heaviest process (more CPU than server and database together). Every new
    // context installed the service worker, which precaches the whole build: blocked here (-20 % browser CPU,
    // -16 % time on screens and guards), allowed where it is the subject (offline.spec) and in the journey.
    // Reduced motion (the app honours it: theme.ts) stops skeletons and spinners repainting while tests wait.
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node scripts/e2e-server.mjs`,
        cwd: '..',
        url: `${baseURL}/api/health/all`,
        // The fake Anthropic API of e2e/global-setup.ts: parses take the AI path.
        // ALERTS_WEBHOOK_SECRET: the journey signs an inbound email with it (support.ts, E2E_WEBHOOK_SECRET).
        env: {
          PORT: String(PORT),
          ANTHROPIC_API_KEY: 'e2e-fake-key',
          ANTHROPIC_BASE_URL: `http://127.0.0.1:${process.env.E2E_FAKE_AI_PORT ?? 3199}`,
          ALERTS_WEBHOOK_SECRET: 'e2e-alerts-webhook-secret-0123456789',
        },
        timeout: 120000,
        reuseExistingServer: !process.env.CI,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
