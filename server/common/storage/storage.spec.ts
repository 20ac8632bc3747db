import { assertSafeKey } from './storage.js';

describe('storage keys', () => {
  it('accepts relative keys of safe segments', () => {
    expect(assertSafeKey('reports/2026/a-b_c.pdf')).toBe('reports/2026/a-b_c.pdf');
  });

  it.each(['../etc/passwd', '/abs', 'a/../b', 'a//b', 'a\\b', './a', 'a/', ''])('refuses %j', (key) => {
    expect(() => assertSafeKey(key)).toThrow(/Invalid storage key/);
  });
});
