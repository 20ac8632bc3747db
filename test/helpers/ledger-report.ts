import PDFDocument from 'pdfkit';
import { COLUMNS, PAGE, type ColumnKey } from '../../server/modules/reports/sample/layout.js';
import { finish } from '../../server/modules/reports/sample/pdf.js';
import type { SampleAnimal, SampleTruth } from '../../server/modules/reports/sample/types.js';

/** A body line that is none of the report's kinds. */
export const STRAY_LINE = 'Kennel card missing - see front desk';

const animal = (animal_id: string, name: string, species: string, breed: string): SampleAnimal => ({
  animal_id,
  name,
  species,
  breed,
  sex: 'Female/Spayed',
  age: '2Y 4M',
  weight: 24,
  kennel: 'K01',
  zone_code: 'A',
  zone_location: 'Adoption Floor',
  status_code: 'AVAILABLE',
  sub_status_code: null,
  adoption_level: 'L1',
  behavior_severity_code: '1A',
  intake_date: '2023-12-01',
  days_in_care: 35,
  page: 1,
  location: 'SALEM',
});

export const LEDGER_ANIMALS: SampleAnimal[] = [animal('A51234567', 'Biscuit', 'DOG', 'Beagle'), animal('A51234568', 'Juniper', 'CAT', 'Domestic Shorthair')];

/** The report's animals as a ground truth, for the fake model (fake-anthropic.ts). */
export const LEDGER_TRUTH: SampleTruth = {
  seed: 'ledger',
  runDate: '2024-01-05T07:05:00',
  runDateText: '01/05/2024 7:05 AM',
  organisation: 'MSPCA-Angell',
  printedBy: 'jdoe',
  pagesTotal: 1,
  grandTotal: LEDGER_ANIMALS.length,
  sites: { Salem: LEDGER_ANIMALS.length },
  zones: [{ site: 'Salem', code: 'A', location: 'Adoption Floor', total: LEDGER_ANIMALS.length }],
  wrappedBreeds: 0,
  continuedZones: 0,
  animals: LEDGER_ANIMALS,
};

const RIGHT = PAGE.width - PAGE.margin;

/**
 * A one-page All Pets report in the sample's geometry (header, column titles, `Site: Salem`, one zone, its
 * rows and totals) with one stray body line the reader cannot place: the ledger's `unread_line` case, which
 * the sample generator never prints. With `duplicate`, the first animal's row is printed a second time; with
 * `noRows`, no animal row is printed at all; `printedBy` (footer) makes a file distinct from an earlier one.
 * Its Run Date is older than any sample report's, so it never becomes the latest report of a shared server.
 */
export function ledgerReport({ duplicate = false, noRows = false, printedBy = 'jdoe' }: { duplicate?: boolean; noRows?: boolean; printedBy?: string } = {}): Promise<Buffer> {
  const rows = noRows ? [] : duplicate ? [...LEDGER_ANIMALS, LEDGER_ANIMALS[0]] : LEDGER_ANIMALS;
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: 'All Pets Report', CreationDate: new Date(Date.UTC(2024, 0, 5, 7, 5)) } });
  const put = (text: string, x: number, y: number, size = 7, bold = false) =>
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).text(text, x, y, { lineBreak: false });
  const putRight = (text: string, y: number, size = 8) => put(text, RIGHT - doc.font('Helvetica').fontSize(size).widthOfString(text), y, size);

  doc.addPage({ size: 'LETTER', layout: 'landscape', margin: 0 });
  put('MSPCA-Angell', PAGE.margin, 24, 11, true);
  putRight(`Run Date: ${LEDGER_TRUTH.runDateText}`, 26);
  put('All Pets Report', 340, 38, 14, true);
  putRight('Page 1 of 1', 38);
  for (const col of COLUMNS) put(col.title, col.x, 85, 7, true);

  let y = 104;
  put('Site: Salem', PAGE.margin + 2, y + 5, 9, true);
  y += 18;
  put('Zone A - Adoption Floor', PAGE.margin + 6, y + 4, 8, true);
  y += 15;
  for (const a of rows) {
    const cells: Partial<Record<ColumnKey, string>> = {
      animal_id: a.animal_id,
      name: a.name!,
      species: a.species!.charAt(0) + a.species!.slice(1).toLowerCase(),
      breed: a.breed!,
      sex: a.sex!,
      age: a.age!,
      weight: `${a.weight!.toFixed(1)} lb`,
      kennel: a.kennel!,
      status: a.status_code!,
      adoption_level: a.adoption_level!,
      behavior: a.behavior_severity_code!,
      intake_date: '12/01/2023',
      days: String(a.days_in_care),
    };
    for (const col of COLUMNS) if (cells[col.key]) put(cells[col.key]!, col.x, y + 4);
    y += 16.5;
  }
  put(STRAY_LINE, PAGE.margin + 6, y + 4);
  y += 16.5;
  put(`Zone total: ${rows.length}`, PAGE.margin + 6, y + 4, 7.5, true);
  y += 15;
  put(`Site total: ${rows.length}`, PAGE.margin + 2, y + 5, 8, true);
  y += 18;
  put(`Grand total: ${rows.length} animals`, PAGE.margin + 2, y + 7, 9, true);
  put(`Printed by: ${printedBy}`, PAGE.margin, 578);

  return finish(doc);
}
