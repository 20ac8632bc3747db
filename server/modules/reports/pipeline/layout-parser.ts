import type { ExtractedPdf, TextLine } from './extract.js';
import { COLUMN_KEYS, columnEdges, columnIndex, looksLikeTitleRow, onlyTitleWords, readTitles, type ColumnKey, type Title, type Word, wordsOf } from './geometry.js';
import { emptyLedger, type LedgerCounts, type LineKind, type NotImported } from './ledger.js';
import { animalRecordSchema, type AnimalRecord } from './record.js';

/**
 * The deterministic reader of an All Pets report (../shared/spec/all-pets-report.md), built on the page's
 * geometry rather than on one generator's habits. It needs no network and is always available: the parser
 * when no AI key is set, the fallback when the AI fails a chunk, and the second opinion whose disagreements
 * with the AI go into the traces.
 *
 * 1. Each text line is classified: page furniture, column titles, site, zone, total, or table body.
 * 2. Columns come from the titles and the body together (geometry.ts): the edge between two columns is the
 *    gutter the body's words leave, whatever the cells' alignment.
 * 3. Rows are anchored on the Animal ID cell. The text of each column is cut into stacks (lines one leading
 *    apart); a stack belongs to the row whose anchor it holds or spans, so vertically centred cells and names
 *    or breeds wrapped over two or three lines stay with their animal.
 * 4. Every line ends up in the ledger; what is not read is named, with its page, line and reason.
 */

export const LAYOUT_PARSER_VERSION = 'layout-v2';

/** Where a row is in the report: the site and zone it was printed under. */
export interface Context {
  site: string | null;
  zoneCode: string | null;
  zoneLocation: string | null;
}

export interface ParsedZone {
  site: string;
  code: string;
  location: string;
  /** Rows read under this zone, over all its sections and continued parts. */
  rows: number;
  /** The sum of its `Zone total: N` lines as printed, or null if none was found. */
  printedTotal: number | null;
}

export interface RowProblem {
  page: number;
  reason: string;
  text: string;
}

export interface LayoutParse {
  /** Run Date as a wall-clock ISO date-time without offset, e.g. 2026-11-24T07:05:00. */
  runDate: string | null;
  /** Every animal row read, all sites, in report order. */
  rows: AnimalRecord[];
  /** Rows that looked like animals but could not be read into a valid record. */
  problems: RowProblem[];
  zones: ParsedZone[];
  /** Per site (over all its sections): rows read and the sum of its printed `Site total` lines. */
  siteTotals: { site: string; rows: number; printedTotal: number | null }[];
  grandTotal: number | null;
  /** Zone lines seen, `(continued)` repeats included. */
  rawZones: number;
  /** Lines that are none of the known kinds. */
  unknownLines: { page: number; text: string }[];
  /** Site and zone in force at the top of each page (index 0 = page 1). */
  pageStart: Context[];
  /** Pages holding at least one animal row. */
  pagesWithRows: number[];
  /** Unread lines and rejected rows, in report order. */
  notImported: NotImported[];
  /** How many text lines were read as each kind. */
  ledger: LedgerCounts;
  /** Each line's kind and, for rows, its cells by column: what the AI reader is shown. */
  lines: ReadLine[];
  /** Column title rows recognised (0: the file holds no All Pets table the reader could find). */
  titleRows: number;
}

/** One text line as the reader saw it. */
export interface ReadLine {
  page: number;
  /** 1-based on its page. */
  line: number;
  kind: LineKind;
  text: string;
  /** Row and continuation lines: the line's words by column key. */
  cells?: Partial<Record<ColumnKey, string>>;
  /** Continuation lines: the Animal ID of the row they continue. */
  of?: string;
}

