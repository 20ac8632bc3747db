import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

/** Report history shapes (issue 18): population per report, length of stay, and the settings they use. */

@ObjectType('CountBy')
export class CountByModel {
  @Field({ description: 'A zone code or a species.' }) key: string;
  @Field(() => Int) count: number;
}

@ObjectType('ZoneSpeciesCount')
export class ZoneSpeciesCountModel {
  @Field() zoneCode: string;
  @Field() species: string;
  @Field(() => Int) count: number;
}

@ObjectType('PopulationPoint', { description: 'One committed report in the range: its animals, in total and by zone and species.' })
export class PopulationPointModel {
  @Field() reportId: string;
  @Field(() => String, { nullable: true }) reportDate: string | null;
  @Field(() => Int) total: number;
  @Field(() => Int, { description: 'Animals at or above the behaviour alert severity (settings.behaviorAlertSeverity).' }) behaviorFlagged: number;
  @Field(() => Float, { nullable: true, description: 'Average Days in care, of the rows that print one.' }) averageDaysInCare: number | null;
  @Field(() => [CountByModel]) byZone: CountByModel[];
  @Field(() => [CountByModel]) bySpecies: CountByModel[];
  @Field(() => [ZoneSpeciesCountModel], { description: 'Animals per zone and species (zones overview splits).' }) byZoneSpecies: ZoneSpeciesCountModel[];
}

@ObjectType('PopulationTrend')
export class PopulationTrendModel {
  @Field({ description: 'First day of the range (YYYY-MM-DD), by Run Date.' }) from: string;
  @Field({ description: 'Last day of the range (YYYY-MM-DD), included.' }) to: string;
  @Field(() => [PopulationPointModel], { description: 'Oldest first.' }) points: PopulationPointModel[];
}

@ObjectType('StayFigures')
export class StayFiguresModel {
  @Field(() => String, { nullable: true, description: 'Null for the whole report.' }) zoneCode: string | null;
  @Field(() => String, { nullable: true }) zoneLocation: string | null;
  @Field(() => Int, { description: 'Animals with a Days value.' }) animals: number;
  @Field(() => Float, { nullable: true }) median: number | null;
  @Field(() => Float, { nullable: true, description: '90th percentile (linear interpolation, as percentile_cont).' }) p90: number | null;
  @Field(() => Float, { nullable: true }) average: number | null;
}

@ObjectType('LongStayAnimal')
export class LongStayAnimalModel {
  @Field() animalId: string;
  @Field(() => String, { nullable: true }) name: string | null;
  @Field(() => String, { nullable: true }) species: string | null;
  @Field() zoneCode: string;
  @Field(() => String, { nullable: true }) kennel: string | null;
  @Field(() => String, { nullable: true }) statusCode: string | null;
  @Field(() => Int) daysInCare: number;
}

@ObjectType('LengthOfStay', { description: 'Length of stay from the Days column of one committed report (the latest by default).' })
export class LengthOfStayModel {
  @Field(() => String, { nullable: true }) reportId: string | null;
  @Field(() => String, { nullable: true }) reportDate: string | null;
  @Field(() => StayFiguresModel) overall: StayFiguresModel;
  @Field(() => [StayFiguresModel]) byZone: StayFiguresModel[];
  @Field(() => Int, { description: 'The threshold used: the setting longStayDays unless the call names one.' }) longStayDays: number;
  @Field(() => Int) longStayCount: number;
  @Field(() => [LongStayAnimalModel], { description: `Longest first; at most ${200}.` }) longStay: LongStayAnimalModel[];
}

