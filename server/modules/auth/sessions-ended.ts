import type { PubSubEngine } from 'graphql-subscriptions';

/** Published (to every process) when sessions or API keys end: their open sockets close (socket-sessions.ts). */
export const SESSIONS_ENDED = 'sessions.ended';
/** A session (or `key:<id>` for an API key), or every session of a user but `keep`. */
export type SessionsEnded = { sessionId: string } | { userId: string; keep?: string };

/** Tells every process, so that sockets opened with these sessions close too. Not awaited; a pub/sub outage is ignored. */
export function announceEnded(pubSub: PubSubEngine, ended: SessionsEnded): void {
  void Promise.resolve()
    .then(() => pubSub.publish(SESSIONS_ENDED, ended))
    .catch(() => undefined);
}
