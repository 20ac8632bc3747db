import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Which pages one extraction thread reads: every `of`-th page, starting with page `part + 1`. */
export interface Share {
  part: number;
  of: number;
}

/** One pdfjs text item, placed with a top-left origin in PDF points. */
export interface TextItem {
  str: string;
  x: number;
  /** Distance from the top of the page to the item's baseline. */
  y: number;
  width: number;
  /** Font size in points (the text's height): gives the item its vertical extent. */
  size: number;
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
 * The text items of every page, read with pdfjs-dist. pdfjs is imported here only, lazily: its legacy build
 * (the one that runs on Node 20) installs core-js polyfills over `Array.prototype.push` and `JSON.stringify`
 * for the whole process, about ten times slower, so the server runs this in a worker thread (below).
 */
export async function readPageItems(data: Uint8Array, share: Share = { part: 0, of: 1 }): Promise<TextItem[][]> {
  const { getDocument } = await loadPdfjs();
  const task = getDocument({ data, disableFontFace: true, useSystemFonts: false, verbosity: 0, isEvalSupported: false });
  try {
    const doc = await task.promise;
    // Every page has a slot; this share fills pages part+1, part+1+of, … and leaves the others empty.
    const pages: TextItem[][] = Array.from({ length: doc.numPages }, () => []);
    for (let p = 1 + share.part; p <= doc.numPages; p += share.of) {
      const page = await doc.getPage(p);
      const height = page.getViewport({ scale: 1 }).height;
      const content = await page.getTextContent();
      const items: TextItem[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [a, b, c, d] = item.transform;
        // Rotated text (b or c set) is furniture at best; its size is the vertical scale's length.
        const size = Math.round(Math.hypot(c, d) * 100) / 100 || Math.hypot(a, b) || item.height;
        const lead = item.str.length - item.str.trimStart().length;
        const str = item.str.trim();
        // Leading spaces shift the visible text right: place the item where its first glyph is.
        const x = item.transform[4] + (lead ? (item.width * lead) / item.str.length : 0);
        const width = lead || str.length !== item.str.length ? (item.width * str.length) / item.str.length : item.width;
        items.push({ str, x, y: height - item.transform[5], width, size });
      }
      pages[p - 1] = items;
      page.cleanup();
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

let pdfjs: Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | null = null;

/**
 * pdfjs with the built-ins it replaced put back: the native `push` and `JSON` work for pdfjs on Node 20 and
 * are about 14% faster for it. Its own worker code is loaded up front, since loading it later would install
 * the polyfills again.
 */
function loadPdfjs() {
  pdfjs ??= (async () => {
    const { push } = Array.prototype;
    const { parse, stringify } = JSON;
    const lib = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // @ts-expect-error: the worker bundle ships without type declarations
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    Object.defineProperty(Array.prototype, 'push', { value: push, writable: true, configurable: true, enumerable: false });
    Object.assign(JSON, { parse, stringify });
    return lib;
  })();
  return pdfjs;
}

/** The compiled worker entry; absent when running from TypeScript sources (then extraction runs inline). */
const WORKER_FILE = fileURLToPath(new URL('./extract.worker.js', import.meta.url));

type Reply = { id: number; pages: TextItem[][] } | { id: number; error: string };

/** One long-lived extraction thread, started on first use and restarted if it dies. */
class ExtractionThread {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (p: TextItem[][]) => void; reject: (e: Error) => void }>();

  run(data: Uint8Array, share: Share): Promise<TextItem[][]> {
    const worker = this.start();
    const id = this.nextId++;
    const copy = new Uint8Array(data);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, data: copy, share }, [copy.buffer]);
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_FILE);
    worker.on('message', (reply: Reply) => {
      const waiter = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if (!waiter) return;
      if ('error' in reply) waiter.reject(new Error(reply.error));
      else waiter.resolve(reply.pages);
    });
    const fail = (e: Error) => {
      this.worker = null;
      for (const w of this.pending.values()) w.reject(e);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`extraction thread exited with code ${code}`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }
}

/**
 * Extraction threads: pages are shared between them (page 1, 3, 5… and 2, 4, 6…), so a long report uses every
 * core while it is read. Two at most: a bigger pool would only take CPU from the requests being served.
 */
const THREADS = Math.max(1, Math.min(2, availableParallelism()));
const threads = existsSync(WORKER_FILE) ? Array.from({ length: THREADS }, () => new ExtractionThread()) : null;

/** Files smaller than this are read by one thread: sharing them costs more than it saves. */
const SHARE_ABOVE_BYTES = 64 * 1024;

/**
 * Text of every page with positions: rows are rebuilt by y and ordered by x. Throws on a file pdfjs cannot
 * open (the caller turns that into parse_invalid_format).
 */
export async function extractPdf(data: Uint8Array): Promise<ExtractedPdf> {
  // pdfjs takes ownership of (detaches) the buffer it is given: always hand it a copy.
  let pages: TextItem[][];
  if (!threads) pages = await readPageItems(new Uint8Array(data));
  else {
    const used = data.length > SHARE_ABOVE_BYTES ? threads : threads.slice(0, 1);
    const parts = await Promise.all(used.map((t, part) => t.run(data, { part, of: used.length })));
    pages = parts[0].map((_, p) => parts[p % used.length][p]);
  }
  return { pagesTotal: pages.length, pages: pages.map((items, i) => toLines(i + 1, items)) };
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
