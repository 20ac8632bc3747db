import { StrictMode } from 'react';
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

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
