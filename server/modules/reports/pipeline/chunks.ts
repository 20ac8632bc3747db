import type { ExtractedPdf, TextLine } from './extract.js';
import type { LayoutParse } from './layout-parser.js';
import type { AnimalRecord } from './record.js';
import type { ChunkTrace } from './diagnostics.js';

/** Pages per chunk: one AI call each, small enough for a fast answer and a cheap retry. */
export const CHUNK_PAGES = 5;

export interface Chunk {
  index: number;
  pages: number[];
  lines: TextLine[];
}

export function splitChunks(pdf: ExtractedPdf, size = CHUNK_PAGES): Chunk[] {
  const chunks: Chunk[] = [];
  for (let start = 0; start < pdf.pagesTotal; start += size) {
    const pages = Array.from({ length: Math.min(size, pdf.pagesTotal - start) }, (_, i) => start + i + 1);
    chunks.push({ index: chunks.length, pages, lines: pages.flatMap((p) => pdf.pages[p - 1]) });
  }
  return chunks;
}

const ZONE_LINE = /^Zone\s+\S+\s+-\s+/;
const ANIMAL_LINE = /^A\d{4,12}\b/;

/** The layout reader's rows and problems on a chunk's pages. */
export function layoutChunk(layout: LayoutParse, chunk: Chunk) {
  const pages = new Set(chunk.pages);
  const records = layout.rows.filter((r) => pages.has(r.page));
  const rejected: Record<string, number> = {};
  for (const p of layout.problems) if (pages.has(p.page)) rejected[p.reason] = (rejected[p.reason] ?? 0) + 1;
  return { records, rejected };
}

/** A trace with the operations §3 fields, from what a chunk held and what was accepted from it. */
export function traceOf(
  layout: LayoutParse,
  chunk: Chunk,
  accepted: AnimalRecord[],
  extra: Pick<ChunkTrace, 'parser' | 'ndjsonLinesCount' | 'rejected' | 'fallback' | 'disagreements' | 'durationMs'>,
): ChunkTrace {
  const pages = new Set(chunk.pages);
  const zoneLines = chunk.lines.filter((l) => ZONE_LINE.test(l.text)).map((l) => l.text);
  const animalLines = chunk.lines.filter((l) => ANIMAL_LINE.test(l.text)).map((l) => l.text);
  const unknowns = layout.unknownLines.filter((l) => pages.has(l.page)).map((l) => l.text);
  const schemaRejected = Object.values(extra.rejected).reduce((a, b) => a + b, 0);
  return {
    chunk: chunk.index,
    pages: chunk.pages,
    parser: extra.parser,
    rawLength: chunk.lines.reduce((n, l) => n + l.items.reduce((m, i) => m + i.str.length, 0), 0),
    normalizedLength: chunk.lines.reduce((n, l) => n + l.text.length + 1, 0),
    ndjsonLinesCount: extra.ndjsonLinesCount,
    accepted_animals_count: accepted.length,
    accepted_zone_groups_count: new Set(accepted.map((r) => `${r.site}/${r.zone_code}`)).size,
    schema_rejected_count: schemaRejected,
    rejected: extra.rejected,
    zoneDetection: { matches: zoneLines.slice(0, 5) },
    processingGates: {
      hasNormalizedZones: zoneLines.length > 0 || layout.pageStart[chunk.pages[0] - 1]?.zoneCode != null,
      pagesKeptGt0: layout.pagesWithRows.some((p) => pages.has(p)),
      animalFields: accepted.length > 0,
      shouldFallback: extra.fallback.attempted,
    },
    classificationSamples: { animals: animalLines.slice(0, 3), zones: zoneLines.slice(0, 3), unknowns: unknowns.slice(0, 2) },
    fallback: extra.fallback,
    disagreements: extra.disagreements,
    durationMs: extra.durationMs,
  };
}
