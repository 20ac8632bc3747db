import type { AnimalRecord } from '../../server/modules/reports/pipeline/record.js';
import { pickRunDate, pickUser, runDateText, type SiteDef, SITES, ZoneStream } from '../../server/modules/reports/sample/data.js';
import { hashSeed, Prng } from '../../server/modules/reports/sample/prng.js';

/**
 * The logical All Pets report of a fidelity file (sites → zones → rows) and its ground truth. Producers lay this
 * model out their own way; the truth never depends on how a producer wraps, aligns or orders the text.
 */

export type Producer = 'pdfkit' | 'chromium' | 'pdf-lib';

/** The fourteen columns of all-pets-report.md, keyed by the record field each one fills. */
export const COLUMN_KEYS = [
  'animal_id', 'name', 'species', 'breed', 'sex', 'age', 'weight', 'kennel',
  'status_code', 'sub_status_code', 'adoption_level', 'behavior_severity_code', 'intake_date', 'days_in_care',
] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];

export const COLUMN_TITLES: Record<ColumnKey, string> = {
  animal_id: 'Animal ID', name: 'Name', species: 'Species', breed: 'Breed', sex: 'Sex', age: 'Age', weight: 'Weight',
  kennel: 'Kennel', status_code: 'Status', sub_status_code: 'Sub-Status', adoption_level: 'Adoption Level',
  behavior_severity_code: 'Behavior', intake_date: 'Intake Date', days_in_care: 'Days',
};

/** Printed cell texts of one row; null is a blank cell. */
export type Cells = Record<ColumnKey, string | null>;

export type BodyRow =
  /** An animal row; `record.page` is filled once a producer has placed it. */
  | { kind: 'animal'; cells: Cells; record: AnimalRecord }
  /** A row whose Animal ID cell is garbled: no animal can be read from it, and the reader must name it. */
  | { kind: 'garbled'; cells: Cells; page: number }
  /** A stray full-width line inside a zone (a note typed into the report). */
  | { kind: 'note'; text: string; page: number };

export interface ZoneModel {
  code: string;
  location: string;
  rows: BodyRow[];
  printedTotal: number;
}

export interface SiteSection {
  /** As printed after `Site: `. */
  site: string;
  zones: ZoneModel[];
  printedTotal: number;
}

export interface ReportModel {
  organisation: string;
  /** Run Date as printed, e.g. `11/24/2026 7:05 AM`. */
  runDateText: string;
  /** The same as a wall-clock ISO date-time, e.g. `2026-11-24T07:05:00`. */
  runDate: string;
  printedBy: string;
  sections: SiteSection[];
  grandTotal: number;
}

export interface ExpectedNotImported {
  page: number;
  animalId: string | null;
  /** A fragment of the line as printed (compared without whitespace). */
  textIncludes: string;
  reason?: string;
  /** The line is an animal row (its ID cell garbled): left unnamed, it is an animal dropped in silence. */
  row?: boolean;
}

/** The ground truth file written next to each corpus PDF. */
export interface Truth {
  name: string;
  producer: Producer;
  quirks: string[];
  /** True when the file follows all-pets-report.md or bends it only as real exports do: the report must commit. */
  follows_note: boolean;
  runDate: string;
  pagesTotal: number;
  /** Every printed animal row of every site, in print order; `page` is the page the row starts on. */
  animals: AnimalRecord[];
  expectedNotImported?: ExpectedNotImported[];
  printedTotals: { zones: { site: string; code: string; total: number }[]; sites: { site: string; total: number }[]; grand: number };
}

/** How the data of one file varies from the plain sample report. */
export interface DataOptions {
  seed: string;
  /** Site sections in print order; `zones` picks (and orders) zone codes, default all of the site's zones. */
  sections: { site: string; zones?: string[] }[];
  /** Animals to spread over the sections' zones by the sample generator's weights (each zone gets at least one). */
  animals: number;
  /** Fixed animal counts for some zones, keyed `Site/Code` (the first section holding that zone). */
  zoneCounts?: Record<string, number>;
  /** `ym`: `2Y 4M`, `3W`; `words`: `10 yrs 3 mos`, `3 wks`, `<1 mo`; `mixed`: both. */
  ages?: 'ym' | 'words' | 'mixed';
  /** Share of Animal IDs printed with 7 or 9 digits. */
  oddIds?: number;
  /** Share of names replaced by long ones that wrap. */
  longNames?: number;
  /** Share of breeds replaced by long ones that wrap (after spaces, slashes and hyphens). */
  longBreeds?: number;
  /** Extra chance of a blank cell, for every column but Animal ID. */
  blanks?: number;
  /** Zone and site totals that disagree with the rows printed above them. */
  totalsOff?: boolean;
  /** Stray notes typed between rows. */
  notes?: number;
  /** Rows with a garbled Animal ID cell. */
  garbled?: number;
}

