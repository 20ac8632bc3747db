import { generateSampleReport } from '../../server/modules/reports/sample/generate.js';
import type { SampleTruth } from '../../server/modules/reports/sample/types.js';
import { extractPdf } from '../../server/modules/reports/pipeline/extract.js';
import { parseLayout, parseRunDate, usDateToIso } from '../../server/modules/reports/pipeline/layout-parser.js';
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
