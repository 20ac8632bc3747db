import type { BySpecies, InsightSample, Severity, Species, ZoneSample } from './beti-sample';

/** What the chip rows select: the species and severity levels to include. */
export interface BetiFilters {
  species: Species[];
  severities: Severity[];
}

/** Adds `value` when absent, removes it when present; keeps the canonical order of `all`. */
export function toggleIn<T>(selected: T[], value: T, all: readonly T[]): T[] {
  const next = selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
  return all.filter((v) => next.includes(v));
}

export function sumSpecies(counts: BySpecies, species: Species[]): number {
  return species.reduce((total, s) => total + counts[s], 0);
}

export function alertCount(alerts: Record<Species, Record<Severity, number>>, filters: BetiFilters): number {
  return filters.species.reduce((total, s) => total + filters.severities.reduce((n, level) => n + alerts[s][level], 0), 0);
}

/** An insight shows when it concerns a selected species and its severity is selected. */
export function visibleInsights(insights: InsightSample[], filters: BetiFilters): InsightSample[] {
  return insights.filter((i) => i.species.some((s) => filters.species.includes(s)) && filters.severities.includes(i.severity));
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

function splitText(animals: BySpecies, species: Species[]): string {
  return species.map((s) => `${animals[s]} ${s === 'CAT' ? (animals[s] === 1 ? 'cat' : 'cats') : animals[s] === 1 ? 'dog' : 'dogs'}`).join(' / ');
}

/** Zones Overview rows for the selected species; percentages are of the animals shown (247 with both). */
export function zoneRows(zones: ZoneSample[], species: Species[]): { rows: ZoneRow[]; total: number } {
  const total = zones.reduce((sum, z) => sum + sumSpecies(z.animals, species), 0);
  const rows = zones.map((z) => {
    const count = sumSpecies(z.animals, species);
    return { zone: `${z.code} - ${z.location}`, count, percent: formatPercent(count, total), split: splitText(z.animals, species) };
  });
  return { rows, total };
}

export const ZONE_TSV_HEADER = ['Zone', 'Count', 'Percent', 'Cat/Dog split'];

/** Tab-separated text for the Copy button: a header row, then one row per zone (operations §2). */
export function zonesToTsv(rows: ZoneRow[]): string {
  // Tabs or line breaks inside a cell would shift the columns when pasted.
  const clean = (cell: string | number) => String(cell).replace(/[\t\r\n]+/g, ' ');
  return [ZONE_TSV_HEADER, ...rows.map((r) => [r.zone, r.count, r.percent, r.split])].map((cells) => cells.map(clean).join('\t')).join('\n');
}

/** Adds the selected species' series point by point. */
export function sumSeries(series: Record<Species, number[]>, species: Species[]): number[] {
  const length = Math.max(0, ...species.map((s) => series[s].length));
  return Array.from({ length }, (_, i) => species.reduce((total, s) => total + (series[s][i] ?? 0), 0));
}

/** Average stay across species, weighted by each day's population; one decimal. */
export function weightedSeries(values: Record<Species, number[]>, weights: Record<Species, number[]>, species: Species[]): number[] {
  const length = Math.max(0, ...species.map((s) => values[s].length));
  return Array.from({ length }, (_, i) => {
    const weight = species.reduce((total, s) => total + (weights[s][i] ?? 0), 0);
    if (weight === 0) return 0;
    const sum = species.reduce((total, s) => total + (values[s][i] ?? 0) * (weights[s][i] ?? 0), 0);
    return Math.round((sum / weight) * 10) / 10;
  });
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

/** Accessible description of a trend, e.g. "Behavior alerts, last 7 days: 8, 10, …, 12. Latest 12, up 4 over 7 days." */
export function trendLabel(name: string, values: number[], unit = ''): string {
  if (values.length === 0) return `${name}: no data`;
  const first = values[0];
  const last = values[values.length - 1];
  const delta = Math.round((last - first) * 10) / 10;
  const change = delta === 0 ? 'no change' : `${delta > 0 ? 'up' : 'down'} ${Math.abs(delta)}${unit}`;
  return `${name}, last ${values.length} days: ${values.join(', ')}. Latest ${last}${unit}, ${change} over ${values.length} days.`;
}
