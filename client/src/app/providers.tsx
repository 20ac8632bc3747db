import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { Provider } from '../components/ui/provider';
import { Toaster } from '../components/ui/toaster';
import { getEmotionCache } from './emotion-cache';
import { getSystem } from './theme';
import { THEME_PREFERENCES, THEME_STORAGE_KEY } from './theme-preference';

export const colorMode = {
  storageKey: THEME_STORAGE_KEY,
  defaultTheme: 'system',
  enableSystem: true,
  // "system" is a preference, not a class: next-themes resolves it to light or dark.
  themes: THEME_PREFERENCES.filter((theme) => theme !== 'system'),
  // next-themes' inline pre-paint script cannot run here (client-rendered, and the CSP allows only the inline
  // script it knows by hash); src/theme-init.js, written into index.html by the build, does that job.
  // A data-block type marks the script inert, which React accepts quietly.
  scriptProps: { type: 'application/json' },
};

let pageSystem: ReturnType<typeof getSystem> | undefined;

/**
 * The theme without its global CSS: the build writes that into index.html (client/vite.config.ts,
 * `chakraGlobalCss`), so Chakra neither builds nor inserts it on page load (issue 19). main.tsx makes the system
 * itself before the first render, in steps (theme.ts makeSystemInSteps).
 */
function getPageSystem(): ReturnType<typeof getSystem> {
  pageSystem ??= Object.create(getSystem(), { _global: { value: [] } }) as ReturnType<typeof getSystem>;
  return pageSystem;
}

/**
 * Theme, Emotion's cache (app/emotion-cache.ts) and toasts. Apollo is not here: app/apollo-boundary.tsx provides it to
 * the pages that use it (issue #6).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const providers = (
    <Provider system={getPageSystem()} colorMode={colorMode}>
      {children}
      <Toaster />
    </Provider>
  );
  const cache = getEmotionCache();
  return cache ? <CacheProvider value={cache}>{providers}</CacheProvider> : providers;
}
