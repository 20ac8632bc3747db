import type { TextItem, TextLine } from './extract.js';

/**
 * The geometry of a table printed in a PDF, independent of the tool that printed it: words placed on the
 * page, the column titles (in any font, split into any number of text items, wrapped over two lines) and the
 * column edges, found where the body's words leave a vertical gutter.
 */

/** A word placed on the page: x from its left to its right edge, y its baseline, both in points. */
export interface Word {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  /** The text run (pdfjs item) it was printed in: words of one run are one cell unless the run spans titles. */
  run: number;
}

let runs = 0;

/** Helvetica's advance widths (1/1000 em) for printable ASCII: relative widths to place words inside an item. */
const HELVETICA =
  '278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584'
    .split(',')
    .map(Number);
const advance = (ch: string) => HELVETICA[ch.charCodeAt(0) - 32] ?? 556;

/** Text runs closer than this (in ems) are one word: a font or a producer that draws letter by letter. */
const TOUCHING = 0.12;

/**
 * The words of a line. pdfjs merges neighbouring runs into one item (so one item may hold several cells):
 * each item is split at its spaces and each word placed by its share of the item's width. Items that touch
 * (a word drawn letter by letter) are joined back into one word.
 */
export function wordsOf(line: TextLine): Word[] {
  const words: Word[] = [];
  const items = [...line.items].sort((a, b) => a.x - b.x);
  for (const item of items) {
    const placed = splitItem(item);
    const first = placed[0];
    const last = words[words.length - 1];
    const gap = first && last ? (first.x0 - last.x1) / Math.max(first.size, last.size) : Infinity;
    if (first && last && gap < TOUCHING && gap > -TOUCHING) {
      last.text += first.text;
      last.x1 = Math.max(last.x1, first.x1);
      placed.shift();
    }
    words.push(...placed);
  }
  return words;
}

function splitItem(item: TextItem): Word[] {
  const str = item.str;
  const run = ++runs;
  if (!str.includes(' ')) return [{ text: str, x0: item.x, x1: item.x + item.width, y: item.y, size: item.size, run }];
  let total = 0;
  for (const ch of str) total += advance(ch);
  const scale = total > 0 ? item.width / total : 0;
  const words: Word[] = [];
  let at = 0;
  for (const m of str.matchAll(/\S+|\s+/g)) {
    let w = 0;
    for (const ch of m[0]) w += advance(ch);
    if (m[0].trim()) words.push({ text: m[0], x0: item.x + at * scale, x1: item.x + (at + w) * scale, y: item.y, size: item.size, run });
    at += w;
  }
  return words;
}

// ---------------------------------------------------------------------------------------------------------
// Column titles

export const COLUMN_KEYS = [
  'animal_id',
  'name',
  'species',
  'breed',
  'sex',
  'age',
  'weight',
  'kennel',
  'status_code',
  'sub_status_code',
  'adoption_level',
  'behavior_severity_code',
  'intake_date',
  'days_in_care',
] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];

/** Each column's title as printed, and the spellings other exports use. Compared without case, spaces or punctuation. */
const TITLES: Record<ColumnKey, string[]> = {
  animal_id: ['Animal ID', 'Animal #', 'AnimalID'],
  name: ['Name', 'Animal Name'],
  species: ['Species'],
  breed: ['Breed', 'Primary Breed'],
  sex: ['Sex', 'Gender'],
  age: ['Age'],
  weight: ['Weight'],
  kennel: ['Kennel', 'Kennel Unit'],
  status_code: ['Status'],
  sub_status_code: ['Sub-Status', 'Sub Status', 'Substatus'],
  adoption_level: ['Adoption Level', 'Adopt Level'],
  behavior_severity_code: ['Behavior', 'Behaviour', 'Behavior Code'],
  intake_date: ['Intake Date', 'Intake'],
  days_in_care: ['Days in Care', 'Days'],
};

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9#]/g, '');
const ALIASES: [ColumnKey, string][] = COLUMN_KEYS.flatMap((k) => TITLES[k].map((t): [ColumnKey, string] => [k, norm(t)]));
/** Every word that may appear in a title row. */
const TITLE_WORDS = new Set(Object.values(TITLES).flatMap((ts) => ts.flatMap((t) => t.split(/[\s-]+/).map(norm))));

