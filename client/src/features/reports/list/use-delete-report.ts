import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { toaster } from '../../../components/ui/toaster';
import type { ReportRow } from './ReportCells';
import { ReportsPageDeleteReportMutation } from './reports-list.queries';
import { DELETE_HIGHLIGHT_MS, reportLabel } from './reports-list-logic';

/**
 * Delete with confirmation (operations §8). On success the row stays, tinted, for 1 s (operations §9) so the eye sees which one
 * went, then it is evicted from the cache and leaves the list.
 */
export function useDeleteReport() {
  const client = useApolloClient();
  const [deleteReport, { loading }] = useMutation(ReportsPageDeleteReportMutation);
  const [target, setTarget] = useState<ReportRow | null>(null);
  const [open, setOpen] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const ask = (report: ReportRow) => {
    setTarget(report);
    setOpen(true);
  };

  const confirm = async () => {
    if (!target) return;
    const report = target;
    try {
      const { data } = await deleteReport({ variables: { id: report.id } });
      const cleared = data?.deleteReport.locationRecordsCleared ?? 0;
      setOpen(false);
      toaster.create({
        type: 'success',
        title: 'Report deleted',
        description: `${reportLabel(report)}: ${cleared.toLocaleString('en-US')} location record${cleared === 1 ? '' : 's'} cleared.`,
      });
      setDeletingId(report.id);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        setDeletingId(null);
        // The list, the latest report and the figures all change: drop the row and re-read the rest.
        client.cache.evict({ id: client.cache.identify({ __typename: 'Report', id: report.id }) });
        client.cache.gc();
        client.refetchQueries({ include: 'active' }).catch(() => undefined);
      }, DELETE_HIGHLIGHT_MS);
    } catch {
      toaster.create({ type: 'error', title: 'Delete failed', description: 'Failed to delete report' });
    }
  };

  return { target, open, setOpen, ask, confirm, busy: loading, deletingId };
}
