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
    prepareAtRender(cache, readsNesting() ? nestGroupRule : (rule) => [rule]);
  }
  return cache;
}

/** Whether the browser reads a group rule nested in a style rule (CSS nesting: Chrome 112, Safari 16.5, Firefox 117). */
const readsNesting = () => typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('selector(&)');

/** The group rules that mean the same nested in a style rule as around it. */
const NESTABLE = /^@(media|layer)[ (]/;

/**
 * Emotion's `@layer recipes{.a{x}@media Q{.a{y}}}` as `.a{@layer recipes{x}}` and `.a{@layer recipes{@media Q{y}}}`:
 * the same selectors, declarations, layer, conditions, specificity and order. *Why:* Chromium restyles the whole
 * document when an `@media` or `@layer` rule is added to a sheet, but only the elements a selector can match when a
 * style rule is, nested group rules included. Chakra writes every recipe's styles in `@layer recipes` and every
 * responsive prop (`gap={{ base: '4', md: '6' }}`) as `@media`, so each commit that drew a new kind of element
 * restyled the whole page (issue 19). A selector list becomes a rule per selector (nested, a list would take its
 * highest specificity). Left as it is: anything else inside (another at-rule, a nested rule), a pseudo-element
 * (engines before CSS nested declarations do not match one there), quotes (a brace inside a string).
 */
export function nestGroupRule(rule: string): string[] {
  if (!NESTABLE.test(rule) || /["']/.test(rule)) return [rule];
  const nested: string[] = [];
  return nestInto(rule, [], nested) ? nested : [rule];
}

/** Adds each style rule of `rules` to `nested`, with `wrappers` inside it; false at anything it does not nest. */
function nestInto(rules: string, wrappers: string[], nested: string[]): boolean {
  for (let at = 0; at < rules.length; ) {
    const open = nextBrace(rules, at);
    if (open <= at || rules[open] !== '{') return false;
    const close = closingBrace(rules, open);
    if (close < 0) return false;
    const prelude = rules.slice(at, open);
    const body = rules.slice(open + 1, close);
    if (NESTABLE.test(prelude)) {
      if (!nestInto(body, [...wrappers, prelude], nested)) return false;
    } else if (prelude.startsWith('@') || prelude.includes('::') || nextBrace(body, 0) >= 0) {
      return false;
    } else {
      const inner = wrappers.reduceRight((inner, wrapper) => `${wrapper}{${inner}}`, body);
      for (const selector of selectorList(prelude)) nested.push(`${selector}{${inner}}`);
    }
    at = close + 1;
  }
  return true;
}

/** The index of the next brace from `from` that no backslash escapes (`--chakra-spacing-2\.5`), or -1. */
function nextBrace(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '{' || text[i] === '}') return i;
  }
  return -1;
}

function closingBrace(text: string, open: number): number {
  for (let i = open, depth = 0; i >= 0; i = nextBrace(text, i + 1)) {
    if (text[i] === '{') depth++;
    else if (--depth === 0) return i;
  }
  return -1;
}

/** `.a, .b:is(.c, .d)` as `.a` and `.b:is(.c, .d)`: one rule each, so that nested each keeps its own specificity. */
function selectorList(prelude: string): string[] {
  const selectors: string[] = [];
  let start = 0;
  for (let i = 0, depth = 0; i <= prelude.length; i++) {
    if (prelude[i] === '\\') i++;
    else if (prelude[i] === '(') depth++;
    else if (prelude[i] === ')') depth--;
    else if (i === prelude.length || (prelude[i] === ',' && depth === 0)) {
      selectors.push(prelude.slice(start, i).trim());
      start = i + 1;
    }
  }
  return selectors;
}

/** The cache as Chakra's elements see it in the browser build: `prepare`, called as an element renders. */
type PreparingCache = EmotionCache & { prepare(serialized: SerializedStyles): void };

/**
 * Chakra's elements prepare their rules as they render (client/chakra-rewrites.ts): stylis parses, prefixes and
 * writes each new rule then, and the insertion at commit only adds the prepared text to the sheet. The first draw's
 * commit, one task, parsed every new rule of the page: a quarter to a third of it. Rendering is cut into slices of a
 * few ms that yield to the browser, so the same work no longer blocks (issue 19). The sheet itself still changes at
 * commit, as Emotion intends: a rule added between frames made the browser restyle the page at each. `forSheet` turns
 * each rule Emotion writes into those the sheet gets (nestGroupRule where the browser reads nesting), so a prepared
 * rule is nested as it renders too, not in the commit.
 */
function prepareAtRender(cache: EmotionCache, forSheet: (rule: string) => string[]) {
  const { insert } = cache;
  const prepared = new Map<string, string[]>();
  // The cache's sheet, as Emotion's own writes reach it: each rule through forSheet.
  const throughForSheet = { insert: (rule: string) => forSheet(rule).forEach((each) => cache.sheet.insert(each)) } as StyleSheet;
  // A class's own rules; the keyframes it may chain (`next`, no selector) are left to Emotion, as before.
  (cache as PreparingCache).prepare = ({ name, styles }) => {
    if (cache.inserted[name] !== undefined || prepared.has(name)) return;
    const rules: string[] = [];
    insert(`.${cache.key}-${name}`, { name, styles } as SerializedStyles, { insert: (rule: string) => void rules.push(...forSheet(rule)) } as StyleSheet, false);
    prepared.set(name, rules);
  };
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (sheet !== cache.sheet) return insert(selector, serialized, sheet, shouldCache);
    const rules = selector ? prepared.get(serialized.name) : undefined;
    // Not prepared (a keyframes rule, an element rendered outside Chakra's factory): Emotion writes it, forSheet nests it.
    if (!rules) return insert(selector, serialized, throughForSheet, shouldCache);
    prepared.delete(serialized.name);
    for (const rule of rules) sheet.insert(rule);
    if (shouldCache) cache.inserted[serialized.name] = true;
  };
}
