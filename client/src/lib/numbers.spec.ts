import { describe, expect, it } from '@jest/globals';
import { formatCount } from './numbers';

describe('formatCount', () => {
  it('writes whole numbers as en-US does', () => {
    const values = [0, 1, -1, 7, 12, 999, 1_000, -1_000, 1_234, 12_345, 99_999, 100_000, 1_000_000, -9_876_543, Number.MAX_SAFE_INTEGER];
    for (let n = 1; n < 1e15; n = n * 7 + 3) values.push(n, -n);
    for (const n of values) expect({ n, text: formatCount(n) }).toEqual({ n, text: n.toLocaleString('en-US') });
  });

  it('leaves fractions and non-finite numbers to Intl', () => {
    for (const n of [1234.5678, -0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });
});
