import PDFDocument from 'pdfkit';
import type { ReportModel } from '../model.js';
import { layOut, type LayoutStats, type Style } from '../layout.js';

/** pdfkit with its standard fonts: text drawn at the layout's coordinates (baseline-anchored). */
export async function producePdfkit(model: ReportModel, style: Style, seed: string): Promise<{ pdf: Buffer; pagesTotal: number; stats: LayoutStats }> {
  const date = new Date(`${model.runDate}Z`);
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: { Title: 'All Pets Report', Author: model.organisation, Creator: 'BETI fidelity corpus', Producer: 'pdfkit', CreationDate: date, ModDate: date },
  });
  const measure = (font: string, size: number, text: string) => doc.font(font).fontSize(size).widthOfString(text);
  const { pages, stats } = layOut(model, style, measure, seed);
  for (const page of pages) {
    doc.addPage({ size: [page.width, page.height], margin: 0 });
    for (const r of page.rules) doc.save().lineWidth(r.width).moveTo(r.x1, r.y).lineTo(r.x2, r.y).stroke().restore();
    for (const t of page.texts) doc.font(t.font).fontSize(t.size).text(t.text, t.x, t.y, { lineBreak: false, baseline: 'alphabetic' });
  }
  const pdf = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
  return { pdf, pagesTotal: pages.length, stats };
}
