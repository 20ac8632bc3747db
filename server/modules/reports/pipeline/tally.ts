import { emptyCounters, type ChunkTrace, type JobCounters } from './diagnostics.js';
import type { ExtractedPdf } from './extract.js';
import type { LayoutParse } from './layout-parser.js';
import type { NotImported } from './ledger.js';
import { ANIMAL_ID_EXPECTED, locationOf, type AnimalRecord } from './record.js';

/**
 * The commit's arithmetic, pure (tally.spec.ts): which saved rows become the report's animals and why the
 * others do not, the animals per zone, the job counters, and what was read against the printed totals.
 */

/** The site whose animals this version keeps. */
export const KEPT_SITE = 'SALEM';

/** One saved chunk as the commit reads it. */
export interface SavedChunk {
  records: AnimalRecord[];
  trace: ChunkTrace;
}

export interface Tally {
  /** Rows read, every site and repeats included. */
  read: number;
  /** The report's animals: Salem rows, the first row of each Animal ID, in report order. */
  kept: AnimalRecord[];
  /** Later rows of an Animal ID already read (at any site): dropped, and listed as not imported. */
  duplicates: AnimalRecord[];
  /** `page/animalId` of kept rows the model read: rows the layout reader rejected there were imported after all. */
  readByModel: Set<string>;
  /** Rows not committed, by reason: the readers' own, `duplicate_animal_id` and `other_site_<location>`. */
  reasons: Record<string, number>;
}

/** Sorts the saved rows, in report order, into kept, repeats and other sites (all-pets-report: Salem only). */
export function tallyRows(chunks: SavedChunk[]): Tally {
  const reasons: Record<string, number> = {};
  const count = (reason: string, n = 1) => (reasons[reason] = (reasons[reason] ?? 0) + n);
  for (const c of chunks) for (const [reason, n] of Object.entries(c.trace.rejected)) count(reason, n);
  const tally: Tally = { read: 0, kept: [], duplicates: [], readByModel: new Set(), reasons };
  const seen = new Set<string>();
  for (const c of chunks) {
    for (const r of c.records) {
      tally.read++;
      if (seen.has(r.animal_id)) {
        count('duplicate_animal_id');
        tally.duplicates.push(r);
      } else if (locationOf(r.site) !== KEPT_SITE) count(`other_site_${locationOf(r.site).toLowerCase()}`);
      else {
        tally.kept.push(r);
        if (c.trace.parser === 'ai') tally.readByModel.add(`${r.page}/${r.animal_id}`);
      }
      seen.add(r.animal_id);
    }
  }
  return tally;
}

/** The manifest's job counters (operations §3), summed over the chunks' traces. */
export function jobCounters(traces: ChunkTrace[]): JobCounters {
  const counters = emptyCounters();
  for (const t of traces) {
    counters.zones_sum += t.zoneDetection.matches.length;
    counters.accepted_animals_total += t.accepted_animals_count;
    counters.ndjson_lines_total += t.ndjsonLinesCount;
    counters.fallback_attempted_any ||= t.fallback.attempted;
    counters.pages_kept_any ||= t.processingGates.pagesKeptGt0;
    counters.normalized_zones_total += t.accepted_zone_groups_count;
  }
  return counters;
}

/** The report's zone groups: animals per zone code, with the zone's location as first read, in report order. */
export function zoneGroups(kept: AnimalRecord[]): Map<string, { location: string; count: number }> {
  const zones = new Map<string, { location: string; count: number }>();
  for (const r of kept) {
    const z = zones.get(r.zone_code) ?? { location: r.zone_location, count: 0 };
    z.count++;
    zones.set(r.zone_code, z);
  }
  return zones;
}

export const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/**
 * What did not stop the commit but staff should see: what was read against the printed zone, site and grand
 * totals, Animal IDs of an unexpected length, and how many lines were not imported.
 */
export function commitWarnings(layout: LayoutParse, kept: AnimalRecord[], read: number, notImported: number): string[] {
  const warnings: string[] = [];
  const perZone = new Map<string, number>();
  for (const r of kept) perZone.set(r.zone_code, (perZone.get(r.zone_code) ?? 0) + 1);
  for (const z of layout.zones) {
    if (locationOf(z.site) !== KEPT_SITE) continue;
    const got = perZone.get(z.code) ?? 0;
    if (z.printedTotal === null) warnings.push(`Zone ${z.code}: no "Zone total" line found`);
    else if (z.printedTotal !== got) warnings.push(`Zone ${z.code}: report says ${z.printedTotal}, read ${got}`);
  }
  const salem = layout.siteTotals.find((s) => locationOf(s.site) === KEPT_SITE);
  if (salem?.printedTotal != null && salem.printedTotal !== kept.length) warnings.push(`Site Salem: report says ${salem.printedTotal}, kept ${kept.length}`);
  for (const r of kept) {
    if (!ANIMAL_ID_EXPECTED.test(r.animal_id)) warnings.push(`Animal ${r.animal_id} (page ${r.page}): the ID has ${r.animal_id.length - 1} digits, not 8; kept as printed`);
  }
  if (layout.grandTotal === null) warnings.push('No "Grand total" line found');
  else if (layout.grandTotal !== read) warnings.push(`Grand total: report says ${layout.grandTotal}, read ${read}`);
  if (notImported > 0) warnings.push(`${plural(notImported, 'line')} not imported: see Not imported in Diagnostics`);
  return warnings;
}

/**
 * The report's not-imported list: the reader's unread lines and rejected rows (less those the model read and
 * that were kept), and the rows dropped as repeats of an Animal ID, in report order. Rows of other sites are
 * left out by design: they are counted by reason (`other_site_…`).
 */
export function notImportedOf(layout: Pick<LayoutParse, 'notImported'>, pdf: Pick<ExtractedPdf, 'pages'>, records: AnimalRecord[], tally: Pick<Tally, 'duplicates' | 'readByModel'>): NotImported[] {
  const { duplicates, readByModel } = tally;
  const out = layout.notImported.filter((n) => !(n.animalId && n.reason !== 'unread_line' && readByModel.has(`${n.page}/${n.animalId}`)));
  if (duplicates.length > 0) {
    // A repeat's line: the k-th line of its page that starts with its ID, for its k-th row on that page.
    const dropped = new Set(duplicates);
    const nth = new Map<string, number>();
    for (const r of records) {
      const key = `${r.page}/${r.animal_id}`;
      const k = nth.get(key) ?? 0;
      nth.set(key, k + 1);
      if (!dropped.has(r)) continue;
      const lines = pdf.pages[r.page - 1] ?? [];
      const starts = lines.flatMap((l, i) => (l.items[0]?.str === r.animal_id ? [i] : []));
      const at = starts[k] ?? starts.at(-1);
      const text = at === undefined ? rowText(r) : lines[at].text;
      out.push({ page: r.page, line: at === undefined ? 0 : at + 1, animalId: r.animal_id, text, reason: 'duplicate_animal_id' });
    }
  }
  return out.sort((a, b) => a.page - b.page || a.line - b.line);
}

/** A row as a line of text, when its printed line cannot be found. */
function rowText(r: AnimalRecord): string {
  return [r.animal_id, r.name, r.species, r.breed, r.sex, r.age, r.kennel, r.status_code].filter((v) => v !== null && v !== '').join(' ');
}
