import type { ApolloClient, OperationVariables, TypedDocumentNode, WatchQueryFetchPolicy } from '@apollo/client';
import { createContext, createElement, startTransition, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * The app's first load (issue 19). The build's static copy of the page (scripts/prerender.mjs) stays on screen, inert,
 * until the live page replaces it (main.tsx). Meanwhile a route may ask what its first draw needs, as the rest of the
 * code loads, and the first draw waits for the answers, at most FIRST_LOAD_WAIT_MS: the page then draws once, with
 * its data, instead of once per answer (each draw blocks a phone's main thread) and without moving (a late answer
 * that grows the page shifts what is below it). Later visits ask from the page, as before.
 * main.tsx imports this module, so it rides in the entry chunk instead of being a chunk (and a request) of its own.
 */

/** How long the app's first draw waits for a page's calls before it draws their placeholders instead. */
export const FIRST_LOAD_WAIT_MS = 1_000;

/** Whether the build's static copy is still on screen: the app's first load, not a navigation inside the app. */
export function isFirstLoad(): boolean {
  return document.getElementById('root')?.hasAttribute('inert') === true;
}

let drawn: () => void = () => {};
/** Resolves once the live page's first commit is on screen (LiftFirstLoad): the first screen is the app's. */
export const firstDraw = new Promise<void>((resolve) => {
  drawn = resolve;
});

/** Rendered by main.tsx: the live page's first commit ends the first load (the root takes focus and typing again). */
export function LiftFirstLoad({ root }: { root: HTMLElement }): null {
  useLayoutEffect(() => {
    root.removeAttribute('inert');
    drawn();
  }, [root]);
  return null;
}

/** Inside a part that AfterFirstDraw drew late: a nested AfterFirstDraw waits for that draw, then draws a task later. */
const DrawnLate = createContext(false);

/**
 * On the app's first load, draws its children a task after the page's first draw (in a transition), and nothing
 * before: for a part below a phone's first screen that the static copy does not show. The first draw's commit, its
 * layout and its effects are each one task, each shorter for what it leaves out, and each a long task on a slow
 * phone (issue 19). Nested, each AfterFirstDraw draws a commit after the one around it, so a large late part can
 * come in pieces: one commit drew the dashboard's last two cards, whose first styling and layout were one task of
 * 35-40 ms of a fast machine's main thread. Later visits draw everything at once.
 */
export function AfterFirstDraw({ children }: { children: ReactNode }): ReactNode {
  const late = useContext(DrawnLate);
  const [shown, setShown] = useState(() => !late && !isFirstLoad());
  const [drawsLate] = useState(() => !shown);
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, [shown]);
  if (!shown) return null;
  return drawsLate ? createElement(DrawnLate.Provider, { value: true }, children) : children;
}

/** Resolves in a later task: what follows runs after the browser has had a turn (input, paint, other tasks). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * `load` (a route's lazy import), started in a task of its own. The router's first navigation runs every matched
 * route's `lazy` at once, and each import ran its chunk's code in that same task: with the router's creation, 30-65 ms
 * of a fast machine on a signed-in first load (issue 19). A later navigation waits one task more.
 */
export const afterATask =
  <T>(load: () => Promise<T>) =>
  async (): Promise<T> => {
    await nextTask();
    return load();
  };

/** Waits for the work, at most FIRST_LOAD_WAIT_MS; the work goes on after. */
export async function waitAtMost(work: Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, FIRST_LOAD_WAIT_MS)))]);
  clearTimeout(timer);
}

/** Asks a call once, network-only; `key`, when given, is passed to preloadQueries' `answered` after a good answer. */
export type Ask<K> = <TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  key?: K,
) => Promise<TData | undefined>;

/**
 * On the app's first load only: runs a route's asks (in the order of its page's gates) and waits for them, at most
 * FIRST_LOAD_WAIT_MS. Each good answer is in Apollo's cache, and `answered(key)` tells the page's hook so that its
 * first mount reads the cache (operations §9) instead of asking again. A failure is the page's to show: its own call
 * asks again.
 */
export async function preloadQueries<K>(asks: (ask: Ask<K>) => Promise<unknown>, answered: (key: K) => void): Promise<void> {
  if (!isFirstLoad()) return;
  // From the chunk that already holds the client (importing apollo-client itself would split it into its own chunk).
  const client = await (await import('./apollo-boundary')).getApolloClientInSteps();
  const ask: Ask<K> = async <TData, TVariables extends OperationVariables>(query: TypedDocumentNode<TData, TVariables>, variables?: TVariables, key?: K) => {
    try {
      // Each call starts in a task of its own: started together, the three of the dashboard (Apollo's first use, the
      // documents' transforms, the cache's reads) ran as one task of ~100 ms, four times that on a slow phone.
      await nextTask();
      // The options' type ties `variables` to each document's; this helper takes both from its typed callers.
      const { data } = await client.query({ query, variables, fetchPolicy: 'network-only' } as ApolloClient.QueryOptions<TData, TVariables>);
      if (data !== undefined && key !== undefined) answered(key);
      return data;
    } catch {
      return undefined;
    }
  };
  await waitAtMost(asks(ask));
}

/**
 * The calls a first load's loader has answered, each read once: `answered` is preloadQueries' callback, and
 * `useFetchPolicy(key)` gives the first mount that asks for `key` cache-first (the answer is a moment old), every
 * other mount `otherwise` (operations §7 "refetched on mount").
 */
export function firstLoadAnswers<K>(otherwise: WatchQueryFetchPolicy = 'cache-and-network') {
  const keys = new Set<K>();
  return {
    answered: (key: K): void => void keys.add(key),
    useFetchPolicy(key: K): WatchQueryFetchPolicy {
      const [fresh] = useState(() => keys.has(key));
      useEffect(() => void keys.delete(key), [key]);
      return fresh ? 'cache-first' : otherwise;
    },
  };
}
