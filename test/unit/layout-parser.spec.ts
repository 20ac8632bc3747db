import { generateSampleReport } from '../../server/modules/reports/sample/generate.js';
import type { SampleTruth } from '../../server/modules/reports/sample/types.js';
import { extractPdf, toLines, type ExtractedPdf, type TextItem, type TextLine } from '../../server/modules/reports/pipeline/extract.js';
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

/**
 * A table drawn the way other tools draw it: cells aligned left, centre or right inside their column,
 * vertically centred or top-aligned in their row, wrapped over several lines, titles split into items.
 */
describe('layout reader on table geometry', () => {
  type Align = 'left' | 'centre' | 'right';
  const SIZE = 7;
  const LEAD = 8.4;
  const HELV = '278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584'.split(',').map(Number);
  const width = (s: string) => [...s].reduce((n, ch) => n + (HELV[ch.charCodeAt(0) - 32] ?? 556), 0) * (SIZE / 1000);
  const WIDTHS = [48, 70, 40, 96, 62, 48, 40, 34, 52, 50, 56, 34, 48, 28];
  let COLS = WIDTHS;
  let LEFT: number[] = [];
  const layOut = (widths: number[]) => {
    COLS = widths;
    LEFT = widths.map((_, i) => 20 + widths.slice(0, i).reduce((a, b) => a + b, 0));
  };
  layOut(WIDTHS);
  const PAD = 3;

  interface Options {
    align?: Align[];
    valign?: 'top' | 'middle';
    /** Title offsets from their columns, in points. */
    titleShift?: number;
    /** Titles drawn one letter per item (a font that splits text into several items). */
    splitTitles?: boolean;
    twoLineTitles?: boolean;
    /** Column widths other than WIDTHS. */
    widths?: number[];
    /** A note in a row band of its own after row `after`, drawn word by word from column `col`. */
    note?: { after: number; col: number; text: string };
  }

  const item = (str: string, x: number, y: number): TextItem => ({ str, x, y, width: width(str), size: SIZE });
  function place(str: string, col: number, y: number, align: Align): TextItem {
    const w = width(str);
    const x = align === 'left' ? LEFT[col] + PAD : align === 'right' ? LEFT[col] + COLS[col] - PAD - w : LEFT[col] + (COLS[col] - w) / 2;
    return item(str, x, y);
  }

  function page(rows: (string | string[] | null)[][], o: Options = {}): ExtractedPdf {
    layOut(o.widths ?? WIDTHS);
    const items: TextItem[] = [item('Run Date: 11/24/2026 7:05 AM', 20, 20)];
    TITLES.forEach((t, i) => {
      const parts = o.twoLineTitles && t.includes(' ') ? [t.slice(0, t.indexOf(' ')), t.slice(t.indexOf(' ') + 1)] : [t];
      parts.forEach((part, k) => {
        const y = 50 + (parts.length === 1 && o.twoLineTitles ? LEAD / 2 : k * LEAD);
        const x = LEFT[i] + PAD + (o.titleShift ?? 0);
        if (!o.splitTitles) items.push(item(part, x, y));
        else for (let c = 0, at = x; c < part.length; at += width(part[c]), c++) if (part[c] !== ' ') items.push(item(part[c], at, y));
      });
    });
    items.push(item('Site: Salem', 20, 80), item('Zone A - Dog Adoption Row', 20, 95));
    let top = 105;
    for (const cells of rows) {
      const height = Math.max(...cells.map((c) => (Array.isArray(c) ? c.length : 1))) * LEAD + 6;
      cells.forEach((c, i) => {
        if (c === null) return;
        const lines = Array.isArray(c) ? c : [c];
        const first = o.valign === 'middle' ? top + (height - lines.length * LEAD) / 2 + SIZE : top + 3 + SIZE;
        lines.forEach((text, k) => items.push(place(text, i, first + k * LEAD, o.align?.[i] ?? 'left')));
      });
      top += height;
      if (o.note && rows.indexOf(cells) === o.note.after) {
        const y = top + 3 + SIZE;
        for (let k = 0, words = o.note.text.split(' '), x = LEFT[o.note.col] + PAD; k < words.length; x += width(words[k]) + width(' '), k++) items.push(item(words[k], x, y));
        top += LEAD + 6;
      }
    }
    items.push(item(`Zone total: ${rows.length}`, 20, top + 12), item(`Site total: ${rows.length}`, 20, top + 26), item(`Grand total: ${rows.length} animals`, 20, top + 40));
    // Out of drawing order, as some producers emit them.
    items.reverse();
    return { pagesTotal: 1, pages: [toLines(1, items)] };
  }

  const ROWS: (string | string[] | null)[][] = [
    ['A10000001', ['Princess Buttercup', 'of the Northshore'], 'Dog', ['Labrador Retriever/', 'Mix'], 'Female/Spayed', '10 yrs 3 mos', '54.2 lb', 'A-1', 'AVAILABLE', null, 'L2', '2A', '10/02/2026', '53'],
    ['A10000002', 'Rex', 'Cat', 'Domestic Shorthair', 'Male', '<1 mo', '3.1 lb', 'A-2', 'UNAVAIL', 'MEDICAL', null, null, '11/01/2026', '5'],
    ['A1000003', null, 'Dog', ['American Pit Bull', 'Terrier/Labrador Retriever', 'Mix'], 'Male/Neutered', '2Y 4M', null, 'A-3', 'STRAY_WAIT', 'BEH_MED', 'L4', '3B', '11/20/2026', '4'],
    ['A100000004', 'Bo', 'Dog', ['German Shepherd Dog-', 'Mix'], 'Unknown', '3W', '12.0 lb', 'A-4', 'EVALUATION', null, 'L1', '1A', '11/22/2026', '2'],
  ];
  const EXPECTED = [
    ['A10000001', 'Princess Buttercup of the Northshore', 'DOG', 'Labrador Retriever/Mix', 'Female/Spayed', '10 yrs 3 mos', 54.2, 'A-1', 'AVAILABLE', null, 'L2', '2A', '2026-10-02', 53],
    ['A10000002', 'Rex', 'CAT', 'Domestic Shorthair', 'Male', '<1 mo', 3.1, 'A-2', 'UNAVAIL', 'MEDICAL', null, null, '2026-11-01', 5],
    ['A1000003', null, 'DOG', 'American Pit Bull Terrier/Labrador Retriever Mix', 'Male/Neutered', '2Y 4M', null, 'A-3', 'STRAY_WAIT', 'BEH_MED', 'L4', '3B', '2026-11-20', 4],
    ['A100000004', 'Bo', 'DOG', 'German Shepherd Dog-Mix', 'Unknown', '3W', 12, 'A-4', 'EVALUATION', null, 'L1', '1A', '2026-11-22', 2],
  ];
  const FIELDS = ['animal_id', 'name', 'species', 'breed', 'sex', 'age', 'weight', 'kennel', 'status_code', 'sub_status_code', 'adoption_level', 'behavior_severity_code', 'intake_date', 'days_in_care'] as const;
  const read = (pdf: ExtractedPdf) => {
    const parsed = parseLayout(pdf);
    return { parsed, rows: parsed.rows.map((r) => FIELDS.map((f) => r[f])) };
  };

  const numbersRight: Align[] = ['left', 'left', 'left', 'left', 'left', 'left', 'right', 'centre', 'centre', 'centre', 'centre', 'centre', 'right', 'right'];
  it.each<[string, Options]>([
    ['left-aligned, top-aligned cells', {}],
    ['vertically centred cells', { valign: 'middle' }],
    ['right-aligned numbers and centred codes', { align: numbersRight }],
    ['centred rows, right-aligned numbers, titles 4 pt off their cells', { valign: 'middle', align: numbersRight, titleShift: 4 }],
    ['titles split into one item per letter', { splitTitles: true }],
    ['titles wrapped over two lines', { twoLineTitles: true, valign: 'middle' }],
    // A wide Weight column: its right-aligned values sit far right of its title (seen in WeasyPrint and ReportLab exports).
    ['right-aligned numbers far from their left-aligned title', { align: numbersRight, widths: WIDTHS.map((w, i) => (i === 6 ? 90 : w)) }],
  ])('%s: every row and field exact, every line accounted for', (_, options) => {
    const { parsed, rows } = read(page(ROWS, options));
    expect(rows).toEqual(EXPECTED);
    expect(parsed.notImported).toEqual([]);
    expect(parsed.ledger.unread).toBe(0);
    expect(parsed.ledger.row).toBe(4);
    expect(parsed.ledger.lines).toBe(parsed.lines.length);
  });

  it('names a stray note and a row without an ID instead of folding them into a neighbour', () => {
    const pdf = page(ROWS, { valign: 'middle' });
    const lines = pdf.pages[0];
    const at = lines.findIndex((l) => l.text.startsWith('A10000002'));
    const y = lines[at].y + 9;
    lines.splice(at + 1, 0, { page: 1, y, items: [item('Kennel card missing - see front desk', LEFT[0] + PAD, y)], text: 'Kennel card missing - see front desk' });
    const { parsed, rows } = read(pdf);
    expect(rows).toEqual(EXPECTED);
    expect(parsed.notImported).toEqual([expect.objectContaining({ page: 1, reason: 'unread_line', text: 'Kennel card missing - see front desk', animalId: null })]);
    expect(parsed.ledger.unread).toBe(1);
  });

  it.each<[string, Options['valign']]>([
    ['top-aligned', 'top'],
    ['centred', 'middle'],
  ])('keeps a note in a row band of its own, drawn word by word across columns, out of its neighbours (%s)', (_, valign) => {
    const text = 'Moved to foster see file in the front office';
    const { parsed, rows } = read(page(ROWS, { valign, note: { after: 1, col: 1, text } }));
    expect(rows).toEqual(EXPECTED);
    expect(parsed.notImported).toEqual([expect.objectContaining({ reason: 'unread_line', text })]);
  });
});
