// jsPDF + jspdf-autotable producer for the blind All Pets set (run by build.py):
//   node jspdf_producer.mjs <in.json> <out.pdf> <result.json>
// in.json = { spec, lines, header, columns } (see data.py). One autoTable for the whole report: site, zone, note and
// total lines are body rows spanning the 14 columns; the column header repeats on every page (showHead
// 'everyPage') with a second header row that carries "Zone X - ... (continued)" when a page starts inside a zone.
// Rows never split over pages (rowPageBreak 'avoid'). Writes, per animal, the page it was drawn on and the
// printed lines of every cell that wrapped.
import { readFileSync, writeFileSync } from 'node:fs';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';

const [inPath, outPath, resPath] = process.argv.slice(2);
const { spec, lines, header, columns } = JSON.parse(readFileSync(inPath, 'utf8'));
const st = spec.style;

const doc = new jsPDF({ orientation: st.orient, unit: 'pt', format: st.page, compress: true, putOnlyUsedFonts: true });
doc.setProperties({ title: 'All Pets Report', author: header.printed_by, creator: 'All Pets export (jsPDF)' });
doc.setCreationDate(new Date(Date.UTC(2026, 10, 24, 12, 5, 0)));
doc.setFileId('0123456789ABCDEF0123456789ABCDEF');

let font = st.font;
let bold = 'bold';
if (font.startsWith('ttf:')) {
  const [, name, path] = font.split(':');
  doc.addFileToVFS(`${name}.ttf`, readFileSync(path).toString('base64'));
  doc.addFont(`${name}.ttf`, name, 'normal');
  font = name;
  bold = 'normal';
}
const size = st.size;
const pad = { top: 1.6, bottom: 1.6, left: 2.2, right: 2.2 };

const text = (l) => {
  switch (l.kind) {
    case 'site': return `Site: ${l.site}`;
    case 'zone': return `Zone ${l.code} - ${l.loc}`;
    case 'note': return l.text;
    case 'ztotal': return `Zone total: ${l.n}`;
    case 'stotal': return `Site total: ${l.n}`;
    case 'grand': return `Grand total: ${l.n} animals`;
    default: throw new Error(l.kind);
  }
};

// column widths: plain columns fit their longest value (and title), wrapping columns get spec widths
doc.setFont(font, 'normal');
doc.setFontSize(size);
const sw = (s, style = 'normal') => {
  doc.setFont(font, style);
  const w = doc.getStringUnitWidth(s) * size;
  doc.setFont(font, 'normal');
  return w;
};
const animals = lines.filter((l) => l.kind === 'animal');
const W = (st.wrapw ?? { 1: 62, 3: 84, 4: 60 });
const widths = columns.map((title, c) => {
  const vals = animals.map((a) => a.cells[c]);
  if (W[c] !== undefined) {
    const word = Math.max(...vals.flatMap((v) => v.split(/\s+/)).map((v) => sw(v)), ...title.split(' ').map((t) => sw(t, bold)));
    return Math.max(W[c], word + pad.left + pad.right + 1);
  }
  return Math.max(...vals.map((v) => sw(v)), sw(title, bold)) + pad.left + pad.right + 1.5;
});
const pageW = doc.internal.pageSize.getWidth();
const pageH = doc.internal.pageSize.getHeight();
const margin = { top: 62, bottom: 42, left: 30, right: 30 };
const spare = pageW - margin.left - margin.right - widths.reduce((a, b) => a + b, 0);
if (spare < 0) throw new Error(`${spec.name}: columns do not fit (${-spare} pt over)`);
const plain = widths.map((_, c) => c).filter((c) => W[c] === undefined);
for (const c of plain) widths[c] += spare / plain.length;

const columnStyles = {};
widths.forEach((w, c) => (columnStyles[c] = { cellWidth: w }));
if (st.numbers_right) for (const c of [6, 13]) columnStyles[c].halign = 'right';
if (st.codes_centre) for (const c of [10, 11]) columnStyles[c].halign = 'center';

const body = lines.map((l) => {
  if (l.kind === 'animal') return l.cells;
  const boldish = l.kind === 'site' || l.kind === 'zone' || l.kind === 'grand';
  return [{ content: text(l), colSpan: 14, styles: { fontStyle: boldish ? bold : 'normal', halign: 'left', fontSize: l.kind === 'site' ? size + 1.5 : size } }];
});

const pages = {};
const wrapped = {};
let lastBody = -1;
let continued = 0;

autoTable(doc, {
  head: [columns, [{ content: '', colSpan: 14, styles: { fontStyle: bold, halign: 'left', fillColor: false, textColor: 20 } }]],
  body,
  theme: st.theme,
  startY: margin.top,
  margin,
  tableWidth: 'wrap',
  showHead: 'everyPage',
  rowPageBreak: 'avoid',
  styles: { font, fontSize: size, valign: st.valign, cellPadding: pad, overflow: 'linebreak', lineWidth: st.theme === 'grid' ? 0.3 : 0, textColor: 20 },
  headStyles: { font, fontStyle: bold, valign: 'bottom', fillColor: st.theme === 'plain' ? false : [205, 210, 220], textColor: 10 },
  columnStyles,
  willDrawCell: (d) => {
    if (d.section === 'head' && d.row.index === 1) {
      const next = lines[lastBody + 1];
      if (next && lastBody >= 0 && ['animal', 'note', 'ztotal'].includes(next.kind)) {
        d.cell.text = [`Zone ${next.code} - ${next.loc} (continued)`];
        continued++;
      } else d.cell.text = [];
    }
  },
  didDrawCell: (d) => {
    if (d.section !== 'body') return;
    lastBody = Math.max(lastBody, d.row.index);
    const l = lines[d.row.index];
    if (l.kind !== 'animal') {
      if (l.kind === 'note') pages[`note:${l.text}`] = d.pageNumber;
      return;
    }
    const id = l.cells[0];
    pages[id] = d.pageNumber;
    const t = d.cell.text;
    if (t.length > 1) (wrapped[id] ??= {})[d.column.index] = t;
  },
});

const n = doc.getNumberOfPages();
for (let p = 1; p <= n; p++) {
  doc.setPage(p);
  doc.setFont(font, bold);
  doc.setFontSize(11);
  doc.text(header.org, margin.left, 28);
  doc.setFontSize(13);
  doc.text('All Pets Report', pageW / 2, 28, { align: 'center' });
  doc.setFont(font, 'normal');
  doc.setFontSize(8);
  doc.text(`Run Date: ${header.run_date_text}`, pageW - margin.right, 24, { align: 'right' });
  doc.text(`Page ${p} of ${n}`, pageW - margin.right, 35, { align: 'right' });
  doc.setFontSize(7);
  doc.text(`Printed by: ${header.printed_by}`, margin.left, pageH - 24);
  doc.text(header.confidential, margin.left, pageH - 14);
}

writeFileSync(outPath, Buffer.from(doc.output('arraybuffer')));
writeFileSync(resPath, JSON.stringify({ pages, wrapped, continued }));
