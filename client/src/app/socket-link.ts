import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { GRAPHQL_PATH } from './gql-fetch';
import { setSocketStatus } from './socket-status';
import { socketUrl } from './socket-url';

/** The graphql-ws link; its own chunk, loaded by the first subscription (app/apollo-client.ts). */
export function createSocketLink(): GraphQLWsLink {
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
