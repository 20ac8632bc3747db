import { readStorage, removeStorage } from '../lib/local-storage';

/** Where next-themes keeps the preference; src/theme-init.js (inlined into index.html) reads the same key before first paint. */
export const THEME_STORAGE_KEY = 'theme';
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

export function isThemePreference(value: string | null): value is ThemePreference {
  return THEME_PREFERENCES.some((theme) => theme === value);
}

/**
 * next-themes would apply any stored string as a class, so an unknown value is dropped before it mounts:
 * with nothing stored it uses the default, "system" (access-and-identity.md §4).
 */
export function dropUnknownThemePreference(): void {
  const stored = readStorage(THEME_STORAGE_KEY);
  if (stored !== null && !isThemePreference(stored)) {
    console.warn(`theme: ignoring unknown stored value "${stored}", using the system theme`);
    removeStorage(THEME_STORAGE_KEY);
  }
}
