import { generateSampleReport } from '../../server/modules/reports/sample/generate.js';
import type { SampleTruth } from '../../server/modules/reports/sample/types.js';
import { extractPdf, type ExtractedPdf, type TextLine } from '../../server/modules/reports/pipeline/extract.js';
import { joinWrapped, parseLayout, parseRunDate, usDateToIso } from '../../server/modules/reports/pipeline/layout-parser.js';
import { locationOf, type AnimalRecord } from '../../server/modules/reports/pipeline/record.js';

/** The ground truth's view of a parsed row: the site becomes the product's location. */
export function asTruth(r: AnimalRecord) {
  const { site, ...rest } = r;
  return { ...rest, location: locationOf(site) };
}

function expectExact(rows: AnimalRecord[], truth: SampleTruth) {
  expect(rows.map((r) => r.animal_id)).toEqual(truth.animals.map((a) => a.animal_id));
  const byId = new Map(rows.map((r) => [r.animal_id, asTruth(r)]));
  for (const a of truth.animals) expect(byId.get(a.animal_id)).toEqual(a);
}

describe('layout parser against generated reports', () => {
  it.each([
    [1, 1],
    [3, 3],
    [7, 12],
    [11, 25],
  ])('seed %i, %i pages: every row and field exact, totals and zones match', async (seed, pages) => {
    const { pdf, truth } = await generateSampleReport({ pages, seed });
    const parsed = parseLayout(await extractPdf(pdf));
    expect(parsed.problems).toEqual([]);
    expectExact(parsed.rows, truth);
    expect(parsed.runDate).toBe(truth.runDate);
    expect(parsed.grandTotal).toBe(truth.grandTotal);
    expect(parsed.zones.map((z) => ({ site: z.site, code: z.code, location: z.location, total: z.printedTotal }))).toEqual(truth.zones);
    for (const z of parsed.zones) expect(z.rows).toBe(z.printedTotal);
    expect(Object.fromEntries(parsed.siteTotals.map((s) => [s.site, s.printedTotal]))).toEqual(truth.sites);
    expect(parsed.rawZones).toBe(truth.zones.length + truth.continuedZones);
    expect(parsed.unknownLines.filter((l) => !l.text.startsWith('Animals in care') && l.text !== truth.organisation)).toEqual([]);
  });

  it('reads a 50-page report with wrapped breeds and continued zones', async () => {
    const { pdf, truth } = await generateSampleReport({ pages: 50, seed: 7 });
    expect(truth.wrappedBreeds).toBeGreaterThan(10);
    expect(truth.continuedZones).toBeGreaterThan(10);
    const parsed = parseLayout(await extractPdf(pdf));
    expectExact(parsed.rows, truth);
    expect(parsed.pageStart).toHaveLength(50);
  });

  it('converts the printed dates', () => {
    expect(parseRunDate('Run Date: 11/24/2026 7:05 AM')).toBe('2026-11-24T07:05:00');
    expect(parseRunDate('Run Date: 1/2/2026 12:30 PM')).toBe('2026-01-02T12:30:00');
    expect(parseRunDate('Run Date: 1/2/2026 12:30 AM')).toBe('2026-01-02T00:30:00');
    expect(usDateToIso('10/02/2026')).toBe('2026-10-02');
    expect(usDateToIso('2026-10-02')).toBeNull();
  });
});

/** A page built from cells at fixed column positions, as pdfjs would hand it over (one item per cell). */
const X = [40, 110, 180, 250, 380, 450, 530, 590, 650, 730, 810, 870, 930, 1010];
const TITLES = ['Animal ID', 'Name', 'Species', 'Breed', 'Sex', 'Age', 'Weight', 'Kennel', 'Status', 'Sub-Status', 'Adoption Level', 'Behavior', 'Intake Date', 'Days'];
function line(page: number, y: number, cells: (string | null)[]): TextLine {
  const items = cells.flatMap((str, i) => (str ? [{ str, x: X[i], y, width: str.length * 4.5, size: 7 }] : []));
  return { page, y, items, text: items.map((i) => i.str).join(' ') };
}
const textLine = (page: number, y: number, text: string): TextLine => ({ page, y, items: [{ str: text, x: 40, y, width: text.length * 5, size: 7 }], text });

describe('layout parser on what other exports print', () => {
  const header = (page: number) => line(page, 60, TITLES);
  const row = (page: number, y: number, id: string, breed: string, age: string | null) =>
    line(page, y, [id, 'Rex', 'Dog', breed, 'Male', age, '40.0 lb', 'A-1', 'AVAILABLE', null, 'L2', '2A', '10/02/2026', '53']);

  it('carries a site over `Site: Salem (continued)`, joins wrapped breeds after a slash, keeps ages and odd IDs as printed', () => {
    const pdf: ExtractedPdf = {
      pagesTotal: 2,
      pages: [
        [
          textLine(1, 20, 'Run Date: 11/24/2026 7:05 AM'),
          header(1),
          textLine(1, 80, 'Site: Salem'),
          textLine(1, 95, 'Zone A - Dog Adoption Row'),
          row(1, 110, 'A12345678', 'Labrador Retriever/', '10 yrs 3 mos'),
          line(1, 119, [null, null, null, 'Mix']),
          row(1, 135, 'A1234567', 'German Shepherd Dog-', '<1 mo'),
          line(1, 144, [null, null, null, 'Mix']),
        ],
        [
          header(2),
          textLine(2, 80, 'Site: Salem (continued)'),
          textLine(2, 95, 'Zone A - Dog Adoption Row (continued)'),
          row(2, 110, 'A123456789', 'Boxer', '2Y 4M'),
          textLine(2, 130, 'Zone total: 3'),
          textLine(2, 145, 'Site total: 3'),
        ],
      ],
    };
    const parsed = parseLayout(pdf);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows.map((r) => [r.animal_id, r.site, r.zone_code, r.breed, r.age, r.page])).toEqual([
      ['A12345678', 'Salem', 'A', 'Labrador Retriever/Mix', '10 yrs 3 mos', 1],
      ['A1234567', 'Salem', 'A', 'German Shepherd Dog-Mix', '<1 mo', 1],
      ['A123456789', 'Salem', 'A', 'Boxer', '2Y 4M', 2],
    ]);
    expect(parsed.siteTotals).toEqual([{ site: 'Salem', rows: 3, printedTotal: 3 }]);
    expect(parsed.zones).toEqual([{ site: 'Salem', code: 'A', location: 'Dog Adoption Row', rows: 3, printedTotal: 3 }]);
  });

  it('joins wrapped text with one space, or none after a slash or hyphen', () => {
    expect(joinWrapped('Princess Buttercup of', 'the Northshore')).toBe('Princess Buttercup of the Northshore');
    expect(joinWrapped('Labrador Retriever/', 'Mix')).toBe('Labrador Retriever/Mix');
    expect(joinWrapped(undefined, 'Mix')).toBe('Mix');
  });
});
