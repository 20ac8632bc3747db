import type { IncomingMessage } from 'node:http';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { PubSubEngine } from 'graphql-subscriptions';
import { PUB_SUB, whenPubSubReady } from '../../common/pubsub/pubsub.module.js';
import { CONFIG, type AppConfig } from '../../config/config.js';
import type { AppRequest } from '../../common/auth/auth-context.js';
import { AppError, ErrorCode } from '../../common/errors/error-codes.js';
import { SESSIONS_ENDED, type SessionsEnded } from './sessions-ended.js';
import { SessionsService } from './sessions.service.js';

/** Close code sent to a socket whose session ended (graphql-ws leaves 4400–4499 to applications' own use). */
export const SESSION_ENDED_CLOSE = 4401;

/**
 * Close code of a socket over a cap: reason "Too many sockets" (WS_MAX_SOCKETS_PER_USER) or "Too many
 * subscriptions" (WS_MAX_SUBSCRIPTIONS_PER_SOCKET). graphql-ws's own "too many" code: its client does not
 * retry it, so a capped page does not reconnect in a loop.
 */
export const TOO_MANY_CLOSE = 4429;

/**
 * Close code of a socket whose user's role changed (graphql-ws's Forbidden, which its client retries): the
 * subscriptions it holds were authorized under the old role, so the client reconnects and each is checked again.
 */
export const ROLE_CHANGED_CLOSE = 4403;

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
  private readonly open = new Map<Closable, { owner: string; userId?: string; sessionId?: string }>();
  /** Open sockets per owner: a user id, or `ip:<address>` for anonymous sockets. */
  private readonly perOwner = new Map<string, number>();

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionsService,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {}

  onModuleInit() {
    // Not awaited, and only once Redis is there: the server starts without it.
    whenPubSubReady(this.pubSub, () => {
      void this.pubSub.subscribe(SESSIONS_ENDED, (ended: SessionsEnded) => this.closeEnded(ended), {}).catch(() => undefined);
    });
  }

  /**
   * graphql-ws onConnect: counts the socket against its user's cap (anonymous sockets: their IP's) and remembers
   * its session. Over the cap the socket is closed with TOO_MANY_CLOSE and false returned. Counted per process.
   */
  async admit(socket: Closable, request: IncomingMessage): Promise<boolean> {
    let auth: Awaited<ReturnType<SessionsService['resolve']>>;
    try {
      auth = await this.sessions.resolve(request as unknown as AppRequest);
    } catch (e) {
      // An API key in connectionParams that is refused (401) or over its rate (429).
      const tooMany = e instanceof AppError && e.code === ErrorCode.TOO_MANY_REQUESTS;
      socket.close(tooMany ? TOO_MANY_CLOSE : SESSION_ENDED_CLOSE, e instanceof AppError ? e.message : 'Unauthorized');
      return false;
    }
    const owner = auth ? auth.user.id : `ip:${clientIp(request, this.config.TRUST_PROXY)}`;
    const count = this.perOwner.get(owner) ?? 0;
    if (count >= this.config.WS_MAX_SOCKETS_PER_USER) {
      socket.close(TOO_MANY_CLOSE, 'Too many sockets');
      return false;
    }
    this.perOwner.set(owner, count + 1);
    this.open.set(socket, { owner, userId: auth?.user.id, sessionId: auth?.session.id });
    socket.once('close', () => this.forget(socket));
    return true;
  }

  private forget(socket: Closable): void {
    const entry = this.open.get(socket);
    if (!entry) return;
    this.open.delete(socket);
    const left = (this.perOwner.get(entry.owner) ?? 1) - 1;
    if (left > 0) this.perOwner.set(entry.owner, left);
    else this.perOwner.delete(entry.owner);
  }

  private closeEnded(ended: SessionsEnded): void {
    const roleChanged = 'roleChanged' in ended;
    // Another process changed the role: its session cache was cleared there, this one here.
    if (roleChanged) this.sessions.forgetUser(ended.userId);
    for (const [socket, s] of this.open) {
      if (!s.sessionId) continue;
      const hit = 'sessionId' in ended ? s.sessionId === ended.sessionId : s.userId === ended.userId && (roleChanged || s.sessionId !== ended.keep);
      if (hit) {
        this.forget(socket);
        if (roleChanged) socket.close(ROLE_CHANGED_CLOSE, 'Role changed');
        else socket.close(SESSION_ENDED_CLOSE, 'Session ended');
      }
    }
  }
}

/**
 * The client address of an upgrade request, which Fastify never sees: TRUST_PROXY read as Fastify reads it for
 * `true` (first X-Forwarded-For address) and a hop count; with an address list, the nearest address not in it.
 */
export function clientIp(request: IncomingMessage, trustProxy: string): string {
  const remote = request.socket?.remoteAddress ?? 'unknown';
  const header = request.headers['x-forwarded-for'];
  if (trustProxy === 'false' || !header) return remote;
  // Nearest first: the peer, then the forwarded addresses from right to left.
  const chain = [remote, ...String(header).split(',').map((a) => a.trim()).filter(Boolean).reverse()];
  if (trustProxy === 'true') return chain.at(-1)!;
  if (/^\d+$/.test(trustProxy)) return chain[Math.min(Number(trustProxy), chain.length - 1)];
  const trusted = new Set(trustProxy.split(',').map((a) => a.trim()));
  return chain.find((a) => !trusted.has(a)) ?? chain.at(-1)!;
}
