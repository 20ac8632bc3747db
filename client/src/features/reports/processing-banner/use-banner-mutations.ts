import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { describeError } from '../../../components/error-info';
import { toaster } from '../../../components/ui/toaster';
import { removeReportState } from '../../../lib/report-states';
import { ProcessingBannerCancelReportMutation, ProcessingBannerDismissReportMutation, ProcessingBannerResumeReportMutation } from './processing-banner.queries';

/** The processing banner's Resume, Cancel and Dismiss, each with its toast; `refresh` reads the list again after. */
export function useBannerMutations(refresh: () => void) {
  const [resume] = useMutation(ProcessingBannerResumeReportMutation);
  const [resumingId, setResumingId] = useState<string | null>(null);
  const [cancel] = useMutation(ProcessingBannerCancelReportMutation);
  const [dismiss] = useMutation(ProcessingBannerDismissReportMutation);
  const [busyId, setBusyId] = useState<string | null>(null);

  const onResume = useCallback(
    async (tempId: string) => {
      setResumingId(tempId);
      try {
        const result = await resume({ variables: { id: tempId } });
        // The server's state decides from here on; a stale local "failed" must not hide the new run.
        removeReportState(tempId);
        toaster.create({ type: 'success', title: 'Resume successful', description: result.data?.resumeReport.message ?? 'Processing continues.' });
      } catch (error) {
        toaster.create({ type: 'error', title: 'Resume failed', description: describeError(error).message });
      } finally {
        setResumingId(null);
        refresh();
      }
    },
    [resume, refresh],
  );

  // Cancel and Dismiss are kept on the server, so the report leaves the banners of every device and user.
  const onServer = useCallback(
    async (tempId: string, what: 'cancel' | 'dismiss') => {
      setBusyId(tempId);
      try {
        await (what === 'cancel' ? cancel : dismiss)({ variables: { id: tempId } });
        removeReportState(tempId);
        toaster.create({ type: 'success', title: what === 'cancel' ? 'Upload cancelled' : 'Report dismissed' });
      } catch (error) {
        toaster.create({ type: 'error', title: what === 'cancel' ? 'Cancel failed' : 'Dismiss failed', description: describeError(error).message });
      } finally {
        setBusyId(null);
        refresh();
      }
    },
    [cancel, dismiss, refresh],
  );

  return { resumingId, busyId, onResume, onServer };
}
