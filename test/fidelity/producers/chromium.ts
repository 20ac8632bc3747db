import { type Browser, chromium } from '@playwright/test';
import { type ColumnKey, COLUMN_KEYS, COLUMN_TITLES, placeRow, type BodyRow, type ReportModel } from '../model.js';
import { type Align, type LayoutStats, PAGE_SIZES, wrapStats } from '../layout.js';

/**
 * Chromium printing an HTML table (what a web-based shelter system's "Print to PDF" gives). Chromium lays the
 * table out and wraps the text itself; a script in the page fills pages one block at a time, so that the page of
 * every row is known, and reads back how each name and breed cell was wrapped.
 */

export interface HtmlStyle {
  page: 'LETTER' | 'A4';
  landscape: boolean;
  /** Page margin, in points. */
  margin: number;
  /** CSS font-family; Debian's Chromium has Liberation and DejaVu. */
  fontFamily: string;
  /** Body font size, in points. */
  size: number;
  valign: 'top' | 'middle' | 'bottom';
  columns: { key: ColumnKey; width: number; align?: Align; title?: string[]; titleShift?: number }[];
  siteContinued?: boolean;
  breakBeforeSite?: boolean;
  /** Grey every other animal row. */
  zebra?: boolean;
  /** Cell borders (a grid) instead of row rules. */
  grid?: boolean;
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
}

const WRAPS: ReadonlySet<ColumnKey> = new Set(['name', 'species', 'breed', 'sex', 'age']);

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Entry {
  kind: 'site' | 'zone' | 'row' | 'zoneTotal' | 'siteTotal' | 'grandTotal';
  html: string;
  /** The `(continued)` line of a site or zone. */
  cont?: string;
  /** Index into the rows list, for body rows. */
  row?: number;
}

function rowHtml(row: BodyRow, style: HtmlStyle, odd: boolean): string {
  if (row.kind === 'note') return `<tr class="note"><td></td><td colspan="13">${esc(row.text)}</td></tr>`;
  const tds = style.columns.map((c) => {
    const text = row.cells[c.key];
    if (text === null) return `<td class="${c.key}"></td>`;
    // Chromium breaks after a hyphen by itself; after a slash only where told to.
    const inner = WRAPS.has(c.key) ? `<span class="t">${esc(text).replace(/\//g, '/<wbr>')}</span>` : esc(text);
    return `<td class="${c.key}">${inner}</td>`;
  });
  return `<tr class="animal${odd ? ' odd' : ''}">${tds.join('')}</tr>`;
}

