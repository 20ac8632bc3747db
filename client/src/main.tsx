import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './app/apollo-client';
import { checkBootId } from './app/boot-check';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { dropUnknownThemePreference } from './app/theme-preference';

dropUnknownThemePreference();

const client = createApolloClient();
// Not awaited: the first screen must not wait on the health checks. Failure only means no reset this time.
checkBootId(client).catch((error: unknown) => console.warn('boot check failed; cache kept', error));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
