import PDFDocument from 'pdfkit';
import { COLUMNS, PAGE, type ColumnKey } from '../../server/modules/reports/sample/layout.js';
import { finish } from '../../server/modules/reports/sample/pdf.js';

/** One Salem animal of a hand-made report: what the history tests move around between Run Dates. */
export interface HistoryAnimal {
  id: string;
  name: string;
  zone: 'A' | 'B' | 'C';
  kennel: string;
  status?: string;
  sub?: string;
  level?: string;
  behavior?: string;
  days?: number;
  species?: 'Dog' | 'Cat';
}

const ZONES = { A: 'Adoption Floor', B: 'Stray Hold', C: 'Medical' } as const;
const RIGHT = PAGE.width - PAGE.margin;

/** `2024-02-01T07:05:00` as printed on a report: `02/01/2024 7:05 AM`. */
function printed(runDate: string): string {
  const [, y, m, d, h, min] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(runDate)!;
  const hour = Number(h);
  return `${m}/${d}/${y} ${hour % 12 || 12}:${min} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * A one-page Salem All Pets report in the sample's geometry with the given animals by zone (at most about 20), read
 * by the real parser: the history tests need the same animals across Run Dates, which the seeded generator never
 * repeats. `printedBy` makes two files with the same animals distinct.
 */
export function historyReport(runDate: string, animals: HistoryAnimal[], printedBy = 'history'): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: 'All Pets Report', CreationDate: new Date(`${runDate}Z`) } });
  const put = (text: string, x: number, y: number, size = 7, bold = false) =>
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).text(text, x, y, { lineBreak: false });
  const putRight = (text: string, y: number, size = 8) => put(text, RIGHT - doc.font('Helvetica').fontSize(size).widthOfString(text), y, size);

  doc.addPage({ size: 'LETTER', layout: 'landscape', margin: 0 });
  put('MSPCA-Angell', PAGE.margin, 24, 11, true);
  putRight(`Run Date: ${printed(runDate)}`, 26);
  put('All Pets Report', 340, 38, 14, true);
  putRight('Page 1 of 1', 38);
  for (const col of COLUMNS) put(col.title, col.x, 85, 7, true);

  let y = 104;
  put('Site: Salem', PAGE.margin + 2, y + 5, 9, true);
  y += 18;
  for (const zone of Object.keys(ZONES) as (keyof typeof ZONES)[]) {
    const rows = animals.filter((a) => a.zone === zone);
    if (rows.length === 0) continue;
    put(`Zone ${zone} - ${ZONES[zone]}`, PAGE.margin + 6, y + 4, 8, true);
    y += 15;
    for (const a of rows) {
      const cells: Partial<Record<ColumnKey, string>> = {
        animal_id: a.id,
        name: a.name,
        species: a.species ?? 'Dog',
        breed: a.species === 'Cat' ? 'Domestic Shorthair' : 'Beagle',
        sex: 'Female/Spayed',
        age: '2Y 4M',
        weight: '24.0 lb',
        kennel: a.kennel,
        status: a.status ?? 'AVAILABLE',
        sub_status: a.sub ?? '',
        adoption_level: a.level ?? 'L1',
        behavior: a.behavior ?? '1A',
        intake_date: '12/01/2023',
        days: String(a.days ?? 35),
      };
      for (const col of COLUMNS) if (cells[col.key]) put(cells[col.key]!, col.x, y + 4);
      y += 16.5;
    }
    put(`Zone total: ${rows.length}`, PAGE.margin + 6, y + 4, 7.5, true);
    y += 15;
  }
  put(`Site total: ${animals.length}`, PAGE.margin + 2, y + 5, 8, true);
  y += 18;
  put(`Grand total: ${animals.length} animals`, PAGE.margin + 2, y + 7, 9, true);
  put(`Printed by: ${printedBy}`, PAGE.margin, 578);
  return finish(doc);
}
