import { graphql } from '../gql';
import { gqlFetch } from './gql-fetch';
import { readStorage, writeStorage } from '../lib/local-storage';
import { resetSession } from './session';

export const BOOT_ID_STORAGE_KEY = 'bootId';

const BootIdQuery = graphql(`
  query BootId {
    health {
      bootId
    }
  }
`);

/**
 * Once per page load (access-and-identity.md §2 "Guards"): a server that restarted since the last visit has a
 * new bootId, and identity cached before the restart (the current user, later) must not be trusted.
 *
 * The session re-reads the user, the service worker's offline copies are deleted (session.ts, README "Offline
 * and installable app": a deploy's data must not answer offline), and Apollo's cache (when a page has loaded Apollo) gets `cache.reset()`
 * rather than `resetStore()`: resetStore cancels in-flight queries with an error, and the first page's own
 * queries are usually in flight now. Clearing the cache keeps them running; watching queries notice their
 * data is gone and fetch again. The check itself never touches a cache (gqlFetch).
 */
export async function checkBootId(): Promise<void> {
  const data = await gqlFetch(BootIdQuery);
  const bootId = data?.health.bootId;
  if (!bootId) return;
  const stored = readStorage(BOOT_ID_STORAGE_KEY);
  if (stored !== bootId) {
    await resetSession(stored === null);
    writeStorage(BOOT_ID_STORAGE_KEY, bootId);
  }
}
