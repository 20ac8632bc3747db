import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button, EmptyState, HStack, Heading, Stack, Text, VStack } from '@chakra-ui/react';
import { FileText, Upload } from 'lucide-react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { PageQueryError } from '../../../components/PageQueryError';
import { useNow } from '../../../lib/dates';
import { useWideLayout } from '../../../components/use-wide-layout';
import { ReportCards } from './ReportCards';
import type { ReportRow } from './ReportCells';
import { ReportsTable } from './ReportsTable';
import { REPORTS_POLL_MS, ReportsPageQuery } from './reports-list.queries';
import { canDelete, moreLabel, recentSlice, reportLabel } from './reports-list-logic';
import { useDeleteReport } from './use-delete-report';
import { useUrlHighlight } from './use-url-highlight';

export interface RecentReportsProps {
  role: string | null | undefined;
  onDiagnostics: (tempId: string) => void;
}

/** Recent Reports (operations §2): the first 10 completed reports, newest first, with their actions. */
export function RecentReports({ role, onDiagnostics }: RecentReportsProps) {
  const wide = useWideLayout('lg');
  const now = useNow();
  const { data, previousData, error, networkStatus, refetch } = useQuery(ReportsPageQuery, {
    fetchPolicy: 'cache-and-network',
    pollInterval: REPORTS_POLL_MS,
    notifyOnNetworkStatusChange: true,
  });
  const highlightedId = useUrlHighlight();
  const remove = useDeleteReport();

  // After a failed poll the last good list stays on screen.
  const reports = (data ?? previousData)?.reports;
  const { shown, more } = recentSlice(reports ?? []);

  // Bring a highlighted row into view once it is rendered (the upload screen sends people here).
  const highlightRendered = !!highlightedId && shown.some((r) => r.id === highlightedId);
  useEffect(() => {
    if (!highlightRendered || !highlightedId) return;
    const row = Array.from(document.querySelectorAll<HTMLElement>('[data-report-id]')).find((el) => el.dataset.reportId === highlightedId);
    row?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [highlightRendered, highlightedId]);

  const retry = () => {
    refetch().catch(() => undefined); // shown from the hook's error
  };
  const listProps = {
    reports: shown,
    now,
    highlightedId,
    deletingId: remove.deletingId,
    canDelete: (report: ReportRow) => canDelete(role, report),
    onDiagnostics,
    onDelete: remove.ask,
  };

  return (
    <Stack as="section" gap="3" aria-labelledby="recent-reports-heading">
      <HStack justify="space-between" align="baseline">
        <Heading as="h2" size="lg" id="recent-reports-heading">
          Recent Reports
        </Heading>
        {reports && reports.length > 0 && (
          <Text textStyle="sm" color="fg.muted">
            {reports.length} completed
          </Text>
        )}
      </HStack>

      {reports ? (
        reports.length === 0 ? (
          <ReportsEmpty />
        ) : (
          <>
            {wide ? <ReportsTable {...listProps} /> : <ReportCards {...listProps} />}
            {more > 0 && (
              <Text textStyle="sm" color="fg.muted" data-testid="reports-more">
                {moreLabel(more)}
              </Text>
            )}
          </>
        )
      ) : error ? (
        <PageQueryError error={error} what="reports" onRetry={retry} retrying={networkStatus === NetworkStatus.refetch} />
      ) : (
        <ListSkeleton label="Loading reports…" rows={4} />
      )}

      <ConfirmDialog
        open={remove.open}
        onOpenChange={remove.setOpen}
        role="alertdialog"
        title="Delete report?"
        confirmLabel="Delete report"
        busyLabel="Deleting"
        busy={remove.busy}
        dismissLabel="Keep report"
        confirmPalette="red"
        onConfirm={() => void remove.confirm()}
      >
        <Text>
          {remove.target ? <strong>{reportLabel(remove.target)}</strong> : 'This report'} and its location records will be removed. If it is the latest report,
          the location report falls back to the next newest one. This cannot be undone.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

function ReportsEmpty() {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="l3" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <FileText aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>No reports yet</EmptyState.Title>
          <EmptyState.Description>Upload a Salem &apos;All Pets&apos; PDF report to see it here.</EmptyState.Description>
        </VStack>
        <Button asChild size="sm">
          <RouterLink to="/reports/uploads">
            <Upload aria-hidden /> Upload Report
          </RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