const ORGANISATION = 'MSPCA-Angell';

const LONG_NAMES = [
  'Princess Buttercup of the Northshore', 'Sir Reginald Wigglesworth III', 'Captain Fluffypants McGee',
  'Mr. Noodles the Magnificent', 'Lady Marmalade Whiskerton', 'Duchess Penelope Pawsworth of Marblehead',
];
const LONG_BREEDS: Record<string, string[]> = {
  Dog: [
    'Labrador Retriever/Mix', 'German Shorthaired Pointer/Labrador Retriever', 'American Staffordshire Terrier/Labrador Retriever/Mix',
    'Mixed Breed, Medium (up to 44 lbs fully grown)', 'Wire-haired Pointing Griffon/Mix', 'Black-and-Tan Coonhound/Bloodhound',
    'Chesapeake Bay Retriever/Mix', 'Anatolian Shepherd/Great Pyrenees', 'Dachshund, Miniature Smooth Haired',
    'Soft-Coated Wheaten Terrier/Mix', 'Nova Scotia Duck Tolling Retriever', 'Pit Bull Terrier/Shar-Pei', 'American Staffordshire Terrier/Shar-Pei',
    'German Shepherd/Black-mouth Cur', 'Australian Cattle Dog/Black-mouth Cur', 'Labrador Retriever/Wire-haired Pointing Griffon',
    'Staffordshire Bull Terrier/Soft-Coated Wheaten Terrier',
  ],
  Cat: ['Domestic Shorthair/Domestic Medium Hair', 'Maine Coon/Domestic Longhair', 'Norwegian Forest Cat/Mix', 'Snowshoe-Siamese/Mix'],
  Rabbit: ['Netherland Dwarf/Lionhead', 'American Fuzzy Lop/Mix'],
  'Guinea Pig': ['Abyssinian/Peruvian', 'American Crested/Mix'],
  Bird: ['Lovebird, Peach-faced', 'Conure, Green-cheeked', 'Cockatiel, Whiteface-Pied'],
};
const NOTES = [
  'Kennel card missing - see front desk',
  'Moved to foster 11/02 - record not yet updated',
  '** Hold for owner callback, see medical notes **',
  'Kennel card missing - see front desk',
];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Splits `total` by weights with cumulative flooring, at least one each. */
function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  let given = 0;
  return weights.map((w) => {
    acc += w;
    const upTo = Math.floor((total * acc) / sum + 1e-9);
    const n = Math.max(1, upTo - given);
    given += n;
    return n;
  });
}

/** `2Y 4M` / `3W` (the sample generator's spelling) in the longer spelling some exports use. */
function wordyAge(age: string, r: Prng): string {
  const weeks = /^(\d+)W$/.exec(age);
  if (weeks) return Number(weeks[1]) < 4 || r.chance(0.3) ? '<1 mo' : `${weeks[1]} wks`;
  const [, y, m] = /^(\d+)Y (\d+)M$/.exec(age)!.map(Number);
  if (y === 0) return `${m} mos`;
  return `${y} ${y === 1 ? 'yr' : 'yrs'} ${m} ${m === 1 ? 'mo' : 'mos'}`;
}

