import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { AlertChangedSubscription } from './alerts.queries';

/** Changes arriving this close together (a bulk action publishes one per alert) cause one refetch. */
export const LIVE_REFETCH_DELAY_MS = 300;

/**
 * Follows `alertChanged` while the Inbox is open. Apollo writes each changed alert into the cache, so a row or an
 * open drawer shows the change at once; `onChange` (a refetch) then brings the tables' membership and the counts
 * up to date, e.g. an alert raised by someone else.
 */
export function useAlertLive(onChange: () => void) {
  const latest = useRef(onChange);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useSubscription(AlertChangedSubscription, {
    ignoreResults: true,
    onData: () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => latest.current(), LIVE_REFETCH_DELAY_MS);
    },
    // The socket retries by itself; the Inbox still refetches after each of this user's own actions.
    onError: (error) => console.warn('alertChanged subscription error', error),
  });
}
