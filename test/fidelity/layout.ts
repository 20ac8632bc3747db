import { sticksToNext } from '../../server/modules/reports/sample/layout.js';
import { hashSeed, Prng } from '../../server/modules/reports/sample/prng.js';
import { type BodyRow, type ColumnKey, COLUMN_KEYS, COLUMN_TITLES, placeRow, type ReportModel } from './model.js';

/**
 * Places a report model on pages for the producers that draw text at coordinates (pdfkit, pdf-lib): column
 * geometry, wrapping, vertical alignment inside rows, pagination with `(continued)` lines, and the order in
 * which the text operations are written to the content stream. Chromium lays its HTML out itself.
 */

export type Align = 'left' | 'right' | 'center';
/** One text operation per cell line, per word, or per letter. */
export type OpSplit = 'cell' | 'word' | 'letter';
export type FontFamily = 'Helvetica' | 'Times' | 'Courier';

export interface ColumnStyle {
  key: ColumnKey;
  /** Relative width; columns are scaled to fill the page between the margins. */
  width: number;
  align?: Align;
  /** Title lines, default the one-line title of all-pets-report.md. */
  title?: string[];
  /** Points the title is drawn off its cells (a header band that does not line up). */
  titleShift?: number;
  split?: OpSplit;
}

export interface Style {
  page: 'LETTER' | 'A4';
  landscape: boolean;
  margin: number;
  font: FontFamily;
  /** Font size of the rows and column titles. */
  size: number;
  /** Line height as a multiple of the font size. */
  leading: number;
  rowPad: number;
  valign: 'top' | 'middle' | 'bottom';
  /** Where a one-line title sits when other titles take two lines. */
  titleValign: 'top' | 'bottom';
  columns: ColumnStyle[];
  /** Repeat `Site: X (continued)` above a continued zone. */
  siteContinued?: boolean;
  /** Start every site section on a new page. */
  breakBeforeSite?: boolean;
  /** Default split of cell text into operations. */
  split?: OpSplit;
  /** Order of the text operations in each page's content stream. */
  order?: 'natural' | 'columns' | 'rows' | 'shuffled';
  /** Thin rules between rows. */
  rules?: boolean;
}

export type Measure = (font: string, size: number, text: string) => number;

export interface TextOp {
  text: string;
  x: number;
  /** Baseline, from the top of the page. */
  y: number;
  font: string;
  size: number;
  /** Body row serial on its page and column index, for the drawing order; absent for page furniture. */
  row?: number;
  col?: number;
}

export interface RuleOp {
  x1: number;
  x2: number;
  y: number;
  width: number;
}

export interface LaidPage {
  width: number;
  height: number;
  texts: TextOp[];
  rules: RuleOp[];
}

/** What the layout did that the truth's quirks list reports. */
export interface LayoutStats {
  nameWraps: number;
  breedWraps: number;
  breedSlashBreaks: number;
  breedHyphenBreaks: number;
  breedThreeLines: number;
  oneRowPages: number;
}

export const PAGE_SIZES = { LETTER: [612, 792], A4: [595.28, 841.89] } as const;

export const FONTS: Record<FontFamily, { regular: string; bold: string; italic: string }> = {
  Helvetica: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
  Times: { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' },
  Courier: { regular: 'Courier', bold: 'Courier-Bold', italic: 'Courier-Oblique' },
};

/** Columns that wrap; the others must fit on one line. */
const WRAPS: ReadonlySet<ColumnKey> = new Set(['name', 'species', 'breed', 'sex', 'age']);
const CELL_PAD = 1.5;

/** Greedy wrapping with breaks after spaces, slashes and hyphens (the slash or hyphen stays on the first line). */
export function wrap(text: string, width: number, measure: (t: string) => number): string[] {
  const tokens = text.split(/(?<=[ /-])/);
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const candidate = line + token;
    if (line === '' || measure(candidate.trimEnd()) <= width) line = candidate;
    else {
      lines.push(line.trimEnd());
      line = token;
    }
  }
  lines.push(line.trimEnd());
  for (const l of lines) if (measure(l) > width + 0.01) throw new Error(`"${l}" (of "${text}") is wider than its column (${width.toFixed(1)} pt)`);
  return lines;
}

