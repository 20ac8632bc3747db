import type { BetiPageQuery } from '../../gql/graphql';
import { formatReportDate } from '../../lib/report-dates';

/** The species chips (operations §2), spelled as the report prints them. */
export type Species = 'CAT' | 'DOG';
export const SPECIES: Species[] = ['CAT', 'DOG'];

export type PopulationPoint = BetiPageQuery['populationTrend']['points'][number];
export type LengthOfStay = BetiPageQuery['lengthOfStay'];
export type StayAnimal = LengthOfStay['longStay'][number];
export type AppSettings = BetiPageQuery['appSettings'];

/** Adds `value` when absent, removes it when present; keeps the canonical order of `all`. */
export function toggleIn<T>(selected: T[], value: T, all: readonly T[]): T[] {
  const next = selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
  return all.filter((v) => next.includes(v));
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const round1 = (n: number) => Math.round(n * 10) / 10;
const signed = (n: number, unit = '') => `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n)}${unit}`;

/** Calendar days since 1970 of a Run Date (`2026-11-24T07:05:00`): differences are whole days, in any zone. */
export function dayNumber(reportDate: string): number {
  return Math.round(Date.parse(`${reportDate.slice(0, 10)}T00:00:00Z`) / 86_400_000);
}

const dated = (points: PopulationPoint[]) => points.filter((p): p is PopulationPoint & { reportDate: string } => !!p.reportDate);

/**
 * The 7 days up to the latest report: how many reports fall in them, and one point per Run Date (that day's
 * last report), oldest first. Trends are drawn from `days` only when it has two or more.
 */
export function weekPoints(points: PopulationPoint[]): { days: PopulationPoint[]; reports: number } {
  const withDate = dated(points);
  const latest = withDate.at(-1);
  if (!latest) return { days: [], reports: 0 };
  const end = dayNumber(latest.reportDate);
  const inWeek = withDate.filter((p) => end - dayNumber(p.reportDate) < 7);
  const byDay = new Map(inWeek.map((p) => [dayNumber(p.reportDate), p])); // a later report of a day replaces an earlier one
  return { days: [...byDay.values()], reports: inWeek.length };
}

/** The report to compare the latest with for "this week": the one nearest 7 days earlier, 4 to 10 days before it. */
export function weekAgoPoint(points: PopulationPoint[]): PopulationPoint | undefined {
  const withDate = dated(points);
  const latest = withDate.at(-1);
  if (!latest) return undefined;
  const end = dayNumber(latest.reportDate);
  let best: { point: PopulationPoint; off: number } | undefined;
  for (const point of withDate) {
    const gap = end - dayNumber(point.reportDate);
    const off = Math.abs(gap - 7);
    if (gap >= 4 && gap <= 10 && (!best || off <= best.off)) best = { point, off };
  }
  return best?.point;
}

/** The three sparkline series of the week, one value per day; days without an average stay are left out of it. */
export function weekSeries(days: PopulationPoint[]): { flagged: number[]; averageStay: number[]; population: number[] } {
  return {
    flagged: days.map((p) => p.behaviorFlagged),
    averageStay: days.flatMap((p) => (p.averageDaysInCare == null ? [] : [p.averageDaysInCare])),
    population: days.map((p) => p.total),
  };
}

export interface ZoneRow {
  zone: string;
  count: number;
  /** Share of `total`, one decimal, e.g. "25.9%". */
  percent: string;
  /** "64 cats / 0 dogs", only the selected species. Words rather than "64/0", which spreadsheets read as dates. */
  split: string;
}

export function formatPercent(part: number, total: number): string {
  return `${total > 0 ? ((part / total) * 100).toFixed(1) : '0.0'}%`;
}

/** Zone code → location as the latest report prints it (lengthOfStay.byZone). */
export function zoneLocations(stay: Pick<LengthOfStay, 'byZone'>): Map<string, string> {
  return new Map(stay.byZone.flatMap((z) => (z.zoneCode && z.zoneLocation ? [[z.zoneCode, z.zoneLocation] as const] : [])));
}

export const zoneLabel = (code: string, locations: Map<string, string>) => (locations.has(code) ? `${code} - ${locations.get(code)}` : code);

function speciesSplit(point: PopulationPoint, zone: string, species: Species[]): string {
  return species
    .map((s) => {
      const n = point.byZoneSpecies.find((z) => z.zoneCode === zone && z.species === s)?.count ?? 0;
      return `${n} ${s === 'CAT' ? (n === 1 ? 'cat' : 'cats') : n === 1 ? 'dog' : 'dogs'}`;
    })
    .join(' / ');
}

/** Zones Overview rows from the latest report; percentages are of the animals shown. */
export function zoneRows(point: PopulationPoint | undefined, locations: Map<string, string>, species: Species[]): { rows: ZoneRow[]; total: number } {
  const zones = point?.byZone ?? [];
  const total = zones.reduce((sum, z) => sum + z.count, 0);
  const rows = zones.map((z) => ({ zone: zoneLabel(z.key, locations), count: z.count, percent: formatPercent(z.count, total), split: point ? speciesSplit(point, z.key, species) : '' }));
  return { rows, total };
}

export const ZONE_TSV_HEADER = ['Zone', 'Count', 'Percent', 'Cat/Dog split'];

/** Tab-separated text for the Copy button: a header row, then one row per zone (operations §2). */
export function zonesToTsv(rows: ZoneRow[]): string {
  // Tabs or line breaks inside a cell would shift the columns when pasted.
  const clean = (cell: string | number) => String(cell).replace(/[\t\r\n]+/g, ' ');
  return [ZONE_TSV_HEADER, ...rows.map((r) => [r.zone, r.count, r.percent, r.split])].map((cells) => cells.map(clean).join('\t')).join('\n');
}

/**
 * SVG polyline points for a sparkline in a `width` × `height` box with `pad` inset. A flat series is drawn
 * through the middle rather than dividing by a zero range.
 */
export function sparklinePoints(values: number[], width: number, height: number, pad = 2): string {
  if (values.length === 0) return '';
  const min = Math.min(...values);
  const max = Math.max(...values);
  const range = max - min;
  const step = values.length > 1 ? (width - pad * 2) / (values.length - 1) : 0;
  const round = (n: number) => Math.round(n * 100) / 100;
  return values
    .map((v, i) => {
      const x = values.length > 1 ? pad + i * step : width / 2;
      const y = range === 0 ? height / 2 : pad + (1 - (v - min) / range) * (height - pad * 2);
      return `${round(x)},${round(y)}`;
    })
    .join(' ');
}

/** Accessible description of a trend, e.g. "Total population, 3 days with a report in the last 7: 240, 245, 247. Latest 247, up 7." */
export function trendLabel(name: string, values: number[], unit = ''): string {
  if (values.length === 0) return `${name}: no data`;
  const last = values[values.length - 1];
  const delta = round1(last - values[0]);
  const change = delta === 0 ? 'no change' : `${delta > 0 ? 'up' : 'down'} ${Math.abs(delta)}${unit}`;
  return `${name}, ${plural(values.length, 'day')} with a report in the last 7: ${values.join(', ')}. Latest ${last}${unit}, ${change}.`;
}

export type InsightKind = 'behavior' | 'long-stay' | 'average-stay' | 'zone';

/** One generated insight: the card's words and the drawer's details. */
export interface Insight {
  id: string;
  kind: InsightKind;
  title: string;
  summary: string;
  /** Short figure shown on the card, e.g. "+12%". */
  figure: string;
  zone?: string;
  details: string[];
  facts: { label: string; value: string }[];
  talkingPoints: string[];
  /** The animals concerned, listed in the drawer (long stay). */
  animals?: StayAnimal[];
}

export interface InsightInput {
  points: PopulationPoint[];
  stay: LengthOfStay;
  settings: AppSettings;
}

/** A zone's change is an insight from this share of its animals, and when it holds at least this many. */
export const ZONE_CHANGE_MIN = 0.1;
export const ZONE_ANIMALS_MIN = 5;
/** The average stay's change is an insight from this many days. */
export const AVERAGE_STAY_CHANGE_MIN = 1;
const ZONE_INSIGHTS_MAX = 3;

/** The insights the latest report supports, most pressing first; none when there is no report. */
export function buildInsights({ points, stay, settings }: InsightInput): Insight[] {
  const latest = points.at(-1);
  if (!latest) return [];
  const weekAgo = weekAgoPoint(points);
  return [
    behaviorInsight(latest, weekAgo, settings.behaviorAlertSeverity),
    longStayInsight(stay),
    weekAgo && averageStayInsight(latest, weekAgo),
    ...(weekAgo ? zoneInsights(latest, weekAgo, zoneLocations(stay)) : []),
  ].filter((i): i is Insight => !!i);
}

/** A report's Run Date in US format, for the insights' words. */
const on = (p: PopulationPoint) => formatReportDate(p.reportDate);

function behaviorInsight(latest: PopulationPoint, weekAgo: PopulationPoint | undefined, severity: string): Insight | undefined {
  const n = latest.behaviorFlagged;
  if (n === 0) return undefined;
  const facts = [
    { label: 'Flagged (latest)', value: `${n} of ${latest.total} (${formatPercent(n, latest.total)})` },
    { label: 'Alert severity', value: `${severity} or above (System Settings)` },
  ];
  if (weekAgo) facts.push({ label: `Flagged on ${on(weekAgo)}`, value: String(weekAgo.behaviorFlagged) });
  return {
    id: 'behavior-flagged',
    kind: 'behavior',
    title: `${plural(n, 'animal')} flagged at ${severity} or above`,
    summary: `${formatPercent(n, latest.total)} of the animals in the report of ${on(latest)} have a behavior severity of ${severity} or above.`,
    figure: plural(n, 'animal'),
    details: [`The report of ${on(latest)} prints a behavior severity for each animal; ${plural(n, 'animal')} of ${latest.total} are at or above the alert severity ${severity}.`],
    facts,
    talkingPoints: ['Does each flagged animal have a current behavior plan and a named handler?', 'Which flagged animals are due a re-evaluation this week?', 'Are handling notes on the kennel cards up to date?'],
  };
}

function longStayInsight(stay: LengthOfStay): Insight | undefined {
  const n = stay.longStayCount;
  const longest = stay.longStay[0];
  if (n === 0 || !longest) return undefined;
  const facts = [
    { label: 'Long stay', value: `Over ${stay.longStayDays} days (System Settings)` },
    { label: 'Animals over it', value: `${n} of ${stay.overall.animals} with a Days value` },
  ];
  if (stay.overall.median != null) facts.push({ label: 'Median stay', value: `${stay.overall.median} days` });
  if (stay.overall.p90 != null) facts.push({ label: '90th percentile', value: `${stay.overall.p90} days` });
  const listed = stay.longStay.length < n ? ` The ${stay.longStay.length} longest are listed below.` : '';
  return {
    id: 'long-stay',
    kind: 'long-stay',
    title: `${plural(n, 'animal')} over ${stay.longStayDays} days`,
    summary: `The longest, ${longest.name ?? longest.animalId}, has been in care ${plural(longest.daysInCare, 'day')}.`,
    figure: plural(n, 'animal'),
    details: [`In care longer than ${stay.longStayDays} days in the latest report, by its Days column.${listed}`],
    facts,
    talkingPoints: ['Which of these animals could go to foster or a partner organisation?', 'Are their adoption profiles and photos up to date?', 'Does anyone here need a behavior or medical plan before they can move on?'],
    animals: stay.longStay,
  };
}

function averageStayInsight(latest: PopulationPoint, weekAgo: PopulationPoint): Insight | undefined {
  const [now, before] = [latest.averageDaysInCare, weekAgo.averageDaysInCare];
  if (now == null || before == null) return undefined;
  const delta = round1(now - before);
  if (Math.abs(delta) < AVERAGE_STAY_CHANGE_MIN) return undefined;
  const way = delta > 0 ? 'up' : 'down';
  return {
    id: 'average-stay',
    kind: 'average-stay',
    title: `Average stay ${way} ${Math.abs(delta)} days this week`,
    summary: `From ${before} days on ${on(weekAgo)} to ${now} days on ${on(latest)}.`,
    figure: signed(delta, ' days'),
    details: [`The average of the Days column over the animals of each report: ${before} days on ${on(weekAgo)}, ${now} days on ${on(latest)}.`],
    facts: [
      { label: `Average on ${on(weekAgo)}`, value: `${before} days` },
      { label: `Average on ${on(latest)}`, value: `${now} days` },
      { label: 'Population', value: `${weekAgo.total} → ${latest.total}` },
    ],
    talkingPoints:
      delta > 0
        ? ['Are adoptions or transfers slower than last week?', 'Which long-stay animals could be promoted this week?', 'Are holds (stray, medical, behavior) taking longer to clear?']
        : ['What moved animals on faster this week, and can it continue?', 'Did a transfer or event shorten stays for a single group?'],
  };
}

function zoneInsights(latest: PopulationPoint, weekAgo: PopulationPoint, locations: Map<string, string>): Insight[] {
  const now = new Map(latest.byZone.map((z) => [z.key, z.count]));
  const before = new Map(weekAgo.byZone.map((z) => [z.key, z.count]));
  const changes = [...new Set([...before.keys(), ...now.keys()])]
    .map((zone) => ({ zone, was: before.get(zone) ?? 0, is: now.get(zone) ?? 0 }))
    .filter(({ was, is }) => was > 0 && Math.max(was, is) >= ZONE_ANIMALS_MIN && Math.abs(is - was) / was >= ZONE_CHANGE_MIN)
    .sort((a, b) => Math.abs(b.is - b.was) / b.was - Math.abs(a.is - a.was) / a.was);
  return changes.slice(0, ZONE_INSIGHTS_MAX).map(({ zone, was, is }) => {
    const pct = Math.round(((is - was) / was) * 100);
    const label = zoneLabel(zone, locations);
    return {
      id: `zone-${zone}`,
      kind: 'zone',
      title: `Zone ${zone} ${pct > 0 ? 'up' : 'down'} ${Math.abs(pct)}% since last week`,
      summary: `${plural(is, 'animal')} in ${label} on ${on(latest)}, against ${was} on ${on(weekAgo)}.`,
      figure: signed(pct, '%'),
      zone: label,
      details: [`Zone ${zone} went from ${was} to ${is} animals between the reports of ${on(weekAgo)} and ${on(latest)}.`],
      facts: [
        { label: `Animals on ${on(weekAgo)}`, value: String(was) },
        { label: `Animals on ${on(latest)}`, value: String(is) },
        { label: 'Change', value: `${signed(is - was)} (${signed(pct, '%')})` },
      ],
      talkingPoints:
        pct > 0
          ? [`What is bringing more animals into Zone ${zone}: intake, transfers or moves?`, `Is there kennel space in Zone ${zone} if it keeps growing?`, 'Which animals here are ready to move on?']
          : [`Which moves or outcomes freed space in Zone ${zone}?`, `Could Zone ${zone} take animals from busier zones?`],
    };
  });
}
