import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { checkBootId } from './app/boot-check';
import { firstDraw, isFirstLoad, LiftFirstLoad, nextTask } from './app/first-load';
import { createSystemSteps } from 'virtual:chakra-system-steps';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/pwa';
import { loadSession } from './app/session';
import { makeSystemInSteps } from './app/theme';
import { dropUnknownThemePreference } from './app/theme-preference';

dropUnknownThemePreference();

// The session check starts now, while the router loads the first page's chunks (no Apollo: issue #6).
const session = loadSession().catch(() => undefined);
// Not awaited: the first screen must not wait on the health checks. Failure only means no reset this time.
checkBootId().catch((error: unknown) => console.warn('boot check failed; cache kept', error));

// Offline reading and instant repeat visits (README "Offline and installable app"), once the first screen is drawn.
registerServiceWorker(firstDraw);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The start, in steps of a task each (issue 19): the modules' evaluation, the router (its first navigation starts the
 * first page's imports), the theme (Chakra's system, itself in steps), then the first render. As one task these were
 * 60-100 ms, a long task on a fast machine and four times that on a slow phone, with no input handled meanwhile.
 */
async function start(root: HTMLElement) {
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  await makeSystemInSteps(createSystemSteps);
  // Over a prerendered page, the first render waits for the route's code and for the session: the static copy
  // (the page's title and placeholders) stays on screen rather than giving way to a bare skeleton and coming back.
  if (isFirstLoad()) {
    await Promise.all([
      new Promise<void>((resolve) => {
        if (router.state.initialized) return resolve();
        const stop = router.subscribe((state) => {
          if (!state.initialized) return;
          stop();
          resolve();
        });
      }),
      session,
    ]);
  }
  // A transition: React renders the first screen in slices of a few ms and lets the browser breathe between them,
  // instead of one long task (a slow phone's main thread stays free for input; Lighthouse's TBT, issue 19).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
          <LiftFirstLoad root={root} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start(root);
