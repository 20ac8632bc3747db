import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { animalRecordSchema } from '../../server/modules/reports/pipeline/record.js';
import type { LayoutStats } from './layout.js';
import { makeReport, type ReportModel, type Truth, truthOf } from './model.js';
import { launchChromium, produceChromium } from './producers/chromium.js';
import { producePdfkit } from './producers/pdfkit.js';
import { producePdfLib } from './producers/pdf-lib.js';
import { CORPUS_DIR, HOLDOUT_DIR } from './score.js';
import { type FileSpec, HOLDOUT, MAIN } from './specs.js';

/**
 * `npm run fidelity:build [-- --only name[,name]]`: writes test/fidelity/corpus/ and holdout/ (a PDF and its
 * `.truth.json` per file). Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium). The output is committed.
 */

/** Quirks the main corpus must show at least once (checked after a full build). */
const REQUIRED = [
  'valign:middle', 'valign:top', 'valign:bottom', 'numbers-right', 'codes-centred', 'titles-shifted', 'font:Courier', 'font:Times',
  'ops:word', 'ops:letter', 'titles-two-lines', 'site-continued', 'zone-continued', 'zone-over-3-pages', 'name-wraps',
  'breed-wraps', 'breed-wrap-after-slash', 'breed-wrap-after-hyphen', 'breed-three-lines', 'ages-words', 'ids-7-9-digits',
  'blank-cells', 'one-row-page', 'page:A4', 'page:LETTER', 'landscape', 'portrait', 'order:shuffled', 'order:rows',
  'order:columns', 'salem-between-sites', 'other-sites', 'totals-disagree', 'stray-notes', 'garbled-ids', '100-plus-pages',
];

function quirksOf(spec: FileSpec, model: ReportModel, truth: Omit<Truth, 'quirks'>, stats: LayoutStats): string[] {
  const q = new Set<string>();
  const s = spec.style;
  q.add(`page:${s.page}`);
  q.add(s.landscape ? 'landscape' : 'portrait');
  q.add(`size:${s.size}pt`);
  q.add(`valign:${s.valign}`);
  if (spec.producer === 'chromium') q.add(`font:${spec.style.fontFamily.split(',')[0].replace(/'/g, '')}`);
  else {
    q.add(`font:${spec.style.font}`);
    const splits = new Set([spec.style.split ?? 'cell', ...spec.style.columns.map((c) => c.split ?? 'cell')]);
    if (splits.has('word')) q.add('ops:word');
    if (splits.has('letter')) q.add('ops:letter');
    if (spec.style.order && spec.style.order !== 'natural') q.add(`order:${spec.style.order}`);
  }
  if (spec.producer === 'chromium' && spec.style.grid) q.add('grid');
  if (spec.producer === 'chromium' && spec.style.zebra) q.add('zebra');
  if (s.columns.some((c) => c.align === 'right')) q.add('numbers-right');
  if (s.columns.some((c) => c.align === 'center')) q.add('codes-centred');
  if (s.columns.some((c) => c.titleShift)) q.add('titles-shifted');
  if (s.columns.some((c) => (c.title?.length ?? 1) > 1)) q.add('titles-two-lines');
  if (s.breakBeforeSite) q.add('page-break-per-site');
  const d = spec.data;
  if (d.ages === 'words' || d.ages === 'mixed') q.add('ages-words');
  if (truth.animals.some((a) => a.age === '<1 mo')) q.add('age-under-1-mo');
  if (truth.animals.some((a) => a.animal_id.length !== 9)) q.add('ids-7-9-digits');
  if (d.blanks) q.add('blank-cells');
  if (d.totalsOff) q.add('totals-disagree');
  if (d.notes) q.add('stray-notes');
  if (d.garbled) q.add('garbled-ids');
  const sites = model.sections.map((x) => x.site);
  if (sites.some((x) => x !== 'Salem')) q.add('other-sites');
  if (sites.some((x, i) => x !== 'Salem' && sites.slice(0, i).includes('Salem') && sites.slice(i + 1).includes('Salem'))) q.add('salem-between-sites');
  if (stats.nameWraps) q.add('name-wraps');
  if (stats.breedWraps) q.add('breed-wraps');
  if (stats.breedSlashBreaks) q.add('breed-wrap-after-slash');
  if (stats.breedHyphenBreaks) q.add('breed-wrap-after-hyphen');
  if (stats.breedThreeLines) q.add('breed-three-lines');
  if (stats.oneRowPages) q.add('one-row-page');
  // Zones by their pages: continued over a break, and over three pages or more.
  const spans = new Map<string, number[]>();
  let section = -1;
  let last = '';
  for (const a of truth.animals) {
    if (a.site !== last) section++;
    last = a.site;
    const key = `${section}/${a.zone_code}`;
    spans.set(key, [...(spans.get(key) ?? []), a.page]);
  }
  const widest = Math.max(0, ...[...spans.values()].map((p) => Math.max(...p) - Math.min(...p) + 1));
  if (widest >= 2) {
    q.add('zone-continued');
    if ((s as { siteContinued?: boolean }).siteContinued) q.add('site-continued');
  }
  if (widest >= 3) q.add('zone-over-3-pages');
  if (truth.pagesTotal >= 100) q.add('100-plus-pages');
  return [...q];
}

