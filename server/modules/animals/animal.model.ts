import { Field, Float, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

/** Adoption levels a report may carry (the parser accepts no other). */
export enum AdoptionLevel {
  L1 = 'L1',
  L2 = 'L2',
  L3 = 'L3',
  L4 = 'L4',
}
registerEnumType(AdoptionLevel, { name: 'AdoptionLevel' });

const STATUS_CODES = 'Kennel status code as printed, upper case (e.g. AVAILABLE, HOLD): an open set, so a String.';
const BEHAVIOR_CODES = 'Behavior severity code: 1A, 1B, 2A, 2B, 3A or 3B. A String: these are not legal GraphQL enum values.';

/**
 * One animal row. api-and-data operations §3 names the same fields differently in the report list (zoneCode, statusCode),
 * the directory (zone, status_code) and the detail (zone_code, last_updated). REST serves those spellings;
 * GraphQL speaks camelCase, the snake_case twins deprecated for one release (issue 17).
 */
@ObjectType('Animal')
export class AnimalModel {
  @Field({ deprecationReason: 'Use animalId; removed in the next release.' }) animal_id: string;
  /** GraphQL only: filled by withCamelTwins. */
  @Field() animalId?: string;
  @Field() reportId: string;
  @Field(() => String, { nullable: true }) name: string | null;
  @Field(() => String, { nullable: true }) species: string | null;
  @Field(() => String, { nullable: true }) breed: string | null;
  @Field(() => String, { nullable: true }) sex: string | null;
  @Field(() => String, { nullable: true }) age: string | null;
  @Field(() => Float, { nullable: true, description: 'Pounds' }) weight: number | null;
  @Field(() => String, { nullable: true }) kennel: string | null;
  @Field() zoneCode: string;
  @Field({ deprecationReason: 'Use zoneCode; removed in the next release.' }) zone_code: string;
  @Field() zone: string;
  @Field({ deprecationReason: 'Use zoneLocation; removed in the next release.' }) zone_location: string;
  @Field() zoneLocation?: string;
  @Field(() => String, { nullable: true, description: STATUS_CODES }) statusCode: string | null;
  @Field(() => String, { nullable: true, description: STATUS_CODES, deprecationReason: 'Use statusCode; removed in the next release.' }) status_code: string | null;
  @Field(() => String, { nullable: true, description: STATUS_CODES, deprecationReason: 'Use subStatusCode; removed in the next release.' }) sub_status_code: string | null;
  @Field(() => String, { nullable: true, description: STATUS_CODES }) subStatusCode?: string | null;
  @Field(() => AdoptionLevel, { nullable: true }) adoptionLevel: string | null;
  @Field(() => AdoptionLevel, { nullable: true, deprecationReason: 'Use adoptionLevel; removed in the next release.' }) adoption_level: string | null;
  @Field(() => String, { nullable: true, description: BEHAVIOR_CODES, deprecationReason: 'Use behaviorSeverityCode; removed in the next release.' }) behavior_severity_code: string | null;
  @Field(() => String, { nullable: true, description: BEHAVIOR_CODES }) behaviorSeverityCode?: string | null;
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
  @Field(() => String, { nullable: true, description: 'Run Date of that report (wall clock, ISO).', deprecationReason: 'Use lastUpdated; removed in the next release.' })
  last_updated: string | null;
  @Field(() => String, { nullable: true, description: 'Run Date of that report (wall clock, ISO).' }) lastUpdated?: string | null;
  @Field({ description: 'Whether the animal is in the latest report, i.e. still at the shelter.' }) inCurrentPopulation: boolean;
}

@ObjectType('PopulationStats')
export class PopulationStatsModel {
  @Field(() => Int) totalAnimals: number;
  @Field(() => Float, {
    nullable: true,
    description: 'Animals in the zones with a capacity ÷ their capacity (0.85 is 85 %); null until an administrator sets a capacity.',
  })
  occupancyRate: number | null;
  @Field(() => Int, { nullable: true, description: 'Kennels in the zones with a capacity set; null when none is.' }) capacity?: number | null;
  @Field(() => Int, { description: 'Zones of the latest report without a capacity (left out of occupancyRate).' }) zonesWithoutCapacity?: number;
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

/** The GraphQL reading of a row: the camelCase twins of its snake_case fields (same data). REST does not call it. */
export function withCamelTwins<T extends AnimalModel & { last_updated?: string | null }>(a: T): T {
  return {
    ...a,
    animalId: a.animal_id,
    zoneLocation: a.zone_location,
    subStatusCode: a.sub_status_code,
    behaviorSeverityCode: a.behavior_severity_code,
    ...('last_updated' in a ? { lastUpdated: a.last_updated } : {}),
  };
}

export const pageWithCamelTwins = (p: AnimalPageModel): AnimalPageModel => ({ ...p, items: p.items.map(withCamelTwins) });

@ObjectType('AnimalHistoryEntry', { description: "One committed report's row for an animal: where it was and its status and level on that Run Date." })
export class AnimalHistoryEntryModel {
  @Field() reportId: string;
  @Field(() => String, { nullable: true }) reportDate: string | null;
  @Field(() => String, { nullable: true }) kennel: string | null;
  @Field() zoneCode: string;
  @Field() zoneLocation: string;
  @Field(() => String, { nullable: true, description: STATUS_CODES }) statusCode: string | null;
  @Field(() => String, { nullable: true, description: STATUS_CODES }) subStatusCode: string | null;
  @Field(() => String, { nullable: true }) adoptionLevel: string | null;
  @Field(() => String, { nullable: true, description: BEHAVIOR_CODES }) behaviorSeverityCode: string | null;
  @Field(() => Int, { nullable: true }) daysInCare: number | null;
}

@ObjectType('ZoneOccupancy', { description: "A Salem zone's animals in the latest report against its kennel capacity." })
export class ZoneOccupancyModel {
  @Field() zoneCode: string;
  @Field(() => String, { nullable: true, description: 'As printed in the latest report; null when the zone is not in it.' }) zoneLocation: string | null;
  @Field(() => Int, { description: 'Animals in the zone in the latest report.' }) occupied: number;
  @Field(() => Int, { nullable: true, description: 'Kennels, as set by an administrator; null until set.' }) capacity: number | null;
  @Field(() => Float, { nullable: true, description: 'occupied ÷ capacity (0.85 is 85 %); null until capacity is set.' }) occupancyRate: number | null;
  @Field(() => Date, { nullable: true }) capacityUpdatedAt: Date | null;
}
