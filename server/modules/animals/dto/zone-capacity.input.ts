import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { CAPACITY_MAX } from '../animal.entity.js';

const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

@InputType()
export class ZoneCapacityInput {
  @Field({ description: 'The zone code as printed on the report (A, B, …).' })
  @ApiProperty({ example: 'A' })
  @Transform(upper)
  @Matches(/^[A-Z0-9][A-Z0-9 _-]*$/, { message: 'zoneCode must be a zone code such as A or B2' })
  @MaxLength(20, { message: 'zoneCode must be at most 20 characters' })
  @IsString({ message: 'zoneCode must be text' })
  zoneCode: string;

  @Field(() => Int, { nullable: true, description: 'Kennels in the zone, 1 to 10000; null clears it.' })
  @ApiProperty({ nullable: true, minimum: 1, maximum: CAPACITY_MAX, example: 24 })
  @IsOptional()
  // class-validator reports the last decorator's message first: the type check goes last.
  @Min(1, { message: 'capacity must be at least 1 (leave it empty to clear it)' })
  @Max(CAPACITY_MAX, { message: `capacity must be at most ${CAPACITY_MAX}` })
  @IsInt({ message: 'capacity must be a whole number' })
  capacity: number | null;
}

/** The input of setZoneCapacities, and the REST body of PUT /api/settings/zone-capacities (one class, so both validate alike). */
@InputType()
export class ZoneCapacitiesInput {
  @Field(() => [ZoneCapacityInput])
  @ApiProperty({ type: [ZoneCapacityInput] })
  @ValidateNested({ each: true })
  @Type(() => ZoneCapacityInput)
  @ArrayMinSize(1, { message: 'capacities must name at least one zone' })
  @ArrayMaxSize(100, { message: 'capacities must name at most 100 zones' })
  @IsArray({ message: 'capacities must be a list' })
  capacities: ZoneCapacityInput[];
}
