import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum HealthStatus {
  ok = 'ok',
  warn = 'warn',
  fail = 'fail',
  not_configured = 'not_configured',
}
registerEnumType(HealthStatus, { name: 'HealthStatus', description: 'State of one part of the system.' });

@ObjectType({
  description:
    'One check; `error` is set when it failed, `message` otherwise. Both name paths, hosts and versions, so only SUPERVISOR and up get them (see Health.detailed).',
})
export class HealthCheck {
  @Field(() => HealthStatus)
  status: HealthStatus;

  @Field(() => String, { nullable: true })
  message?: string;

  @Field(() => String, { nullable: true })
  error?: string;
}

@ObjectType()
export class HealthChecks {
  @Field(() => HealthCheck, { description: 'Write, read and delete of a probe object.' })
  storage: HealthCheck;

  @Field(() => HealthCheck, { description: 'A database round trip.' })
  db: HealthCheck;

  @Field(() => HealthCheck, { description: 'AI parsing: ok with an Anthropic key, not_configured without one.' })
  ai: HealthCheck;

  @Field(() => HealthCheck, { description: 'Redis ping and job counts, or the in-process queue.' })
  queue: HealthCheck;

  @Field(() => HealthCheck, { description: 'SMTP verify, or the local outbox.' })
  mail: HealthCheck;

  @Field({ description: 'K4_DELTA_ENABLED: location reports are on.' })
  deltaEnabled: boolean;
}

@ObjectType()
export class HealthConfig {
  @Field()
  REPORTS_SSE_ENABLED: boolean;
}

@ObjectType({ description: 'GET /api/health/all' })
export class Health {
  @Field(() => HealthStatus, { description: 'fail if storage, db or ai fails; warn if any check warns or fails.' })
  status: HealthStatus;

  @Field(() => HealthChecks)
  checks: HealthChecks;

  @Field({ description: 'New on every server start; clients drop cached identity when it changes.' })
  bootId: string;

  @Field({
    description:
      'Whether the checks carry their message and error. Signed-out callers and roles below SUPERVISOR get statuses only.',
  })
  detailed: boolean;

  @Field(() => HealthConfig)
  config: HealthConfig;

  @Field()
  checkedAt: Date;
}