function html(model: ReportModel, style: HtmlStyle): string {
  const [w0, h0] = PAGE_SIZES[style.page];
  const [w, h] = style.landscape ? [h0, w0] : [w0, h0];
  const total = style.columns.reduce((a, c) => a + c.width, 0);
  const colCss = style.columns
    .map((c) => `td.${c.key}, th.${c.key} { text-align: ${c.align ?? 'left'}; }${WRAPS.has(c.key) ? '' : ` td.${c.key} { white-space: nowrap; }`}`)
    .join('\n');
  const ths = style.columns
    .map((c) => {
      const title = (c.title ?? [COLUMN_TITLES[c.key]]).map(esc).join('<br>');
      return `<th class="${c.key}"><span style="position: relative; left: ${c.titleShift ?? 0}pt">${title}</span></th>`;
    })
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: ${w}pt ${h}pt; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: ${style.fontFamily}; font-size: ${style.size}pt; color: #000; }
.page { width: ${w}pt; height: ${h - 2}pt; padding: ${style.margin}pt; position: relative; overflow: hidden; break-after: page; }
.page:last-child { break-after: auto; }
.hdr { position: relative; height: 40pt; }
.org { position: absolute; left: 0; top: 0; font-weight: bold; font-size: 11pt; }
.run { position: absolute; right: 0; top: 2pt; font-size: 8pt; }
.title { position: absolute; left: 0; right: 0; top: 14pt; text-align: center; font-weight: bold; font-size: 14pt; }
.pg { position: absolute; right: 0; top: 18pt; font-size: 8pt; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; }
th { font-weight: bold; vertical-align: bottom; padding: 1pt 2pt 2pt; border-top: 0.8pt solid #000; border-bottom: 0.8pt solid #000; }
td { vertical-align: ${style.valign}; padding: 1.5pt 2pt; line-height: 1.2; }
${style.grid ? 'tr.animal td { border: 0.4pt solid #999; }' : 'tr.animal td { border-bottom: 0.3pt solid #bbb; }'}
tr.odd td { background: #f0f0f0; }
tr.site td { font-weight: bold; font-size: ${style.size + 2}pt; background: #e4e4e4; padding: 4pt 2pt 2pt; }
tr.zone td { font-weight: bold; font-size: ${style.size + 1}pt; padding: 3pt 2pt 1pt 8pt; }
tr.note td { font-style: italic; padding: 2pt; }
tr.ztotal td { font-weight: bold; padding: 2pt 2pt 3pt 8pt; border-top: 0.3pt solid #888; }
tr.stotal td { font-weight: bold; font-size: ${style.size + 1}pt; padding: 3pt 2pt 5pt; }
tr.gtotal td { font-weight: bold; font-size: ${style.size + 2}pt; padding: 5pt 2pt; border-top: 0.8pt solid #000; }
.footer { position: absolute; left: ${style.margin}pt; right: ${style.margin}pt; bottom: ${style.margin - 4}pt; border-top: 0.5pt solid #000;
  padding-top: 2pt; font-size: 7pt; display: flex; justify-content: space-between; }
.footer .conf { font-size: 6pt; }
${colCss}
</style></head><body>
<template id="tpl"><div class="page">
<div class="hdr"><div class="org">${esc(model.organisation)}</div><div class="run">Run Date: ${esc(model.runDateText)}</div>
<div class="title">All Pets Report</div><div class="pg">Page <span class="n"></span> of <span class="m"></span></div></div>
<table><colgroup>${style.columns.map((c) => `<col style="width: ${((100 * c.width) / total).toFixed(3)}%">`).join('')}</colgroup>
<thead><tr>${ths}</tr></thead><tbody></tbody></table>
<div class="footer"><span>Printed by: ${esc(model.printedBy)}</span><span class="conf">CONFIDENTIAL: contains animal medical and behavior information. For internal ${esc(model.organisation)} use only.</span></div>
</div></template></body></html>`;
}

interface PaginateResult {
  pages: number;
  pageOf: number[];
  lines: { name: string[] | null; breed: string[] | null }[];
  overflow: string[];
  oneRowPages: number;
}

/**
 * Runs in the page (plain JavaScript: the server's TypeScript program has no DOM types): fills pages block by
 * block and reads back where rows landed and how name and breed cells were wrapped.
 */
const PAGINATE = String.raw`({ entries, siteContinued, breakBeforeSite }) => {
  const tpl = document.getElementById('tpl');
  const pages = [];
  const newPage = () => {
    const el = tpl.content.firstElementChild.cloneNode(true);
    document.body.appendChild(el);
    pages.push({ el, tbody: el.querySelector('tbody'), table: el.querySelector('table'), footer: el.querySelector('.footer'), rows: 0 });
    return pages[pages.length - 1];
  };
  const nodes = (h) => {
    const t = document.createElement('tbody');
    t.innerHTML = h;
    return [...t.children];
  };
  const over = (p) => p.table.getBoundingClientRect().bottom > p.footer.getBoundingClientRect().top - 3;
  const sticks = (a, b) => !!b && (a.kind === 'site' || a.kind === 'zone' || (a.kind === 'row' && b.kind === 'zoneTotal') ||
    (a.kind === 'zoneTotal' && b.kind === 'siteTotal') || (a.kind === 'siteTotal' && b.kind === 'grandTotal'));
  const rowEls = [];
  const pageOf = [];
  let cur = newPage();
  let openSite = null;
  let openZone = null;
  for (let i = 0; i < entries.length; ) {
    let end = i;
    while (sticks(entries[end], entries[end + 1])) end++;
    const group = entries.slice(i, end + 1);
    const els = group.map((e) => nodes(e.html));
    const add = () => els.flat().forEach((n) => cur.tbody.appendChild(n));
    const hadRows = cur.tbody.children.length > 0;
    add();
    if (hadRows && ((breakBeforeSite && group[0].kind === 'site') || over(cur))) {
      els.flat().forEach((n) => n.remove());
      cur = newPage();
      const first = group[0].kind;
      if (siteContinued && openSite && (first === 'row' || first === 'zone')) nodes(openSite.cont).forEach((n) => cur.tbody.appendChild(n));
      if (openZone && first === 'row') nodes(openZone.cont).forEach((n) => cur.tbody.appendChild(n));
      add();
    }
    if (over(cur)) throw new Error('a block of ' + group.length + ' entries does not fit on a page');
    group.forEach((e, k) => {
      if (e.row !== undefined) {
        pageOf[e.row] = pages.length;
        rowEls[e.row] = els[k][0];
        if (!els[k][0].classList.contains('note')) cur.rows++;
      }
      if (e.kind === 'site') openSite = e;
      if (e.kind === 'siteTotal') openSite = null;
      if (e.kind === 'zone') openZone = e;
      if (e.kind === 'zoneTotal') openZone = null;
    });
    i = end + 1;
  }
  pages.forEach((p, k) => {
    p.el.querySelector('.n').textContent = String(k + 1);
    p.el.querySelector('.m').textContent = String(pages.length);
  });
  // The text of each printed line of a cell, from the boxes of its characters.
  const linesOf = (el) => {
    if (!el) return null;
    const lines = [];
    let top = -Infinity;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent || '';
      for (let k = 0; k < text.length; k++) {
        range.setStart(node, k);
        range.setEnd(node, k + 1);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) {
          if (lines.length) lines[lines.length - 1] += text[k];
          continue;
        }
        if (rect.top > top + 1) {
          lines.push('');
          top = rect.top;
        }
        lines[lines.length - 1] += text[k];
      }
    }
    return lines.map((l) => l.trim());
  };
  const overflow = [];
  for (const td of document.querySelectorAll('tr.animal td')) {
    if (td.scrollWidth > td.clientWidth + 1) overflow.push(td.className + ': ' + td.textContent);
  }
  return {
    pages: pages.length,
    pageOf,
    lines: rowEls.filter((el) => el.classList.contains('animal')).map((el) => ({ name: linesOf(el.querySelector('td.name .t')), breed: linesOf(el.querySelector('td.breed .t')) })),
    overflow,
    oneRowPages: pages.filter((p) => p.rows === 1).length,
  };
}`;

export async function produceChromium(browser: Browser, model: ReportModel, style: HtmlStyle): Promise<{ pdf: Buffer; pagesTotal: number; stats: LayoutStats }> {
  if (style.columns.map((c) => c.key).join() !== COLUMN_KEYS.join()) throw new Error('style: the fourteen columns, in order');
  const rows: BodyRow[] = [];
  const entries: Entry[] = [];
  const line = (cls: string, text: string) => `<tr class="${cls}"><td colspan="14">${esc(text)}</td></tr>`;
  model.sections.forEach((s, si) => {
    entries.push({ kind: 'site', html: line('site', `Site: ${s.site}`), cont: line('site', `Site: ${s.site} (continued)`) });
    for (const z of s.zones) {
      const zoneText = `Zone ${z.code} - ${z.location}`;
      entries.push({ kind: 'zone', html: line('zone', zoneText), cont: line('zone', `${zoneText} (continued)`) });
      let odd = false;
      for (const row of z.rows) {
        rows.push(row);
        if (row.kind !== 'note') odd = !odd;
        entries.push({ kind: 'row', html: rowHtml(row, style, !!style.zebra && odd), row: rows.length - 1 });
      }
      entries.push({ kind: 'zoneTotal', html: line('ztotal', `Zone total: ${z.printedTotal}`) });
    }
    entries.push({ kind: 'siteTotal', html: line('stotal', `Site total: ${s.printedTotal}`) });
    if (si === model.sections.length - 1) entries.push({ kind: 'grandTotal', html: line('gtotal', `Grand total: ${model.grandTotal} animals`) });
  });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent(html(model, style), { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');
    const arg = { entries, siteContinued: !!style.siteContinued, breakBeforeSite: !!style.breakBeforeSite };
    const result = (await page.evaluate(`(${PAGINATE})(${JSON.stringify(arg)})`)) as PaginateResult;
    if (result.overflow.length) throw new Error(`cells wider than their columns: ${result.overflow.slice(0, 5).join('; ')}`);
    rows.forEach((row, k) => placeRow(row, result.pageOf[k]));
    // The print time is the only thing that changes between builds: stamp the run date instead (same length, so
    // the cross-reference offsets hold) and a rebuild gives the same bytes.
    const stamp = `D:${model.runDate.replace(/[-T:]/g, '')}`;
    const printed = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
    const pdf = Buffer.from(printed.replace(/\/(CreationDate|ModDate) \(D:\d{14}/g, (_, key: string) => `/${key} (${stamp}`), 'latin1');
    return { pdf, pagesTotal: result.pages, stats: wrapStats(result.lines, result.oneRowPages) };
  } finally {
    await context.close();
  }
}
