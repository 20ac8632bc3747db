import { ratePercent } from '../../lib/rates';
import { formatReportDate, isoDate, parseReportDate } from '../../lib/report-dates';
import { formatCount } from '../../lib/numbers';

export interface LatestReportLike {
  reportDate: string | null;
}

export interface ValidThru {
  /** The card's value: a date, "Processing...", "No Reports", "No date" or "Invalid date". */
  value: string;
  /** A machine-readable date for `<time>`, when the value is one. */
  dateTime?: string;
  hint: string;
}

/** The Valid thru card (operations §2): Processing... while a report is pending, No Reports without one, else its date. */
export function validThru(latest: LatestReportLike | null, processing: boolean): ValidThru {
  const date = latest?.reportDate ? parseReportDate(latest.reportDate) : null;
  if (processing) {
    return { value: 'Processing...', hint: latest ? `Current figures: ${formatReportDate(latest.reportDate)}` : 'The first report is being read' };
  }
  if (!latest) return { value: 'No Reports', hint: 'Upload a report to begin' };
  return {
    value: formatReportDate(latest.reportDate),
    dateTime: date ? isoDate(date) : undefined,
    hint: 'Run date of the latest report',
  };
}

export interface AdoptionCounts {
  L1: number;
  L2: number;
  L3: number;
  L4: number;
  unassessed: number;
}

export interface LevelRow {
  key: keyof AdoptionCounts;
  label: string;
  count: number;
  /** Share of all animals in the report, rounded. */
  percent: number;
  palette: string;
  muted: boolean;
}

/** operations §2 colours: L1 green, L2 blue, L3 yellow, any other level red. */
const LEVELS = [
  { key: 'L1', label: 'Level 1', palette: 'green' },
  { key: 'L2', label: 'Level 2', palette: 'blue' },
  { key: 'L3', label: 'Level 3', palette: 'yellow' },
  { key: 'L4', label: 'Level 4', palette: 'red' },
] as const;

/** The Adoption Levels rows, L1 to L4, then the animals not yet assessed. */
export function levelRows(counts: AdoptionCounts): { rows: LevelRow[]; total: number } {
  const total = counts.L1 + counts.L2 + counts.L3 + counts.L4 + counts.unassessed;
  const percent = (count: number) => (total === 0 ? 0 : Math.round((count / total) * 100));
  const rows: LevelRow[] = LEVELS.map(({ key, label, palette }) => ({ key, label, count: counts[key], percent: percent(counts[key]), palette, muted: false }));
  rows.push({ key: 'unassessed', label: 'Not yet assessed', count: counts.unassessed, percent: percent(counts.unassessed), palette: 'gray', muted: true });
  return { rows, total };
}

export interface PopulationLike {
  totalAnimals: number;
  occupancyRate: number | null;
  capacity?: number | null;
  zonesWithoutCapacity?: number;
}

export interface Occupancy {
  /** "84%", or null for the dash (no capacity set, or no report). */
  value: string | null;
  hint: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The Occupancy Rate card (issue 18): animals in the zones with a kennel capacity ÷ their capacity. Until an
 * administrator sets a capacity the card keeps its dash; zones without one are named in the hint.
 */
export function occupancy(stats: PopulationLike, hasReport: boolean): Occupancy {
  if (!hasReport) return { value: null, hint: 'No report yet' };
  if (stats.occupancyRate === null || !stats.capacity) return { value: null, hint: 'Kennel capacity not set' };
  const missing = stats.zonesWithoutCapacity ?? 0;
  return {
    value: ratePercent(stats.occupancyRate),
    hint: `Of ${formatCount(stats.capacity)} kennels${missing ? ` · ${plural(missing, 'zone')} without capacity` : ''}`,
  };
}
