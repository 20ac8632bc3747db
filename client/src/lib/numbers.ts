/**
 * A whole number with en-US thousands separators ("12,345"), as `toLocaleString('en-US')` writes it, without Intl:
 * a page's first number through Intl loads the locale's number data, 16-28 ms of a first load's main thread in a
 * trace (four times that on a slow phone; issue 19). Anything but a safe integer goes to Intl.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}
