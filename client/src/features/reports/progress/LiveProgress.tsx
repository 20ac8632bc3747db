import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toaster } from '../../../components/ui/toaster';
import { watchLive } from '../../../lib/live-watch';
import { removeReportState, saveReportState } from '../../../lib/report-states';
import { completionToast, highlightUrl, parseFailureToast, processingErrorToast, REDIRECT_DELAY_MS, reviewUrl } from '../upload/upload-logic';
import { LiveProgressCard } from './LiveProgressCard';
import { isFinal, type ProgressState } from './progress-logic';
import { useReportProgress } from './use-report-progress';

interface LiveProgressProps {
  tempId: string;
  filename: string;
  onStateChange?: (state: ProgressState) => void;
}

/**
 * Follows one parse (mount with `key={tempId}`): shows the card, records the live state in reportStates for
 * the banners, announces the outcome, and on success opens /reports?highlight={reportId} after 1.5 s (operations §2).
 */
export function LiveProgress({ tempId, filename, onStateChange }: LiveProgressProps) {
  const progress = useReportProgress(tempId);
  const navigate = useNavigate();
  const { state, reportId, animalCount, notImported, error, errorCode, nextRetryAt } = progress;

  // This card announces the outcome: the shell's reportsChanged listener keeps quiet about this report.
  useEffect(() => watchLive(tempId), [tempId]);

  useEffect(() => {
    onStateChange?.(state);
  }, [state, onStateChange]);

  // The banners prefer this live state to the server's (operations §4).
  useEffect(() => {
    if (state === 'initializing') return;
    saveReportState(tempId, state, {
      filename,
      ...(reportId ? { reportId } : {}),
      ...(nextRetryAt ? { nextRetryAt } : {}),
      ...(error ? { error } : {}),
      ...(notImported !== null ? { notImported } : {}),
    });
  }, [tempId, filename, state, reportId, nextRetryAt, error, notImported]);

  // Once nobody follows the report, an unfinished state is no longer live: hand it back to the server's
  // (a parse that fails after the user left must not stay "Processing" in the banners for 2 hours).
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  useEffect(
    () => () => {
      if (!isFinal(latest.current)) removeReportState(tempId);
    },
    [tempId],
  );

  // Outcome toasts: once per state change (the ref also absorbs StrictMode's second effect run).
  const announced = useRef<ProgressState | null>(null);
  // Set when Review leaves for the diagnostics: the redirect below must not follow it (the upload page stays
  // mounted, its timer running, until the next route's code has loaded).
  const reviewing = useRef(false);
  useEffect(() => {
    if (announced.current === state) return;
    announced.current = state;
    if (state === 'failed') toaster.create(processingErrorToast(errorCode, error));
    if (state === 'rate_limited') toaster.create(parseFailureToast('ai_rate_limited'));
    if (state === 'complete') {
      const toast = completionToast(animalCount, notImported);
      // Lines not imported: Review opens this report's diagnostics on its Not imported list.
      const onClick = () => {
        reviewing.current = true;
        navigate(reviewUrl(tempId, reportId));
      };
      const review = notImported ? { action: { label: 'Review', onClick } } : {};
      toaster.create({ ...toast, ...review });
    }
  }, [state, errorCode, error, animalCount, notImported, navigate, tempId, reportId]);

  useEffect(() => {
    if (state !== 'complete' || !reportId) return;
    const timer = window.setTimeout(() => reviewing.current || navigate(highlightUrl(reportId)), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state, reportId, navigate]);

  return <LiveProgressCard progress={progress} filename={filename} tempId={tempId} />;
}
