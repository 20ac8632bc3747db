import createCache, { type EmotionCache } from '@emotion/cache';
import type { SerializedStyles, StyleSheet } from '@emotion/utils';

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
    prepareAtRender(cache);
  }
  return cache;
}

/** The cache as Chakra's elements see it in the browser build: `prepare`, called as an element renders. */
type PreparingCache = EmotionCache & { prepare(serialized: SerializedStyles): void };

/**
 * Chakra's elements prepare their rules as they render (client/chakra-rewrites.ts): stylis parses, prefixes and
 * writes each new rule then, and the insertion at commit only adds the prepared text to the sheet. The first draw's
 * commit, one task, parsed every new rule of the page: a quarter to a third of it. Rendering is cut into slices of a
 * few ms that yield to the browser, so the same work no longer blocks (issue 19). The sheet itself still changes at
 * commit, as Emotion intends: a rule added between frames made the browser restyle the page at each.
 */
function prepareAtRender(cache: EmotionCache) {
  const { insert } = cache;
  const prepared = new Map<string, string[]>();
  // A class's own rules; the keyframes it may chain (`next`, no selector) are left to Emotion, as before.
  (cache as PreparingCache).prepare = ({ name, styles }) => {
    if (cache.inserted[name] !== undefined || prepared.has(name)) return;
    const rules: string[] = [];
    insert(`.${cache.key}-${name}`, { name, styles } as SerializedStyles, { insert: (rule: string) => void rules.push(rule) } as StyleSheet, false);
    prepared.set(name, rules);
  };
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const rules = selector && sheet === cache.sheet ? prepared.get(serialized.name) : undefined;
    if (!rules) return insert(selector, serialized, sheet, shouldCache);
    prepared.delete(serialized.name);
    for (const rule of rules) sheet.insert(rule);
    if (shouldCache) cache.inserted[serialized.name] = true;
  };
}
