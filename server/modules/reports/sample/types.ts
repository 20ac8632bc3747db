import type { RunDate } from './data.js';

/** One animal row of a generated All Pets report, with the layout page's field mapping. Blank cells are null. */
export interface SampleAnimal {
  animal_id: string;
  name: string | null;
  species: string | null;
  breed: string | null;
  sex: string | null;
  age: string | null;
  weight: number | null;
  kennel: string | null;
  zone_code: string;
  zone_location: string;
  status_code: string | null;
  sub_status_code: string | null;
  adoption_level: string | null;
  behavior_severity_code: string | null;
  /** ISO date, `YYYY-MM-DD`. */
  intake_date: string | null;
  days_in_care: number | null;
  /** 1-based page the row is printed on. */
  page: number;
  /** Site upper-cased: SALEM, BOSTON, METHUEN, CENTERVILLE (printed `Cape Cod`), FOSTER. */
  location: string;
}

export interface SampleZone {
  /** Site as printed, e.g. `Salem`, `Cape Cod`. */
  site: string;
  code: string;
  location: string;
  total: number;
}

/** Ground truth of a generated report. */
export interface SampleTruth {
  seed: string;
  /** Run Date as printed, as a local wall-clock ISO date-time without offset, e.g. `2026-11-24T07:05:00`. */
  runDate: string;
  /** Run Date exactly as printed, e.g. `11/24/2026 7:05 AM`. */
  runDateText: string;
  organisation: string;
  printedBy: string;
  pagesTotal: number;
  grandTotal: number;
  /** Count per site as printed (`Salem`, `Cape Cod`, …), in report order. */
  sites: Record<string, number>;
  /** Zones in report order. */
  zones: SampleZone[];
  /** Breed cells printed over two text lines. */
  wrappedBreeds: number;
  /** Zone lines repeated with `(continued)` after a page break. */
  continuedZones: number;
  animals: SampleAnimal[];
}

export interface SampleReportOptions {
  pages: number;
  seed: number | string;
  /** The Run Date to print; by default one picked from the seed (2025–2026). */
  runDate?: RunDate;
}
