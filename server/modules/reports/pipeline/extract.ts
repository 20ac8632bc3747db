import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One pdfjs text item, placed with a top-left origin in PDF points. */
export interface TextItem {
  str: string;
  x: number;
  /** Distance from the top of the page to the item's baseline. */
  y: number;
  width: number;
}

/** Items sharing a baseline, left to right. */
export interface TextLine {
  page: number;
  y: number;
  items: TextItem[];
  /** The items joined with one space: what a person reads on that line. */
  text: string;
}

export interface ExtractedPdf {
  pagesTotal: number;
  /** Lines of each page, top to bottom. */
  pages: TextLine[][];
}

/** Items whose baselines differ by less than this share a line. */
const SAME_LINE = 2;

/**
 * Text of every page with positions, from pdfjs-dist: rows are rebuilt by y and ordered by x. Throws on a
 * file pdfjs cannot open (the caller turns that into parse_invalid_format).
 */
export async function extractPdf(data: Uint8Array): Promise<ExtractedPdf> {
  // pdfjs takes ownership of (detaches) the buffer it is given.
  const task = getDocument({ data: new Uint8Array(data), disableFontFace: true, useSystemFonts: false, verbosity: 0, isEvalSupported: false });
  try {
    const doc = await task.promise;
    const pages: TextLine[][] = [];
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const height = page.getViewport({ scale: 1 }).height;
      const content = await page.getTextContent();
      const items: TextItem[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        items.push({ str: item.str.trim(), x: item.transform[4], y: height - item.transform[5], width: item.width });
      }
      pages.push(toLines(p, items));
      page.cleanup();
    }
    return { pagesTotal: doc.numPages, pages };
  } finally {
    await task.destroy();
  }
}

export function toLines(page: number, items: TextItem[]): TextLine[] {
  items.sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: TextLine[] = [];
  let current: TextItem[] = [];
  let y = Number.NEGATIVE_INFINITY;
  const flush = () => {
    if (current.length === 0) return;
    current.sort((a, b) => a.x - b.x);
    lines.push({ page, y, items: current, text: current.map((i) => i.str).join(' ') });
    current = [];
  };
  for (const item of items) {
    if (item.y - y >= SAME_LINE) {
      flush();
      y = item.y;
    }
    current.push(item);
  }
  flush();
  return lines;
}
