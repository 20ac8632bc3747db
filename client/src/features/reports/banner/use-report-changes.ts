import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { toaster } from '../../../components/ui/toaster';
import { ReportsChangedSubscription } from './banner.queries';
import { changeToast, changeToastId, readsAny, staleFields, type ReportChangeLike } from './report-changes-logic';
import { isWatchedLive } from '../../../lib/live-watch';

/** The changes the open toast of their kind already names (it takes the next ones rather than queueing more). */
const shown = new Map<string, ReportChangeLike[]>();

function announce(change: ReportChangeLike) {
  const id = changeToastId(change.state);
  if (!id) return;
  const joined = toaster.isVisible(id) ? [...(shown.get(id) ?? []), change] : [change];
  shown.set(id, joined);
  toaster.create(changeToast(joined)!);
}

/**
 * One subscription per tab, however many components ask (graphql-ws allows 20 a socket): the first user opens
 * it, the last one to leave closes it.
 */
let shared: { client: ApolloClient; users: number; close: () => void } | null = null;

function open(client: ApolloClient): () => void {
  const subscription = client.subscribe({ query: ReportsChangedSubscription }).subscribe({
    next: ({ data }) => {
      const change = data?.reportsChanged;
      if (!change) return;
      // Every open screen that shows reports reads them again: the banners and lists; once a report commits, also
      // the dashboard figures and the animals.
      const stale = staleFields(change.state);
      client
        .refetchQueries({ include: 'active', onQueryUpdated: (query) => readsAny(query.query, stale) })
        .catch(() => undefined);
      // A parse this tab follows live announces its own outcome (the upload page's progress card).
      if (!isWatchedLive(change.tempId)) announce(change);
    },
    // The socket is down: the screens' polls carry on.
    error: (error: unknown) => console.warn('reportsChanged subscription failed; screens keep polling', error),
  });
  return () => subscription.unsubscribe();
}

/** Opens (or joins) the tab's reportsChanged subscription; returns the leave function. */
export function joinReportChanges(client: ApolloClient): () => void {
  if (!shared || shared.client !== client) {
    shared?.close();
    shared = { client, users: 0, close: open(client) };
  }
  const mine = shared;
  mine.users++;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    mine.users--;
    if (mine.users === 0 && shared === mine) {
      mine.close();
      shared = null;
    }
  };
}

/**
 * Keeps every open screen current without waiting for its poll: a report that finished on its own (a resume
 * after a rate limit, another user's upload) leaves the banners and reaches the lists at once, with a toast.
 * Mounted by the signed-in shell's banner, so it runs on every page.
 */
export function useReportChanges() {
  const client = useApolloClient();
  useEffect(() => {
    // A task after the mount: opening it (the socket's code and its preloads, the handshake) was a quarter of the
    // first draw's effects, one long task on a slow phone (issue 19).
    let leave: (() => void) | undefined;
    const timer = setTimeout(() => (leave = joinReportChanges(client)), 0);
    return () => {
      clearTimeout(timer);
      leave?.();
    };
  }, [client]);
}
