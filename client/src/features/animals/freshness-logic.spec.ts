import { describe, expect, it } from '@jest/globals';
import { FreshnessClock } from './freshness-logic';

describe('FreshnessClock', () => {
  it('refreshes what was never fetched', () => {
    expect(new FreshnessClock().policy('k', 5000, 0)).toBe('cache-and-network');
  });

  it('serves from the cache inside the window only', () => {
    const clock = new FreshnessClock();
    clock.mark('k', 1000);
    expect(clock.policy('k', 5000, 5999)).toBe('cache-first');
    expect(clock.policy('k', 5000, 6000)).toBe('cache-and-network');
    expect(clock.policy('other', 5000, 2000)).toBe('cache-and-network');
  });
});
