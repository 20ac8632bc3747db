/**
 * The ledger of a read: every text line of the PDF is exactly one kind, and every line or row that did not
 * become an animal of the report is named, with its page, line and reason (issue 14: never drop an animal
 * without naming it).
 */

/** What one text line of the PDF was read as. */
export type LineKind = 'furniture' | 'site' | 'zone' | 'total' | 'row' | 'continuation' | 'unread';

export type LedgerCounts = Record<LineKind, number> & { lines: number };

export const emptyLedger = (): LedgerCounts => ({ lines: 0, furniture: 0, site: 0, zone: 0, total: 0, row: 0, continuation: 0, unread: 0 });

/** One line or row that did not become an animal of the report. */
export interface NotImported {
  page: number;
  /** 1-based position of the line on its page, top to bottom, counting every text line. */
  line: number;
  /** The Animal ID seen on the line, if any. */
  animalId: string | null;
  /** The line as printed (a row's first line; its continuation lines are not repeated). */
  text: string;
  /** A code of REASONS below (or `invalid_<field>`). */
  reason: string;
}

/** What each reason means, for people. `invalid_<field>` is described by `reasonText`. */
export const REASONS: Record<string, string> = {
  unread_line: 'A line the reader could not place: not a header, site, zone, total or animal row',
  missing_animal_id: 'A row of cells without an Animal ID',
  row_outside_site: 'An animal row before any "Site:" line',
  row_outside_zone: 'An animal row outside any "Zone" section',
  duplicate_animal_id: 'The same Animal ID was already read earlier in this report',
  no_column_header: 'An animal row on a page without a column header row',
};

export function reasonText(reason: string): string {
  const field = /^invalid_(.+)$/.exec(reason)?.[1];
  if (field) return `The ${field.replace(/_/g, ' ')} cell does not hold a valid value`;
  return REASONS[reason] ?? reason.replace(/_/g, ' ');
}
