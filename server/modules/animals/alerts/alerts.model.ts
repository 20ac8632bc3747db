import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, IsUUID, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IsPage } from '../../../common/validation/paging.js';
import { commaList, upperCommaList } from '../trends.model.js';

/** Behaviour alerts (operations §3, issue 18): the shape both doors serve, and the arguments they take. */

export enum AlertStatus {
  new = 'new',
  acknowledged = 'acknowledged',
  snoozed = 'snoozed',
  resolved = 'resolved',
}
export enum AlertSource {
  email = 'email',
  report = 'report',
  staff_note = 'staff_note',
}
export enum AlertAction {
  acknowledge = 'acknowledge',
  snooze = 'snooze',
  resolve = 'resolve',
  assign = 'assign',
}
registerEnumType(AlertStatus, { name: 'AlertStatus', description: 'new, acknowledged, snoozed (24 h, then new again) or resolved.' });
registerEnumType(AlertSource, { name: 'AlertSource', description: 'What raised the alert: a report rule, an inbound email or a staff note.' });
registerEnumType(AlertAction, { name: 'AlertAction' });

export const ALERT_SEVERITIES = ['L1', 'L2', 'L3', 'L4'] as const;
/** operations §9: the six alert tags. */
export const ALERT_TAGS = ['Aggression', 'Fear', 'Resource Guarding', 'Handling', 'Bite History', 'Medical'] as const;
export const ALERT_SPECIES = ['CAT', 'DOG'] as const;
export const ALERTS_PAGE_MAX = 200;
export const ALERT_BULK_MAX = 200;

@ObjectType('AlertAssignee')
export class AlertAssigneeModel {
  @Field(() => ID) id: string;
  @Field({ description: 'Display name, or the email when there is none.' }) name: string;
}

@ObjectType('Alert', { description: 'A behaviour alert on one animal.' })
export class AlertModel {
  @Field(() => ID) id: string;
  @Field({ description: 'When it was raised (ISO 8601).' }) ts: string;
  @Field({ description: 'Last change (ISO 8601): a rule updating it, a status change or an assignment.' }) updatedAt: string;
  @Field(() => AlertSource) source: AlertSource;
  @Field(() => String, { nullable: true, description: 'The report rule (behavior_severity, long_stay, stray_hold, zone_move); null for email and staff notes.' })
  rule: string | null;
  @Field() animalId: string;
  @Field(() => String, { nullable: true }) name: string | null;
  @Field(() => String, { nullable: true, description: 'As printed (CAT, DOG …); null when unknown.' }) species: string | null;
  @Field({ description: 'L1 (lowest) to L4.' }) severity: string;
  @Field(() => String, { nullable: true }) zone: string | null;
  @Field(() => String, { nullable: true, description: 'Kennel location inside the zone.' }) location: string | null;
  @Field(() => [String]) tags: string[];
  @Field(() => AlertStatus) status: AlertStatus;
  @Field(() => String, { nullable: true, description: 'When a snooze ends (ISO 8601).' }) snoozedUntil: string | null;
  @Field() snippet: string;
  @Field() body: string;
  @Field(() => ID, { nullable: true }) reportId: string | null;
  @Field(() => [String]) suggestedNextSteps: string[];
  @Field(() => AlertAssigneeModel, { nullable: true }) assignee: AlertAssigneeModel | null;
}

@ObjectType('AlertCounts', { description: 'Alerts per status under the other filters.' })
export class AlertCountsModel {
  @Field(() => Int) new: number;
  @Field(() => Int) acknowledged: number;
  @Field(() => Int) snoozed: number;
  @Field(() => Int) resolved: number;
}

@ObjectType('AlertPage')
export class AlertPageModel {
  @Field(() => [AlertModel], { description: 'Newest first.' }) items: AlertModel[];
  @Field(() => Int) total: number;
  @Field(() => AlertCountsModel) counts: AlertCountsModel;
}


/** The alert list's filters (operations §3: center, severity, species, status, tags, search), for both doors. */
@ArgsType()
export class AlertsQuery {
  @Field({ nullable: true, description: 'Centre: salem (the only one enabled) or all; salem by default.' })
  @ApiPropertyOptional({ enum: ['salem', 'all'] })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.toLowerCase() : value))
  @IsIn(['salem', 'all'], { message: 'center must be salem or all' })
  center?: string;

  @Field(() => [String], { nullable: true })
  @ApiPropertyOptional({ type: [String], enum: ALERT_SEVERITIES })
  @IsOptional()
  @Transform(upperCommaList)
  @IsIn(ALERT_SEVERITIES, { each: true, message: `severity must be among ${ALERT_SEVERITIES.join(', ')}` })
  @IsArray()
  severity?: string[];

  @Field(() => [String], { nullable: true })
  @ApiPropertyOptional({ type: [String], enum: ALERT_SPECIES })
  @IsOptional()
  @Transform(upperCommaList)
  @IsIn(ALERT_SPECIES, { each: true, message: `species must be among ${ALERT_SPECIES.join(', ')}` })
  @IsArray()
  species?: string[];

  @Field(() => [AlertStatus], { nullable: true, description: 'Every status by default.' })
  @ApiPropertyOptional({ type: [String], enum: AlertStatus })
  @IsOptional()
  @Transform(commaList)
  @IsIn(Object.values(AlertStatus), { each: true, message: `status must be among ${Object.values(AlertStatus).join(', ')}` })
  @IsArray()
  status?: AlertStatus[];

  @Field(() => [String], { nullable: true, description: 'Alerts with any of these tags.' })
  @ApiPropertyOptional({ type: [String], enum: ALERT_TAGS })
  @IsOptional()
  @Transform(commaList)
  @IsIn(ALERT_TAGS, { each: true, message: `tags must be among ${ALERT_TAGS.join(', ')}` })
  @IsArray()
  tags?: string[];

  @Field({ nullable: true, description: 'Matches the animal id, name or snippet, case-insensitive.' })
  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  @IsString({ message: 'search must be text' })
  search?: string;

  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsPage()
  page?: number;

  @Field(() => Int, { nullable: true, defaultValue: 50 })
  @ApiPropertyOptional({ minimum: 1, maximum: ALERTS_PAGE_MAX })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'limit must be at least 1' })
  @Max(ALERTS_PAGE_MAX, { message: `limit must be at most ${ALERTS_PAGE_MAX}` })
  limit?: number;
}