const RUN_DATE = /Run Date:\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})\s*(AM|PM)?/i;
const SITE = /^Site:\s*(.+?)(\s*\(continued\))?\s*$/i;
const ZONE = /^Zone\s+(\S+)\s+[-\u2013\u2014]\s+(.+?)(\s*\(continued\))?\s*$/i;
const ZONE_TOTAL = /^Zone total:\s*(\d[\d,]*)/i;
const SITE_TOTAL = /^Site total:\s*(\d[\d,]*)/i;
const GRAND_TOTAL = /^Grand total:\s*(\d[\d,]*)/i;
const FURNITURE = [/^Printed by:/i, /^CONFIDENTIAL/i, /^All Pets Report$/i, /^Page \d+ of \d+$/i, RUN_DATE];
/** An Animal ID cell by shape: a letter, then digits. */
const ID_CELL = /^[A-Z]\d{1,15}$/;
/** Columns whose single value a continuation line never holds: a line with several of them is a row. */
const ROW_ONLY: ColumnKey[] = ['sex', 'weight', 'kennel', 'status_code', 'intake_date', 'days_in_care', 'adoption_level', 'behavior_severity_code'];
/** Lines of one cell lie at most this many font sizes apart. */
const LEADING = 1.45;

/** Wrapped text joins with one space, or none after a `/` or `-` ("Labrador Retriever/" + "Mix"). */
export function joinWrapped(first: string | undefined, rest: string): string {
  if (!first) return rest;
  return /[/-]$/.test(first) ? `${first}${rest}` : `${first} ${rest}`;
}

function pad(n: number | string) {
  return String(n).padStart(2, '0');
}

export function parseRunDate(text: string): string | null {
  const m = RUN_DATE.exec(text);
  if (!m) return null;
  const [, mo, d, y, h, mi, ap] = m;
  // 12-hour with AM/PM as the note prints it; a 24-hour time as some exports do.
  let hour = ap ? Number(h) % 12 : Number(h);
  if (ap?.toUpperCase() === 'PM') hour += 12;
  return `${y}-${pad(mo)}-${pad(d)}T${pad(hour)}:${mi}:00`;
}

/** `10/02/2026` → `2026-10-02`; anything else → null. */
export function usDateToIso(text: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!m) return null;
  const iso = `${m[3]}-${pad(m[1])}-${pad(m[2])}`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** A column model: its titles and the edges between them, shared by the pages that print the same titles. */
interface Table {
  titles: Title[];
  edges: number[];
  body: Word[];
}

type Structure =
  | { kind: 'site'; name: string; continued: boolean }
  | { kind: 'zone'; code: string; location: string; continued: boolean }
  | { kind: 'zoneTotal' | 'siteTotal' | 'grandTotal'; total: number };

/** One line while reading: its words and what it was taken for. */
interface Line {
  /** Continuation lines: the anchor of the row whose text they carry. */
  owner?: Line;
  page: number;
  index: number;
  y: number;
  size: number;
  words: Word[];
  text: string;
  kind: LineKind | 'body' | 'titles';
  structure?: Structure;
  table?: Table;
  /** Its words by column index, once the table's edges are known. */
  columns?: Map<number, Word[]>;
}

/** A printed count: `5,101` → 5101. */
const count = (s: string) => Number(s.replace(/,/g, ''));

function classify(text: string): Structure | 'furniture' | null {
  let m: RegExpExecArray | null;
  if (FURNITURE.some((re) => re.test(text))) return 'furniture';
  if ((m = SITE.exec(text))) return { kind: 'site', name: m[1].trim(), continued: !!m[2] };
  if ((m = ZONE.exec(text))) return { kind: 'zone', code: m[1], location: m[2].trim(), continued: !!m[3] };
  if ((m = ZONE_TOTAL.exec(text))) return { kind: 'zoneTotal', total: count(m[1]) };
  if ((m = SITE_TOTAL.exec(text))) return { kind: 'siteTotal', total: count(m[1]) };
  if ((m = GRAND_TOTAL.exec(text))) return { kind: 'grandTotal', total: count(m[1]) };
  return null;
}

