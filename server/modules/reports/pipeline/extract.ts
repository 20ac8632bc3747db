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

type Reply = { pages: TextItem[][] } | { error: string };

/** How much one extraction may take: heap and wall-clock time (EXTRACT_MEMORY_MB, EXTRACT_TIMEOUT_SECONDS). */
export interface ExtractLimits {
  memoryMb: number;
  timeoutMs: number;
}

export const DEFAULT_LIMITS: ExtractLimits = { memoryMb: 512, timeoutMs: 60_000 };

/** A file that went over its limits: the caller tells staff which, and nothing of it stays in memory. */
export class ExtractionLimitError extends Error {
  constructor(readonly limit: 'memory' | 'time', limits: ExtractLimits) {
    super(
      limit === 'time'
        ? `reading the file took longer than ${Math.round(limits.timeoutMs / 1000)} s`
        : `reading the file needed more than ${limits.memoryMb} MB of memory`,
    );
  }
}

/** How often the memory of a running extraction is looked at. */
const MEMORY_CHECK_MS = 100;

/**
 * Extraction threads, each reading one file (or one share of it) at a time: a file that is slow or huge holds
 * only its own threads, never another report's. Idle threads are kept warm for the next file (pdfjs takes a
 * few hundred ms to load); a thread that went over a limit is terminated, which frees all its memory.
 */
class ExtractionPool {
  private readonly idle = new Map<number, Worker[]>();

  async run(data: Uint8Array, share: Share, limits: ExtractLimits, stop: AbortSignal): Promise<TextItem[][]> {
    const worker = this.idle.get(limits.memoryMb)?.pop() ?? spawn(limits);
    try {
      const pages = await this.call(worker, data, share, limits, stop);
      this.keep(worker, limits);
      return pages;
    } catch (e) {
      void worker.terminate();
      throw e;
    }
  }

  private keep(worker: Worker, limits: ExtractLimits) {
    const list = this.idle.get(limits.memoryMb) ?? [];
    if (list.length >= MAX_IDLE) void worker.terminate();
    else {
      worker.unref();
      list.push(worker);
      this.idle.set(limits.memoryMb, list);
    }
  }

  private call(worker: Worker, data: Uint8Array, share: Share, limits: ExtractLimits, stop: AbortSignal): Promise<TextItem[][]> {
    const copy = new Uint8Array(data);
    return new Promise((resolve, reject) => {
      // The heap is capped by resourceLimits; buffers pdfjs inflates live outside the heap, so the thread's
      // growth of the process's resident memory is watched too.
      const base = process.memoryUsage.rss();
      const watch = setInterval(() => {
        if (process.memoryUsage.rss() - base > limits.memoryMb * 1024 * 1024) done(new ExtractionLimitError('memory', limits));
      }, MEMORY_CHECK_MS);
      const timer = setTimeout(() => done(new ExtractionLimitError('time', limits)), limits.timeoutMs);
      const onMessage = (reply: Reply) => done('error' in reply ? new Error(reply.error) : null, 'pages' in reply ? reply.pages : undefined);
      const onError = (e: Error & { code?: string }) => done(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ExtractionLimitError('memory', limits) : e);
      const onExit = (code: number) => done(new Error(`extraction thread exited with code ${code}`));
      // The other share of the same file failed: this one stops too.
      const onStop = () => done(stop.reason instanceof Error ? stop.reason : new Error('extraction stopped'));
      const done = (error: Error | null, pages?: TextItem[][]) => {
        clearInterval(watch);
        clearTimeout(timer);
        stop.removeEventListener('abort', onStop);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (error) reject(error);
        else resolve(pages!);
      };
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      stop.addEventListener('abort', onStop);
      worker.ref();
      worker.postMessage({ data: copy, share }, [copy.buffer]);
    });
  }
}

function spawn(limits: ExtractLimits): Worker {
  return new Worker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32 } });
}

/** Warm threads kept per limit setting. */
const MAX_IDLE = 4;

/**
 * A long report's pages are shared between two threads (page 1, 3, 5… and 2, 4, 6…), so it uses every core
 * while it is read. Two at most: more would only take CPU from the requests being served.
 */
const SHARES = Math.max(1, Math.min(2, availableParallelism()));
const pool = existsSync(WORKER_FILE) ? new ExtractionPool() : null;

/** Files smaller than this are read by one thread: sharing them costs more than it saves. */
const SHARE_ABOVE_BYTES = 64 * 1024;

/**
 * Text of every page with positions: rows are rebuilt by y and ordered by x. Throws on a file pdfjs cannot
 * open, and ExtractionLimitError on one over its limits (the caller turns both into parse_invalid_format).
 */
export async function extractPdf(data: Uint8Array, limits: ExtractLimits = DEFAULT_LIMITS): Promise<ExtractedPdf> {
  // pdfjs takes ownership of (detaches) the buffer it is given: always hand it a copy.
  let pages: TextItem[][];
  if (!pool) pages = await readPageItems(new Uint8Array(data));
  else {
    const shares = data.length > SHARE_ABOVE_BYTES ? SHARES : 1;
    const stop = new AbortController();
    const parts = await Promise.all(
      Array.from({ length: shares }, (_, part) =>
        pool.run(data, { part, of: shares }, limits, stop.signal).catch((e: unknown) => {
          stop.abort(e);
          throw e;
        }),
      ),
    );
    pages = parts[0].map((_, p) => parts[p % shares][p]);
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
