/** CSV export of the location report's filtered rows (RFC 4180: CRLF rows, quoted fields, doubled quotes). */

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/** A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with a quote mark. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `salem-location-2026-11-26.csv`: the centre and the local calendar date of the export. */
export function csvFileName(center: string, date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const slug = center.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'center';
  return `${slug}-location-${day}.csv`;
}

/** How many requests of `pageSize` rows an export of `total` rows takes. */
export function exportPageCount(total: number, pageSize: number): number {
  return total <= 0 ? 0 : Math.ceil(total / pageSize);
}

/** "Exporting 200 of 1,234 animals…" while an export runs. */
export function exportProgressText(done: number, total: number): string {
  return `Exporting ${Math.min(done, total).toLocaleString('en-US')} of ${total.toLocaleString('en-US')} animals…`;
}