/** Pass 1: words, kinds, title rows; every body line is tied to the table whose titles it follows. */
function readLines(pdf: ExtractedPdf): { pages: Line[][]; tables: Table[] } {
  const tables = new Map<string, Table>();
  const titleCache = new Map<string, Title[] | null>();
  let table: Table | undefined;
  const pages = pdf.pages.map((textLines, p) => {
    const lines: Line[] = textLines.map((tl: TextLine, index) => {
      const words = wordsOf(tl);
      const size = Math.max(1, ...words.map((w) => w.size));
      return { page: p + 1, index: index + 1, y: tl.y, size, words, text: words.map((w) => w.text).join(' '), kind: 'body' };
    });
    // Title rows first: what is printed above the page's first one is the page header.
    const bands: Line[][] = [];
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      if (classify(line.text) || !looksLikeTitleRow(line.words)) continue;
      const band = [line];
      for (let k = i - 1; k >= 0 && line.y - lines[k].y <= 2.5 * line.size && onlyTitleWords(lines[k].words) && !classify(lines[k].text); k--) band.unshift(lines[k]);
      for (let k = i + 1; k < lines.length && lines[k].y - band[band.length - 1].y <= 1.6 * line.size && onlyTitleWords(lines[k].words) && !classify(lines[k].text); k++) band.push(lines[k]);
      // Most pages repeat the same title row: read it once.
      const printed = band.map((l) => l.words.map((w) => `${w.text}@${w.x0.toFixed(1)},${(w.y - line.y).toFixed(1)}`).join(' ')).join('\n');
      const titles = titleCache.get(printed) ?? readTitles(band.map((l) => l.words));
      titleCache.set(printed, titles);
      if (!titles) continue;
      const key = titles.map((t) => `${t.key}@${Math.round(t.x0)}-${Math.round(t.x1)}`).join('|');
      const found = tables.get(key) ?? { titles, edges: [], body: [] };
      tables.set(key, found);
      for (const l of band) {
        l.kind = 'titles';
        l.table = found;
      }
      bands.push(band);
      i = lines.indexOf(band[band.length - 1]);
    }
    const firstTitles = bands[0]?.[0].index ?? Infinity;
    for (const line of lines) {
      if (line.kind === 'titles') {
        table = line.table;
        continue;
      }
      const c = classify(line.text);
      if (c === 'furniture') line.kind = 'furniture';
      else if (c) {
        line.kind = c.kind === 'site' ? 'site' : c.kind === 'zone' ? 'zone' : 'total';
        line.structure = c;
      } else if (line.index < firstTitles && bands.length > 0 && !line.words.some((w) => ID_CELL.test(w.text))) {
        line.kind = 'furniture';
      } else {
        line.table = table;
        table?.body.push(...line.words);
      }
    }
    return lines;
  });
  const all = [...tables.values()];
  for (const t of all) t.edges = columnEdges(t.titles, t.body);
  return { pages, tables: all };
}

type Cells = Partial<Record<ColumnKey, string>>;

/** A row being read: its anchor line and, per column, the fragments of text it owns (top to bottom). */
interface Row {
  anchor: Line;
  fragments: Map<ColumnKey, { y: number; text: string; line: Line }[]>;
  ctx: Context;
  zone: ParsedZone | null;
  site: SiteTally | null;
}

interface SiteTally {
  site: string;
  rows: number;
  printedTotal: number | null;
}

/** The words of a body line by column index. */
function byColumn(line: Line): Map<number, Word[]> {
  if (line.columns) return line.columns;
  const out = new Map<number, Word[]>();
  line.columns = out;
  if (!line.table) return out;
  for (const w of line.words) {
    const i = columnIndex(line.table.edges, w);
    const list = out.get(i) ?? [];
    list.push(w);
    out.set(i, list);
  }
  return out;
}

const keyOf = (line: Line, i: number): ColumnKey => line.table!.titles[i].key;
const joinWords = (ws: Word[]) => ws.map((w) => w.text).join(' ');

/** Whether a body line is an animal row's anchor: an ID-shaped first cell, or many single-value cells. */
function anchorKind(line: Line, cols: Map<number, Word[]>): 'id' | 'bad_id' | 'no_id' | null {
  if (!line.table) return null;
  const first = cols.get(0);
  const rowOnly = [...cols.keys()].filter((i) => i > 0 && ROW_ONLY.includes(keyOf(line, i))).length;
  if (first) {
    if (first.length === 1 && ID_CELL.test(first[0].text)) return 'id';
    return first.length === 1 && /\d/.test(first[0].text) && rowOnly >= 2 ? 'bad_id' : null;
  }
  return rowOnly >= 3 ? 'no_id' : null;
}

/** A body line with text in the Animal ID column that is not a row (a note, a garbled ID) never joins a row. */
const inIdColumn = (cols: Map<number, Word[]>) => cols.has(0);