function usDate(d: Date): string {
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

function isoDate(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function siteDef(name: string): SiteDef {
  const site = SITES.find((s) => s.name === name);
  if (!site) throw new Error(`unknown site ${name}`);
  return site;
}

/** Builds the report model of one file: deterministic for its options. */
export function makeReport(o: DataOptions): ReportModel {
  const r = new Prng(hashSeed(o.seed, 'fidelity'));
  const run = pickRunDate(o.seed);
  const runDay = Date.UTC(run.year, run.month - 1, run.day);

  // (section, zone) slots and their weights: the site's share split over all of its zones.
  const slots = o.sections.flatMap((s, si) => {
    const site = siteDef(s.site);
    const zones = (s.zones ?? site.zones.map((z) => z.code)).map((code) => site.zones.find((z) => z.code === code)!);
    const zoneSum = site.zones.reduce((a, z) => a + z.weight, 0);
    return zones.map((zone) => ({ si, site, zone, weight: (site.weight * zone.weight) / zoneSum }));
  });
  const fixed = slots.map((s) => o.zoneCounts?.[`${s.site.name}/${s.zone.code}`]);
  const free = slots.filter((_, i) => fixed[i] === undefined);
  const freeCounts = free.length ? allocate(Math.max(free.length, o.animals - fixed.reduce<number>((a, n) => a + (n ?? 0), 0)), free.map((s) => s.weight)) : [];
  let f = 0;
  const counts = fixed.map((n) => n ?? freeCounts[f++]);

  const streams = new Map<string, { stream: ZoneStream; taken: number }>();
  const seen = new Set<string>();
  const sections: SiteSection[] = o.sections.map((s) => ({ site: s.site, zones: [], printedTotal: 0 }));
  slots.forEach((slot, i) => {
    const key = `${slot.site.name}/${slot.zone.code}`;
    const entry = streams.get(key) ?? { stream: new ZoneStream(o.seed, slot.site, slot.zone), taken: 0 };
    streams.set(key, entry);
    const animals = entry.stream.take(entry.taken + counts[i]).slice(entry.taken);
    entry.taken += counts[i];
    const rows: BodyRow[] = animals.map((a) => {
      let id = a.animal_id;
      if (o.oddIds && r.chance(o.oddIds)) id = r.chance(0.5) ? id.slice(0, 8) : `${id}${r.int(0, 9)}`;
      while (seen.has(id)) id = `A${pad((Number(id.slice(1)) + 1) % 10 ** (id.length - 1), id.length - 1)}`;
      seen.add(id);
      const blank = <T>(v: T | null): T | null => (o.blanks && r.chance(o.blanks) ? null : v);
      let name = a.name;
      if (o.longNames && r.chance(o.longNames)) name = r.pick(LONG_NAMES);
      let breed = a.breed;
      const longBreeds = a.species ? LONG_BREEDS[a.species] : undefined;
      if (breed && longBreeds && o.longBreeds && r.chance(o.longBreeds)) breed = r.pick(longBreeds);
      let age = a.age;
      if (age && (o.ages === 'words' || (o.ages === 'mixed' && r.chance(0.5)))) age = wordyAge(age, r);
      const intake = a.intakeDaysAgo === null ? null : new Date(runDay - a.intakeDaysAgo * 86_400_000);
      const rec = {
        name: blank(name),
        species: blank(a.species),
        breed: blank(breed),
        sex: blank(a.sex),
        age: blank(age),
        weight: blank(a.weight),
        kennel: blank(a.kennel),
        status_code: blank(a.status_code),
        sub_status_code: blank(a.sub_status_code),
        adoption_level: blank(a.adoption_level),
        behavior_severity_code: blank(a.behavior_severity_code),
        intake: blank(intake),
        days_in_care: blank(a.days_in_care),
      };
      const cells: Cells = {
        animal_id: id,
        name: rec.name,
        species: rec.species,
        breed: rec.breed,
        sex: rec.sex,
        age: rec.age,
        weight: rec.weight === null ? null : `${rec.weight.toFixed(1)} lb`,
        kennel: rec.kennel,
        status_code: rec.status_code,
        sub_status_code: rec.sub_status_code,
        adoption_level: rec.adoption_level,
        behavior_severity_code: rec.behavior_severity_code,
        intake_date: rec.intake === null ? null : usDate(rec.intake),
        days_in_care: rec.days_in_care === null ? null : String(rec.days_in_care),
      };
      const record: AnimalRecord = {
        animal_id: id,
        name: rec.name,
        species: rec.species === null ? null : rec.species.toUpperCase(),
        breed: rec.breed,
        sex: rec.sex,
        age: rec.age,
        weight: rec.weight,
        kennel: rec.kennel,
        site: slot.site.name,
        zone_code: slot.zone.code,
        zone_location: slot.zone.location,
        status_code: rec.status_code,
        sub_status_code: rec.sub_status_code,
        adoption_level: rec.adoption_level as AnimalRecord['adoption_level'],
        behavior_severity_code: rec.behavior_severity_code as AnimalRecord['behavior_severity_code'],
        intake_date: rec.intake === null ? null : isoDate(rec.intake),
        days_in_care: rec.days_in_care,
        page: 0,
      };
      return { kind: 'animal', cells, record };
    });
    const zone: ZoneModel = { code: slot.zone.code, location: slot.zone.location, rows, printedTotal: rows.length };
    sections[slot.si].zones.push(zone);
  });

  const zones = sections.flatMap((s) => s.zones);
  // Garbled rows stand for animals the system holds: they count in the printed totals.
  for (let k = 0; k < (o.garbled ?? 0); k++) {
    const zone = zones[(k * 3 + 1) % zones.length];
    const at = r.int(1, Math.max(1, zone.rows.length - 1));
    const like = zone.rows.find((x) => x.kind === 'animal')!;
    const digits = String(r.int(40_000_000, 69_999_999));
    const garbledId = [`A${digits.slice(0, 4)}#${digits.slice(5)}`, `${digits}`, `A${digits.slice(0, 6)}??`][k % 3];
    zone.rows.splice(at, 0, { kind: 'garbled', cells: { ...like.cells, animal_id: garbledId, name: 'Unknown', breed: like.cells.species === 'Dog' ? 'Terrier/Mix' : 'Domestic Shorthair' }, page: 0 });
  }
  for (const zone of zones) zone.printedTotal = zone.rows.filter((x) => x.kind !== 'note').length;
  for (let k = 0; k < (o.notes ?? 0); k++) {
    const zone = zones[(k * 5 + 2) % zones.length];
    zone.rows.splice(r.int(1, Math.max(1, zone.rows.length - 1)), 0, { kind: 'note', text: NOTES[k % NOTES.length], page: 0 });
  }
  for (const s of sections) s.printedTotal = s.zones.reduce((a, z) => a + z.printedTotal, 0);
  let grandTotal = sections.reduce((a, s) => a + s.printedTotal, 0);
  if (o.totalsOff) {
    // One zone total one too many, another one too few; the site totals add the rows, so they disagree with
    // the zone totals too; the grand total is off by one more.
    zones[0].printedTotal += 1;
    zones[Math.min(zones.length - 1, 2)].printedTotal -= 1;
    grandTotal += 1;
  }
  return {
    organisation: ORGANISATION,
    runDateText: runDateText(run),
    runDate: `${run.year}-${pad(run.month)}-${pad(run.day)}T${pad(run.hour)}:${pad(run.minute)}:00`,
    printedBy: pickUser(o.seed),
    sections,
    grandTotal,
  };
}

/** The truth of a laid-out model: call after the producer has set every row's page. */
export function truthOf(
  model: ReportModel,
  meta: { name: string; producer: Producer; quirks: string[]; follows_note: boolean; pagesTotal: number },
): Truth {
  const animals: AnimalRecord[] = [];
  const expectedNotImported: ExpectedNotImported[] = [];
  for (const s of model.sections)
    for (const z of s.zones)
      for (const row of z.rows) {
        if (row.kind === 'animal') {
          if (row.record.page < 1) throw new Error(`row ${row.record.animal_id} was not placed`);
          animals.push(row.record);
        } else if (row.kind === 'garbled') expectedNotImported.push({ page: row.page, animalId: null, textIncludes: row.cells.animal_id!, row: true });
        else if (row.kind === 'note') expectedNotImported.push({ page: row.page, animalId: null, textIncludes: row.text, reason: 'unread_line' });
      }
  return {
    ...meta,
    runDate: model.runDate,
    animals,
    ...(expectedNotImported.length ? { expectedNotImported } : {}),
    printedTotals: {
      zones: model.sections.flatMap((s) => s.zones.map((z) => ({ site: s.site, code: z.code, total: z.printedTotal }))),
      sites: model.sections.map((s) => ({ site: s.site, total: s.printedTotal })),
      grand: model.grandTotal,
    },
  };
}

/** Sets the page a body row starts on. */
export function placeRow(row: BodyRow, page: number) {
  if (row.kind === 'animal') row.record.page = page;
  else row.page = page;
}
