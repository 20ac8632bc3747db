import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { PubSubEngine } from 'graphql-subscriptions';
import { ClientInfo, CurrentAuth, type AuthContext, type ClientMeta } from '../../../common/auth/auth-context.js';
import { Policy } from '../../../common/auth/policy.js';
import { PUB_SUB } from '../../../common/pubsub/pubsub.module.js';
import { AlertsInboundService } from './alerts-inbound.service.js';
import { AlertAssigneeModel, AlertModel, AlertPageModel, AlertsQuery, AlertWebhookModel, RaiseAlertInput, UpdateAlertsInput } from './alerts.model.js';
import { ALERT_CHANGED, AlertsService } from './alerts.service.js';

@Resolver(() => AlertModel)
export class AlertsResolver {
  constructor(
    private readonly service: AlertsService,
    private readonly inbound: AlertsInboundService,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {}

  @Query(() => AlertPageModel, { description: 'Behaviour alerts, newest first, with the spec filters; counts per status under the other filters.' })
  @Policy('alerts.read')
  alerts(@Args() query: AlertsQuery) {
    return this.service.list(query);
  }

  @Query(() => AlertModel)
  @Policy('alerts.read')
  alert(@Args('id', { type: () => ID }) id: string) {
    return this.service.get(id);
  }

  @Query(() => Int, { description: 'Alerts not resolved (new, acknowledged or snoozed).' })
  @Policy('alerts.read')
  openAlertCount() {
    return this.service.openCount();
  }

  @Query(() => [AlertAssigneeModel], { description: 'Staff an alert can be assigned to: active users who can see alerts.' })
  @Policy('alerts.read')
  alertAssignees() {
    return this.service.assignees();
  }

  @Mutation(() => [AlertModel], { description: 'Acknowledge, snooze (24 h), resolve or assign one alert or many; each change is audited.' })
  @Policy('alerts.update')
  updateAlerts(@Args('input') input: UpdateAlertsInput, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.service.update(input, auth, meta);
  }

  @Mutation(() => AlertModel, { description: 'A staff note: raises an alert on an animal of the latest report.' })
  @Policy('alerts.raise')
  raiseAlert(@Args('input') input: RaiseAlertInput, @CurrentAuth() auth: AuthContext, @ClientInfo() meta: ClientMeta) {
    return this.service.raise(input, auth, meta);
  }

  @Query(() => AlertWebhookModel, { description: 'The inbound email webhook: secret set, last message, failures, example.' })
  @Policy('alerts.settings')
  alertWebhook() {
    return this.inbound.state();
  }

  @Subscription(() => AlertModel, { description: 'Each alert raised or changed, by anyone.' })
  @Policy('alerts.read')
  alertChanged() {
    return this.pubSub.asyncIterableIterator(ALERT_CHANGED);
  }
}
