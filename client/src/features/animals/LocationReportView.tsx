import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Flex, Heading, HStack, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { formatReportDate, isoDate, parseReportDate } from '../dashboard/dashboard-logic';
import { useWideLayout } from '../../components/use-wide-layout';
import { AnimalDetailDrawer } from './AnimalDetailDrawer';
import { AnimalFilterFields } from './AnimalFilterFields';
import { AnimalListSection } from './AnimalList';
import { LOCATION_COLUMNS } from './animal-columns';
import { centerName, zoneOptions } from './animal-format-logic';
import { LocationReportAnimalsQuery, LocationReportZonesQuery } from './animals.queries';
import { ExportCsvButton } from './ExportCsvButton';
import { FiltersButton, FiltersDrawer } from './FiltersDrawer';
import { FRESH_MS } from './freshness-logic';
import { activeFilterCount, clearFilters, toAnimalQuery, toggleSort, withFilters, type ListParams } from './list-params-logic';
import { AnimalsEmpty } from './ListStates';
import { useFreshPolicy, useStampFresh } from './use-fresh-policy';
import { useClampPage } from './use-list-params';
import type { ParsingProgress } from './use-location-report';

export interface LocationReportViewProps {
  center: string;
  report: { reportId: string; reportDate: string | null };
  parsing: ParsingProgress | null;
  params: ListParams;
  update: (change: (current: ListParams) => ListParams) => void;
}

/** The report itself, once every gate is passed: header, filters, the animals and the detail drawer. */
export function LocationReportView({ center, report, parsing, params, update }: LocationReportViewProps) {
  const wide = useWideLayout('md');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { reportId } = report;

  const [zonePolicy, markZones] = useFreshPolicy(`zones:${reportId}`, FRESH_MS.reference);
  const zones = useQuery(LocationReportZonesQuery, { variables: { reportId }, fetchPolicy: zonePolicy });
  useStampFresh(zonePolicy, markZones, zones);
  const zoneChoices = useMemo(() => zoneOptions(zones.data?.zoneGroups ?? []), [zones.data]);

  const query = toAnimalQuery(params);
  const [listPolicy, markList] = useFreshPolicy(`report:${reportId}:${JSON.stringify(query)}`, FRESH_MS.list);
  const list = useQuery(LocationReportAnimalsQuery, { variables: { reportId, query }, fetchPolicy: listPolicy, notifyOnNetworkStatusChange: true });
  useStampFresh(listPolicy, markList, list);
  const answer = list.data ?? list.previousData;
  const page = answer && { rows: answer.reportAnimals.items, total: answer.reportAnimals.total };

  useClampPage(list.data?.reportAnimals.total, params, update);

  const reportDate = report.reportDate ? parseReportDate(report.reportDate) : null;
  const filterCount = activeFilterCount(params);
  const filterFields = (layout: 'row' | 'column') => (
    <AnimalFilterFields
      values={params}
      onChange={(patch) => update((current) => withFilters(current, patch))}
      zoneOptions={zoneChoices}
      searchPlaceholder="Animal ID, species..."
      debounceSearch
      layout={layout}
    />
  );
  const clear = () => update(clearFilters);

  return (
    <Stack gap={{ base: '4', md: '6' }} maxW="7xl">
      <Flex justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }} gap="4">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
            {centerName(center)} Location
          </Heading>
          <Text color="fg.muted">
            Data as of <time dateTime={reportDate ? isoDate(reportDate) : undefined}>{formatReportDate(report.reportDate)}</time>
          </Text>
        </Stack>
        <ExportCsvButton reportId={reportId} params={params} total={list.data?.reportAnimals.total ?? 0} />
      </Flex>

      {parsing && <ProcessingNotice parsing={parsing} />}

      {wide ? (
        <Flex gap="3" align="flex-end" p="4" borderWidth="1px" borderColor="border" rounded="l3" bg="bg.panel" role="search" aria-label="Filter animals">
          {filterFields('row')}
          <Button variant="ghost" onClick={clear} disabled={filterCount === 0}>
            Clear
          </Button>
        </Flex>
      ) : (
        <HStack justify="space-between">
          <FiltersButton count={filterCount} onClick={() => setFiltersOpen(true)} />
          {list.loading && answer && <Spinner size="sm" color="fg.muted" aria-label="Loading animals" />}
        </HStack>
      )}

      <AnimalListSection
        page={page}
        stale={list.loading}
        error={list.error}
        onRetry={() => list.refetch().catch(() => undefined)}
        retrying={list.networkStatus === NetworkStatus.refetch}
        columns={LOCATION_COLUMNS}
        params={params}
        caption={`${centerName(center)} animals`}
        wide={wide}
        filtered={filterCount > 0}
        onResetFilters={clear}
        empty={<AnimalsEmpty title="No animals found" description="The latest report lists no animals at this centre." />}
        onSort={(key) => update((current) => toggleSort(current, key))}
        onSortChange={(sort, dir) => update((current) => ({ ...current, sort, dir, page: 1 }))}
        onView={(animal) => update((current) => ({ ...current, animal }))}
        onPage={(next) => update((current) => ({ ...current, page: next }))}
      />

      {!wide && (
        <FiltersDrawer
          open={filtersOpen}
          onOpenChange={setFiltersOpen}
          placement="end"
          footer={
            <>
              <Button variant="outline" onClick={clear} disabled={filterCount === 0}>
                Clear
              </Button>
              <Button onClick={() => setFiltersOpen(false)}>Done</Button>
            </>
          }
        >
          {filterFields('column')}
        </FiltersDrawer>
      )}
      <AnimalDetailDrawer animalId={params.animal} variant="report" onClose={() => update((current) => ({ ...current, animal: null }))} />
    </Stack>
  );
}

function ProcessingNotice({ parsing }: { parsing: ParsingProgress }) {
  return (
    <Alert.Root status="info" variant="subtle" rounded="l3" data-testid="report-processing">
      <Alert.Indicator>
        <Spinner size="sm" />
      </Alert.Indicator>
      <Alert.Content gap="2">
        <Alert.Title>A new report is processing; counts may update.</Alert.Title>
        <Progress.Root value={parsing.completed} max={parsing.total} size="xs" maxW="sm" aria-label="Parsing progress">
          <HStack gap="3">
            <Progress.Track flex="1">
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText textStyle="xs">
              Parsing {parsing.completed}/{parsing.total}
            </Progress.ValueText>
          </HStack>
        </Progress.Root>
      </Alert.Content>
    </Alert.Root>
  );
}