/** Title words and their beginnings of three letters or more: a title may be split anywhere ("Sub-" + "Status"). */
const TITLE_PARTS = new Set([...TITLE_WORDS].flatMap((t) => [t, ...Array.from({ length: Math.max(0, t.length - 3) }, (_, i) => t.slice(0, i + 3))]));
const isTitleWord = (w: string) => TITLE_PARTS.has(norm(w));

export interface Title {
  key: ColumnKey;
  x0: number;
  x1: number;
  size: number;
}

/** How far (in ems of the title) a title may sit off its cells. */
const OFF_TITLE = 1;

/** How many title words a line must hold to be taken for the title row (with Animal ID among them). */
const MIN_TITLE_WORDS = 4;

/** A line that may be the column title row (or its first or second line): mostly title words, Animal among them. */
export function looksLikeTitleRow(words: Word[]): boolean {
  if (words.length < MIN_TITLE_WORDS) return false;
  const titled = words.filter((w) => isTitleWord(w.text));
  return titled.length >= MIN_TITLE_WORDS && titled.length >= words.length * 0.8;
}

/** Whether every word of a line is a title word: a second line of wrapped titles. */
export function onlyTitleWords(words: Word[]): boolean {
  return words.length > 0 && words.every((w) => isTitleWord(w.text));
}

/**
 * The titles of a title row of one or more lines. Words stacked above each other (a title wrapped over two
 * lines) are read top to bottom; stacks are read left to right; titles are then matched in order against the
 * known spellings. Null when Animal ID or most titles are missing.
 */
export function readTitles(lines: Word[][]): Title[] | null {
  const words = lines.flat();
  // Stacks: words that overlap horizontally on different lines belong to one title.
  const stacks: Word[][] = [];
  for (const w of [...words].sort((a, b) => a.x0 - b.x0)) {
    const stack = stacks.find((s) => s.some((o) => o.y !== w.y && overlap(o, w) > 0.3 * Math.min(o.x1 - o.x0, w.x1 - w.x0)));
    if (stack) stack.push(w);
    else stacks.push([w]);
  }
  stacks.sort((a, b) => Math.min(...a.map((w) => w.x0)) - Math.min(...b.map((w) => w.x0)));
  const tokens = stacks.flatMap((s) => [...s].sort((a, b) => a.y - b.y || a.x0 - b.x0));

  const titles: Title[] = [];
  let next = 0;
  for (let j = 0; j < tokens.length; ) {
    const match = matchTitle(tokens, j, next);
    if (!match) {
      j++;
      continue;
    }
    const used = tokens.slice(j, j + match.length);
    titles.push({ key: COLUMN_KEYS[match.column], x0: Math.min(...used.map((w) => w.x0)), x1: Math.max(...used.map((w) => w.x1)), size: Math.max(...used.map((w) => w.size)) });
    next = match.column + 1;
    j += match.length;
  }
  if (titles[0]?.key !== 'animal_id' || titles.length < 6) return null;
  for (let i = 1; i < titles.length; i++) if (centre(titles[i]) <= centre(titles[i - 1])) return null;
  return titles;
}

/** The longest run of tokens from `j` that spells a title of a column at or after `from`. */
function matchTitle(tokens: Word[], j: number, from: number): { column: number; length: number } | null {
  let best: { column: number; length: number } | null = null;
  let text = '';
  for (let n = 1; n <= 4 && j + n <= tokens.length; n++) {
    text += norm(tokens[j + n - 1].text);
    for (const [key, alias] of ALIASES) {
      const column = COLUMN_KEYS.indexOf(key);
      if (column >= from && alias === text && (!best || n > best.length || (n === best.length && column < best.column))) best = { column, length: n };
    }
  }
  return best;
}

const overlap = (a: { x0: number; x1: number }, b: { x0: number; x1: number }) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
export const centre = (t: { x0: number; x1: number }) => (t.x0 + t.x1) / 2;

// ---------------------------------------------------------------------------------------------------------
// Column edges

const BIN = 0.25;

/**
 * The x where each column ends and the next begins, from the titles and the body's words together. Between two
 * neighbouring titles' centres, the edge is the middle of the widest run where the fewest body words are
 * printed: the gutter. Left-, centre- or right-aligned cells and titles a few points off their cells all leave
 * the gutter in the same place.
 */
