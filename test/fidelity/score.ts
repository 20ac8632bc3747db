import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractPdf } from '../../server/modules/reports/pipeline/extract.js';
import type { NotImported } from '../../server/modules/reports/pipeline/ledger.js';
import { parseLayout } from '../../server/modules/reports/pipeline/layout-parser.js';
import { type AnimalRecord, RECORD_FIELDS } from '../../server/modules/reports/pipeline/record.js';
import type { Truth } from './model.js';

/** The comparison of a reader's output with a corpus file's ground truth (issue 14, item 4). */

/** What the comparison needs of a parse; the layout reader's result has more. */
export interface ParseLike {
  runDate?: string | null;
  rows: AnimalRecord[];
  notImported: NotImported[];
  ledger: { unread: number };
}

export interface Mismatch {
  animal_id: string;
  field: string;
  want: unknown;
  got: unknown;
}

export interface FileScore {
  name: string;
  producer: string;
  follows_note: boolean;
  pages: number;
  truthRows: number;
  /** Truth animals whose ID is among the parsed rows. */
  recalled: number;
  /** Truth animals read with every field equal. */
  exact: number;
  /** Parsed rows whose ID is not in the truth, or an ID read a second time. */
  extra: number;
  extraIds: string[];
  unread: number;
  /** Truth animals (and garbled animal rows) neither read nor named in notImported. */
  silentDrops: number;
  silentDropIds: string[];
  /** Deliberately unreadable lines named in notImported, of those expected. */
  expectedNamed: number;
  expectedTotal: number;
  /** At least one Salem row: the report would commit. */
  commits: boolean;
  runDateOk: boolean;
  ms: number;
  /** The first field mismatches, for a person to look at. */
  mismatches: Mismatch[];
}

const squash = (s: string) => s.replace(/\s+/g, '');

function same(field: keyof AnimalRecord, want: unknown, got: unknown): boolean {
  if (field === 'site' && typeof want === 'string' && typeof got === 'string') return want.toLowerCase() === got.toLowerCase();
  return want === got;
}

export function scoreFile(truth: Truth, parse: ParseLike, ms: number): FileScore {
  const byId = new Map<string, AnimalRecord>();
  const truthIds = new Set(truth.animals.map((a) => a.animal_id));
  const extraIds: string[] = [];
  for (const row of parse.rows) {
    if (!truthIds.has(row.animal_id) || byId.has(row.animal_id)) extraIds.push(row.animal_id);
    if (!byId.has(row.animal_id)) byId.set(row.animal_id, row);
  }
  const named = (id: string) => parse.notImported.some((n) => n.animalId === id || squash(n.text).includes(id));
  let recalled = 0;
  let exact = 0;
  const silentDropIds: string[] = [];
  const mismatches: Mismatch[] = [];
  for (const want of truth.animals) {
    const got = byId.get(want.animal_id);
    if (!got) {
      if (!named(want.animal_id)) silentDropIds.push(want.animal_id);
      continue;
    }
    recalled++;
    const wrong = RECORD_FIELDS.filter((f) => !same(f, want[f], got[f]));
    if (wrong.length === 0) exact++;
    for (const f of wrong) if (mismatches.length < 20) mismatches.push({ animal_id: want.animal_id, field: f, want: want[f], got: got[f] });
  }
  let expectedNamed = 0;
  for (const e of truth.expectedNotImported ?? []) {
    const hit = parse.notImported.some(
      (n) => n.page === e.page && ((e.animalId !== null && n.animalId === e.animalId) || squash(n.text).includes(squash(e.textIncludes))),
    );
    if (hit) expectedNamed++;
    else if (e.row) silentDropIds.push(`(garbled ${e.textIncludes})`);
  }
  return {
    name: truth.name,
    producer: truth.producer,
    follows_note: truth.follows_note,
    pages: truth.pagesTotal,
    truthRows: truth.animals.length,
    recalled,
    exact,
    extra: extraIds.length,
    extraIds: extraIds.slice(0, 20),
    unread: parse.ledger.unread,
    silentDrops: silentDropIds.length,
    silentDropIds: silentDropIds.slice(0, 20),
    expectedNamed,
    expectedTotal: truth.expectedNotImported?.length ?? 0,
    commits: parse.rows.some((r) => r.site.trim().toLowerCase() === 'salem'),
    runDateOk: parse.runDate === undefined || parse.runDate === truth.runDate,
    ms,
    mismatches,
  };
}

export interface Totals {
  files: number;
  truthRows: number;
  recalled: number;
  exact: number;
  extra: number;
  unread: number;
  silentDrops: number;
  expectedNamed: number;
  expectedTotal: number;
  /** follows_note files that would not commit. */
  notCommitting: string[];
  recall: number;
  exactRatio: number;
  ms: number;
}

export function totalsOf(scores: FileScore[]): Totals {
  const sum = (f: (s: FileScore) => number) => scores.reduce((a, s) => a + f(s), 0);
  const truthRows = sum((s) => s.truthRows);
  return {
    files: scores.length,
    truthRows,
    recalled: sum((s) => s.recalled),
    exact: sum((s) => s.exact),
    extra: sum((s) => s.extra),
    unread: sum((s) => s.unread),
    silentDrops: sum((s) => s.silentDrops),
    expectedNamed: sum((s) => s.expectedNamed),
    expectedTotal: sum((s) => s.expectedTotal),
    notCommitting: scores.filter((s) => s.follows_note && !s.commits).map((s) => s.name),
    recall: truthRows ? sum((s) => s.recalled) / truthRows : 1,
    exactRatio: truthRows ? sum((s) => s.exact) / truthRows : 1,
    ms: sum((s) => s.ms),
  };
}

/** The repository root, from the sources or from their compiled copy under dist/. */
export const ROOT = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'test', 'fidelity', 'baseline.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('fidelity: cannot find the repository root (test/fidelity/baseline.json)');
    dir = up;
  }
  return dir;
})();
export const CORPUS_DIR = join(ROOT, 'test', 'fidelity', 'corpus');
export const HOLDOUT_DIR = join(ROOT, 'test', 'fidelity', 'holdout');
export const BASELINE_FILE = join(ROOT, 'test', 'fidelity', 'baseline.json');

/** The corpus files of a folder, by name; `only` keeps the names it lists. */
export function corpusFiles(path: string, only?: string[]): { name: string; pdf: string; truth: Truth }[] {
  return readdirSync(path)
    .filter((f) => f.endsWith('.truth.json'))
    .sort()
    .map((f) => {
      const truth = JSON.parse(readFileSync(join(path, f), 'utf8')) as Truth;
      return { name: truth.name, pdf: join(path, `${truth.name}.pdf`), truth };
    })
    .filter((f) => !only?.length || only.includes(f.name));
}

/** Reads one file the way the pipeline does (extractPdf, then parseLayout) and scores it. */
export async function readAndScore(file: { pdf: string; truth: Truth }): Promise<FileScore> {
  const data = new Uint8Array(readFileSync(file.pdf));
  const t0 = performance.now();
  const parse = parseLayout(await extractPdf(data)) as unknown as ParseLike;
  const ms = performance.now() - t0;
  return scoreFile(file.truth, parse, ms);
}
