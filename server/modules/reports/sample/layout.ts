/** Page geometry and pagination of the sample All Pets report (landscape US Letter, points). */

export const PAGE = { width: 792, height: 612, margin: 28 } as const;

/** Column x offsets: every cell of a column starts at its x, and no cell is wider than its width. */
export const COLUMNS = [
  { key: 'animal_id', title: 'Animal ID', x: 28, width: 44 },
  { key: 'name', title: 'Name', x: 72, width: 62 },
  { key: 'species', title: 'Species', x: 134, width: 42 },
  { key: 'breed', title: 'Breed', x: 176, width: 106 },
  { key: 'sex', title: 'Sex', x: 286, width: 64 },
  { key: 'age', title: 'Age', x: 352, width: 38 },
  { key: 'weight', title: 'Weight', x: 390, width: 36 },
  { key: 'kennel', title: 'Kennel', x: 426, width: 36 },
  { key: 'status', title: 'Status', x: 462, width: 54 },
  { key: 'sub_status', title: 'Sub-Status', x: 516, width: 50 },
  { key: 'adoption_level', title: 'Adoption Level', x: 566, width: 58 },
  { key: 'behavior', title: 'Behavior', x: 626, width: 34 },
  { key: 'intake_date', title: 'Intake Date', x: 660, width: 48 },
  { key: 'days', title: 'Days', x: 708, width: 56 },
] as const;

export type ColumnKey = (typeof COLUMNS)[number]['key'];

export const FONT_SIZE = { row: 7, columnHeader: 7, zone: 8, site: 9, total: 7.5, grand: 9 } as const;

/** Vertical room of the body, between the column header row and the footer. */
export const BODY = { top: 104, bottom: 566 } as const;

export const HEIGHT = {
  row: 16.5,
  /** A row whose breed wraps onto a second text line. */
  wrappedRow: 25,
  /** Distance between the two text lines of a wrapped row. */
  wrapLead: 8,
  site: 18,
  zone: 15,
  zoneTotal: 15,
  siteTotal: 18,
  grandTotal: 20,
} as const;

export type Item =
  | { kind: 'site'; site: string }
  | { kind: 'zone'; code: string; location: string; continued: boolean }
  | { kind: 'row'; index: number; wrapped: boolean }
  | { kind: 'zoneTotal'; total: number }
  | { kind: 'siteTotal'; total: number }
  | { kind: 'grandTotal'; total: number };

export interface PlacedItem {
  item: Item;
  /** Top of the item's band. */
  y: number;
}

function heightOf(item: Item): number {
  switch (item.kind) {
    case 'site':
      return HEIGHT.site;
    case 'zone':
      return HEIGHT.zone;
    case 'row':
      return item.wrapped ? HEIGHT.wrappedRow : HEIGHT.row;
    case 'zoneTotal':
      return HEIGHT.zoneTotal;
    case 'siteTotal':
      return HEIGHT.siteTotal;
    case 'grandTotal':
      return HEIGHT.grandTotal;
  }
}

/** Whether an item must stay on the same page as the one after it (no orphaned headers or totals). */
export function sticksToNext(item: Pick<Item, 'kind'>, next: Pick<Item, 'kind'> | undefined): boolean {
  if (!next) return false;
  if (item.kind === 'site' || item.kind === 'zone') return true;
  if (item.kind === 'row') return next.kind === 'zoneTotal';
  if (item.kind === 'zoneTotal') return next.kind === 'siteTotal';
  if (item.kind === 'siteTotal') return next.kind === 'grandTotal';
  return false;
}

/**
 * Greedy pagination. A block (an item and everything stuck to it) that does not fit starts a new page; when
 * that page starts inside a zone, the zone line is repeated with `(continued)`.
 */
export function paginate(items: Item[]): PlacedItem[][] {
  const pages: PlacedItem[][] = [[]];
  let y: number = BODY.top;
  let openZone: Extract<Item, { kind: 'zone' }> | null = null;
  let i = 0;
  while (i < items.length) {
    let end = i;
    let need = heightOf(items[i]);
    while (sticksToNext(items[end], items[end + 1])) {
      end += 1;
      need += heightOf(items[end]);
    }
    if (y + need > BODY.bottom && pages[pages.length - 1].length > 0) {
      pages.push([]);
      y = BODY.top;
      if (openZone && items[i].kind === 'row') {
        const cont: Item = { ...openZone, continued: true };
        pages[pages.length - 1].push({ item: cont, y });
        y += heightOf(cont);
      }
    }
    for (let k = i; k <= end; k++) {
      const item = items[k];
      pages[pages.length - 1].push({ item, y });
      y += heightOf(item);
      if (item.kind === 'zone') openZone = item;
      if (item.kind === 'zoneTotal') openZone = null;
    }
    i = end + 1;
  }
  return pages;
}
