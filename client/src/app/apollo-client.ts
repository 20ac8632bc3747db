import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, split } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import type { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { Observable, type Subscription } from 'rxjs';
import { fetchWithOfflineCopies } from '../lib/offline';
import { OFFLINE_OPERATIONS, OFFLINE_REQUEST_HEADER } from '../lib/offline-cache';
import { nextTask } from './first-load';
import { GRAPHQL_PATH } from './gql-fetch';
import { ViewerCanQuery } from '../components/viewer-can.queries';
import { attachSessionCache, CACHED_ME_QUERY, getSessionCan, getSessionUser, subscribeSession, updateSessionUser, type SessionCan, type SessionUser } from './session';
import { noticeSignedOut, watchSessionOnReturn } from './session-revocation';

export { GRAPHQL_PATH };

/** Subscriptions go over graphql-ws, whose client (and Apollo's link for it) loads with the first subscription. */
function lazySocketLink(): ApolloLink {
  let socket: Promise<GraphQLWsLink> | undefined;
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        let subscription: Subscription | undefined;
        let closed = false;
        (socket ??= import('./socket-link').then(({ createSocketLink }) => createSocketLink())).then(
          (link) => {
            if (!closed) subscription = link.request(operation).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
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
  AnimalCurrent: { keyFields: ['animalId'] },
};

/**
 * The location report's and the directory's queries keep their last answer for reading offline
 * (lib/offline.ts, README "Offline and installable app"); other operations never do.
 */
const offlineCopies = new ApolloLink((operation, forward) => {
  if (OFFLINE_OPERATIONS.has(operation.operationName ?? '')) {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { ...headers, [OFFLINE_REQUEST_HEADER]: '1' } }));
  }
  return forward(operation);
});

export function createApolloClient(): ApolloClient {
  // Cookies carry the session; `include` also covers a dev setup where the API sits on another port.
  // fetchWithOfflineCopies keeps and, offline, reads the copies of the marked operations.
  const http = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include', fetch: fetchWithOfflineCopies });
  // A revoked session reaches open pages through their next answer: UNAUTHENTICATED (or a 401) ends it here.
  const revoked = new ErrorLink(({ error }) => noticeSignedOut(error));
  const link = ApolloLink.from([revoked, split(({ query }) => isSubscriptionOperation(query), lazySocketLink(), ApolloLink.from([offlineCopies, http]))]);
  // Apollo's defaults match the spec's data defaults (access-and-identity.md §9): cache-first, no retries,
  // no refetch on focus (no RefetchEventManager); pages opt into polling where a screen asks for it.
  return new ApolloClient({ link, cache: new InMemoryCache({ typePolicies: TYPE_POLICIES }) });
}

/**
 * The session (app/session.ts) and Apollo's cache share the user: the session's user is written as the cached
 * `me` (pages' queries and mutations then normalise into the same User), and a mutation that answers the
 * session fields (totpVerify, updateProfile) updates the session at once, as when `me` lived in this cache.
 * Sign-out, a 401 and a server restart clear or reset this cache through the session. `later` runs the watch of the
 * cached `me` (the app's first load puts it in a task of its own); its first read catches a change made meanwhile.
 */
export function bridgeSession(client: ApolloClient, later: (work: () => void) => void = (work) => work()): void {
  let written: SessionUser | null = null;
  let writtenCan: SessionCan | null = null;
  const write = () => {
    const user = getSessionUser();
    const can = getSessionCan();
    if (!user) return;
    // gqlFetch's answer has no __typename, which the cache needs to normalise the User.
    const me = { __typename: 'User' as const, ...user };
    if (user !== written) client.writeQuery({ query: CACHED_ME_QUERY, data: { me } });
    // `me.can` came with the same answer: useViewerCan reads it from here instead of asking again.
    if (can && (can !== writtenCan || user !== written)) {
      const answer = { __typename: 'User' as const, id: user.id, can: { __typename: 'ViewerCan' as const, ...can } };
      client.writeQuery({ query: ViewerCanQuery, data: { me: answer } });
    }
    written = user;
    writtenCan = can;
  };
  write();
  subscribeSession(write);
  later(() =>
    client.watchQuery({ query: CACHED_ME_QUERY, fetchPolicy: 'cache-only' }).subscribe(({ data }) => {
      if (data?.me) updateSessionUser(data.me as SessionUser);
    }),
  );
  attachSessionCache({
    clear: () => {
      written = writtenCan = null;
      return client.clearStore();
    },
    reset: () => {
      written = writtenCan = null;
      return client.cache.reset();
    },
  });
}

let client: ApolloClient | undefined;
let bridged = false;

function bridgeOnce(client: ApolloClient, later?: (work: () => void) => void) {
  if (bridged) return;
  bridged = true;
  bridgeSession(client, later);
  watchSessionOnReturn();
}

/** The one Apollo client, made by the first page that needs it (app/apollo-boundary.tsx). */
export function getApolloClient(): ApolloClient {
  client ??= createApolloClient();
  bridgeOnce(client);
  return client;
}

/**
 * The same, made in three tasks (the app's first load, app/first-load.ts): the client and its cache, the session's
 * first writes into it, then the watch of those. As one task they were ~50 ms, four times that on a slow phone (issue 19).
 */
export async function getApolloClientInSteps(): Promise<ApolloClient> {
  if (!client) {
    client = createApolloClient();
    await nextTask();
  }
  bridgeOnce(client, (work) => void setTimeout(work, 0));
  return client;
}
