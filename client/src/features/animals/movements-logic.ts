import type { AnimalHistoryQuery, AnimalPlacementFieldsFragment, LocationReportMovementsQuery, MovementKind } from '../../gql/graphql';
import { formatReportDate } from '../../lib/report-dates';
import { adoptionLabel, orDash, statusLabel, subStatusLabel } from './animal-format-logic';

/** Issue 18: what changed between two committed reports, and an animal's rows over time, as text. */

export type Movements = LocationReportMovementsQuery['reportMovements'];
export type Movement = Movements['items'][number];
export type Placement = AnimalPlacementFieldsFragment;
export type HistoryEntry = AnimalHistoryQuery['animalHistory'][number];

type Counts = Pick<Movements, 'previousReportId' | 'previousReportDate' | 'arrived' | 'left' | 'moved' | 'changed'>;

export function movementTotal(counts: Counts): number {
  return counts.arrived + counts.left + counts.moved + counts.changed;
}

/** The line under the location report's header. The minus is U+2212, the width of the plus. */
export function movementSummary(counts: Counts): string {
  if (!counts.previousReportId) return 'First report: nothing to compare with yet.';
  const since = counts.previousReportDate ? ` (${formatReportDate(counts.previousReportDate)})` : '';
  if (movementTotal(counts) === 0) return `No changes since the last report${since}.`;
  const { arrived, left, moved, changed } = counts;
  return `Since the last report${since}: ${arrived ? '+' : ''}${arrived} arrived, ${left ? '−' : ''}${left} left, ${moved} moved, ${changed} changed`;
}

/** The drawer's sections, in the server's order; a new kind fails the typecheck until it has a title. */
const SECTION_TITLES = { ARRIVED: 'Arrived', LEFT: 'Left', MOVED: 'Moved', CHANGED: 'Changed' } satisfies Record<MovementKind, string>;

export interface MovementSection {
  kind: MovementKind;
  title: string;
  items: Movement[];
}

/** The movements grouped by kind; kinds with no movement are left out. */
export function movementSections(items: readonly Movement[]): MovementSection[] {
  return (Object.keys(SECTION_TITLES) as MovementKind[])
    .map((kind) => ({ kind, title: SECTION_TITLES[kind], items: items.filter((item) => item.kind === kind) }))
    .filter((section) => section.items.length > 0);
}

/** The server's change names, in the order they are read out, with the field each compares. */
const CHANGE_FIELDS: [change: string, label: string, field: keyof Placement][] = [
  ['kennel', 'Kennel', 'kennel'],
  ['zone', 'Zone', 'zoneCode'],
  ['status', 'Status', 'statusCode'],
  ['subStatus', 'Sub-status', 'subStatusCode'],
  ['adoptionLevel', 'Level', 'adoptionLevel'],
];

/** "Kennel S01 → K04, Zone B → A, Status HOLD → AVAILABLE": what differs between before and after. */
export function changeText(movement: Pick<Movement, 'changes' | 'before' | 'after'>): string {
  const { changes, before, after } = movement;
  return CHANGE_FIELDS.filter(([change]) => changes.includes(change))
    .map(([, label, field]) => `${label} ${orDash(before?.[field])} → ${orDash(after?.[field])}`)
    .join(', ');
}

/** "Kennel K04, Zone A": where an arrival sits, or where a departure sat. */
export function placementText(placement: Placement | null | undefined): string {
  if (!placement) return '';
  return [placement.kennel && `Kennel ${placement.kennel}`, `Zone ${placement.zoneCode}`].filter(Boolean).join(', ');
}

/** The secondary line of a movement's row. */
export function movementDetail(movement: Movement): string {
  if (movement.kind === 'ARRIVED') return placementText(movement.after);
  if (movement.kind === 'LEFT') return placementText(movement.before);
  return changeText(movement);
}

/** The animal's name from whichever report has it. */
export function movementName(movement: Movement): string {
  return orDash((movement.after ?? movement.before)?.name);
}

/** One row of the History table. */
export function historyCells(entry: HistoryEntry) {
  return {
    date: formatReportDate(entry.reportDate),
    kennel: orDash(entry.kennel),
    zone: orDash(entry.zoneCode),
    status: [statusLabel(entry.statusCode), subStatusLabel(entry.subStatusCode)].filter(Boolean).join(' · '),
    level: adoptionLabel(entry.adoptionLevel),
  };
}
