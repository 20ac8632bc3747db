import { useEffect } from 'react';
import { endsStream } from './connection-logic';
import { SSE_EVENT_TYPES } from './event-kinds';
import type { LiveEvent } from './progress-logic';

/**
 * The second transport of operations §4: server-sent events from /api/reports/{tempId}/events, while `active`.
 * `onFail` (stable) on a stream error before its last event, or where the browser has no EventSource.
 */
export function useSseTransport(tempId: string, active: boolean, onEvent: (event: LiveEvent) => void, onFail: () => void) {
  useEffect(() => {
    if (!active) return;
    if (typeof EventSource === 'undefined') {
      onFail();
      return;
    }
    const source = new EventSource(`/api/reports/${encodeURIComponent(tempId)}/events`, { withCredentials: true });
    let ended = false;
    const onMessage = (message: MessageEvent<string>) => {
      try {
        const event = JSON.parse(message.data) as LiveEvent;
        ended ||= endsStream(event);
        onEvent(event);
      } catch (error) {
        console.warn('report events: unreadable message ignored', error);
      }
    };
    for (const type of SSE_EVENT_TYPES) source.addEventListener(type, onMessage as EventListener);
    // An event-stream error moves to polling (EventSource would reconnect by itself; we do not let it).
    source.onerror = () => {
      source.close();
      if (!ended) onFail();
    };
    return () => source.close();
  }, [active, tempId, onEvent, onFail]);
}
