import type { ExtractedPdf, TextItem, TextLine } from './extract.js';
import { ANIMAL_ID_SHAPE, animalRecordSchema, type AnimalRecord } from './record.js';
import { emptyLedger, type LedgerCounts, type NotImported } from './ledger.js';

/**
 * The deterministic reader of the All Pets layout (../shared/spec/all-pets-report.md). It needs no network
 * and is always available: the parser when no AI key is set, the fallback when the AI fails a chunk, and the
 * second opinion whose disagreements with the AI go into the traces.
 */

export const LAYOUT_PARSER_VERSION = 'layout-v1';

const COLUMN_TITLES = [
  ['animal_id', 'Animal ID'],
  ['name', 'Name'],
  ['species', 'Species'],
  ['breed', 'Breed'],
  ['sex', 'Sex'],
  ['age', 'Age'],
  ['weight', 'Weight'],
  ['kennel', 'Kennel'],
  ['status_code', 'Status'],
  ['sub_status_code', 'Sub-Status'],
  ['adoption_level', 'Adoption Level'],
  ['behavior_severity_code', 'Behavior'],
  ['intake_date', 'Intake Date'],
  ['days_in_care', 'Days'],
] as const;

type ColumnKey = (typeof COLUMN_TITLES)[number][0];
interface Column {
  key: ColumnKey;
  x: number;
}

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
  /** Rows read under this zone, continued parts included. */
  rows: number;
  /** `Zone total: N` as printed, or null if the total line was not found. */
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
  siteTotals: { site: string; rows: number; printedTotal: number | null }[];
  grandTotal: number | null;
  /** Zone lines seen, `(continued)` repeats included. */
  rawZones: number;
  /** Body lines that are none of the known kinds. */
  unknownLines: { page: number; text: string }[];
  /** Site and zone in force at the top of each page (index 0 = page 1). */
  pageStart: Context[];
  /** Pages holding at least one animal row. */
  pagesWithRows: number[];
  /** Unread lines and rejected rows, in report order. */
  notImported: NotImported[];
  /** How many text lines were read as each kind. */
  ledger: LedgerCounts;
}

const RUN_DATE = /Run Date:\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})\s*(AM|PM)/i;
const SITE = /^Site:\s*(.+?)(\s*\(continued\))?\s*$/i;
const ZONE = /^Zone\s+(\S+)\s+-\s+(.+?)(\s+\(continued\))?\s*$/;
const ZONE_TOTAL = /^Zone total:\s*(\d+)/i;
const SITE_TOTAL = /^Site total:\s*(\d+)/i;
const GRAND_TOTAL = /^Grand total:\s*(\d+)/i;
const ANIMAL_ID = ANIMAL_ID_SHAPE;
const FRAME = [/^Printed by:/i, /^CONFIDENTIAL/i, /^All Pets Report$/i, /^Page \d+ of \d+$/i, RUN_DATE];
/** A breed's second text line sits this close under its row. */
const WRAP_GAP = 12;

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
  let hour = Number(h) % 12;
  if (ap.toUpperCase() === 'PM') hour += 12;
  return `${y}-${pad(mo)}-${pad(d)}T${pad(hour)}:${mi}:00`;
}

/** `10/02/2026` → `2026-10-02`; anything else → null. */
export function usDateToIso(text: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!m) return null;
  const iso = `${m[3]}-${pad(m[1])}-${pad(m[2])}`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

function findColumns(line: TextLine): Column[] | null {
  if (!line.text.includes('Animal ID') || !line.text.includes('Breed')) return null;
  const columns: Column[] = [];
  for (const [key, title] of COLUMN_TITLES) {
    // pdfjs may merge neighbouring titles into one item ("Behavior Intake Date"): place each by its offset.
    const item = line.items.find((i) => new RegExp(`(^|\\s)${title}(\\s|$)`).test(i.str));
    if (!item) return null;
    const at = item.str.search(new RegExp(`(^|\\s)${title}(\\s|$)`)) + (item.str.startsWith(title) ? 0 : 1);
    columns.push({ key, x: item.x + (item.width * at) / item.str.length });
  }
  for (let i = 1; i < columns.length; i++) if (columns[i].x <= columns[i - 1].x) return null;
  return columns;
}

