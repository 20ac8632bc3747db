import { Button, Flex, HStack, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AnimalFilterFields, SearchField } from './AnimalFilterFields';
import type { Option } from './animal-format-logic';
import { activeFilterCount, clearFilters, withFilters } from './list-params-logic';
import type { ListView } from './use-fresh-list';

export interface AnimalFilterBarProps extends ListView {
  zoneOptions: Option[];
  searchPlaceholder: string;
  clearLabel: string;
  /** Phones: the button that opens the other filters (a sheet or a drawer). */
  phoneFilters: ReactNode;
}

/** The filters of both lists (operations §2): one row on wide screens; on phones the search and a Filters button. */
export function AnimalFilterBar({ wide, params, update, list, zoneOptions, searchPlaceholder, clearLabel, phoneFilters }: AnimalFilterBarProps) {
  if (wide) {
    return (
      <Flex gap="3" align="flex-end" p="4" borderWidth="1px" borderColor="border" rounded="l3" bg="bg.panel" role="search" aria-label="Filter animals">
        <AnimalFilterFields
          values={params}
          onChange={(patch) => update((current) => withFilters(current, patch))}
          zoneOptions={zoneOptions}
          searchPlaceholder={searchPlaceholder}
          debounceSearch
          layout="row"
        />
        <Button variant="ghost" onClick={() => update(clearFilters)} disabled={activeFilterCount(params) === 0}>
          {clearLabel}
        </Button>
      </Flex>
    );
  }
  return (
    // Phones: the search stays on the page; the other filters are in a sheet or a drawer.
    <HStack align="flex-end" gap="2" role="search" aria-label="Filter animals">
      <SearchField
        value={params.search}
        placeholder={searchPlaceholder}
        debounce
        onChange={(search) => update((current) => withFilters(current, { search }))}
        flex="1"
        minW="0"
      />
      {phoneFilters}
      {/* A new page is loading under rows already shown. */}
      {list.stale && list.page && <Spinner size="sm" color="fg.muted" role="status" aria-label="Loading animals" mb="3" />}
    </HStack>
  );
}
