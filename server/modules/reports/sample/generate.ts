import { COLUMNS, type Item, paginate, type PlacedItem } from './layout.js';
import { type AnimalRecord, pickRunDate, pickUser, runDateText, SITES, ZoneStream } from './data.js';
import { createDocument, drawPages, finish, type PrintedRow, rowTextWidth } from './pdf.js';
import { hashSeed, Prng } from './prng.js';
import type { SampleAnimal, SampleReportOptions, SampleTruth, SampleZone } from './types.js';

export type { SampleAnimal, SampleReportOptions, SampleTruth, SampleZone } from './types.js';

const ORGANISATION = 'MSPCA-Angell';
const ROWS_PER_PAGE = 25;
const MAX_PAGES = 2000;
const MIN_ZONE = 6;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function usDate(d: Date): string {
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

function isoDate(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Splits `total` by weights with cumulative flooring, so every share grows with the total. */
function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  let given = 0;
  return weights.map((w) => {
    acc += w;
    const upTo = Math.floor((total * acc) / sum + 1e-9);
    const n = upTo - given;
    given = upTo;
    return n;
  });
}

interface ZoneBlock {
  site: (typeof SITES)[number];
  zone: (typeof SITES)[number]['zones'][number];
  animals: AnimalRecord[];
}

interface Built {
  blocks: ZoneBlock[];
  items: Item[];
  rows: PrintedRow[];
  /** Per printed row: its animal and zone block. */
  rowRefs: { animal: AnimalRecord; block: ZoneBlock }[];
  pages: PlacedItem[][];
}

/** Generates a realistic All Pets report PDF of exactly `pages` pages, and its ground truth. Deterministic per seed. */
export async function generateSampleReport({ pages, seed, runDate }: SampleReportOptions): Promise<{ pdf: Buffer; truth: SampleTruth }> {
  if (!Number.isInteger(pages) || pages < 1 || pages > MAX_PAGES) throw new RangeError(`pages must be an integer from 1 to ${MAX_PAGES}`);
  const seedText = String(seed);
  const run = runDate ?? pickRunDate(seedText);
  const runDay = Date.UTC(run.year, run.month - 1, run.day);
  const frame = {
    organisation: ORGANISATION,
    runDateText: runDateText(run),
    printedBy: pickUser(seedText),
    creationDate: new Date(Date.UTC(run.year, run.month - 1, run.day, run.hour, run.minute)),
  };
  const doc = createDocument(frame);
  const breedWidth = COLUMNS.find((c) => c.key === 'breed')!.width - 2;
  const wrapCache = new Map<string, [string, string | null]>();
  const wrapBreed = (breed: string): [string, string | null] => {
    let hit = wrapCache.get(breed);
    if (!hit) {
      if (rowTextWidth(doc, breed) <= breedWidth) hit = [breed, null];
      else {
        const words = breed.split(' ');
        let k = 1;
        while (k < words.length - 1 && rowTextWidth(doc, words.slice(0, k + 1).join(' ')) <= breedWidth) k++;
        hit = [words.slice(0, k).join(' '), words.slice(k).join(' ')];
        if (rowTextWidth(doc, hit[0]) > breedWidth || rowTextWidth(doc, hit[1]!) > breedWidth) throw new Error(`breed does not fit two lines: ${breed}`);
      }
      wrapCache.set(breed, hit);
    }
    return hit;
  };

  const streams = SITES.map((site) => site.zones.map((zone) => new ZoneStream(seedText, site, zone)));

  // A small report has fewer zones: a zone expected to hold fewer than MIN_ZONE animals is left out (but every
  // site keeps its largest zone). The choice is made once, so the animal count still grows page by page.
  const expected = allocate(pages * ROWS_PER_PAGE, SITES.map((s) => s.weight));
  const zoneOn = SITES.map((site, s) => {
    const counts = allocate(expected[s], site.zones.map((z) => z.weight));
    const largest = counts.indexOf(Math.max(...counts));
    return site.zones.map((_, z) => z === largest || counts[z] >= MIN_ZONE);
  });

  const build = (total: number): Built => {
    const blocks: ZoneBlock[] = [];
    const siteCounts = allocate(total, SITES.map((s) => s.weight));
    SITES.forEach((site, s) => {
      const zoneCounts = allocate(siteCounts[s], site.zones.map((z, i) => (zoneOn[s][i] ? z.weight : 0)));
      site.zones.forEach((zone, z) => {
        if (zoneCounts[z] > 0) blocks.push({ site, zone, animals: streams[s][z].take(zoneCounts[z]) });
      });
    });
    // Animal IDs are unique within the report: a collision takes the next free number.
    const seen = new Set<string>();
    for (const block of blocks) {
      block.animals = block.animals.map((a) => {
        let id = a.animal_id;
        while (seen.has(id)) id = `A${pad((Number(id.slice(1)) + 1) % 100_000_000, 8)}`;
        seen.add(id);
        return id === a.animal_id ? a : { ...a, animal_id: id };
      });
    }
    const items: Item[] = [];
    const rows: PrintedRow[] = [];
    const rowRefs: Built['rowRefs'] = [];
    let grand = 0;
    for (let b = 0; b < blocks.length; b++) {
      const block = blocks[b];
      if (b === 0 || blocks[b - 1].site !== block.site) items.push({ kind: 'site', site: block.site.name });
      items.push({ kind: 'zone', code: block.zone.code, location: block.zone.location, continued: false });
      for (const a of block.animals) {
        const [breed, breedRest] = a.breed ? wrapBreed(a.breed) : [undefined, null];
        const intake = a.intakeDaysAgo === null ? undefined : usDate(new Date(runDay - a.intakeDaysAgo * 86_400_000));
        rows.push({
          cells: {
            animal_id: a.animal_id,
            name: a.name ?? undefined,
            species: a.species ?? undefined,
            breed,
            sex: a.sex ?? undefined,
            age: a.age ?? undefined,
            weight: a.weight === null ? undefined : `${a.weight.toFixed(1)} lb`,
            kennel: a.kennel ?? undefined,
            status: a.status_code ?? undefined,
            sub_status: a.sub_status_code ?? undefined,
            adoption_level: a.adoption_level ?? undefined,
            behavior: a.behavior_severity_code ?? undefined,
            intake_date: intake,
            days: a.days_in_care === null ? undefined : String(a.days_in_care),
          },
          breedRest,
        });
        items.push({ kind: 'row', index: rows.length - 1, wrapped: breedRest !== null });
        rowRefs.push({ animal: a, block });
      }
      items.push({ kind: 'zoneTotal', total: block.animals.length });
      grand += block.animals.length;
      if (b === blocks.length - 1 || blocks[b + 1].site !== block.site) {
        const siteTotal = blocks.filter((x) => x.site === block.site).reduce((n, x) => n + x.animals.length, 0);
        items.push({ kind: 'siteTotal', total: siteTotal });
      }
    }
    items.push({ kind: 'grandTotal', total: grand });
    return { blocks, items, rows, rowRefs, pages: paginate(items) };
  };

  // The largest animal count that still fits in `pages` pages (page count grows with the count), less a
  // little seeded slack so the last page is not always full.
  let lo = 1;
  let hi = pages * ROWS_PER_PAGE * 2 + 10;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (build(mid).pages.length <= pages) lo = mid;
    else hi = mid - 1;
  }
  let built = build(lo);
  const slack = new Prng(hashSeed(seedText, 'slack')).int(0, 8);
  if (lo - slack >= 1) {
    const fewer = build(lo - slack);
    if (fewer.pages.length === pages) built = fewer;
  }
  if (built.pages.length !== pages) throw new Error(`cannot lay out a report of exactly ${pages} pages`);

  const pageOfRow = new Map<number, number>();
  built.pages.forEach((placed, p) => placed.forEach(({ item }) => item.kind === 'row' && pageOfRow.set(item.index, p + 1)));

  const animals: SampleAnimal[] = built.rowRefs.map(({ animal: a, block }, index) => ({
    animal_id: a.animal_id,
    name: a.name,
    species: a.species === null ? null : a.species.toUpperCase(),
    breed: a.breed,
    sex: a.sex,
    age: a.age,
    weight: a.weight,
    kennel: a.kennel,
    zone_code: block.zone.code,
    zone_location: block.zone.location,
    status_code: a.status_code,
    sub_status_code: a.sub_status_code,
    adoption_level: a.adoption_level,
    behavior_severity_code: a.behavior_severity_code,
    intake_date: a.intakeDaysAgo === null ? null : isoDate(new Date(runDay - a.intakeDaysAgo * 86_400_000)),
    days_in_care: a.days_in_care,
    page: pageOfRow.get(index)!,
    location: block.site.location,
  }));
  const sites: Record<string, number> = {};
  for (const b of built.blocks) sites[b.site.name] = (sites[b.site.name] ?? 0) + b.animals.length;
  const zones: SampleZone[] = built.blocks.map((b) => ({ site: b.site.name, code: b.zone.code, location: b.zone.location, total: b.animals.length }));

  drawPages(doc, frame, built.pages, built.rows);
  const pdf = await finish(doc);

  const truth: SampleTruth = {
    seed: seedText,
    runDate: `${run.year}-${pad(run.month)}-${pad(run.day)}T${pad(run.hour)}:${pad(run.minute)}:00`,
    runDateText: frame.runDateText,
    organisation: ORGANISATION,
    printedBy: frame.printedBy,
    pagesTotal: built.pages.length,
    grandTotal: animals.length,
    sites,
    zones,
    wrappedBreeds: built.rows.filter((r) => r.breedRest !== null).length,
    continuedZones: built.pages.flat().filter(({ item }) => item.kind === 'zone' && item.continued).length,
    animals,
  };
  return { pdf, truth };
}