/** A day from 1900 to 2999 (PostgreSQL takes no year 0, and the range's end plus a day must stay a date). */
const ISO_DAY = /^(19|2\d)\d{2}-\d{2}-\d{2}$/;
export const SPECIES_NAME = /^[A-Z][A-Z ]{0,30}$/;
/** `a,b` (a query string) or ['a', 'b'] (GraphQL, or a repeated parameter) as a trimmed list without empty items. */
export const commaList = ({ value }: { value: unknown }) =>
  (typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
/** The same, upper case: `dog,cat` as ["DOG", "CAT"], `l3` as ["L3"]. */
export const upperCommaList = (arg: { value: unknown }) => commaList(arg).map((v) => (typeof v === 'string' ? v.toUpperCase() : v));

@InputType()
export class TrendRangeInput {
  @Field({ nullable: true, description: 'YYYY-MM-DD; by default 29 days before `to`.' })
  @ApiPropertyOptional({ example: '2026-11-01' })
  @IsOptional()
  @Matches(ISO_DAY, { message: 'from must be a date (YYYY-MM-DD, 1900 to 2999)' })
  from?: string;

  @Field({ nullable: true, description: "YYYY-MM-DD, included; by default the latest report's Run Date." })
  @ApiPropertyOptional({ example: '2026-11-30' })
  @IsOptional()
  @Matches(ISO_DAY, { message: 'to must be a date (YYYY-MM-DD, 1900 to 2999)' })
  to?: string;

  @Field(() => [String], { nullable: true, description: 'Only these species (as printed, upper case: DOG, CAT); all by default.' })
  @ApiPropertyOptional({ type: [String], example: ['DOG', 'CAT'] })
  @IsOptional()
  @Transform(upperCommaList)
  @ArrayMaxSize(20, { message: 'species names at most 20 species' })
  @Matches(SPECIES_NAME, { each: true, message: 'species must be names such as DOG or CAT' })
  species?: string[];
}

export const SEVERITIES = ['1A', '1B', '2A', '2B', '3A', '3B'] as const;

@ObjectType('AppSettings', { description: 'Settings an administrator changes in System Settings.' })
export class AppSettingsModel {
  @Field(() => Int, { description: 'Animals in care longer than this many days are on the long-stay list (default 30).' }) longStayDays: number;
  @Field({ description: 'Behaviour severity at or above which an animal is flagged (default 3A).' }) behaviorAlertSeverity: string;
  @Field(() => Int, { description: 'A stray hold longer than this many days raises an alert (default 7).' }) strayHoldDays: number;
}

@InputType()
export class AppSettingsInput {
  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ minimum: 1, maximum: 3650 })
  @IsOptional()
  @Min(1, { message: 'longStayDays must be at least 1' })
  @Max(3650, { message: 'longStayDays must be at most 3650' })
  @IsInt({ message: 'longStayDays must be a whole number of days' })
  longStayDays?: number;

  @Field({ nullable: true })
  @ApiPropertyOptional({ enum: SEVERITIES })
  @IsOptional()
  @IsIn(SEVERITIES, { message: `behaviorAlertSeverity must be one of ${SEVERITIES.join(', ')}` })
  behaviorAlertSeverity?: string;

  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ minimum: 1, maximum: 365 })
  @IsOptional()
  @Min(1, { message: 'strayHoldDays must be at least 1' })
  @Max(365, { message: 'strayHoldDays must be at most 365' })
  @IsInt({ message: 'strayHoldDays must be a whole number of days' })
  strayHoldDays?: number;
}

/** The arguments of lengthOfStay and the query string of GET /api/stats/length-of-stay: one class, so both doors check alike. */
@ArgsType()
export class LengthOfStayQuery {
  @Field(() => ID, { nullable: true })
  @ApiPropertyOptional()
  @IsOptional()
  reportId?: string;

  @Field(() => [String], { nullable: true, description: 'Only these species (DOG, CAT); all by default.' })
  @ApiPropertyOptional({ type: [String], example: ['DOG'] })
  @IsOptional()
  @Transform(upperCommaList)
  @ArrayMaxSize(20, { message: 'species names at most 20 species' })
  @Matches(SPECIES_NAME, { each: true, message: 'species must be names such as DOG or CAT' })
  species?: string[];

  @Field(() => Int, { nullable: true, description: 'By default the longStayDays setting.' })
  @ApiPropertyOptional({ minimum: 1, maximum: 3650 })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'longStayDays must be at least 1' })
  @Max(3650, { message: 'longStayDays must be at most 3650' })
  @IsInt({ message: 'longStayDays must be a whole number of days' })
  longStayDays?: number;
}
