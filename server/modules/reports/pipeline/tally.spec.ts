import type { ChunkTrace } from './diagnostics.js';
import type { TextLine } from './extract.js';
import type { LayoutParse } from './layout-parser.js';
import type { NotImported } from './ledger.js';
import type { AnimalRecord } from './record.js';
import { commitWarnings, jobCounters, notImportedOf, tallyRows, zoneGroups, type SavedChunk } from './tally.js';

const row = (animal_id: string, more: Partial<AnimalRecord> = {}): AnimalRecord => ({
  animal_id,
  name: null,
  species: 'DOG',
  breed: null,
  sex: null,
  age: null,
  weight: null,
  kennel: null,
  site: 'Salem',
  zone_code: 'A',
  zone_location: 'Adoption',
  status_code: null,
  sub_status_code: null,
  adoption_level: null,
  behavior_severity_code: null,
  intake_date: null,
  days_in_care: null,
  page: 1,
  ...more,
});

const trace = (more: Partial<ChunkTrace> = {}): ChunkTrace => ({
  chunk: 0,
  pages: [1],
  parser: 'layout',
  rawLength: 0,
  normalizedLength: 0,
  ndjsonLinesCount: 0,
  accepted_animals_count: 0,
  accepted_zone_groups_count: 0,
  schema_rejected_count: 0,
  rejected: {},
  zoneDetection: { matches: [] },
  processingGates: { hasNormalizedZones: false, pagesKeptGt0: false, animalFields: true, shouldFallback: false },
  classificationSamples: { animals: [], zones: [], unknowns: [] },
  fallback: { attempted: false, reason: null },
  disagreements: null,
  durationMs: 0,
  ...more,
});

const chunk = (records: AnimalRecord[], more: Partial<ChunkTrace> = {}): SavedChunk => ({ records, trace: trace(more) });

/** A layout whose printed totals match `kept` Salem animals in zone A, unless overridden. */
const layout = (more: Partial<LayoutParse> = {}): LayoutParse =>
  ({
    zones: [{ site: 'Salem', code: 'A', location: 'Adoption', rows: 2, printedTotal: 2 }],
    siteTotals: [{ site: 'Salem', rows: 2, printedTotal: 2 }],
    grandTotal: 2,
    notImported: [],
    ...more,
  }) as LayoutParse;

describe('tallyRows', () => {
  it('keeps Salem rows in report order and counts the others by site', () => {
    const t = tallyRows([
      chunk([row('A1'), row('A2', { site: 'Boston' })]),
      chunk([row('A3', { site: 'Cape Cod' }), row('A4')]),
    ]);
    expect(t.read).toBe(4);
    expect(t.kept.map((r) => r.animal_id)).toEqual(['A1', 'A4']);
    expect(t.reasons).toEqual({ other_site_boston: 1, other_site_centerville: 1 });
    expect(t.duplicates).toEqual([]);
  });

  it('drops a repeated Animal ID, also one first read at another site, and keeps the first', () => {
    const first = row('A1', { name: 'Rex' });
    const again = row('A1', { name: 'Rex again', page: 2 });
    const boston = row('A2', { site: 'Boston' });
    const salemTwin = row('A2');
    const t = tallyRows([chunk([first, boston]), chunk([again, salemTwin])]);
    expect(t.kept).toEqual([first]);
    expect(t.duplicates).toEqual([again, salemTwin]);
    expect(t.reasons).toEqual({ other_site_boston: 1, duplicate_animal_id: 2 });
    expect(t.read).toBe(4);
  });

  it("adds the readers' own rejections of every chunk to the reasons", () => {
    const t = tallyRows([chunk([], { rejected: { invalid_sex: 2, unread_line: 1 } }), chunk([row('A1')], { rejected: { invalid_sex: 1 } })]);
    expect(t.reasons).toEqual({ invalid_sex: 3, unread_line: 1 });
  });

  it('marks as read by the model only the kept rows of AI chunks', () => {
    const t = tallyRows([
      chunk([row('A1', { page: 3 }), row('A2', { site: 'Boston' })], { parser: 'ai' }),
      chunk([row('A3', { page: 4 })], { parser: 'layout' }),
    ]);
    expect([...t.readByModel]).toEqual(['3/A1']);
  });
});

describe('zoneGroups', () => {
  it('counts animals per zone, with the location first read, in report order', () => {
    const zones = zoneGroups([row('A1', { zone_code: 'B', zone_location: 'Bays' }), row('A2'), row('A3', { zone_code: 'B', zone_location: 'Other' })]);
    expect([...zones]).toEqual([
      ['B', { location: 'Bays', count: 2 }],
      ['A', { location: 'Adoption', count: 1 }],
    ]);
  });
});

