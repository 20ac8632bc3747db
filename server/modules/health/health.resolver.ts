import { Inject } from '@nestjs/common';
import { Query, Resolver, Subscription } from '@nestjs/graphql';
import { PubSubEngine } from 'graphql-subscriptions';
import { Policy } from '../../common/auth/policy.js';
import { PUB_SUB } from '../../common/pubsub/pubsub.module.js';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context.js';
import { ConfigPresenceItem } from './config-presence.model.js';
import { HEALTH_UPDATED } from './health.events.js';
import { Health } from './health.model.js';
import { HealthService, forViewer } from './health.service.js';

@Resolver(() => Health)
export class HealthResolver {
  constructor(
    private readonly service: HealthService,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {}

  @Policy('health.read')
  @Query(() => Health, { description: 'The same data as GET /api/health/all.' })
  health(@CurrentAuth() auth: AuthContext | null | undefined): Promise<Health> {
    return this.service.checkFor(auth);
  }

  @Policy('settings.read')
  @Query(() => [ConfigPresenceItem], {
    description: 'System Settings: whether each provider configuration variable is set. Never a value.',
  })
  configPresence(): ConfigPresenceItem[] {
    return this.service.configPresence();
  }

  @Policy('health.subscribe')
  @Subscription(() => Health, {
    description:
      'The health snapshot whenever a check run by any caller finds a status changed. Signed-in users only; details as for `health`.',
    // One snapshot is published to every subscriber: each one reads it as its own session may (the socket's).
    resolve: (payload: { healthUpdated: Health }, _args: unknown, context: { req?: { auth?: AuthContext | null } }) =>
      forViewer(payload.healthUpdated, context.req?.auth),
  })
  healthUpdated() {
    return this.pubSub.asyncIterableIterator(HEALTH_UPDATED);
  }
}
