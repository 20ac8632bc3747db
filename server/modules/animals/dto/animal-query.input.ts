import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsPage, PAGE_MAX } from '../../../common/validation/paging.js';

/** Sort keys a client may name, and the column each one sorts by. Both spellings of operations §3 are accepted. */
export const SORT_COLUMNS = {
  animal_id: 'animal_id',
  name: 'name',
  species: 'species',
  breed: 'breed',
  sex: 'sex',
  age: 'age',
  weight: 'weight',
  kennel: 'kennel',
  zone: 'zone_code',
  zone_code: 'zone_code',
  zoneCode: 'zone_code',
  location: 'location',
  status: 'status_code',
  status_code: 'status_code',
  statusCode: 'status_code',
  adoption: 'adoption_level',
  adoption_level: 'adoption_level',
  adoptionLevel: 'adoption_level',
  behavior: 'behavior_severity_code',
  intake_date: 'intake_date',
  intakeDate: 'intake_date',
  days: 'days_in_care',
  daysInCare: 'days_in_care',
  page: 'page',
} as const;
export type SortKey = keyof typeof SORT_COLUMNS;
const SORT_KEYS = Object.keys(SORT_COLUMNS);

export const CENTERS = { salem: 'SALEM', methuen: 'METHUEN', boston: 'BOSTON', cape: 'CENTERVILLE', centerville: 'CENTERVILLE' } as const;

const lower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Filters, sort and page of an animal list (operations §2 location report and directory); `all` or blank means no filter. */
@InputType('AnimalQuery')
export class AnimalQueryInput {
  @Field(() => String, { nullable: true, description: 'salem (default), methuen, boston or cape' })
  @ApiPropertyOptional({ enum: Object.keys(CENTERS) })
  @IsOptional()
  @Transform(lower)
  @IsIn(Object.keys(CENTERS), { message: `center must be one of ${Object.keys(CENTERS).join(', ')}` })
  center?: string;

  @Field(() => String, { nullable: true, description: 'Animal ID, name, species, breed or kennel (contains, any case)' })
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;

  @Field(() => String, { nullable: true, description: 'Zone code, e.g. B' })
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(10)
  zone?: string;

  @Field(() => String, { nullable: true, description: 'Kennel status code, e.g. AVAILABLE' })
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(30)
  status?: string;

  @Field(() => String, { nullable: true, description: 'Adoption level: L1 to L4 (also 1 to 4)' })
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(10)
  adoption?: string;

  @Field(() => String, { nullable: true, description: 'Behavior severity code, e.g. 2A' })
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(10)
  behavior?: string;

  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @ApiPropertyOptional({ default: 1, maximum: PAGE_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsPage()
  page: number = 1;

  @Field(() => Int, { nullable: true, defaultValue: 25 })
  @ApiPropertyOptional({ default: 25, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(100, { message: 'limit must be at most 100' })
  limit: number = 25;

  @Field(() => String, { nullable: true, defaultValue: 'animal_id' })
  @ApiPropertyOptional({ default: 'animal_id', enum: SORT_KEYS })
  @IsOptional()
  @IsIn(SORT_KEYS, { message: `Unknown sort column: use one of ${SORT_KEYS.join(', ')}` })
  sort: string = 'animal_id';

  @Field(() => String, { nullable: true, defaultValue: 'asc' })
  @ApiPropertyOptional({ default: 'asc', enum: ['asc', 'desc'] })
  @IsOptional()
  @Transform(lower)
  @IsIn(['asc', 'desc'], { message: 'dir must be asc or desc' })
  dir: string = 'asc';
}
