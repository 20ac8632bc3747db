import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { removeReportState, useReportStates } from '../../../lib/report-states';
import type { DiagnosticsTab } from '../diagnostics/diagnostics-logic';
import { reviewUrl } from '../upload/upload-logic';
import { CompleteBannerItem, PendingBannerItem, type ItemActions } from './BannerItem';
import { BANNER_MAX_ITEMS, bannerEntries, pendingPollMs } from './processing-banner-logic';
import { ProcessingBannerPendingReportsQuery } from './processing-banner.queries';
import { useBannerMutations } from './use-banner-mutations';

/**
 * The per-item processing banner of operations §2 (Pending-report banner and progress), on the upload and
 * reports screens: the first 5 pending or just-completed reports with their state, progress and actions.
 * Renders nothing when there is nothing to show.
 */
export function ProcessingBanner({ onViewDetails }: { onViewDetails?: (tempId: string, tab?: DiagnosticsTab) => void }) {
  const navigate = useNavigate();
  const local = useReportStates();
  const { data, previousData, refetch, startPolling } = useQuery(ProcessingBannerPendingReportsQuery, { fetchPolicy: 'cache-and-network' });
  const pending = useMemo(() => (data ?? previousData)?.pendingReports ?? [], [data, previousData]);

  // operations §7: every 10 s while any are pending, else every 60 s.
  useEffect(() => startPolling(pendingPollMs(pending.length)), [pending.length, startPolling]);

  // A page that records a new live state (a parse started, paused, finished) should not wait for the poll.
  const tracked = Object.entries(local)
    .map(([tempId, entry]) => `${tempId}:${entry.state}`)
    .sort()
    .join(',');
  useEffect(() => {
    if (tracked) refetch().catch(() => undefined);
  }, [tracked, refetch]);

  const refresh = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);

  const { resumingId, busyId, onResume, onServer } = useBannerMutations(refresh);

  const entries = useMemo(() => bannerEntries(pending, local), [pending, local]);
  if (entries.length === 0) return null;

  const actions: ItemActions = {
    resumingId,
    busyId,
    onCancel: (tempId) => void onServer(tempId, 'cancel'),
    onResume: (tempId) => void onResume(tempId),
    onViewDetails: (tempId) => (onViewDetails ? onViewDetails(tempId) : navigate(`/reports?report=${encodeURIComponent(tempId)}`)),
    onReview: (tempId) => (onViewDetails ? onViewDetails(tempId, 'not-imported') : navigate(reviewUrl(tempId, null))),
    // A completion this browser saw is local only; a failure is dismissed on the server.
    onDismiss: (tempId) => (local[tempId]?.state === 'complete' && !pending.some((p) => p.tempId === tempId) ? removeReportState(tempId) : void onServer(tempId, 'dismiss')),
    onViewReport: () => navigate('/reports/location'),
    onRefresh: refresh,
  };
  const shown = entries.slice(0, BANNER_MAX_ITEMS);
  const more = entries.length - shown.length;

  return (
    <Box as="section" aria-labelledby="processing-banner-heading" data-testid="processing-banner">
      <Heading as="h2" id="processing-banner-heading" size="sm" mb="2">
        Report processing
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {shown.map((entry) =>
          entry.kind === 'complete' ? <CompleteBannerItem key={entry.tempId} entry={entry} actions={actions} /> : <PendingBannerItem key={entry.tempId} entry={entry} actions={actions} />,
        )}
      </Stack>
      {more > 0 && (
        <Text textStyle="sm" color="fg.muted" mt="2" data-testid="processing-banner-more">
          + {more} more
        </Text>
      )}
    </Box>
  );
}
