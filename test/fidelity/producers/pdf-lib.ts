import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import type { ReportModel } from '../model.js';
import { layOut, type LayoutStats, type Style } from '../layout.js';

/** pdf-lib with embedded standard fonts: one BT/ET text object per layout operation. */
export async function producePdfLib(model: ReportModel, style: Style, seed: string): Promise<{ pdf: Buffer; pagesTotal: number; stats: LayoutStats }> {
  const doc = await PDFDocument.create();
  const date = new Date(`${model.runDate}Z`);
  doc.setTitle('All Pets Report');
  doc.setAuthor(model.organisation);
  doc.setCreator('BETI fidelity corpus');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const fonts = new Map<string, PDFFont>();
  for (const name of Object.values(StandardFonts)) fonts.set(name, await doc.embedFont(name));
  const font = (name: string) => {
    const f = fonts.get(name);
    if (!f) throw new Error(`pdf-lib: no standard font ${name}`);
    return f;
  };
  const measure = (name: string, size: number, text: string) => font(name).widthOfTextAtSize(text, size);
  const { pages, stats } = layOut(model, style, measure, seed);
  for (const laid of pages) {
    const page = doc.addPage([laid.width, laid.height]);
    for (const r of laid.rules) page.drawLine({ start: { x: r.x1, y: laid.height - r.y }, end: { x: r.x2, y: laid.height - r.y }, thickness: r.width });
    for (const t of laid.texts) page.drawText(t.text, { x: t.x, y: laid.height - t.y, size: t.size, font: font(t.font) });
  }
  return { pdf: Buffer.from(await doc.save()), pagesTotal: pages.length, stats };
}
