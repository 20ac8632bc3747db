import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { PubSub, PubSubEngine } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { Redis } from 'ioredis';
import { CONFIG, type AppConfig } from '../../config/config.js';
import { withTimeout } from '../health-check.js';

/** Injection token of the GraphQL pub/sub engine: Redis-backed when REDIS_URL is set, in-memory otherwise. */
export const PUB_SUB = Symbol('PUB_SUB');

/** Redis channels are global to the server, so every topic is namespaced with REDIS_PREFIX. */
class PrefixedRedisPubSub extends PubSubEngine {
  constructor(
    readonly inner: RedisPubSub,
    private readonly prefix: string,
  ) {
    super();
  }

  publish(trigger: string, payload: unknown) {
    return this.inner.publish(`${this.prefix}:${trigger}`, payload);
  }

  subscribe(trigger: string, onMessage: (message: unknown) => void) {
    return this.inner.subscribe(`${this.prefix}:${trigger}`, onMessage);
  }

  unsubscribe(subId: number) {
    this.inner.unsubscribe(subId);
  }
}

/**
 * Runs `subscribe` once the pub/sub can take a subscription: at once in memory, when the Redis subscriber is
 * connected otherwise. RedisPubSub's subscribe while Redis is unreachable leaves a rejected promise nobody
 * handles when the connection closes (an unhandled rejection ends the process); ioredis re-subscribes by itself
 * after a reconnect, so one subscription made while connected lasts.
 */
export function whenPubSubReady(pubSub: PubSubEngine, subscribe: () => void): void {
  if (!(pubSub instanceof PrefixedRedisPubSub)) return subscribe();
  const subscriber = pubSub.inner.getSubscriber();
  if (subscriber.status === 'ready') subscribe();
  else subscriber.once('ready', subscribe);
}

function createPubSub(config: AppConfig): PubSubEngine {
  if (!config.REDIS_URL) return new PubSub();
  const logger = new Logger('PubSub');
  let lastError = '';
  const onError = (e: Error) => {
    if (e.message !== lastError) logger.warn(`redis: ${e.message}`);
    lastError = e.message;
  };
  // The publisher fails fast while Redis is down instead of queueing publishes forever.
  const publisher = new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  // RedisPubSub drops the promise of the UNSUBSCRIBE it sends when a subscription ends. With Redis down, or the
  // connection closing, that promise rejects, and an unhandled rejection would end the process: catch it here.
  for (const command of ['unsubscribe', 'punsubscribe'] as const) {
    const send = subscriber[command].bind(subscriber) as (...channels: string[]) => Promise<unknown>;
    Object.assign(subscriber, { [command]: (...channels: string[]) => send(...channels).catch(onError) });
  }
  return new PrefixedRedisPubSub(new RedisPubSub({ publisher, subscriber }), config.REDIS_PREFIX);
}

@Global()
@Module({
  providers: [{ provide: PUB_SUB, inject: [CONFIG], useFactory: createPubSub }],
  exports: [PUB_SUB],
})
export class PubSubModule implements OnApplicationShutdown {
  constructor(@Inject(PUB_SUB) private readonly pubSub: PubSubEngine) {}

  async onApplicationShutdown() {
    if (!(this.pubSub instanceof PrefixedRedisPubSub)) return;
    const { inner } = this.pubSub;
    // quit() waits for a Redis that may be down; then drop the sockets instead.
    await withTimeout(inner.close(), 2000, 'pub/sub close').catch(() => {
      inner.getPublisher().disconnect();
      inner.getSubscriber().disconnect();
    });
  }
}
