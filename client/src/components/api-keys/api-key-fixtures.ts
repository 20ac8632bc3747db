import type { ApiKeyFieldsFragment } from '../../gql/graphql';
import { ApiKeyListQuery } from './api-keys.queries';

/** A key as the server answers it, type names included (Apollo's cache keys and normalises by them). */
export type ApiKeyRow = Omit<ApiKeyFieldsFragment, 'owner'> & { __typename: 'ApiKey'; owner: ApiKeyFieldsFragment['owner'] & { __typename: 'ApiKeyOwner' } };

/** For component tests: a key as the server answers it (`over` replaces fields). */
export function apiKeyRow(over: Partial<ApiKeyRow> = {}): ApiKeyRow {
  return {
    __typename: 'ApiKey',
    id: 'k1',
    name: 'Nightly export',
    prefix: 'beti_0a1b2c3d',
    role: 'OFFICER',
    effectiveRole: 'OFFICER',
    scopes: ['read'],
    state: 'active',
    createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    expiresAt: new Date(Date.now() + 87 * 86_400_000).toISOString(),
    expiresSoon: false,
    lastUsedAt: null,
    lastUsedIp: null,
    revokedAt: null,
    canRevoke: true,
    owner: { __typename: 'ApiKeyOwner', id: 'u1', email: 'sam@example.org', name: 'Sam Rivera', role: 'OFFICER' },
    ...over,
  };
}

/** For component tests: the `apiKeys` answer (yours without `userId`). */
export function apiKeyListMock(keys: ApiKeyFieldsFragment[], userId?: string) {
  return { request: { query: ApiKeyListQuery, variables: userId ? { userId } : {} }, result: { data: { apiKeys: keys } }, maxUsageCount: 5 };
}