/** The truth JSON with one animal per line: readable in a diff, and half the size of the indented form. */
function truthJson(truth: Truth): string {
  const { animals, ...head } = truth;
  const text = JSON.stringify({ ...head, animals: [] }, null, 2);
  const rows = animals.map((a) => `    ${JSON.stringify(a)}`).join(',\n');
  return `${text.replace('"animals": []', `"animals": [\n${rows}\n  ]`)}\n`;
}

async function build(spec: FileSpec, dir: string, browser: () => Promise<Browser>): Promise<{ truth: Truth; bytes: number }> {
  const model = makeReport(spec.data);
  let out: { pdf: Buffer; pagesTotal: number; stats: LayoutStats };
  if (spec.producer === 'chromium') out = await produceChromium(await browser(), model, spec.style);
  else if (spec.producer === 'pdfkit') out = await producePdfkit(model, spec.style, spec.data.seed);
  else out = await producePdfLib(model, spec.style, spec.data.seed);
  const meta = { name: spec.name, producer: spec.producer, quirks: [], follows_note: spec.follows_note ?? true, pagesTotal: out.pagesTotal };
  const truth = truthOf(model, meta);
  truth.quirks = quirksOf(spec, model, truth, out.stats);
  for (const a of truth.animals) animalRecordSchema.parse(a);
  if (truth.follows_note && !truth.animals.some((a) => a.site === 'Salem')) throw new Error(`${spec.name}: no Salem animal, it could not commit`);
  writeFileSync(join(dir, `${spec.name}.pdf`), out.pdf);
  writeFileSync(join(dir, `${spec.name}.truth.json`), truthJson(truth));
  return { truth, bytes: out.pdf.length };
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  const only = values.only?.split(',').map((s) => s.trim());
  let browser: Promise<Browser> | null = null;
  const getBrowser = () => (browser ??= launchChromium());
  const built: Truth[] = [];
  try {
    for (const [dir, specs] of [[CORPUS_DIR, MAIN], [HOLDOUT_DIR, HOLDOUT]] as const) {
      mkdirSync(dir, { recursive: true });
      for (const spec of specs) {
        if (only && !only.includes(spec.name)) continue;
        const t0 = performance.now();
        const { truth, bytes } = await build(spec, dir, getBrowser).catch((err: Error) => {
          throw new Error(`${spec.name}: ${err.message}`);
        });
        if (specs === MAIN) built.push(truth);
        const ms = Math.round(performance.now() - t0);
        console.log(`${spec.name.padEnd(32)} ${spec.producer.padEnd(8)} ${String(truth.pagesTotal).padStart(4)} pages ${String(truth.animals.length).padStart(5)} animals ${(bytes / 1024).toFixed(0).padStart(6)} KiB ${String(ms).padStart(6)} ms`);
      }
    }
  } finally {
    if (browser) await (await browser).close();
  }
  if (!only) {
    const seen = new Set(built.flatMap((t) => t.quirks));
    const missing = REQUIRED.filter((q) => !seen.has(q));
    const producers = new Set(built.map((t) => t.producer));
    console.log(`main corpus: ${built.length} files, ${producers.size} producers; quirks missing: ${missing.join(', ') || 'none'}`);
    if (missing.length || built.length < 22 || producers.size < 3) return 1;
  }
  return 0;
}

process.exitCode = await main();
