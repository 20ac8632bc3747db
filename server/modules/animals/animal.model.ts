import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

/**
 * One animal row. §3 names the same fields differently in the report list (zoneCode, statusCode), the
 * directory (zone, status_code) and the detail (zone_code, last_updated); every spelling is served.
 */
@ObjectType('Animal')
export class AnimalModel {
  @Field() animal_id: string;
  @Field() reportId: string;
  @Field(() => String, { nullable: true }) name: string | null;
  @Field(() => String, { nullable: true }) species: string | null;
  @Field(() => String, { nullable: true }) breed: string | null;
  @Field(() => String, { nullable: true }) sex: string | null;
  @Field(() => String, { nullable: true }) age: string | null;
  @Field(() => Float, { nullable: true, description: 'Pounds' }) weight: number | null;
  @Field(() => String, { nullable: true }) kennel: string | null;
  @Field() zoneCode: string;
  @Field() zone_code: string;
  @Field() zone: string;
  @Field() zone_location: string;
  @Field(() => String, { nullable: true }) statusCode: string | null;
  @Field(() => String, { nullable: true }) status_code: string | null;
  @Field(() => String, { nullable: true }) sub_status_code: string | null;
  @Field(() => String, { nullable: true }) adoptionLevel: string | null;
  @Field(() => String, { nullable: true }) adoption_level: string | null;
  @Field(() => String, { nullable: true }) behavior_severity_code: string | null;
  @Field(() => String, { nullable: true, description: 'ISO date' }) intakeDate: string | null;
  @Field(() => Int, { nullable: true }) daysInCare: number | null;
  @Field(() => Int) page: number;
  @Field() location: string;
}

@ObjectType('AnimalPage')
export class AnimalPageModel {
  @Field(() => [AnimalModel]) items: AnimalModel[];
  @Field(() => Int) total: number;
  @Field(() => Int) page: number;
  @Field(() => Int) limit: number;
  @Field(() => String, { nullable: true, description: 'The report the rows come from (the latest, for the directory).' }) reportId: string | null;
}

@ObjectType('AnimalCurrent', { description: "An animal's latest appearance in any committed report." })
export class AnimalCurrentModel extends AnimalModel {
  @Field(() => String, { nullable: true, description: 'Run Date of that report (wall clock, ISO).' }) last_updated: string | null;
  @Field({ description: 'Whether the animal is in the latest report, i.e. still at the shelter.' }) inCurrentPopulation: boolean;
}

@ObjectType('PopulationStats')
export class PopulationStatsModel {
  @Field(() => Int) totalAnimals: number;
  @Field(() => Float, { nullable: true, description: 'Not calculated in this version: always null.' }) occupancyRate: number | null;
  @Field(() => String, { nullable: true }) reportId: string | null;
}

@ObjectType('AdoptionLevelStats')
export class AdoptionLevelStatsModel {
  @Field(() => Int) L1: number;
  @Field(() => Int) L2: number;
  @Field(() => Int) L3: number;
  @Field(() => Int) L4: number;
  @Field(() => Int, { description: 'Animals not yet assessed.' }) unassessed: number;
}
