import type { PubSubEngine } from 'graphql-subscriptions';

/**
 * Published (to every process) when sessions or API keys end, or when a user's role changes: their open sockets
 * close (socket-sessions.ts).
 */
export const SESSIONS_ENDED = 'sessions.ended';
/**
 * A session (or `key:<id>` for an API key), or every session of a user but `keep`; or every session and key of a
 * user whose role changed (`roleChanged`: the sessions live on, but each socket reconnects under the new role).
 */
export type SessionsEnded = { sessionId: string } | { userId: string; keep?: string } | { userId: string; roleChanged: true };

/** Tells every process, so that sockets opened with these sessions close too. Not awaited; a pub/sub outage is ignored. */
export function announceEnded(pubSub: PubSubEngine, ended: SessionsEnded): void {
  void Promise.resolve()
    .then(() => pubSub.publish(SESSIONS_ENDED, ended))
    .catch(() => undefined);
}
