import type { ApolloCache } from '@apollo/client';
import type { ApiKeyFieldsFragment } from '../../gql/graphql';
import { ApiKeyListQuery } from './api-keys.queries';

/** Puts a new key of yours at the top of your cached list (newest first), so the list shows it without a reload. */
export function addOwnApiKey(cache: ApolloCache, key: ApiKeyFieldsFragment): void {
  cache.updateQuery({ query: ApiKeyListQuery, variables: {} }, (data) =>
    data && !data.apiKeys.some((k) => k.id === key.id) ? { ...data, apiKeys: [key, ...data.apiKeys] } : data,
  );
}

/** The curl line of the explanation and of the one-time panel: the latest report, read with the key. */
export function curlExample(origin: string, secret: string): string {
  return `curl -H "Authorization: Bearer ${secret}" ${origin}/api/reports/latest`;
}
