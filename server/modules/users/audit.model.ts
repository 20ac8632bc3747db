import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { AuditEventEntity } from '../../common/audit/audit-event.entity.js';

@ObjectType('AuditEvent')
export class AuditEventModel {
  @Field(() => ID)
  id: string;

  @Field()
  at: Date;

  @Field()
  action: string;

  @Field(() => String, { nullable: true })
  actorId: string | null;

  @Field(() => String, { nullable: true })
  actorEmail: string | null;

  @Field(() => String, { nullable: true, description: 'What the action was about, e.g. `user:<id>`.' })
  target: string | null;

  @Field(() => String, { nullable: true })
  ip: string | null;

  @Field({ description: 'The event details as a JSON object text (kept a String to avoid a JSON scalar).' })
  details: string;
}

@ObjectType('AuditEventPage')
export class AuditEventPageModel {
  @Field(() => [AuditEventModel])
  items: AuditEventModel[];

  @Field(() => Int)
  total: number;
}

export function toAuditEventModel(e: AuditEventEntity): AuditEventModel {
  return {
    id: e.id,
    at: e.at,
    action: e.action,
    actorId: e.actorId,
    actorEmail: e.actorEmail,
    target: e.target,
    ip: e.ip,
    details: JSON.stringify(e.details ?? {}),
  };
}