@InputType()
export class UpdateAlertsInput {
  @Field(() => [ID], { description: `One alert or many (bulk), at most ${ALERT_BULK_MAX}.` })
  @ApiProperty({ type: [String] })
  @ArrayMinSize(1, { message: 'ids must name at least one alert' })
  @ArrayMaxSize(ALERT_BULK_MAX, { message: `ids must name at most ${ALERT_BULK_MAX} alerts` })
  @IsUUID('all', { each: true, message: 'ids must be alert ids' })
  @IsArray({ message: 'ids must be a list of alert ids' })
  ids: string[];

  @Field(() => AlertAction)
  @ApiProperty({ enum: AlertAction })
  @IsIn(Object.values(AlertAction), { message: `action must be one of ${Object.values(AlertAction).join(', ')}` })
  action: AlertAction;

  @Field(() => ID, { nullable: true, description: 'With assign: the staff member; null or absent unassigns.' })
  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID('all', { message: 'assigneeId must be a user id' })
  assigneeId?: string | null;
}

/** PATCH /api/alerts/{id}: a status, an assignee, or both. */
export class PatchAlertBody {
  @ApiPropertyOptional({ enum: ['acknowledged', 'snoozed', 'resolved'] })
  @IsOptional()
  @IsIn(['acknowledged', 'snoozed', 'resolved'], { message: 'status must be acknowledged, snoozed or resolved' })
  status?: 'acknowledged' | 'snoozed' | 'resolved';

  @ApiPropertyOptional({ nullable: true, description: 'A user id, or null to unassign.' })
  @IsOptional()
  @IsUUID('all', { message: 'assigneeId must be a user id' })
  assigneeId?: string | null;
}

@InputType()
export class RaiseAlertInput {
  @Field({ description: 'An animal of the latest report.' })
  @ApiProperty()
  @MaxLength(40, { message: 'animalId must be at most 40 characters' })
  @IsString({ message: 'animalId must be text' })
  animalId: string;

  @Field({ description: 'L1 to L4.' })
  @ApiProperty({ enum: ALERT_SEVERITIES })
  @IsIn(ALERT_SEVERITIES, { message: `severity must be one of ${ALERT_SEVERITIES.join(', ')}` })
  severity: string;

  @Field(() => [String], { nullable: true })
  @ApiPropertyOptional({ type: [String], enum: ALERT_TAGS })
  @IsOptional()
  @IsIn(ALERT_TAGS, { each: true, message: `tags must be among ${ALERT_TAGS.join(', ')}` })
  @IsArray({ message: 'tags must be a list' })
  tags?: string[];

  @Field({ description: 'What happened, in the staff member’s words (3 to 2000 characters).' })
  @ApiProperty()
  @MinLength(3, { message: 'note must be at least 3 characters' })
  @MaxLength(2000, { message: 'note must be at most 2000 characters' })
  @IsString({ message: 'note must be text' })
  note: string;
}

@ObjectType('AlertInboundFailure')
export class AlertInboundFailureModel {
  @Field(() => ID) id: string;
  @Field() receivedAt: string;
  @Field() error: string;
}

@ObjectType('AlertWebhook', { description: 'The inbound email webhook as the Alerts Settings tab shows it.' })
export class AlertWebhookModel {
  @Field({ description: 'Whether ALERTS_WEBHOOK_SECRET is set; without it every message is refused.' }) secretSet: boolean;
  @Field() endpoint: string;
  @Field(() => Int, { description: 'Seconds a signature stays valid (replay window).' }) toleranceSeconds: number;
  @Field(() => String, { nullable: true }) lastReceivedAt: string | null;
  @Field(() => String, { nullable: true, description: 'State of the last message: received (queued), processed or failed.' }) lastState: string | null;
  @Field(() => Int, { description: 'Messages received in the last 24 hours.' }) received24h: number;
  @Field(() => Int, { description: 'Messages that failed in the last 24 hours.' }) failed24h: number;
  @Field(() => [AlertInboundFailureModel], { description: 'The latest failures, newest first (at most 5).' }) recentFailures: AlertInboundFailureModel[];
  @Field({ description: 'A shell example that signs a test message with the secret and sends it.' }) exampleCurl: string;
}