/** Wrapping figures of the printed name and breed lines of every row. */
export function wrapStats(rows: { name: string[] | null; breed: string[] | null }[], oneRowPages: number): LayoutStats {
  const s: LayoutStats = { nameWraps: 0, breedWraps: 0, breedSlashBreaks: 0, breedHyphenBreaks: 0, breedThreeLines: 0, oneRowPages };
  for (const { name, breed } of rows) {
    if (name && name.length > 1) s.nameWraps++;
    if (!breed || breed.length < 2) continue;
    s.breedWraps++;
    if (breed.length > 2) s.breedThreeLines++;
    if (breed.slice(0, -1).some((l) => l.endsWith('/'))) s.breedSlashBreaks++;
    if (breed.slice(0, -1).some((l) => l.endsWith('-'))) s.breedHyphenBreaks++;
  }
  return s;
}

type Item =
  | { kind: 'site'; site: string; continued: boolean }
  | { kind: 'zone'; code: string; location: string; continued: boolean }
  | { kind: 'row'; row: BodyRow; lines: Partial<Record<ColumnKey, string[]>>; count: number }
  | { kind: 'zoneTotal'; total: number }
  | { kind: 'siteTotal'; total: number }
  | { kind: 'grandTotal'; total: number };

/** Lays the model out; sets the page of every body row. Deterministic for the style and seed. */
export function layOut(model: ReportModel, style: Style, measure: Measure, seed: string): { pages: LaidPage[]; stats: LayoutStats } {
  const [w0, h0] = PAGE_SIZES[style.page];
  const [width, height] = style.landscape ? [h0, w0] : [w0, h0];
  const fonts = FONTS[style.font];
  const size = style.size;
  const lh = size * style.leading;
  const m = style.margin;
  if (style.columns.map((c) => c.key).join() !== COLUMN_KEYS.join()) throw new Error('style: the fourteen columns, in order');
  const scale = (width - 2 * m) / style.columns.reduce((a, c) => a + c.width, 0);
  let x = m;
  // A title wider than its column wraps, as the exports' report writers do.
  const titleWidth = (t: string) => measure(fonts.bold, size, t);
  const cols = style.columns.map((c) => {
    const w = c.width * scale;
    const col = { ...c, x, w, title: c.title ?? wrap(COLUMN_TITLES[c.key], w - 2 * CELL_PAD, titleWidth) };
    x += col.w;
    return col;
  });
  const rowWidth = (t: string) => measure(fonts.regular, size, t);

  // Header geometry.
  const titleLh = size * 1.2;
  const titleLines = Math.max(...cols.map((c) => c.title.length));
  const titleTop = m + 36;
  const titleRule = titleTop + titleLines * titleLh + 3;
  const bodyTop = titleRule + 3;
  const footerRule = height - m - 12;
  const bodyBottom = footerRule - 4;

  const heightOf = (item: Item): number => {
    switch (item.kind) {
      case 'site':
        return (size + 2) * 1.7;
      case 'zone':
        return (size + 1) * 1.7;
      case 'row':
        return item.count * lh + 2 * style.rowPad;
      case 'zoneTotal':
        return size * 1.9;
      case 'siteTotal':
        return (size + 1) * 2;
      case 'grandTotal':
        return (size + 2) * 2.2;
    }
  };

  const items: Item[] = [];
  const printed: { name: string[] | null; breed: string[] | null }[] = [];
  model.sections.forEach((s, si) => {
    items.push({ kind: 'site', site: s.site, continued: false });
    for (const z of s.zones) {
      items.push({ kind: 'zone', code: z.code, location: z.location, continued: false });
      for (const row of z.rows) {
        if (row.kind === 'note') {
          items.push({ kind: 'row', row, lines: {}, count: 1 });
          continue;
        }
        const lines: Partial<Record<ColumnKey, string[]>> = {};
        for (const c of cols) {
          const text = row.cells[c.key];
          if (text === null) continue;
          const room = c.w - 2 * CELL_PAD;
          if (WRAPS.has(c.key)) lines[c.key] = wrap(text, room, rowWidth);
          else if (rowWidth(text) > room) throw new Error(`"${text}" is wider than column ${c.key} (${room.toFixed(1)} pt)`);
          else lines[c.key] = [text];
        }
        printed.push({ name: lines.name ?? null, breed: lines.breed ?? null });
        items.push({ kind: 'row', row, lines, count: Math.max(...Object.values(lines).map((l) => l.length)) });
      }
      items.push({ kind: 'zoneTotal', total: z.printedTotal });
    }
    items.push({ kind: 'siteTotal', total: s.printedTotal });
    if (si === model.sections.length - 1) items.push({ kind: 'grandTotal', total: model.grandTotal });
  });

  // Greedy pagination; a block (an item and what sticks to it) that does not fit starts a new page.
  const placed: { item: Item; y: number }[][] = [[]];
  let y = bodyTop;
  let openSite: string | null = null;
  let openZone: Extract<Item, { kind: 'zone' }> | null = null;
  for (let i = 0; i < items.length; ) {
    let end = i;
    let need = heightOf(items[i]);
    while (sticksToNext(items[end], items[end + 1])) need += heightOf(items[++end]);
    const page = placed[placed.length - 1];
    const breakSite = style.breakBeforeSite && items[i].kind === 'site' && page.length > 0;
    if ((y + need > bodyBottom && page.length > 0) || breakSite) {
      placed.push([]);
      y = bodyTop;
      const cont: Item[] = [];
      if (style.siteContinued && openSite && (items[i].kind === 'row' || items[i].kind === 'zone')) cont.push({ kind: 'site', site: openSite, continued: true });
      if (openZone && items[i].kind === 'row') cont.push({ ...openZone, continued: true });
      for (const c of cont) {
        placed[placed.length - 1].push({ item: c, y });
        y += heightOf(c);
      }
    }
    if (y + need > bodyBottom) throw new Error(`a block of ${end - i + 1} items does not fit on a page`);
    for (let k = i; k <= end; k++) {
      const item = items[k];
      placed[placed.length - 1].push({ item, y });
      y += heightOf(item);
      if (item.kind === 'row') placeRow(item.row, placed.length);
      if (item.kind === 'site') openSite = item.site;
      if (item.kind === 'siteTotal') openSite = null;
      if (item.kind === 'zone') openZone = item;
      if (item.kind === 'zoneTotal') openZone = null;
    }
    i = end + 1;
  }

  const r = new Prng(hashSeed(seed, 'draw-order'));
  const pages = placed.map((body, p): LaidPage => {
    const texts: TextOp[] = [];
    const rules: RuleOp[] = [];
    const put = (text: string, x: number, y: number, font = fonts.regular, sz = size, row?: number, col?: number) =>
      texts.push({ text, x, y, font, size: sz, row, col });
    const putRight = (text: string, right: number, y: number, font = fonts.regular, sz = size) => put(text, right - measure(font, sz, text), y, font, sz);
    const rule = (y: number, w = 0.5, x1 = m, x2 = width - m) => rules.push({ x1, x2, y, width: w });

    put(model.organisation, m, m + 10, fonts.bold, 11);
    putRight(`Run Date: ${model.runDateText}`, width - m, m + 10, fonts.regular, 8);
    const title = 'All Pets Report';
    put(title, (width - measure(fonts.bold, 14, title)) / 2, m + 26, fonts.bold, 14);
    putRight(`Page ${p + 1} of ${placed.length}`, width - m, m + 26, fonts.regular, 8);
    rule(titleTop - 2, 0.8);
    for (const c of cols) {
      const first = style.titleValign === 'bottom' ? titleLines - c.title.length : 0;
      c.title.forEach((t, j) => {
        const tw = measure(fonts.bold, size, t);
        const align = c.align ?? 'left';
        const tx = align === 'left' ? c.x + CELL_PAD : align === 'right' ? c.x + c.w - CELL_PAD - tw : c.x + (c.w - tw) / 2;
        put(t, tx + (c.titleShift ?? 0), titleTop + (first + j) * titleLh + size, fonts.bold, size);
      });
    }
    rule(titleRule, 0.8);
    rule(footerRule, 0.5);
    put(`Printed by: ${model.printedBy}`, m, height - m - 2, fonts.regular, 7);
    putRight(`CONFIDENTIAL: contains animal medical and behavior information. For internal ${model.organisation} use only.`, width - m, height - m - 2, fonts.regular, 6);

    body.forEach(({ item, y }, serial) => {
      switch (item.kind) {
        case 'site':
          put(`Site: ${item.site}${item.continued ? ' (continued)' : ''}`, m + 2, y + (size + 2) * 1.2, fonts.bold, size + 2);
          break;
        case 'zone':
          put(`Zone ${item.code} - ${item.location}${item.continued ? ' (continued)' : ''}`, m + 8, y + (size + 1) * 1.2, fonts.bold, size + 1);
          break;
        case 'zoneTotal':
          rule(y + 1, 0.3, m + 8);
          put(`Zone total: ${item.total}`, m + 8, y + size * 1.3, fonts.bold, size);
          break;
        case 'siteTotal':
          put(`Site total: ${item.total}`, m + 2, y + (size + 1) * 1.4, fonts.bold, size + 1);
          break;
        case 'grandTotal':
          rule(y + 2, 0.8);
          put(`Grand total: ${item.total} animals`, m + 2, y + (size + 2) * 1.6, fonts.bold, size + 2);
          break;
        case 'row': {
          if (style.rules) rule(y + heightOf(item), 0.2);
          if (item.row.kind === 'note') {
            put(item.row.text, cols[1].x + CELL_PAD, y + style.rowPad + size, fonts.italic, size, serial, 1);
            break;
          }
          cols.forEach((c, ci) => {
            const lines = item.lines[c.key];
            if (!lines) return;
            const spare = (item.count - lines.length) * lh;
            const top = y + style.rowPad + (style.valign === 'top' ? 0 : style.valign === 'middle' ? spare / 2 : spare);
            lines.forEach((line, j) => {
              const lw = rowWidth(line);
              const align = c.align ?? 'left';
              const lx = align === 'left' ? c.x + CELL_PAD : align === 'right' ? c.x + c.w - CELL_PAD - lw : c.x + (c.w - lw) / 2;
              const by = top + j * lh + (lh + size * 0.7) / 2;
              const split = c.split ?? style.split ?? 'cell';
              if (split === 'cell') put(line, lx, by, fonts.regular, size, serial, ci);
              else if (split === 'word') {
                let at = 0;
                for (const word of line.split(/(?<= )/)) {
                  if (word.trim()) put(word.trimEnd(), lx + rowWidth(line.slice(0, at)), by, fonts.regular, size, serial, ci);
                  at += word.length;
                }
              } else {
                for (let k = 0; k < line.length; k++) if (line[k] !== ' ') put(line[k], lx + rowWidth(line.slice(0, k)), by, fonts.regular, size, serial, ci);
              }
            });
          });
          break;
        }
      }
    });
    return { width, height, texts: ordered(texts, style.order ?? 'natural', r), rules };
  });
  const oneRowPages = placed.filter((body) => body.filter(({ item }) => item.kind === 'row' && item.row.kind !== 'note').length === 1).length;
  return { pages, stats: wrapStats(printed, oneRowPages) };
}

function shuffle<T>(xs: T[], r: Prng): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The content-stream order: as laid out, column by column, row by row in a random order, or fully shuffled. */
function ordered(texts: TextOp[], order: NonNullable<Style['order']>, r: Prng): TextOp[] {
  if (order === 'natural') return texts;
  if (order === 'shuffled') return shuffle(texts, r);
  const frame = texts.filter((t) => t.row === undefined);
  const body = texts.filter((t) => t.row !== undefined);
  const key = (t: TextOp) => (order === 'columns' ? t.col! : t.row!);
  const groups = shuffle([...new Set(body.map(key))], r);
  return [...shuffle(frame, r), ...groups.flatMap((g) => body.filter((t) => key(t) === g))];
}
