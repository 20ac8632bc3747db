import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { Box } from '@chakra-ui/react';
import { AppProviders } from './providers';
import { getEmotionCache, PRERENDERED_CSS_ATTRIBUTE } from './emotion-cache';

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
});
