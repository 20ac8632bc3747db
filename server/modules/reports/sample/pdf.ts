import PDFDocument from 'pdfkit';
import { BODY, COLUMNS, type ColumnKey, FONT_SIZE, HEIGHT, PAGE, type PlacedItem } from './layout.js';

/** Writes the paginated sample report with pdfkit: real text at fixed column offsets, standard Helvetica. */

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const RIGHT = PAGE.width - PAGE.margin;
const BAND = '#e6e6e6';

export type Cells = Partial<Record<ColumnKey, string>>;

export interface PrintedRow {
  cells: Cells;
  /** Rest of a wrapped breed, printed on a second text line in the Breed column. */
  breedRest: string | null;
}

export interface PageFrame {
  organisation: string;
  runDateText: string;
  printedBy: string;
  creationDate: Date;
}

export function createDocument(frame: PageFrame): PDFKit.PDFDocument {
  return new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: {
      Title: 'All Pets Report',
      Author: frame.organisation,
      Subject: `All Pets Report, run ${frame.runDateText}`,
      Creator: 'BETI sample-report',
      Producer: 'BETI sample-report (pdfkit)',
      CreationDate: frame.creationDate,
      ModDate: frame.creationDate,
    },
  });
}

/** Width of a row cell's text, for fitting and wrapping. */
export function rowTextWidth(doc: PDFKit.PDFDocument, text: string): number {
  return doc.font(REGULAR).fontSize(FONT_SIZE.row).widthOfString(text);
}

function put(doc: PDFKit.PDFDocument, font: string, size: number, text: string, x: number, y: number) {
  doc.font(font).fontSize(size).text(text, x, y, { lineBreak: false });
}

function putRight(doc: PDFKit.PDFDocument, font: string, size: number, text: string, right: number, y: number) {
  const w = doc.font(font).fontSize(size).widthOfString(text);
  put(doc, font, size, text, right - w, y);
}

function hline(doc: PDFKit.PDFDocument, y: number, width = 0.5, color = '#000000') {
  doc.save().lineWidth(width).strokeColor(color).moveTo(PAGE.margin, y).lineTo(RIGHT, y).stroke().restore();
}

function drawFrame(doc: PDFKit.PDFDocument, frame: PageFrame, pageNo: number, pages: number) {
  put(doc, BOLD, 11, frame.organisation, PAGE.margin, 24);
  putRight(doc, REGULAR, 8, `Run Date: ${frame.runDateText}`, RIGHT, 26);
  const title = 'All Pets Report';
  const tw = doc.font(BOLD).fontSize(14).widthOfString(title);
  put(doc, BOLD, 14, title, (PAGE.width - tw) / 2, 38);
  putRight(doc, REGULAR, 8, `Page ${pageNo} of ${pages}`, RIGHT, 38);
  const sub = 'Animals in care, all sites and foster. Grouped by site and housing zone, sorted by kennel.';
  const sw = doc.font(REGULAR).fontSize(7.5).widthOfString(sub);
  put(doc, REGULAR, 7.5, sub, (PAGE.width - sw) / 2, 58);

  hline(doc, 80, 0.8);
  for (const col of COLUMNS) put(doc, BOLD, FONT_SIZE.columnHeader, col.title, col.x, 85);
  hline(doc, 96, 0.8);

  hline(doc, 572, 0.5);
  put(doc, REGULAR, 7, `Printed by: ${frame.printedBy}`, PAGE.margin, 578);
  putRight(
    doc,
    REGULAR,
    6.5,
    `CONFIDENTIAL: contains animal medical and behavior information. For internal ${frame.organisation} use only; do not distribute.`,
    RIGHT,
    578,
  );
}

function drawRow(doc: PDFKit.PDFDocument, row: PrintedRow, y: number) {
  doc.font(REGULAR).fontSize(FONT_SIZE.row);
  for (const col of COLUMNS) {
    const text = row.cells[col.key];
    if (!text) continue;
    if (doc.widthOfString(text) > col.width - 2) throw new Error(`sample report: "${text}" is wider than column ${col.title}`);
    doc.text(text, col.x, y + 4, { lineBreak: false });
  }
  if (row.breedRest) {
    const breed = COLUMNS.find((c) => c.key === 'breed')!;
    doc.text(row.breedRest, breed.x, y + 4 + HEIGHT.wrapLead, { lineBreak: false });
  }
}

/** Draws every page: frame (header, column header row, footer) and the placed body items. */
export function drawPages(doc: PDFKit.PDFDocument, frame: PageFrame, pages: PlacedItem[][], rows: PrintedRow[]) {
  pages.forEach((placed, p) => {
    doc.addPage({ size: 'LETTER', layout: 'landscape', margin: 0 });
    drawFrame(doc, frame, p + 1, pages.length);
    for (const { item, y } of placed) {
      switch (item.kind) {
        case 'site':
          doc.save().rect(PAGE.margin, y + 1, RIGHT - PAGE.margin, HEIGHT.site - 3).fill(BAND).restore();
          doc.fillColor('#000000');
          put(doc, BOLD, FONT_SIZE.site, `Site: ${item.site}`, PAGE.margin + 2, y + 5);
          break;
        case 'zone':
          put(doc, BOLD, FONT_SIZE.zone, `Zone ${item.code} - ${item.location}${item.continued ? ' (continued)' : ''}`, PAGE.margin + 6, y + 4);
          break;
        case 'row':
          drawRow(doc, rows[item.index], y);
          break;
        case 'zoneTotal':
          doc.save().lineWidth(0.3).strokeColor('#888888').moveTo(PAGE.margin + 6, y + 1).lineTo(RIGHT, y + 1).stroke().restore();
          put(doc, BOLD, FONT_SIZE.total, `Zone total: ${item.total}`, PAGE.margin + 6, y + 4);
          break;
        case 'siteTotal':
          put(doc, BOLD, FONT_SIZE.zone, `Site total: ${item.total}`, PAGE.margin + 2, y + 5);
          break;
        case 'grandTotal':
          hline(doc, y + 2, 0.8);
          put(doc, BOLD, FONT_SIZE.grand, `Grand total: ${item.total} animals`, PAGE.margin + 2, y + 7);
          break;
      }
    }
    if (placed.length > 0 && placed[placed.length - 1].y > BODY.bottom) throw new Error('sample report: body overflow');
  });
}

/** Ends the document and collects its bytes. */
export function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
