import { formatUsDate, formatUsTime, parseReportDate } from '../../lib/report-dates';
import type { BadgePalette } from '../../components/data-list/cell-css';

/**
 * Labels of animal fields and the filter choices. The choices follow the data a Salem "All Pets" report
 * really holds (operations.md §3 dictionaries): kennel status codes, adoption levels L1–L4, behaviour 1A–3B.
 */

export interface Option {
  value: string;
  label: string;
}

/** operations §3 status codes, category KENNEL: the values the server filters `status` on. */
export const STATUS_OPTIONS: Option[] = [
  { value: 'AVAILABLE', label: 'Available' },
  { value: 'UNAVAIL', label: 'Unavailable' },
  { value: 'STRAY_WAIT', label: 'Stray Hold' },
  { value: 'EVALUATION', label: 'Evaluation' },
];

/** operations §3 category KENNEL_SUB: shown beside the status (the server has no filter on it). */
const SUB_STATUS_LABELS: Record<string, string> = {
  MEDICAL: 'Medical Hold',
  BEHAVIOR: 'Behavior Hold',
  BEH_MED: 'Behavior + Medical',
  PENDADOPT: 'Pending Adoption',
};

export const ADOPTION_OPTIONS: Option[] = [1, 2, 3, 4].map((n) => ({ value: `L${n}`, label: `Level ${n}` }));

export const BEHAVIOR_OPTIONS: Option[] = ['1A', '1B', '2A', '2B', '3A', '3B'].map((code) => ({ value: code, label: `Level ${code}` }));

/** operations §9: the directory's zone choices. */
export const DIRECTORY_ZONE_OPTIONS: Option[] = ['A', 'B', 'C', 'D', 'E'].map((code) => ({ value: code, label: `Zone ${code}` }));

/** operations §2: a report's zone groups, shown as "code - location". */
export function zoneOptions(groups: readonly { code: string; location: string }[]): Option[] {
  return groups.map((group) => ({ value: group.code, label: `${group.code} - ${group.location}` }));
}

export const DASH = '—';

export function orDash(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return DASH;
  const text = String(value).trim();
  return text === '' ? DASH : text;
}

export function statusLabel(code: string | null | undefined): string {
  if (!code) return DASH;
  return STATUS_OPTIONS.find((option) => option.value === code)?.label ?? SUB_STATUS_LABELS[code] ?? code;
}

export function subStatusLabel(code: string | null | undefined): string | null {
  if (!code) return null;
  return SUB_STATUS_LABELS[code] ?? code;
}

const ADOPTION_PALETTES: Partial<Record<string, BadgePalette>> = { L1: 'green', L2: 'blue', L3: 'yellow' };
const STATUS_PALETTES: Partial<Record<string, BadgePalette>> = { AVAILABLE: 'green', UNAVAIL: 'gray', STRAY_WAIT: 'orange', EVALUATION: 'purple' };

/** Badge colours of operations §2's adoption levels: L1 green, L2 blue, L3 yellow, others red. */
export function adoptionPalette(level: string | null | undefined): BadgePalette {
  if (!level) return 'gray';
  return ADOPTION_PALETTES[level] ?? 'red';
}

export function adoptionLabel(level: string | null | undefined): string {
  const match = level ? /^L([1-4])$/.exec(level) : null;
  return match ? `Level ${match[1]}` : orDash(level);
}

export function statusPalette(code: string | null | undefined): BadgePalette {
  return STATUS_PALETTES[code ?? ''] ?? 'gray';
}

export function behaviorLabel(code: string | null | undefined): string {
  return code ? `Level ${code}` : DASH;
}

/** Pounds, one decimal at most: "12.5 lb". */
export function weightLabel(pounds: number | null | undefined): string {
  if (pounds === null || pounds === undefined || !Number.isFinite(pounds)) return DASH;
  return `${Math.round(pounds * 10) / 10} lb`;
}

/** operations §2: the directory shows species in lowercase. */
export function lowerSpecies(species: string | null | undefined): string {
  return species ? species.toLowerCase() : DASH;
}

/** Title case of a stored upper-case word: DOG → Dog, GUINEA PIG → Guinea Pig. */
export function titleCase(value: string | null | undefined): string {
  if (!value) return DASH;
  return value.toLowerCase().replace(/(^|[\s/-])\p{L}/gu, (match) => match.toUpperCase());
}

/** operations §3: location codes in title case; UNKNOWN is shown as a dash. */
export function locationLabel(location: string | null | undefined): string {
  if (!location || location.toUpperCase() === 'UNKNOWN') return DASH;
  return titleCase(location);
}

/** "salem" → "Salem": the location report's title is "{Center} Location". */
export function centerName(center: string): string {
  return center.charAt(0).toUpperCase() + center.slice(1);
}

/** "11/24/2026, 7:05 AM" from the wall-clock ISO time of a report (read as local time, see parseReportDate). */
export function lastSeenLabel(value: string | null | undefined): string {
  if (!value) return 'No date';
  const date = parseReportDate(value);
  if (!date) return 'Invalid date';
  if (!/[T ]\d{2}:\d{2}/.test(value)) return formatUsDate(date);
  return `${formatUsDate(date)}, ${formatUsTime(date)}`;
}

/** "11/02/2026 (22 days)": the intake date and the days in care, either alone when the other is missing. */
export function inCareLabel(intakeDate: string | null | undefined, daysInCare: number | null | undefined): string {
  const date = intakeDate ? parseReportDate(intakeDate) : null;
  const days = daysInCare === null || daysInCare === undefined ? null : `${daysInCare} ${daysInCare === 1 ? 'day' : 'days'}`;
  if (date && days) return `${formatUsDate(date)} (${days})`;
  return date ? formatUsDate(date) : (days ?? DASH);
}
