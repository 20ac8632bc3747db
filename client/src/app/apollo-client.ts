import { ApolloClient, HttpLink, InMemoryCache, split } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { setSocketStatus } from './socket-status';
import { socketUrl } from './socket-url';

export const GRAPHQL_PATH = '/graphql';

function createSocketLink(): GraphQLWsLink {
  const client = createClient({
    url: socketUrl(GRAPHQL_PATH),
    // Opened by the first subscription and closed when the last one ends, so the landing page holds no socket.
    lazy: true,
    // A restarting server must not end live pages: keep retrying (graphql-ws backs off exponentially).
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    on: {
      connecting: () => setSocketStatus('connecting'),
      connected: () => setSocketStatus('connected'),
      closed: () => setSocketStatus('closed'),
    },
  });
  return new GraphQLWsLink(client);
}

/**
 * Report types have no `id` field: keying them by their natural ids lets screens select different fields of
 * the same pending report or animal without one query's answer overwriting another's.
 */
const TYPE_POLICIES = {
  PendingReport: { keyFields: ['tempId'] },
  ReportStatus: { keyFields: ['tempId'] },
  ReportManifest: { keyFields: ['tempId'] },
  LatestReport: { keyFields: ['reportId'] },
  AnimalCurrent: { keyFields: ['animal_id'] },
};

export function createApolloClient(): ApolloClient {
  // Cookies carry the session; `include` also covers a dev setup where the API sits on another port.
  const http = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include' });
  const link = split(({ query }) => isSubscriptionOperation(query), createSocketLink(), http);
  // Apollo's defaults match the spec's data defaults (access-and-identity.md §9): cache-first, no retries,
  // no refetch on focus (no RefetchEventManager); pages opt into polling where a screen asks for it.
  return new ApolloClient({ link, cache: new InMemoryCache({ typePolicies: TYPE_POLICIES }) });
}