export function columnEdges(titles: Title[], body: Word[]): number[] {
  if (titles.length < 2) return [];
  let left = centre(titles[0]);
  let right = centre(titles[titles.length - 1]);
  for (const w of body) {
    if (w.x0 < left) left = w.x0;
    if (w.x1 > right) right = w.x1;
  }
  left -= 1;
  right += 1;
  const bins = Math.max(1, Math.ceil((right - left) / BIN));
  const diff = new Int32Array(bins + 1);
  for (const w of cells(titles, body)) {
    // A word covers its inside; its own edges (where a neighbour may touch) stay free.
    const a = Math.ceil((w.x0 + 0.2 - left) / BIN);
    const b = Math.floor((w.x1 - 0.2 - left) / BIN);
    if (b < a) continue;
    diff[Math.max(0, a)]++;
    diff[Math.min(bins, b + 1)]--;
  }
  const cover = new Int32Array(bins);
  for (let i = 0, run = 0; i < bins; i++) cover[i] = run += diff[i];

  const edges: number[] = [];
  // A gutter serves one edge only: the space between a title and its right-aligned cells is a free run too, and
  // once it has been taken as the edge on the column's left it cannot also be the edge on its right.
  let used: { start: number; end: number } | null = null;
  for (let i = 0; i + 1 < titles.length; i++) {
    // The gutter lies between the two titles, give or take a title sitting a little off its cells.
    const slack = OFF_TITLE * (titles[i].size + titles[i + 1].size) / 2;
    let lo = Math.max(centre(titles[i]), titles[i].x1 - slack);
    let hi = Math.min(centre(titles[i + 1]), titles[i + 1].x0 + slack);
    if (hi <= lo) [lo, hi] = [centre(titles[i]), centre(titles[i + 1])];
    const from = Math.max(0, Math.floor((lo - left) / BIN));
    const to = Math.min(bins - 1, Math.ceil((hi - left) / BIN));
    const between = (titles[i].x1 + titles[i + 1].x0) / 2;
    let min = Infinity;
    for (let k = from; k <= to; k++) min = Math.min(min, cover[k]);
    let best: { start: number; end: number } | null = null;
    const better = (start: number, end: number) => {
      if (!best) return true;
      const len = end - start;
      const bestLen = best.end - best.start;
      if (len !== bestLen) return len > bestLen;
      return Math.abs(left + ((start + end) / 2) * BIN - between) < Math.abs(left + ((best.start + best.end) / 2) * BIN - between);
    };
    let whole: { start: number; end: number } | null = null;
    for (let pass = 0; pass < 2 && !best; pass++) {
      for (let k = from; k <= to; k++) {
        if (cover[k] !== min) continue;
        let e = k;
        while (e + 1 <= to && cover[e + 1] === min) e++;
        // The run as it extends beyond the search range: the same gutter as the previous edge's?
        let a = k;
        let b = e;
        while (a > 0 && cover[a - 1] === min) a--;
        while (b + 1 < bins && cover[b + 1] === min) b++;
        const taken = pass === 0 && used !== null && a <= used.end && b >= used.start;
        if (!taken && better(k, e)) {
          best = { start: k, end: e };
          whole = { start: a, end: b };
        }
        k = e;
      }
    }
    used = whole;
    const edge = best ? left + ((best.start + best.end + 1) / 2) * BIN : between;
    edges.push(Math.max(edge, edges[edges.length - 1] ?? -Infinity));
  }
  return edges;
}

/**
 * What covers the page in the body: each text run whole (so the space inside `54.2 lb` is not a gutter),
 * except a run that reaches over two titles (pdfjs merged two cells), which counts word by word.
 */
function cells(titles: Title[], body: Word[]): { x0: number; x1: number }[] {
  const byRun = new Map<number, Word[]>();
  for (const w of body) {
    const list = byRun.get(w.run);
    if (list) list.push(w);
    else byRun.set(w.run, [w]);
  }
  const out: { x0: number; x1: number }[] = [];
  for (const words of byRun.values()) {
    if (words.length === 1) {
      out.push(words[0]);
      continue;
    }
    const run = { x0: Math.min(...words.map((w) => w.x0)), x1: Math.max(...words.map((w) => w.x1)) };
    const under = titles.filter((t) => overlap(t, run) > 0).length;
    if (under > 1) out.push(...words);
    else out.push(run);
  }
  return out;
}

/** The column index of a word: how many edges lie left of its centre. */
export function columnIndex(edges: number[], w: Word): number {
  const c = centre(w);
  let i = 0;
  while (i < edges.length && c > edges[i]) i++;
  return i;
}
