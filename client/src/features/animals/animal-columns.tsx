import type { AnimalListRowFragment } from '../../gql/graphql';
import {
  adoptionLabel,
  adoptionPalette,
  locationLabel,
  lowerSpecies,
  orDash,
  statusLabel,
  statusPalette,
  subStatusLabel,
  titleCase,
  weightLabel,
} from './animal-format-logic';
import type { CsvColumn } from './csv-logic';
import { CELL } from '../../components/data-list/cell-css';
import type { DataColumn } from '../../components/data-list/DataList';

export type AnimalRow = AnimalListRowFragment;

/**
 * A column of either list (DataList). Table only: `fold` marks a column kennel staff can do without at a glance;
 * narrower than `below` px, the column goes and its text joins the line under the animal's name.
 */
export type AnimalColumn = DataColumn<AnimalRow>;

/** Cells are plain elements with the list's cell classes (components/data-list/cell-css.ts), not Chakra components. */
const dash = <span className={CELL.empty}>—</span>;

export function adoptionBadge(level: string | null | undefined) {
  if (!level) return dash;
  return (
    <span className={CELL.badge} data-palette={adoptionPalette(level)}>
      {adoptionLabel(level)}
    </span>
  );
}

export function statusBadge(code: string | null | undefined, sub?: string | null) {
  const subLabel = subStatusLabel(sub);
  if (!code && !subLabel) return dash;
  return (
    <span className={CELL.stack}>
      {code && (
        <span className={CELL.badge} data-palette={statusPalette(code)}>
          {statusLabel(code)}
        </span>
      )}
      {subLabel && <span className={CELL.note}>{subLabel}</span>}
    </span>
  );
}

const idCell = (row: AnimalRow) => <span className={CELL.id}>{row.animalId}</span>;
const muted = (value: string) => (value === '—' ? dash : value);
const oneLine = (value: string) => (value === '—' ? dash : <span className={CELL.line}>{value}</span>);
/** "E · E-47": the zone, then its kennel muted. */
const zoneLine = (row: AnimalRow, className: string) => (
  <span className={className}>
    {row.zoneCode}
    {row.kennel && <span className={CELL.muted}> · {row.kennel}</span>}
  </span>
);

const present = (value: string) => (value === '—' ? null : value);

/**
 * Widths of the table's area (px) below which the less urgent columns fold into the line under the name.
 * Kennel staff look an animal up by ID and name and act on where it is (zone and kennel), its status or hold
 * and its adoption level: those columns always stay (and the directory's Location, as it spans every centre).
 * Sex and age fold first, then weight, then species. Measured on generated sample reports: the full location
 * table needs about 1,060 px and the directory 1,080 px; 1280 px with the sidebar open leaves 958 px, 1024 px
 * with it collapsed 910 px and with it open 720 px.
 */
interface FoldWidths {
  sexAge: number;
  weight: number;
  species: number;
}
const LOCATION_FOLDS: FoldWidths = { sexAge: 1080, weight: 900, species: 800 };
const DIRECTORY_FOLDS: FoldWidths = { sexAge: 1100, weight: 920, species: 820 };

const NAME: AnimalColumn = { key: 'name', header: 'Name', cell: (row) => muted(orDash(row.name)), carriesFolds: true, card: false };
/** Sex, age and weight: the columns that fold first. */
const detailColumns = (folds: FoldWidths): AnimalColumn[] => [
  { key: 'sex', header: 'Sex', cell: (row) => oneLine(orDash(row.sex)), fold: { below: folds.sexAge, text: (row) => present(orDash(row.sex)) } },
  { key: 'age', header: 'Age', cell: (row) => oneLine(orDash(row.age)), fold: { below: folds.sexAge, text: (row) => present(orDash(row.age)) } },
  { key: 'weight', header: 'Weight', cell: (row) => oneLine(weightLabel(row.weight)), fold: { below: folds.weight, text: (row) => present(weightLabel(row.weight)) } },
];
const ADOPTION: AnimalColumn = { key: 'adoption', header: 'Adoption Level', cell: (row) => adoptionBadge(row.adoptionLevel) };
const STATUS: AnimalColumn = { key: 'status', header: 'Status', cell: (row) => statusBadge(row.statusCode, row.subStatusCode) };

/** operations §2 Location report columns (the list adds View). Animal ID, name and species head each phone card rather than being fields of it. */
export const LOCATION_COLUMNS: AnimalColumn[] = [
  { key: 'animal_id', header: 'Animal ID', sortKey: 'animal_id', cell: idCell, card: false },
  NAME,
  {
    key: 'species',
    header: 'Species',
    card: false,
    cell: (row) => muted(titleCase(row.species)),
    fold: { below: LOCATION_FOLDS.species, text: (row) => present(titleCase(row.species)) },
  },
  ...detailColumns(LOCATION_FOLDS),
  {
    key: 'zone',
    header: 'Zone',
    sortKey: 'zone',
    cell: (row) => (
      <span className={CELL.stack}>
        {zoneLine(row, CELL.strong)}
        <span className={CELL.note}>{row.zoneLocation}</span>
      </span>
    ),
  },
  ADOPTION,
  STATUS,
];

/** operations §2 Animals directory columns. Animal ID is sortable too, so the default order can be brought back. */
export const DIRECTORY_COLUMNS: AnimalColumn[] = [
  { key: 'animal_id', header: 'Animal ID', sortKey: 'animal_id', cell: idCell, card: false },
  NAME,
  {
    key: 'species',
    header: 'Species',
    card: false,
    cell: (row) => muted(lowerSpecies(row.species)),
    fold: { below: DIRECTORY_FOLDS.species, text: (row) => present(lowerSpecies(row.species)) },
  },
  ...detailColumns(DIRECTORY_FOLDS),
  {
    key: 'location',
    header: 'Location',
    sortKey: 'location',
    cell: (row) => muted(locationLabel(row.location)),
  },
  {
    key: 'zone',
    header: 'Zone',
    sortKey: 'zone',
    cell: (row) => zoneLine(row, CELL.line),
  },
  ADOPTION,
  STATUS,
];

export const LOCATION_SORTS = ['animal_id', 'zone'] as const;
export const DIRECTORY_SORTS = ['animal_id', 'location', 'zone'] as const;

/** The exported file: the table's columns, values as plain text and numbers (weight in pounds). */
export const LOCATION_CSV_COLUMNS: CsvColumn<AnimalRow>[] = [
  { header: 'Animal ID', value: (row) => row.animalId },
  { header: 'Name', value: (row) => row.name },
  { header: 'Species', value: (row) => (row.species ? titleCase(row.species) : null) },
  { header: 'Sex', value: (row) => row.sex },
  { header: 'Age', value: (row) => row.age },
  { header: 'Weight', value: (row) => row.weight },
  { header: 'Zone', value: (row) => row.zoneCode },
  { header: 'Adoption Level', value: (row) => row.adoptionLevel },
  { header: 'Status', value: (row) => row.statusCode },
];
