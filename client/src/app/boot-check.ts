import type { ApolloClient } from '@apollo/client';
import { graphql } from '../gql';
import { readStorage, writeStorage } from './local-storage';

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
 * `cache.reset()` rather than `resetStore()`: resetStore cancels in-flight queries with an error, and the
 * first page's own queries are usually in flight now. Clearing the cache keeps them running; watching
 * queries notice their data is gone and fetch again. The check itself bypasses the cache (`no-cache`).
 */
export async function checkBootId(client: ApolloClient): Promise<void> {
  const { data } = await client.query({ query: BootIdQuery, fetchPolicy: 'no-cache' });
  const bootId = data?.health.bootId;
  if (!bootId) return;
  if (readStorage(BOOT_ID_STORAGE_KEY) !== bootId) {
    await client.cache.reset();
    writeStorage(BOOT_ID_STORAGE_KEY, bootId);
  }
}
