import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Provider } from '../components/ui/provider';
import { Toaster } from '../components/ui/toaster';
import { system } from './theme';
import { THEME_PREFERENCES, THEME_STORAGE_KEY } from './theme-preference';

export const colorMode = {
  storageKey: THEME_STORAGE_KEY,
  defaultTheme: 'system',
  enableSystem: true,
  // "system" is a preference, not a class: next-themes resolves it to light or dark.
  themes: THEME_PREFERENCES.filter((theme) => theme !== 'system'),
  // next-themes' inline pre-paint script cannot run here (client-rendered, and the CSP bans inline scripts);
  // public/theme-init.js does that job. A data-block type marks the script inert, which React accepts quietly.
  scriptProps: { type: 'application/json' },
};

export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <Provider system={system} colorMode={colorMode}>
        {children}
        <Toaster />
      </Provider>
    </ApolloProvider>
  );
}
