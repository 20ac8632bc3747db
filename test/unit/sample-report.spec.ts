import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generateSampleReport } from '../../server/modules/reports/sample/generate.js';

/** Text lines of every page, rebuilt from pdfjs text items by their y position. */
async function extractPages(pdf: Buffer): Promise<string[][]> {
  const loadingTask = getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const doc = await loadingTask.promise;
    const pages: string[][] = [];
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      const lines = new Map<number, { x: number; s: string }[]>();
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const y = Math.round(item.transform[5]);
        lines.set(y, [...(lines.get(y) ?? []), { x: item.transform[4], s: item.str }]);
      }
      pages.push(
        [...lines.entries()]
          .sort((a, b) => b[0] - a[0])
          .map(([, parts]) => parts.sort((a, b) => a.x - b.x).map((part) => part.s).join(' ')),
      );
    }
    return pages;
  } finally {
    await loadingTask.destroy();
  }
}

describe('sample All Pets report generator', () => {
  // Seed 3 at 3 pages yields a zone continued over a page break and wrapped breeds.
  const SEED = 3;
  let generated: Awaited<ReturnType<typeof generateSampleReport>>;
  let pages: string[][];

  beforeAll(async () => {
    generated = await generateSampleReport({ pages: 3, seed: SEED });
    pages = await extractPages(generated.pdf);
  });

  it('writes a 3-page PDF whose text carries every ground-truth animal exactly once', () => {
    const { pdf, truth } = generated;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages).toHaveLength(3);
    expect(truth.pagesTotal).toBe(3);
    const text = pages.flat().join('\n');
    const ids = text.match(/\bA\d{8}\b/g) ?? [];
    expect(ids.length).toBe(truth.animals.length);
    expect(new Set(ids)).toEqual(new Set(truth.animals.map((a) => a.animal_id)));
    for (const a of truth.animals) {
      expect(ids.filter((id) => id === a.animal_id)).toHaveLength(1);
      expect(pages[a.page - 1].some((line) => line.startsWith(`${a.animal_id} `) || line === a.animal_id)).toBe(true);
    }
  });

  it('prints the frame, the totals, continued zones and wrapped breeds', () => {
    const { truth } = generated;
    pages.forEach((lines, i) => {
      const has = (re: RegExp) => lines.some((l) => re.test(l));
      expect(has(/^MSPCA-Angell\b/)).toBe(true);
      expect(has(/\bAll Pets Report\b/)).toBe(true);
      expect(has(new RegExp(`\\bPage ${i + 1} of 3$`))).toBe(true);
      expect(lines).toContain('Animal ID Name Species Breed Sex Age Weight Kennel Status Sub-Status Adoption Level Behavior Intake Date Days');
      expect(has(new RegExp(`^Printed by: ${truth.printedBy}\\b`))).toBe(true);
      expect(has(/CONFIDENTIAL/)).toBe(true);
    });
    const text = pages.flat();
    expect(text.some((l) => l.includes('Page 1 of 3'))).toBe(true);
    expect(text.some((l) => l.includes(`Run Date: ${truth.runDateText}`))).toBe(true);
    expect(truth.runDateText).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} AM$/);
    expect(text).toContain(`Grand total: ${truth.grandTotal} animals`);
    expect(truth.grandTotal).toBe(truth.animals.length);
    expect(Object.values(truth.sites).reduce((a, b) => a + b, 0)).toBe(truth.grandTotal);
    expect(text.filter((l) => l.startsWith('Zone total: '))).toHaveLength(truth.zones.length);
    expect(text.filter((l) => l.startsWith('Site: '))).toHaveLength(Object.keys(truth.sites).length);
    expect(Object.keys(truth.sites)).toContain('Salem');

    const continued = text.filter((l) => /^Zone \S+ - .+ \(continued\)$/.test(l));
    expect(continued.length).toBeGreaterThan(0);
    expect(truth.continuedZones).toBe(continued.length);

    expect(truth.wrappedBreeds).toBeGreaterThan(0);
    const wrapped = truth.animals.filter((a) => a.breed && !text.some((l) => l.includes(` ${a.breed} `)));
    expect(wrapped.length).toBe(truth.wrappedBreeds);
    for (const a of wrapped) {
      const page = pages[a.page - 1];
      const at = page.findIndex((l) => l.startsWith(`${a.animal_id} `));
      // The second text line of the row holds only the rest of the breed.
      expect(`${page[at]} ${page[at + 1]}`).toContain(a.breed!.split(' ').slice(-1)[0]);
      expect(a.breed!.endsWith(page[at + 1])).toBe(true);
    }
  });

  it('keeps blank cells as null and the fields in the layout page format', () => {
    const { truth } = generated;
    const values = truth.animals.flatMap((a) => Object.values(a));
    expect(values).not.toContain('');
    for (const a of truth.animals) {
      expect(a.animal_id).toMatch(/^A\d{8}$/);
      if (a.intake_date) expect(a.intake_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (a.species) expect(['DOG', 'CAT', 'RABBIT', 'GUINEA PIG', 'BIRD']).toContain(a.species);
      expect(['SALEM', 'BOSTON', 'METHUEN', 'CENTERVILLE', 'FOSTER']).toContain(a.location);
    }
    expect(truth.animals.some((a) => a.location === 'SALEM')).toBe(true);
    expect(truth.animals.some((a) => a.location !== 'SALEM')).toBe(true);
  });

  it('is deterministic for a seed and differs between seeds', async () => {
    const again = await generateSampleReport({ pages: 3, seed: SEED });
    expect(JSON.stringify(again.truth)).toBe(JSON.stringify(generated.truth));
    expect(again.pdf.equals(generated.pdf)).toBe(true);
    const other = await generateSampleReport({ pages: 3, seed: SEED + 1 });
    expect(other.truth).not.toEqual(generated.truth);
  });
});
