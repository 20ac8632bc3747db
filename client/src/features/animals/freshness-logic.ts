/**
 * operations.md §9 freshness: a cached answer younger than its window is shown without asking the server
 * again; an older one is shown and refreshed. Apollo has no notion of age, so each screen stamps the time
 * of the last network answer per query key and picks the fetch policy from it.
 */

export const FRESH_MS = {
  /** Latest report, zone groups, animal detail and the directory. */
  reference: 30_000,
  /** The location report's animal list. */
  list: 5_000,
  /** Health on the location page. */
  health: 30_000,
  /**
   * The location page's pending reports, polled while it is open: what the first load's preload read a moment ago is
   * not asked again on mount (its answer redrew the whole page, a long task on a phone; issue 19).
   */
  pending: 5_000,
} as const;

/** The freshness clock's keys, one per distinct request: the pages' hooks and the first load's preload share them. */
export const FRESH_KEYS = {
  health: 'location:health',
  latest: 'location:latest',
  pending: 'location:pending',
  zones: (reportId: string) => `zones:${reportId}`,
  movements: (reportId: string) => `movements:${reportId}`,
  /** A list (`directory`, or `report:<id>` for a report's animals) at one query. */
  list: (list: string, query: unknown) => `${list}:${JSON.stringify(query)}`,
  reportList: (reportId: string) => `report:${reportId}`,
  directory: 'directory',
} as const;

export type FreshPolicy = 'cache-first' | 'cache-and-network';

export class FreshnessClock {
  private readonly stamps = new Map<string, number>();

  policy(key: string, ttlMs: number, now: number): FreshPolicy {
    const at = this.stamps.get(key);
    return at !== undefined && now - at < ttlMs ? 'cache-first' : 'cache-and-network';
  }

  mark(key: string, now: number): void {
    this.stamps.set(key, now);
  }
}
