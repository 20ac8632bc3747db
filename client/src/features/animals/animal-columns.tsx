import { Badge, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
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

export type AnimalRow = AnimalListRowFragment;

export interface AnimalColumn {
  key: string;
  header: string;
  /** The server sort key, for sortable columns. */
  sortKey?: string;
  cell: (row: AnimalRow) => ReactNode;
}

export function AdoptionBadge({ level }: { level: string | null | undefined }) {
  if (!level) return <Text color="fg.subtle">—</Text>;
  return (
    <Badge colorPalette={adoptionPalette(level)} variant="subtle" whiteSpace="nowrap">
      {adoptionLabel(level)}
    </Badge>
  );
}

export function StatusBadge({ code, sub }: { code: string | null | undefined; sub?: string | null }) {
  const subLabel = subStatusLabel(sub);
  if (!code && !subLabel) return <Text color="fg.subtle">—</Text>;
  return (
    <Stack gap="0.5" align="flex-start">
      {code && (
        <Badge colorPalette={statusPalette(code)} variant="subtle" whiteSpace="nowrap">
          {statusLabel(code)}
        </Badge>
      )}
      {subLabel && (
        <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
          {subLabel}
        </Text>
      )}
    </Stack>
  );
}

const idCell = (row: AnimalRow) => (
  <Text fontFamily="mono" fontWeight="semibold" whiteSpace="nowrap">
    {row.animal_id}
  </Text>
);
const muted = (value: string) => (value === '—' ? <Text as="span" color="fg.subtle">—</Text> : value);

const NAME: AnimalColumn = { key: 'name', header: 'Name', cell: (row) => muted(orDash(row.name)) };
const SEX: AnimalColumn = { key: 'sex', header: 'Sex', cell: (row) => muted(orDash(row.sex)) };
const AGE: AnimalColumn = { key: 'age', header: 'Age', cell: (row) => muted(orDash(row.age)) };
const WEIGHT: AnimalColumn = { key: 'weight', header: 'Weight', cell: (row) => muted(weightLabel(row.weight)) };
const ADOPTION: AnimalColumn = { key: 'adoption', header: 'Adoption Level', cell: (row) => <AdoptionBadge level={row.adoptionLevel} /> };
const STATUS: AnimalColumn = { key: 'status', header: 'Status', cell: (row) => <StatusBadge code={row.statusCode} sub={row.sub_status_code} /> };

/** §2 Location report columns (View is added by the table). */
export const LOCATION_COLUMNS: AnimalColumn[] = [
  { key: 'animal_id', header: 'Animal ID', sortKey: 'animal_id', cell: idCell },
  NAME,
  { key: 'species', header: 'Species', cell: (row) => muted(titleCase(row.species)) },
  SEX,
  AGE,
  WEIGHT,
  {
    key: 'zone',
    header: 'Zone',
    sortKey: 'zone',
    cell: (row) => (
      <Stack gap="0">
        <Text fontWeight="medium">{row.zoneCode}</Text>
        <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
          {row.zone_location}
        </Text>
      </Stack>
    ),
  },
  ADOPTION,
  STATUS,
];

/** §2 Animals directory columns. Animal ID is sortable too, so the default order can be brought back. */
export const DIRECTORY_COLUMNS: AnimalColumn[] = [
  { key: 'animal_id', header: 'Animal ID', sortKey: 'animal_id', cell: idCell },
  NAME,
  { key: 'species', header: 'Species', cell: (row) => muted(lowerSpecies(row.species)) },
  SEX,
  AGE,
  WEIGHT,
  { key: 'location', header: 'Location', sortKey: 'location', cell: (row) => muted(locationLabel(row.location)) },
  { key: 'zone', header: 'Zone', sortKey: 'zone', cell: (row) => row.zoneCode },
  ADOPTION,
  STATUS,
];

export const LOCATION_SORTS = ['animal_id', 'zone'] as const;
export const DIRECTORY_SORTS = ['animal_id', 'location', 'zone'] as const;

/** The exported file: the table's columns, values as plain text and numbers (weight in pounds). */
export const LOCATION_CSV_COLUMNS: CsvColumn<AnimalRow>[] = [
  { header: 'Animal ID', value: (row) => row.animal_id },
  { header: 'Name', value: (row) => row.name },
  { header: 'Species', value: (row) => (row.species ? titleCase(row.species) : null) },
  { header: 'Sex', value: (row) => row.sex },
  { header: 'Age', value: (row) => row.age },
  { header: 'Weight', value: (row) => row.weight },
  { header: 'Zone', value: (row) => row.zoneCode },
  { header: 'Adoption Level', value: (row) => row.adoptionLevel },
  { header: 'Status', value: (row) => row.statusCode },
];