/** Slack for a cell that starts a little left of its column title. */
const COLUMN_SLACK = 3;

/** The column a position falls in: the last whose left edge is at or before it. */
function columnAt(columns: Column[], x: number): Column {
  let found = columns[0];
  for (const c of columns) if (x + COLUMN_SLACK >= c.x) found = c;
  return found;
}

function columnOf(columns: Column[], item: TextItem): Column {
  return columnAt(columns, item.x);
}

/**
 * Cells of a row. An item that runs over a column edge (pdfjs merges close runs of text) is split into
 * words placed by their character offset.
 */
function cellsOf(columns: Column[], items: TextItem[]): Partial<Record<ColumnKey, string>> {
  const cells: Partial<Record<ColumnKey, string>> = {};
  const add = (key: ColumnKey, str: string) => (cells[key] = cells[key] ? `${cells[key]} ${str}` : str);
  for (const item of items) {
    const start = columnOf(columns, item);
    const end = columnAt(columns, item.x + item.width - COLUMN_SLACK - 1);
    if (start === end || !item.str.includes(' ')) {
      add(start.key, item.str);
      continue;
    }
    const perChar = item.width / item.str.length;
    for (const m of item.str.matchAll(/\S+/g)) add(columnAt(columns, item.x + perChar * m.index).key, m[0]);
  }
  return cells;
}

const blankToNull = (s: string | undefined) => (s === undefined || s.trim() === '' ? null : s.trim());

function toRecord(cells: Partial<Record<ColumnKey, string>>, ctx: Context, page: number): { record?: AnimalRecord; reason?: string } {
  if (!ctx.site) return { reason: 'row_outside_site' };
  if (!ctx.zoneCode || !ctx.zoneLocation) return { reason: 'row_outside_zone' };
  const weight = blankToNull(cells.weight);
  const intake = blankToNull(cells.intake_date);
  const days = blankToNull(cells.days_in_care);
  const candidate = {
    animal_id: cells.animal_id ?? '',
    name: blankToNull(cells.name),
    species: blankToNull(cells.species)?.toUpperCase() ?? null,
    breed: blankToNull(cells.breed),
    sex: blankToNull(cells.sex),
    age: blankToNull(cells.age),
    weight: weight === null ? null : Number(weight.replace(/\s*lbs?$/i, '')),
    kennel: blankToNull(cells.kennel),
    site: ctx.site,
    zone_code: ctx.zoneCode,
    zone_location: ctx.zoneLocation,
    status_code: blankToNull(cells.status_code),
    sub_status_code: blankToNull(cells.sub_status_code),
    adoption_level: blankToNull(cells.adoption_level),
    behavior_severity_code: blankToNull(cells.behavior_severity_code),
    intake_date: intake === null ? null : (usDateToIso(intake) ?? intake),
    days_in_care: days === null ? null : Number(days),
    page,
  };
  const parsed = animalRecordSchema.safeParse(candidate);
  if (parsed.success) return { record: parsed.data };
  const issue = parsed.error.issues[0];
  return { reason: `invalid_${String(issue.path[0] ?? 'row')}` };
}

