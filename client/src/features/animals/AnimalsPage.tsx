import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../app/session';
import { usePageTitle } from '../../components/use-page-title';
import { useWideLayout } from '../../components/use-wide-layout';
import { AnimalDetailDrawer } from './AnimalDetailDrawer';
import { AnimalFilterFields } from './AnimalFilterFields';
import { AnimalListSection } from './AnimalList';
import { DIRECTORY_COLUMNS, DIRECTORY_SORTS } from './animal-columns';
import { DIRECTORY_ZONE_OPTIONS } from './animal-format-logic';
import { AnimalsDirectoryQuery } from './animals.queries';
import { DirectoryFilterSheet } from './DirectoryFilterSheet';
import { FRESH_MS } from './freshness-logic';
import { GateMessage } from './GateMessage';
import { activeFilterCount, clearFilters, pickFilters, toAnimalQuery, toggleSort, withFilters, type ListConfig } from './list-params-logic';
import { AnimalsEmpty } from './ListStates';
import { useFreshPolicy, useStampFresh } from './use-fresh-policy';
import { useClampPage, useListParams } from './use-list-params';

const DIRECTORY_CONFIG: ListConfig = { sorts: DIRECTORY_SORTS, withCenter: false };
const SEARCH_PLACEHOLDER = 'Animal ID or description...';

/** Animals directory (operations.md §2): the latest report's animals, filtered, sorted and paged in the URL. */
export function AnimalsPage() {
  usePageTitle('Animals');
  const { user } = useSession();
  const wide = useWideLayout('md');
  const { params, update } = useListParams(DIRECTORY_CONFIG);

  const query = toAnimalQuery(params);
  const [policy, mark] = useFreshPolicy(`directory:${JSON.stringify(query)}`, FRESH_MS.reference);
  const list = useQuery(AnimalsDirectoryQuery, { variables: { query }, skip: !user, fetchPolicy: policy, notifyOnNetworkStatusChange: true });
  useStampFresh(policy, mark, list);
  useClampPage(list.data?.animals.total, params, update);

  if (!user) {
    return <GateMessage kind="denied" title="Please log in to view animal data." description="Sign in to see the animal directory." />;
  }

  const answer = list.data ?? list.previousData;
  const filterCount = activeFilterCount(params);
  const clear = () => update(clearFilters);
  const uploadButton = (
    <Button asChild>
      <RouterLink to="/reports/uploads">
        <Upload aria-hidden /> Upload report
      </RouterLink>
    </Button>
  );

  // §2: with no data and no filters the page is only an invitation to upload.
  if (list.data && list.data.animals.total === 0 && filterCount === 0) {
    return (
      <Stack gap="6" maxW="7xl">
        <DirectoryHeading total={null} />
        <AnimalsEmpty title="No animal data available" description="Upload a shelter report to fill the directory." action={uploadButton} />
      </Stack>
    );
  }

  return (
    <Stack gap={{ base: '4', md: '6' }} maxW="7xl">
      <DirectoryHeading total={answer?.animals.total ?? null} />

      {wide ? (
        <Flex gap="3" align="flex-end" p="4" borderWidth="1px" borderColor="border" rounded="l3" bg="bg.panel" role="search" aria-label="Filter animals">
          <AnimalFilterFields
            values={params}
            onChange={(patch) => update((current) => withFilters(current, patch))}
            zoneOptions={DIRECTORY_ZONE_OPTIONS}
            searchPlaceholder={SEARCH_PLACEHOLDER}
            debounceSearch
            layout="row"
          />
          <Button variant="ghost" onClick={clear} disabled={filterCount === 0}>
            Clear Filters
          </Button>
        </Flex>
      ) : (
        <HStack justify="space-between">
          <DirectoryFilterSheet
            applied={pickFilters(params)}
            onApply={(filters) => update((current) => withFilters(current, filters))}
            searchPlaceholder={SEARCH_PLACEHOLDER}
          />
          {list.loading && answer && <Spinner size="sm" color="fg.muted" aria-label="Loading animals" />}
        </HStack>
      )}

      <AnimalListSection
        page={answer && { rows: answer.animals.items, total: answer.animals.total }}
        stale={list.loading}
        error={list.error}
        onRetry={() => list.refetch().catch(() => undefined)}
        retrying={list.networkStatus === NetworkStatus.refetch}
        columns={DIRECTORY_COLUMNS}
        params={params}
        caption="Animal directory"
        wide={wide}
        filtered={filterCount > 0}
        onResetFilters={clear}
        empty={<AnimalsEmpty title="No animals found" description="The latest report lists no animals." action={uploadButton} />}
        onSort={(key) => update((current) => toggleSort(current, key))}
        onSortChange={(sort, dir) => update((current) => ({ ...current, sort, dir, page: 1 }))}
        onView={(animal) => update((current) => ({ ...current, animal }))}
        onPage={(next) => update((current) => ({ ...current, page: next }))}
      />

      <AnimalDetailDrawer animalId={params.animal} variant="directory" onClose={() => update((current) => ({ ...current, animal: null }))} />
    </Stack>
  );
}

function DirectoryHeading({ total }: { total: number | null }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
        Animals
      </Heading>
      <Text color="fg.muted">
        Complete animal directory across all MSPCA locations
        {total !== null && (
          <Text as="span" data-testid="animals-total">
            {' '}· {total.toLocaleString('en-US')} {total === 1 ? 'animal' : 'animals'}
          </Text>
        )}
      </Text>
    </Stack>
  );
}
