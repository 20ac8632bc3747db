import { Flex, Stack } from '@chakra-ui/react';
import { useDeferredValue, type ReactNode } from 'react';
import { CELL } from '../../components/data-list/cell-css';
import { DataList, type CardLayout } from '../../components/data-list/DataList';
import { ErrorState } from '../../components/ErrorState';
import type { AnimalColumn, AnimalRow } from './animal-columns';
import { activeFilterCount, clearFilters, toggleSort } from './list-params-logic';
import { AnimalsEmpty, AnimalsSkeleton, ResetFiltersButton } from './ListStates';
import { Pager } from './Pager';
import { SortSelect } from './SortSelect';
import type { ListView } from './use-fresh-list';

export interface AnimalListSectionProps extends ListView {
  columns: AnimalColumn[];
  caption: string;
  /** Shown when there are no animals and no filters. */
  empty: ReactNode;
}

/** The list part of both screens: its states (operations §2), the table or the cards, and the pager. */
export function AnimalListSection({ list, columns, params, update, caption, wide, empty }: AnimalListSectionProps) {
  const { page, stale, error, retry, retrying } = list;
  // An answer arrives in an urgent draw (Apollo's store update); the rows follow in a deferred one, which React
  // renders in slices: 25 cards drawn at once blocked a phone for ~150 ms (issue 19). Until the first rows are
  // drawn the placeholders stay; later pages show the previous rows for those few ms.
  const rows = useDeferredValue(page?.rows);
  const filtered = activeFilterCount(params) > 0;
  if (!page || (!rows && page.total > 0)) {
    if (error) return <ErrorState error={error} title="Failed to load animals data" onRetry={retry} retrying={retrying} />;
    return <AnimalsSkeleton />;
  }
  if (page.total === 0) {
    if (!filtered) return <>{empty}</>;
    const reset = <ResetFiltersButton onReset={() => update(clearFilters)} />;
    return <AnimalsEmpty filtered title="No animals match these filters" description="Try another search or fewer filters." action={reset} />;
  }
  const onView = (animal: string) => update((current) => ({ ...current, animal }));
  return (
    <Stack gap="4">
      {error !== undefined && <ErrorState error={error} title="Failed to load animals data" onRetry={retry} retrying={retrying} />}
      {!wide && (
        <Flex justify="flex-end">
          <SortSelect columns={columns} params={params} onChange={(sort, dir) => update((current) => ({ ...current, sort, dir, page: 1 }))} />
        </Flex>
      )}
      <DataList
        rows={rows ?? page.rows}
        rowKey={(row) => row.animalId}
        keyAttribute="data-animal-id"
        label={caption}
        wideFrom="md"
        columns={[...columns.map((column) => ({ ...column, cellProps: { py: '2.5', ...column.cellProps } })), viewColumn(onView)]}
        card={animalCard(columns, onView)}
        onOpen={(row) => onView(row.animalId)}
        rowHint="Press Enter to view the animal's details."
        sort={{ key: params.sort, dir: params.dir, onSort: (key) => update((current) => toggleSort(current, key)) }}
        stale={stale}
        wrapCells
        testIds={{ table: 'animals-table', tableArea: 'animals-table-area', cards: 'animals-cards' }}
      />
      <Pager page={params.page} limit={params.limit} total={page.total} onPage={(next) => update((current) => ({ ...current, page: next }))} busy={stale} />
    </Stack>
  );
}

/**
 * The row itself opens the detail drawer (a click, or Enter on the focused row: one tab stop per row), so the
 * table's View button is for pointers and screen readers' browse mode and takes no tab stop of its own.
 */
const viewColumn = (onView: (id: string) => void): AnimalColumn => ({
  key: 'view',
  header: 'View',
  headerHidden: true,
  align: 'end',
  cell: (row) => <ViewButton animalId={row.animalId} onView={onView} tabbable={false} />,
  card: false,
});

/** Phones: the ID, name and species head the card, beside its View button; a tap anywhere opens the drawer. */
function animalCard(columns: AnimalColumn[], onView: (id: string) => void): CardLayout<AnimalRow> {
  const species = columns.find((column) => column.key === 'species');
  const name = columns.find((column) => column.key === 'name');
  return {
    title: (row) => <span className={CELL.id}>{row.animalId}</span>,
    subtitle: (row) => (
      <p className={CELL.subtitle}>
        {name?.cell(row)} · {species?.cell(row)}
      </p>
    ),
    aside: (row) => <ViewButton animalId={row.animalId} onView={onView} />,
    labelWidth: '28',
    fieldGap: '2',
    columns: { base: 1, sm: 2 },
  };
}

/** A plain button with the cell classes: one per row, where a Chakra Button cost a render and style resolution each. */
export function ViewButton({ animalId, onView, tabbable = true }: { animalId: string; onView: (id: string) => void; tabbable?: boolean }) {
  return (
    <button
      type="button"
      className={CELL.button}
      aria-label={`View ${animalId}`}
      tabIndex={tabbable ? undefined : -1}
      onClick={(event) => {
        // The row or card around it opens the drawer too: once is enough.
        event.stopPropagation();
        onView(animalId);
      }}
    >
      View
    </button>
  );
}
