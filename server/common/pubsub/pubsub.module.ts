import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { PubSub, PubSubEngine } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { Redis } from 'ioredis';
import { AppConfig, CONFIG } from '../../config/config.js';

/** Injection token of the GraphQL pub/sub engine: Redis-backed when REDIS_URL is set, in-memory otherwise. */
export const PUB_SUB = Symbol('PUB_SUB');

function createPubSub(config: AppConfig): PubSubEngine {
  if (!config.REDIS_URL) return new PubSub();
  const logger = new Logger('PubSub');
  const onError = (e: Error) => logger.warn(`redis: ${e.message}`);
  // The publisher fails fast while Redis is down instead of queueing publishes forever.
  const publisher = new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  return new RedisPubSub({ publisher, subscriber });
}

@Global()
@Module({
  providers: [{ provide: PUB_SUB, inject: [CONFIG], useFactory: createPubSub }],
  exports: [PUB_SUB],
})
export class PubSubModule implements OnApplicationShutdown {
  constructor(@Inject(PUB_SUB) private readonly pubSub: PubSubEngine) {}

  onApplicationShutdown() {
    if (this.pubSub instanceof RedisPubSub) this.pubSub.close();
  }
}