/** Reads the whole document once, carrying the site and zone across page breaks. */
export function parseLayout(pdf: ExtractedPdf): LayoutParse {
  const out: LayoutParse = {
    runDate: null,
    rows: [],
    problems: [],
    zones: [],
    siteTotals: [],
    grandTotal: null,
    rawZones: 0,
    unknownLines: [],
    pageStart: [],
    pagesWithRows: [],
    notImported: [],
    ledger: emptyLedger(),
    lines: [],
    titleRows: 0,
  };
  const { pages } = readLines(pdf);
  const ctx: Context = { site: null, zoneCode: null, zoneLocation: null };
  const zones = new Map<string, ParsedZone>();
  const sites = new Map<string, SiteTally>();
  let zone: ParsedZone | null = null;
  let site: SiteTally | null = null;
  const pendingUnread: Line[] = [];

  for (const lines of pages) {
    const page = lines[0]?.page ?? out.pageStart.length + 1;
    out.pageStart.push({ ...ctx });
    let rowsOnPage = 0;
    // A segment: the body lines between two structure lines; rows and their wrapped text never cross one.
    let segment: Line[] = [];

    const closeSegment = () => {
      const rows = readSegment(segment, ctx, zone, site, pendingUnread);
      for (const row of rows) {
        const { record, reason } = toRecord(row);
        const animalId = row.fragments.get('animal_id')?.[0]?.text ?? null;
        if (record) {
          out.rows.push(record);
          rowsOnPage++;
          if (row.zone) row.zone.rows++;
          if (row.site) row.site.rows++;
        } else {
          const r = reason ?? 'invalid_row';
          out.problems.push({ page, reason: r, text: row.anchor.text });
          out.notImported.push({ page, line: row.anchor.index, animalId: animalId && /^[A-Z]\d+$/.test(animalId) ? animalId : null, text: row.anchor.text, reason: r });
        }
      }
      segment = [];
    };

    for (const line of lines) {
      out.runDate ??= parseRunDate(line.text);
      if (line.kind === 'body') {
        segment.push(line);
        continue;
      }
      if (!line.structure) continue;
      closeSegment();
      const s = line.structure;
      if (s.kind === 'site') {
        // `Site: Salem (continued)` at the top of a page carries on the section in force.
        if (s.continued && ctx.site?.toLowerCase() === s.name.toLowerCase()) continue;
        ctx.site = s.name;
        ctx.zoneCode = ctx.zoneLocation = null;
        zone = null;
        const key = s.name.toLowerCase();
        site = sites.get(key) ?? { site: s.name, rows: 0, printedTotal: null };
        sites.set(key, site);
      } else if (s.kind === 'zone') {
        out.rawZones++;
        const key = `${(ctx.site ?? '').toLowerCase()}\u0000${s.code}`;
        zone = zones.get(key) ?? { site: ctx.site ?? '', code: s.code, location: s.location, rows: 0, printedTotal: null };
        zones.set(key, zone);
        ctx.zoneCode = s.code;
        ctx.zoneLocation = s.location;
      } else if (s.kind === 'zoneTotal') {
        if (zone) zone.printedTotal = (zone.printedTotal ?? 0) + s.total;
        ctx.zoneCode = ctx.zoneLocation = null;
        zone = null;
      } else if (s.kind === 'siteTotal') {
        if (site) site.printedTotal = (site.printedTotal ?? 0) + s.total;
      } else {
        out.grandTotal = (out.grandTotal ?? 0) + s.total;
      }
    }
    closeSegment();
    if (rowsOnPage > 0) out.pagesWithRows.push(page);
  }

  // Unread lines repeated at the same place on most pages are running headers or footers.
  const repeats = new Map<string, Set<number>>();
  const spot = (l: Line) => `${Math.round(l.y / 3)}\u0000${l.text}`;
  for (const l of pendingUnread) repeats.set(spot(l), (repeats.get(spot(l)) ?? new Set()).add(l.page));
  for (const l of pendingUnread) {
    const on = repeats.get(spot(l))!.size;
    if (pages.length > 1 && on >= 2 && on >= pages.length / 2) l.kind = 'furniture';
    else {
      l.kind = 'unread';
      out.unknownLines.push({ page: l.page, text: l.text });
      const id = l.words.find((w) => ID_CELL.test(w.text))?.text ?? null;
      out.notImported.push({ page: l.page, line: l.index, animalId: id, text: l.text, reason: l.table ? 'unread_line' : id ? 'no_column_header' : 'unread_line' });
    }
  }
  out.notImported.sort((a, b) => a.page - b.page || a.line - b.line);
  out.zones = [...zones.values()];
  out.siteTotals = [...sites.values()];

  for (const lines of pages) {
    for (const l of lines) {
      const kind: LineKind = l.kind === 'titles' ? 'furniture' : l.kind === 'body' ? 'unread' : l.kind;
      if (l.kind === 'titles' && looksLikeTitleRow(l.words)) out.titleRows++;
      out.ledger.lines++;
      out.ledger[kind]++;
      const read: ReadLine = { page: l.page, line: l.index, kind, text: l.text };
      if (l.table && (kind === 'row' || kind === 'continuation')) {
        const cells: Cells = {};
        for (const [i, ws] of byColumn(l)) cells[keyOf(l, i)] = joinWords(ws);
        read.cells = cells;
        if (l.owner) read.of = l.owner.words[0]?.text;
      }
      out.lines.push(read);
    }
  }
  return out;
}

