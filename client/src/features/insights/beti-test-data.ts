import type { AppSettings, LengthOfStay, PopulationPoint, StayAnimal } from './beti-logic';

/**
 * Builders for the insights tests: answers shaped as the server sends them, with the __typename Apollo's cache
 * wants (hence each object is built in a variable: the generated types leave __typename out).
 */

type ZoneCounts = Record<string, Record<string, number>>;

/** A trend point on `date` (YYYY-MM-DD) with animals per zone and species; `total` is their sum. */
export function trendPoint(date: string, zones: ZoneCounts, over: Partial<PopulationPoint> = {}): PopulationPoint {
  const byZoneSpecies = Object.entries(zones).flatMap(([zoneCode, bySpecies]) =>
    Object.entries(bySpecies).map(([species, count]) => ({ __typename: 'ZoneSpeciesCount' as const, zoneCode, species, count })),
  );
  const byZone = Object.entries(zones).map(([key, bySpecies]) => ({ __typename: 'CountBy' as const, key, count: Object.values(bySpecies).reduce((a, b) => a + b, 0) }));
  const point = {
    __typename: 'PopulationPoint',
    reportId: `r-${date}`,
    reportDate: `${date}T07:05:00`,
    total: byZone.reduce((sum, z) => sum + z.count, 0),
    behaviorFlagged: 0,
    averageDaysInCare: null,
    byZone,
    byZoneSpecies,
    ...over,
  };
  return point;
}

export function stayAnimal(animalId: string, daysInCare: number, over: Partial<StayAnimal> = {}): StayAnimal {
  const animal = { __typename: 'LongStayAnimal', animalId, name: null, species: 'DOG', zoneCode: 'B', kennel: null, statusCode: null, daysInCare, ...over };
  return animal;
}

/** A length-of-stay answer: `animals` over `longStayDays`, zone locations from `locations`. */
export function lengthOfStay(animals: StayAnimal[], { longStayDays = 30, locations = {} as Record<string, string>, count = animals.length } = {}): LengthOfStay {
  const figures = { __typename: 'StayFigures' as const, animals: 40, median: 12, p90: 48, average: 16.5 };
  const stay = {
    __typename: 'LengthOfStay',
    reportId: 'r-latest',
    reportDate: '2026-11-26T07:05:00',
    overall: figures,
    byZone: Object.entries(locations).map(([zoneCode, zoneLocation]) => ({ __typename: 'StayFigures' as const, zoneCode, zoneLocation })),
    longStayDays,
    longStayCount: count,
    longStay: animals,
  };
  return stay;
}

const settings = { __typename: 'AppSettings', longStayDays: 30, behaviorAlertSeverity: '3A' };
export const SETTINGS: AppSettings = settings;
