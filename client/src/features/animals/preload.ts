import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { markFresh } from './use-fresh-policy';

/** How long the app's first draw of a list page waits for its calls before it draws their placeholders instead. */
export const LIST_PRELOAD_WAIT_MS = 1_000;

/**
 * The first load's preload of a list page (issue 19), as the dashboard's (dashboard.queries.ts): while the build's
 * static frame is on screen (the app's first load), the route's loader asks the page's calls, in the order of its
 * gates, as the rest of the code loads, and the first draw waits for the answers (at most LIST_PRELOAD_WAIT_MS).
 * Each answer is stamped in the freshness clock under the key the page's hook uses, so the hook reads it from the
 * cache (operations §9) instead of asking again. The page then draws once, with its rows, instead of once per
 * answer: on the location report that was six blocking draws of 20-45 ms each (a phone's CPU is four times slower).
 * Later visits ask from the page, as before. A failure is the page's to show: its own call asks again.
 */
export async function whileFirstLoad(asks: (ask: Ask) => Promise<unknown>): Promise<void> {
  if (!document.getElementById('root')?.hasAttribute('inert')) return;
  // From the chunk that already holds the client (importing apollo-client itself would split it into its own chunk).
  const client = (await import('../../app/apollo-boundary')).getApolloClient();
  const ask: Ask = async <TData, TVariables extends OperationVariables>(query: TypedDocumentNode<TData, TVariables>, variables?: TVariables, key?: string) => {
    try {
      // The options' type ties `variables` to each document's; this helper takes both from its typed callers.
      const { data } = await client.query({ query, variables, fetchPolicy: 'network-only' } as ApolloClient.QueryOptions<TData, TVariables>);
      if (data !== undefined && key) markFresh(key);
      return data;
    } catch {
      return undefined;
    }
  };
  await Promise.race([asks(ask), new Promise((resolve) => setTimeout(resolve, LIST_PRELOAD_WAIT_MS))]);
}

export type Ask = <TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  key?: string,
) => Promise<TData | undefined>;