/**
 * The rows of one segment. Anchors are the lines with an Animal ID cell. Each column's text is cut into
 * stacks of lines one leading apart; a stack belongs to the row whose anchor line it holds, or whose anchor
 * its span covers; a stack out of every row's reach stays unread.
 */
function readSegment(
  segment: Line[],
  ctx: Context,
  zone: ParsedZone | null,
  site: SiteTally | null,
  unread: Line[],
): Row[] {
  const rows: Row[] = [];
  const anchorOf = new Map<Line, Row>();
  const columns = new Map<Line, Map<number, Word[]>>();
  for (const line of segment) {
    const cols = byColumn(line);
    columns.set(line, cols);
    const kind = anchorKind(line, cols);
    if (!kind) continue;
    const row: Row = { anchor: line, fragments: new Map(), ctx: { ...ctx }, zone, site };
    if (kind === 'no_id') row.fragments.set('animal_id', []);
    line.kind = 'row';
    rows.push(row);
    anchorOf.set(line, row);
  }
  if (rows.length === 0) {
    unread.push(...segment);
    return rows;
  }

  // Lines that hold text in the ID column without being a row are never part of one.
  const owned = new Map<Line, Set<number>>();
  const candidates = segment.filter((l) => anchorOf.has(l) || (l.table && !inIdColumn(columns.get(l)!)));
  const columnCount = Math.max(...segment.map((l) => l.table?.titles.length ?? 0));

  for (let c = 0; c < columnCount; c++) {
    const frags = candidates.filter((l) => columns.get(l)!.has(c));
    // Stacks: consecutive fragments of this column one leading apart, never two anchors in one.
    const stacks: Line[][] = [];
    for (const l of frags) {
      const stack = stacks[stacks.length - 1];
      const prev = stack?.[stack.length - 1];
      const joins =
        prev &&
        l.y - prev.y <= LEADING * Math.max(l.size, prev.size) &&
        !(anchorOf.has(l) && stack.some((s) => anchorOf.has(s))) &&
        wraps(columns.get(prev)!.get(c)!, columns.get(l)!.get(c)!, l.table!, c);
      if (joins) stack.push(l);
      else stacks.push([l]);
    }
    for (const stack of stacks) {
      const owner = ownerOf(stack, rows, anchorOf);
      if (!owner) continue;
      const key = keyOf(stack[0], c);
      const list = owner.fragments.get(key) ?? [];
      for (const l of stack) {
        list.push({ y: l.y, text: joinWords(columns.get(l)!.get(c)!), line: l });
        (owned.get(l) ?? owned.set(l, new Set()).get(l)!).add(c);
        if (!anchorOf.has(l)) l.owner ??= owner.anchor;
      }
      owner.fragments.set(key, list);
    }
  }
  // A line is a continuation only if every one of its cells continues a row; otherwise (a note under a row
  // whose last word happens to fit a wrapped cell) it is unread as a whole and gives back what it lent.
  const rejected = new Set<Line>();
  for (const line of segment) {
    if (anchorOf.has(line)) continue;
    const cols = columns.get(line)!;
    const got = owned.get(line);
    if (got && [...cols.keys()].every((c) => got.has(c))) line.kind = 'continuation';
    else {
      unread.push(line);
      rejected.add(line);
      line.owner = undefined;
    }
  }
  if (rejected.size) for (const row of rows) for (const [key, list] of row.fragments) row.fragments.set(key, list.filter((f) => !rejected.has(f.line)));
  return rows;
}

