import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { checkBootId } from './app/boot-check';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { loadSession } from './app/session';
import { dropUnknownThemePreference } from './app/theme-preference';

dropUnknownThemePreference();

// The session check starts now, while the router loads the first page's chunks (no Apollo: issue #6).
void loadSession();
// Not awaited: the first screen must not wait on the health checks. Failure only means no reset this time.
checkBootId().catch((error: unknown) => console.warn('boot check failed; cache kept', error));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition: React renders the first screen in slices of a few ms and lets the browser breathe between them,
// instead of one long task (a slow phone's main thread stays free for input; Lighthouse's TBT, issue 19).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
