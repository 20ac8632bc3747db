import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useSocketStatus } from '../../../app/socket-status';
import { endsStream } from './connection-logic';
import type { LiveEvent } from './progress-logic';
import { UploadReportProgressSubscription } from './progress.queries';
import { EVENT_NAMES } from './event-kinds';

/** The server answers a subscription with its snapshot at once: silence this long means the path is blocked. */
export const LIVE_START_TIMEOUT_MS = 8_000;

/**
 * The first transport of operations §4: the reportProgress subscription over graphql-ws, while `active`.
 * `onFail` (stable) when it errors, ends before the stream's last event, stays silent, or its socket closes.
 */
export function useSubscriptionTransport(tempId: string, active: boolean, onEvent: (event: LiveEvent) => void, onFail: () => void) {
  const client = useApolloClient();
  const socket = useSocketStatus();
  const socketSeenOpen = useRef(false);

  useEffect(() => {
    if (!active) return;
    socketSeenOpen.current = false;
    let ended = false;
    let heard = false;
    const silence = window.setTimeout(() => heard || onFail(), LIVE_START_TIMEOUT_MS);
    const subscription = client.subscribe({ query: UploadReportProgressSubscription, variables: { tempId } }).subscribe({
      next: (result) => {
        const event = result.data?.reportProgress;
        if (result.error || !event) {
          console.warn('report progress subscription error; falling back to server-sent events', result.error);
          onFail();
          return;
        }
        heard = true;
        const live = { ...event, type: EVENT_NAMES[event.kind] };
        ended ||= endsStream(live);
        onEvent(live);
      },
      error: (error) => {
        console.warn('report progress subscription failed; falling back', error);
        onFail();
      },
      complete: () => ended || onFail(),
    });
    return () => {
      window.clearTimeout(silence);
      subscription.unsubscribe();
    };
  }, [active, client, tempId, onEvent, onFail]);

  // A socket that closes while the report runs: graphql-ws retries forever without failing the subscription.
  useEffect(() => {
    if (!active) return;
    if (socket === 'connecting' || socket === 'connected') socketSeenOpen.current = true;
    else if (socket === 'closed' && socketSeenOpen.current) onFail();
  }, [socket, active, onFail]);
}