describe('jobCounters', () => {
  it('sums the counts and ORs the flags of the traces', () => {
    const counters = jobCounters([
      trace({ zoneDetection: { matches: ['A', 'B'] }, accepted_animals_count: 5, ndjsonLinesCount: 6, accepted_zone_groups_count: 2 }),
      trace({ accepted_animals_count: 1, fallback: { attempted: true, reason: 'no_ai_key' }, processingGates: { ...trace().processingGates, pagesKeptGt0: true } }),
    ]);
    expect(counters).toEqual({
      zones_sum: 2,
      accepted_animals_total: 6,
      ndjson_lines_total: 6,
      fallback_attempted_any: true,
      pages_kept_any: true,
      normalized_zones_total: 2,
    });
  });
});

describe('commitWarnings', () => {
  const kept = [row('A00000001'), row('A00000002')];

  it('says nothing when every printed total matches', () => {
    expect(commitWarnings(layout(), kept, 2, 0)).toEqual([]);
  });

  it('names each total that differs, Salem zones only', () => {
    const l = layout({
      zones: [
        { site: 'Salem', code: 'A', location: 'Adoption', rows: 2, printedTotal: 3 },
        { site: 'Salem', code: 'Q', location: 'Quarantine', rows: 0, printedTotal: null },
        { site: 'Boston', code: 'Z', location: 'Boston', rows: 0, printedTotal: 9 },
      ],
      siteTotals: [{ site: 'Salem', rows: 2, printedTotal: 4 }],
      grandTotal: 5,
    });
    expect(commitWarnings(l, kept, 3, 0)).toEqual([
      'Zone A: report says 3, read 2',
      'Zone Q: no "Zone total" line found',
      'Site Salem: report says 4, kept 2',
      'Grand total: report says 5, read 3',
    ]);
  });

  it('flags an ID of another length, a missing grand total and the lines not imported', () => {
    expect(commitWarnings(layout({ grandTotal: null }), [row('A00000001'), row('A123')], 2, 1234)).toEqual([
      'Animal A123 (page 1): the ID has 3 digits, not 8; kept as printed',
      'No "Grand total" line found',
      '1,234 lines not imported: see Not imported in Diagnostics',
    ]);
    expect(commitWarnings(layout(), kept, 2, 1)).toEqual(['1 line not imported: see Not imported in Diagnostics']);
  });
});

describe('notImportedOf', () => {
  const line = (page: number, text: string): TextLine => ({ page, y: 0, text, items: [{ str: text.split(' ')[0], x: 0, y: 0, width: 1, size: 8 }] });
  const entry = (page: number, lineNo: number, animalId: string | null, reason: string): NotImported => ({ page, line: lineNo, animalId, text: `${animalId} …`, reason });

  it("leaves out the reader's rejected rows that the model read and kept, never its unread lines", () => {
    const rejected = entry(2, 5, 'A1', 'invalid_sex');
    const unread = entry(2, 6, 'A1', 'unread_line');
    const other = entry(1, 9, 'A9', 'invalid_sex');
    const out = notImportedOf({ notImported: [rejected, unread, other] }, { pages: [] }, [], { duplicates: [], readByModel: new Set(['2/A1']) });
    expect(out).toEqual([other, unread]);
  });

  it('lists each repeat at its own printed line, in report order', () => {
    const first = row('A1', { page: 1 });
    const repeat = row('A1', { page: 1 });
    const unplaced = row('A7', { page: 2, name: 'Max', kennel: 'K1' });
    const pages = [[line(1, 'Zone A - Adoption'), line(1, 'A1 Rex DOG'), line(1, 'A1 Rex DOG again')], [line(2, 'Zone B - Bays')]];
    const out = notImportedOf({ notImported: [entry(1, 1, null, 'unread_line')] }, { pages }, [first, repeat, unplaced], { duplicates: [repeat, unplaced], readByModel: new Set() });
    expect(out).toEqual([
      entry(1, 1, null, 'unread_line'),
      { page: 1, line: 3, animalId: 'A1', text: 'A1 Rex DOG again', reason: 'duplicate_animal_id' },
      // Its line is not found on its page: line 0 and the row's cells.
      { page: 2, line: 0, animalId: 'A7', text: 'A7 Max DOG K1', reason: 'duplicate_animal_id' },
    ]);
  });
});
