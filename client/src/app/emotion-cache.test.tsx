import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { Box } from '@chakra-ui/react';
import { AppProviders } from './providers';
import createCache, { type EmotionCache } from '@emotion/cache';
import { keyframes } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import type { SerializedStyles, StyleSheet } from '@emotion/utils';
import { getEmotionCache, nestGroupRule, PRERENDERED_CSS_ATTRIBUTE } from './emotion-cache';

describe("the app's Emotion cache", () => {
  it("notes the prerendered page's rules as inserted and leaves its style tag where it is", () => {
    // The prerendered head (scripts/prerender.mjs): the global styles' tag, the page's rules, then something after.
    document.head.innerHTML = `<style data-prerendered-global="ad1llf">@layer reset;</style><style ${PRERENDERED_CSS_ATTRIBUTE}="abc123 def456">.css-abc123{color:red}</style><meta name="after">`;
    const cache = getEmotionCache();
    expect(cache?.key).toBe('css');
    expect(cache?.inserted).toMatchObject({ abc123: true, def456: true });
    // Not moved to the end of the head, as Emotion moves its own `data-emotion` tags (each move restyles the page).
    expect([...document.head.children].map((node) => node.getAttribute(PRERENDERED_CSS_ATTRIBUTE) ?? node.getAttribute('name') ?? 'global')).toEqual(['global', 'abc123 def456', 'after']);
    expect(getEmotionCache()).toBe(cache);
  });

  it('is the cache the app renders with: a new rule goes after the prerendered ones', () => {
    render(
      <AppProviders>
        <Box data-testid="box" css={{ outlineOffset: '7px' }} />
      </AppProviders>,
    );
    const inserted = Object.keys(getEmotionCache()?.inserted ?? {});
    expect(inserted).toEqual(expect.arrayContaining(['abc123', 'def456']));
    expect(inserted.length).toBeGreaterThan(2);
    const sheets = [...document.head.querySelectorAll('style')];
    expect(sheets.findIndex((sheet) => sheet.hasAttribute('data-emotion'))).toBeGreaterThan(sheets.findIndex((sheet) => sheet.hasAttribute(PRERENDERED_CSS_ATTRIBUTE)));
  });

  /** The rules Emotion's own insert writes for `serialized` under `selector`, with a fresh default cache. */
  function rulesOf(selector: string, serialized: SerializedStyles): string[] {
    const rules: string[] = [];
    createCache({ key: 'css' }).insert(selector, serialized, { insert: (rule: string) => void rules.push(rule) } as StyleSheet, false);
    return rules;
  }

  it('prepares a rule as the element renders and adds it to the sheet only at insertion, as Emotion writes it', () => {
    const cache = getEmotionCache() as EmotionCache & { prepare(serialized: SerializedStyles): void };
    const serialized = serializeStyles([{ userSelect: 'none', '&:hover': { color: 'teal' }, '@media (min-width: 48em)': { gap: '2px' } }]);
    const selector = `.css-${serialized.name}`;
    const sheetRules = () => cache.sheet.tags.flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText));
    const before = sheetRules().length;
    const written: string[] = [];
    const insert = cache.sheet.insert.bind(cache.sheet);
    cache.sheet.insert = (rule) => {
      written.push(rule);
      insert(rule);
    };
    try {
      cache.prepare(serialized);
      // Prepared, not inserted: nothing written, the sheet is as it was and the name is not marked.
      expect(written).toEqual([]);
      expect(sheetRules()).toHaveLength(before);
      expect(cache.inserted[serialized.name]).toBeUndefined();
      cache.insert(selector, serialized, cache.sheet, true);
      expect(written).toEqual(rulesOf(selector, serialized));
      expect(written.length).toBeGreaterThanOrEqual(3);
      expect(cache.inserted[serialized.name]).toBe(true);
      // Prepared once: preparing an inserted name does nothing, and a second insertion is Emotion's own (same rules).
      cache.prepare(serialized);
      written.length = 0;
      cache.insert(selector, serialized, cache.sheet, false);
      expect(written).toEqual(rulesOf(selector, serialized));
    } finally {
      cache.sheet.insert = insert;
    }
  });

  it("leaves keyframes and another sheet's insertions to Emotion", () => {
    const cache = getEmotionCache() as EmotionCache & { prepare(serialized: SerializedStyles): void };
    const spin = keyframes({ to: { transform: 'rotate(1turn)' } });
    const serialized = serializeStyles([{ animation: `${spin} 1s linear infinite` }]);
    expect(serialized.next?.name).toBe(spin.name);
    cache.prepare(serialized);
    const other: string[] = [];
    cache.insert('', serialized.next!, { insert: (rule: string) => void other.push(rule) } as StyleSheet, false);
    expect(other).toEqual(rulesOf('', serialized.next!));
    expect(other.join('')).toContain('@keyframes');
  });
});

describe('nestGroupRule (issue 19: a rule added at run time restyles only what its selector can match)', () => {
  it("nests a recipe's layer and a responsive prop's media query in each of their style rules", () => {
    expect(nestGroupRule('@media screen and (min-width: 48rem){.css-a{display:none;}}')).toEqual(['.css-a{@media screen and (min-width: 48rem){display:none;}}']);
    // Chakra's recipe rule as Emotion writes it: the base, a state and a condition, in the recipes layer.
    expect(
      nestGroupRule(
        '@layer recipes{.css-b{gap:var(--chakra-spacing-1\\.5);}.css-b:is(:focus-visible, [data-focus-visible]){outline-width:2px;}@media (hover: hover){.css-b:is(:hover, [data-hover]):not(:disabled, [data-disabled]){text-decoration:underline;}}}',
      ),
    ).toEqual([
      '.css-b{@layer recipes{gap:var(--chakra-spacing-1\\.5);}}',
      '.css-b:is(:focus-visible, [data-focus-visible]){@layer recipes{outline-width:2px;}}',
      '.css-b:is(:hover, [data-hover]):not(:disabled, [data-disabled]){@layer recipes{@media (hover: hover){text-decoration:underline;}}}',
    ]);
  });

  it('gives each selector of a list its own rule, which keeps its own specificity', () => {
    expect(nestGroupRule('@media print{.css-e, .css-f:is(.x, .y) *{display:none;}}')).toEqual([
      '.css-e{@media print{display:none;}}',
      '.css-f:is(.x, .y) *{@media print{display:none;}}',
    ]);
  });

  it('leaves alone what does not need it or would not mean the same nested', () => {
    for (const rule of [
      '.css-c{color:red;}', // already a style rule
      '@keyframes spin{from{opacity:0}to{opacity:1}}',
      '@layer reset,base,tokens,recipes;',
      '@supports (display:grid){.css-d{display:grid;}}',
      '@media print{.css-g::before{display:none;}}', // a pseudo-element
      '@layer recipes{.css-h{color:red;}@keyframes x{to{opacity:1}}}', // another at-rule inside
      '@media print{.css-i{content:"}";}}', // a brace in a string
      '@media print{.css-j{color:red;}', // unbalanced
    ]) {
      expect(nestGroupRule(rule)).toEqual([rule]);
    }
  });
});
