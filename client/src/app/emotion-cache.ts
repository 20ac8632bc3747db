import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The attribute of the one `<style>` in a prerendered page's head that holds the Emotion styles of its static copy,
 * naming their rules (scripts/prerender.mjs writes it).
 */
export const PRERENDERED_CSS_ATTRIBUTE = 'data-prerendered-css';

let cache: EmotionCache | undefined;

/**
 * The browser's Emotion cache (app/providers.tsx), with the rules of the prerendered page's styles noted as inserted,
 * so the live page does not insert them again. Not Emotion's own server-rendering tags (`data-emotion`): its default
 * cache moves each such tag to the end of the head when the bundle loads, and re-inserting a sheet of every rule on the
 * page made the browser restyle the whole static copy, 35-65 ms of a fast machine's main thread (issue 19).
 * None on the server, whose render writes each component's rules beside its markup (Emotion's default there).
 */
export function getEmotionCache(): EmotionCache | undefined {
  if (typeof document === 'undefined') return undefined;
  if (!cache) {
    cache = createCache({ key: 'css' });
    const names = document.querySelector(`style[${PRERENDERED_CSS_ATTRIBUTE}]`)?.getAttribute(PRERENDERED_CSS_ATTRIBUTE);
    for (const name of names?.split(' ') ?? []) cache.inserted[name] = true;
  }
  return cache;
}
