import { useQuery } from '@apollo/client/react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { Link as RouterLink, type LoaderFunctionArgs } from 'react-router-dom';
import { preloadQueries } from '../../app/first-load';
import { OfflineDataNotice } from '../../app/pwa-offline-banner';
import { useSession } from '../../app/session';
import { formatReportDate } from '../../lib/report-dates';
import { PageIntro } from '../../components/PageIntro';
import { usePageTitle } from '../../components/use-page-title';
import { useWideLayout } from '../../components/use-wide-layout';
import { AnimalDetailDrawer } from './AnimalDetailDrawer';
import { AnimalFilterBar } from './AnimalFilterBar';
import { AnimalListSection } from './AnimalList';
import { DIRECTORY_COLUMNS, DIRECTORY_SORTS } from './animal-columns';
import { DIRECTORY_ZONE_OPTIONS } from './animal-format-logic';
import { AnimalsDirectoryQuery, LocationReportLatestQuery } from './animals.queries';
import { DirectoryFilterSheet } from './DirectoryFilterSheet';
import { FRESH_KEYS, FRESH_MS } from './freshness-logic';
import { GateMessage } from './GateMessage';
import { DIRECTORY_INTRO } from './intro';
import { activeFilterCount, parseListParams, pickFilters, toAnimalQuery, withFilters, type ListConfig, type ListParams } from './list-params-logic';
import { AnimalsEmpty } from './ListStates';
import { useFreshList } from './use-fresh-list';
import { markFresh } from './use-fresh-policy';
import { useListParams } from './use-list-params';
import { formatCount } from '../../lib/numbers';

const DIRECTORY_CONFIG: ListConfig = { sorts: DIRECTORY_SORTS, withCenter: false };
const SEARCH_PLACEHOLDER = 'Animal ID or description...';

/** The page of animals and the latest report's date, on the app's first load (app/first-load.ts). */
function preloadDirectory(params: ListParams): Promise<void> {
  return preloadQueries<string>(async (ask) => {
    const query = toAnimalQuery(params);
    await Promise.all([ask(AnimalsDirectoryQuery, { query }, FRESH_KEYS.list(FRESH_KEYS.directory, query)), ask(LocationReportLatestQuery)]);
  }, markFresh);
}

/** The route's loader: on the app's first load, the page's calls come before the first draw (app/first-load.ts). */
export async function animalsLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await preloadDirectory(parseListParams(new URL(request.url).searchParams, DIRECTORY_CONFIG));
  return null;
}

/** Animals directory (operations §2): the latest report's animals, filtered, sorted and paged in the URL. */
export function AnimalsPage() {
  usePageTitle('Animals');
  const { user } = useSession();
  const wide = useWideLayout('md');
  const { params, update } = useListParams(DIRECTORY_CONFIG);
  const list = useFreshList(AnimalsDirectoryQuery, {
    params,
    update,
    key: FRESH_KEYS.directory,
    ttlMs: FRESH_MS.reference,
    variables: (query) => ({ query }),
    page: (data) => data.animals,
    skip: !user,
  });
  // The directory's Run Date for the offline notice; read online too, so the offline copy has it.
  const latest = useQuery(LocationReportLatestQuery, { skip: !user });
  const runDate = formatReportDate(latest.data?.latestReport?.reportDate ?? null);

  if (!user) {
    return <GateMessage kind="denied" title="Please log in to view animal data." description="Sign in to see the animal directory." />;
  }

  const filterCount = activeFilterCount(params);
  const uploadButton = (
    <Button asChild>
      <RouterLink to="/reports/uploads">
        <Upload aria-hidden /> Upload report
      </RouterLink>
    </Button>
  );

  // operations §2: with no data and no filters the page is only an invitation to upload.
  if (list.total === 0 && filterCount === 0) {
    return (
      <Stack gap="6" maxW="7xl">
        <DirectoryHeading total={null} />
        <AnimalsEmpty title="No animal data available" description="Upload a shelter report to fill the directory." action={uploadButton} />
      </Stack>
    );
  }

  const view = { wide, params, update, list };
  const sheet = (
    <DirectoryFilterSheet applied={pickFilters(params)} onApply={(filters) => update((current) => withFilters(current, filters))} searchPlaceholder={SEARCH_PLACEHOLDER} />
  );
  return (
    <Stack gap={{ base: '4', md: '6' }} maxW="7xl">
      <DirectoryHeading total={list.page?.total ?? null} />
      <OfflineDataNotice runDate={runDate} />
      <AnimalFilterBar {...view} zoneOptions={DIRECTORY_ZONE_OPTIONS} searchPlaceholder={SEARCH_PLACEHOLDER} clearLabel="Clear Filters" phoneFilters={sheet} />
      <AnimalListSection
        {...view}
        columns={DIRECTORY_COLUMNS}
        caption="Animal directory"
        empty={<AnimalsEmpty title="No animals found" description="The latest report lists no animals." action={uploadButton} />}
      />
      <AnimalDetailDrawer animalId={params.animal} variant="directory" onClose={() => update((current) => ({ ...current, animal: null }))} />
    </Stack>
  );
}

function DirectoryHeading({ total }: { total: number | null }) {
  return (
    <PageIntro intro={DIRECTORY_INTRO}>
      {/* Its own inline block: inside the description's text it made that paragraph, painted from the HTML, a new and
          larger paint when the live page came, and desktop's largest paint waited for the data (issue 19). */}
      {total !== null && (
        <Text as="span" display="inline-block" data-testid="animals-total">
          &nbsp;· {formatCount(total)} {total === 1 ? 'animal' : 'animals'}
        </Text>
      )}
    </PageIntro>
  );
}
