import type { IncomingMessage } from 'node:http';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import { PUB_SUB, whenPubSubReady } from '../../common/pubsub/pubsub.module.js';
import type { AppRequest } from './auth-context.js';
import { SESSIONS_ENDED, SessionsService, type SessionsEnded } from './sessions.service.js';

/** Close code sent to a socket whose session ended (graphql-ws leaves 4400–4499 to applications' own use). */
export const SESSION_ENDED_CLOSE = 4401;

interface Closable {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * The GraphQL sockets of signed-in users, by session. A session that ends anywhere (sign-out, password change,
 * an administrator disabling the account or resetting its TOTP) is announced on pub/sub, and every process
 * closes the sockets opened with it at once: a disabled user's open page stops receiving events, not only
 * their next request.
 */
@Injectable()
export class SocketSessions implements OnModuleInit {
  private readonly open = new Map<Closable, { userId: string; sessionId: string }>();

  constructor(
    private readonly sessions: SessionsService,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {}

  onModuleInit() {
    // Not awaited, and only once Redis is there: the server starts without it.
    whenPubSubReady(this.pubSub, () => {
      void this.pubSub.subscribe(SESSIONS_ENDED, (ended: SessionsEnded) => this.closeEnded(ended), {}).catch(() => undefined);
    });
  }

  /** graphql-ws onConnect: remembers the socket's session (anonymous sockets are not tracked). */
  async track(socket: Closable, request: IncomingMessage): Promise<void> {
    const auth = await this.sessions.resolve(request as unknown as AppRequest);
    if (!auth) return;
    this.open.set(socket, { userId: auth.user.id, sessionId: auth.session.id });
    socket.once('close', () => this.open.delete(socket));
  }

  private closeEnded(ended: SessionsEnded): void {
    for (const [socket, s] of this.open) {
      const hit = 'sessionId' in ended ? s.sessionId === ended.sessionId : s.userId === ended.userId && s.sessionId !== ended.keep;
      if (hit) {
        this.open.delete(socket);
        socket.close(SESSION_ENDED_CLOSE, 'Session ended');
      }
    }
  }
}