/** Share of a column's width (gutter to gutter) that a line must fill for the next line to be its wrapped rest. */
const FULL = 0.7;

/**
 * Whether `next` can be the wrapped rest of `above` in a column: the line above, its space and the next word
 * together would not fit. A note printed under a row fails this and is never folded into the row's cells.
 */
function wraps(above: Word[], next: Word[], table: Table, c: number): boolean {
  const from = table.edges[c - 1];
  const to = table.edges[c];
  if (from === undefined || to === undefined) return true;
  const used = above[above.length - 1].x1 - above[0].x0;
  const first = next[0];
  return used + 0.25 * first.size + (first.x1 - first.x0) > FULL * (to - from);
}

function ownerOf(stack: Line[], rows: Row[], anchorOf: Map<Line, Row>): Row | null {
  const held = stack.find((l) => anchorOf.has(l));
  if (held) return anchorOf.get(held)!;
  const top = stack[0].y;
  const bottom = stack[stack.length - 1].y;
  const mid = (top + bottom) / 2;
  const reach = 0.75 * LEADING * stack[0].size;
  const spanned = rows.filter((r) => r.anchor.y >= top - reach && r.anchor.y <= bottom + reach);
  const nearest = (list: Row[]) => list.reduce<Row | null>((best, r) => (!best || Math.abs(r.anchor.y - mid) < Math.abs(best.anchor.y - mid) ? r : best), null);
  // A stack out of every row's reach is not part of a row: its lines stay unread.
  return spanned.length ? nearest(spanned) : null;
}

const blankToNull = (s: string | undefined) => (s === undefined || s.trim() === '' ? null : s.trim());

function cellsOf(row: Row): Cells {
  const cells: Cells = {};
  for (const [key, frags] of row.fragments) {
    let text: string | undefined;
    for (const f of [...frags].sort((a, b) => a.y - b.y)) text = joinWrapped(text, f.text);
    if (text !== undefined) cells[key] = text;
  }
  return cells;
}

function toRecord(row: Row): { record?: AnimalRecord; reason?: string } {
  const cells = cellsOf(row);
  const { ctx } = row;
  if (!cells.animal_id) return { reason: 'missing_animal_id' };
  if (!ctx.site) return { reason: 'row_outside_site' };
  if (!ctx.zoneCode || !ctx.zoneLocation) return { reason: 'row_outside_zone' };
  const weight = blankToNull(cells.weight);
  const intake = blankToNull(cells.intake_date);
  const days = blankToNull(cells.days_in_care);
  const candidate = {
    animal_id: cells.animal_id,
    name: blankToNull(cells.name),
    species: blankToNull(cells.species)?.toUpperCase() ?? null,
    breed: blankToNull(cells.breed),
    sex: blankToNull(cells.sex),
    age: blankToNull(cells.age),
    weight: weight === null ? null : Number(weight.replace(/\s*(lbs?|pounds?)\.?$/i, '').replace(/,/g, '')),
    kennel: blankToNull(cells.kennel),
    site: ctx.site,
    zone_code: ctx.zoneCode,
    zone_location: ctx.zoneLocation,
    status_code: blankToNull(cells.status_code),
    sub_status_code: blankToNull(cells.sub_status_code),
    adoption_level: blankToNull(cells.adoption_level),
    behavior_severity_code: blankToNull(cells.behavior_severity_code),
    intake_date: intake === null ? null : (usDateToIso(intake) ?? intake),
    days_in_care: days === null ? null : Number(days.replace(/,/g, '')),
    page: row.anchor.page,
  };
  const parsed = animalRecordSchema.safeParse(candidate);
  if (parsed.success) return { record: parsed.data };
  const issue = parsed.error.issues[0];
  return { reason: `invalid_${String(issue.path[0] ?? 'row')}` };
}

export { COLUMN_KEYS };
