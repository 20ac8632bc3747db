import { Alert, Button, Flex, HStack, Progress, Spinner, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { OfflineDataNotice } from '../../app/pwa-offline-banner';
import { formatReportDate } from '../../lib/report-dates';
import { useWideLayout } from '../../components/use-wide-layout';
import { AnimalDetailDrawer } from './AnimalDetailDrawer';
import { AnimalFilterBar } from './AnimalFilterBar';
import { AnimalFilterFields } from './AnimalFilterFields';
import { AnimalListSection } from './AnimalList';
import { LOCATION_COLUMNS } from './animal-columns';
import { centerName, zoneOptions } from './animal-format-logic';
import { LocationReportAnimalsQuery, LocationReportZonesQuery } from './animals.queries';
import { ExportCsvButton } from './ExportCsvButton';
import { FiltersButton, FiltersDrawer } from './FiltersDrawer';
import { FRESH_KEYS, FRESH_MS } from './freshness-logic';
import { activeFilterCount, clearFilters, withFilters, type ListParams } from './list-params-logic';
import { AnimalsEmpty } from './ListStates';
import { ReportHeading } from './LocationLoading';
import { MovementsSummary } from './ReportMovements';
import { useFreshList } from './use-fresh-list';
import { useFreshQuery } from './use-fresh-policy';
import type { ParsingProgress } from './use-location-report';

const SEARCH_PLACEHOLDER = 'Animal ID, species...';

export interface LocationReportViewProps {
  center: string;
  report: { reportId: string; reportDate: string | null };
  /** Set when the page shows an earlier report than the latest (`?report=`). */
  earlier?: { filename: string | null } | null;
  parsing: ParsingProgress | null;
  params: ListParams;
  update: (change: (current: ListParams) => ListParams) => void;
}

/** The report itself, once every gate is passed: header, filters, the animals and the detail drawer. */
export function LocationReportView({ center, report, earlier, parsing, params, update }: LocationReportViewProps) {
  const wide = useWideLayout('md');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { reportId } = report;

  const zones = useFreshQuery(LocationReportZonesQuery, { key: FRESH_KEYS.zones(reportId), ttlMs: FRESH_MS.reference, variables: { reportId } });
  const zoneChoices = useMemo(() => zoneOptions(zones.data?.zoneGroups ?? []), [zones.data]);
  const list = useFreshList(LocationReportAnimalsQuery, {
    params,
    update,
    key: FRESH_KEYS.reportList(reportId),
    ttlMs: FRESH_MS.list,
    variables: (query) => ({ reportId, query }),
    page: (data) => data.reportAnimals,
  });

  const view = { wide, params, update, list };
  const filterCount = activeFilterCount(params);
  const filtersButton = <FiltersButton count={filterCount - (params.search ? 1 : 0)} onClick={() => setFiltersOpen(true)} />;
  return (
    <Stack gap={{ base: '4', md: '6' }} maxW="7xl">
      <Flex justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }} gap="4">
        <ReportHeading center={center} reportDate={report.reportDate}>
          <MovementsSummary reportId={reportId} onOpenAnimal={(animal) => update((current) => ({ ...current, animal }))} />
        </ReportHeading>
        <ExportCsvButton reportId={reportId} params={params} total={list.total ?? 0} />
      </Flex>

      <OfflineDataNotice runDate={formatReportDate(report.reportDate)} />
      {earlier && (
        <Alert.Root status="info" variant="subtle" rounded="l3" data-testid="earlier-report">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>An earlier report{earlier.filename ? `: ${earlier.filename}` : ''}</Alert.Title>
            <Alert.Description>These animals were at the centre on its Run Date, not necessarily today.</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" alignSelf="center" onClick={() => update((current) => ({ ...current, report: null, page: 1, animal: null }))}>
            View the latest
          </Button>
        </Alert.Root>
      )}
      {parsing && !earlier && <ProcessingNotice parsing={parsing} />}

      <AnimalFilterBar {...view} zoneOptions={zoneChoices} searchPlaceholder={SEARCH_PLACEHOLDER} clearLabel="Clear" phoneFilters={filtersButton} />
      <AnimalListSection
        {...view}
        columns={LOCATION_COLUMNS}
        caption={`${centerName(center)} animals`}
        empty={<AnimalsEmpty title="No animals found" description={`The ${earlier ? 'report' : 'latest report'} lists no animals at this centre.`} />}
      />

      {!wide && (
        <FiltersDrawer
          open={filtersOpen}
          onOpenChange={setFiltersOpen}
          placement="end"
          footer={
            <>
              <Button variant="outline" onClick={() => update(clearFilters)} disabled={filterCount === 0}>
                Clear
              </Button>
              <Button onClick={() => setFiltersOpen(false)}>Done</Button>
            </>
          }
        >
          <AnimalFilterFields
            values={params}
            onChange={(patch) => update((current) => withFilters(current, patch))}
            zoneOptions={zoneChoices}
            searchPlaceholder={SEARCH_PLACEHOLDER}
            debounceSearch
            layout="column"
            withSearch={false}
          />
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
