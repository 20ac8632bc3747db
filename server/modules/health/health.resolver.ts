import { Policy } from '../../common/auth/policy.js';
import { Inject } from '@nestjs/common';
import { Query, Resolver, Subscription } from '@nestjs/graphql';
import { PubSubEngine } from 'graphql-subscriptions';
import { PUB_SUB } from '../../common/pubsub/pubsub.module.js';
import { ConfigPresenceItem } from './config-presence.model.js';
import { HEALTH_UPDATED } from './health.events.js';
import { Health } from './health.model.js';
import { HealthService } from './health.service.js';

@Resolver(() => Health)
export class HealthResolver {
  constructor(
    private readonly service: HealthService,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {}

  @Policy('health.read')
  @Query(() => Health, { description: 'The same data as GET /api/health/all.' })
  health(): Promise<Health> {
    return this.service.check();
  }

  @Policy('settings.read')
  @Query(() => [ConfigPresenceItem], {
    description: 'System Settings: whether each provider configuration variable is set. Never a value.',
  })
  configPresence(): ConfigPresenceItem[] {
    return this.service.configPresence();
  }

  @Policy('health.subscribe')
  @Subscription(() => Health, { description: 'The health snapshot whenever a check run by any caller finds a status changed. Signed-in users only.' })
  healthUpdated() {
    return this.pubSub.asyncIterableIterator(HEALTH_UPDATED);
  }
}
