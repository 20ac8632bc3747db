import { Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { AnimalCards } from './AnimalCards';
import type { AnimalColumn, AnimalRow } from './animal-columns';
import { AnimalTable } from './AnimalTable';
import type { ListParams, SortDir } from './list-params-logic';
import { AnimalsEmpty, AnimalsSkeleton, ResetFiltersButton } from './ListStates';
import { Pager } from './Pager';
import { SortSelect } from './SortSelect';

export interface AnimalListSectionProps {
  page: { rows: AnimalRow[]; total: number } | undefined;
  /** The rows shown belong to an earlier request (a new page or filter is loading). */
  stale: boolean;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  columns: AnimalColumn[];
  params: ListParams;
  caption: string;
  wide: boolean;
  filtered: boolean;
  onResetFilters: () => void;
  /** Shown when there are no animals and no filters. */
  empty: ReactNode;
  onSort: (key: string) => void;
  onSortChange: (sort: string, dir: SortDir) => void;
  onView: (animalId: string) => void;
  onPage: (page: number) => void;
}

/** The list part of both screens: its states (§2), the table or the cards, and the pager. */
export function AnimalListSection(props: AnimalListSectionProps) {
  const { page, stale, error, onRetry, retrying, columns, params, caption, wide, filtered, onResetFilters, empty } = props;

  if (!page) {
    if (error) return <ErrorState error={error} title="Failed to load animals data" onRetry={onRetry} retrying={retrying} />;
    return <AnimalsSkeleton />;
  }
  if (page.total === 0) {
    return filtered ? (
      <AnimalsEmpty filtered title="No animals match these filters" description="Try another search or fewer filters." action={<ResetFiltersButton onReset={onResetFilters} />} />
    ) : (
      <>{empty}</>
    );
  }
  return (
    <Stack gap="4">
      {error !== undefined && <ErrorState error={error} title="Failed to load animals data" onRetry={onRetry} retrying={retrying} />}
      {!wide && (
        <Flex justify="flex-end">
          <SortSelect columns={columns} params={params} onChange={props.onSortChange} />
        </Flex>
      )}
      {wide ? (
        <AnimalTable rows={page.rows} columns={columns} params={params} onSort={props.onSort} onView={props.onView} caption={caption} stale={stale} />
      ) : (
        <AnimalCards rows={page.rows} columns={columns} onView={props.onView} caption={caption} stale={stale} />
      )}
      <Pager page={params.page} limit={params.limit} total={page.total} onPage={props.onPage} busy={stale} />
    </Stack>
  );
}