/** Reads the whole document once, page by page, carrying the site and zone across page breaks. */
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
  };
  const ctx: Context = { site: null, zoneCode: null, zoneLocation: null };
  let columns: Column[] | null = null;
  let zone: ParsedZone | null = null;
  let site: LayoutParse['siteTotals'][number] | null = null;

  pdf.pages.forEach((lines, index) => {
    const page = index + 1;
    out.pageStart.push({ ...ctx });
    let lastRow: { record: AnimalRecord | null; cells: Partial<Record<ColumnKey, string>>; y: number; line: TextLine } | null = null;
    let bodyStarted = false;
    let rowsOnPage = 0;

    const finishRow = () => {
      if (!lastRow) return;
      const { record, reason } = toRecord(lastRow.cells, ctx, page);
      if (record) {
        out.rows.push(record);
        rowsOnPage++;
        if (zone) zone.rows++;
        if (site) site.rows++;
      } else {
        out.problems.push({ page, reason: reason ?? 'invalid_row', text: lastRow.line.text });
      }
      lastRow = null;
    };

    for (const line of lines) {
      out.runDate ??= parseRunDate(line.text);
      const found = findColumns(line);
      if (found) {
        columns = found;
        bodyStarted = true;
        continue;
      }
      if (!bodyStarted || FRAME.some((re) => re.test(line.text))) continue;

      const first = line.items[0];
      if (columns && ANIMAL_ID.test(first.str) && columnOf(columns, first).key === 'animal_id') {
        finishRow();
        lastRow = { record: null, cells: cellsOf(columns, line.items), y: line.y, line };
        continue;
      }
      if (lastRow && columns && line.y - lastRow.y <= WRAP_GAP && line.items.every((i) => columnOf(columns!, i).key === 'breed')) {
        lastRow.cells.breed = joinWrapped(lastRow.cells.breed, line.text);
        lastRow.y = line.y;
        continue;
      }
      finishRow();

      let m: RegExpExecArray | null;
      if ((m = SITE.exec(line.text))) {
        // `Site: Salem (continued)` repeated at the top of a page carries on the section in force.
        if (m[2] && site && site.site.toLowerCase() === m[1].toLowerCase()) continue;
        ctx.site = m[1];
        ctx.zoneCode = ctx.zoneLocation = null;
        zone = null;
        site = { site: m[1], rows: 0, printedTotal: null };
        out.siteTotals.push(site);
      } else if ((m = ZONE.exec(line.text))) {
        out.rawZones++;
        const [, code, location, continued] = m;
        if (!(continued && zone && zone.code === code)) {
          zone = { site: ctx.site ?? '', code, location, rows: 0, printedTotal: null };
          out.zones.push(zone);
        }
        ctx.zoneCode = code;
        ctx.zoneLocation = location;
      } else if ((m = ZONE_TOTAL.exec(line.text))) {
        if (zone) zone.printedTotal = Number(m[1]);
        ctx.zoneCode = ctx.zoneLocation = null;
        zone = null;
      } else if ((m = SITE_TOTAL.exec(line.text))) {
        if (site) site.printedTotal = Number(m[1]);
      } else if ((m = GRAND_TOTAL.exec(line.text))) {
        out.grandTotal = Number(m[1]);
      } else if (/\bA\d{4,12}\b/.test(line.text)) {
        out.problems.push({ page, reason: columns ? 'row_misaligned' : 'no_column_header', text: line.text });
      } else {
        out.unknownLines.push({ page, text: line.text });
      }
    }
    finishRow();
    if (rowsOnPage > 0) out.pagesWithRows.push(page);
  });
  // Interim ledger over the old reader's lists (replaced by the geometry reader).
  const lineOf = (page: number, text: string) => pdf.pages[page - 1].findIndex((l) => l.text === text) + 1;
  for (const p of out.problems) out.notImported.push({ page: p.page, line: lineOf(p.page, p.text), animalId: /\b[A-Z]\d+\b/.exec(p.text)?.[0] ?? null, text: p.text, reason: p.reason });
  for (const u of out.unknownLines) out.notImported.push({ page: u.page, line: lineOf(u.page, u.text), animalId: null, text: u.text, reason: 'unread_line' });
  out.notImported.sort((a, b) => a.page - b.page || a.line - b.line);
  out.ledger.lines = pdf.pages.reduce((n, p) => n + p.length, 0);
  out.ledger.unread = out.unknownLines.length;
  return out;
}
