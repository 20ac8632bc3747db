import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../app/session';
import { toaster } from '../../../components/ui/toaster';
import { saveReportState } from '../../../lib/report-states';
import type { ProgressState } from '../progress/progress-logic';
import { parseFailureToast, uploadFailureToast, validateFile, type FileProblem } from './upload-logic';
import { UploadCancelReportMutation, UploadStartReportParseMutation } from './upload.queries';
import { UploadError, uploadReportFile, type UploadResult } from './xhr-upload';

/** select → uploading → uploaded → initializing (parse requested) → tracking (live progress). */
export type UploadPhase = 'select' | 'uploading' | 'uploaded' | 'initializing' | 'tracking';

/** Live states during which the report is still being parsed (operations §5: Parse and Upload Different are disabled). */
const RUNNING: ReadonlySet<ProgressState> = new Set(['initializing', 'uploaded', 'parsing', 'finalizing']);

function errorCode(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : null;
  }
  if (ServerError.is(error) && error.statusCode === 401) return 'UNAUTHENTICATED';
  return null;
}

/** Step 1: the chosen file, or the problem that refused it (with a toast). */
function useFileChoice() {
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null);
  const selectFile = useCallback((next: File | null) => {
    const problem = next ? validateFile(next) : null;
    setFile(problem ? null : next);
    setFileProblem(problem);
    if (problem) toaster.create({ type: 'error', title: problem.title, description: problem.description });
  }, []);
  return { file, fileProblem, selectFile };
}

/** The Upload screen's flow (operations §2): choose, upload with real progress, parse, follow. */
export function useReportUpload(canProcess: boolean) {
  const { refresh } = useSession();
  const [startParse] = useMutation(UploadStartReportParseMutation);
  const [cancelStored] = useMutation(UploadCancelReportMutation);
  const { file, fileProblem, selectFile } = useFileChoice();
  const [phase, setPhase] = useState<UploadPhase>('select');
  const [sent, setSent] = useState<{ loaded: number; total: number } | null>(null);
  const [uploaded, setUploaded] = useState<UploadResult | null>(null);
  const [liveState, setLiveState] = useState<ProgressState | null>(null);
  const abortRef = useRef<(() => void) | null>(null);

  // Leaving the page mid-upload stops sending the file.
  useEffect(() => () => abortRef.current?.(), []);

  const upload = useCallback(async () => {
    if (!file || phase !== 'select' || !canProcess) return;
    setPhase('uploading');
    setSent({ loaded: 0, total: file.size });
    const request = uploadReportFile(file, (loaded, total) => setSent({ loaded, total }));
    abortRef.current = request.abort;
    try {
      setUploaded(await request.promise);
      setPhase('uploaded');
    } catch (error) {
      setPhase('select');
      setSent(null);
      if (error instanceof UploadError && error.aborted) {
        toaster.create({ type: 'info', title: 'Upload cancelled', description: 'The file was not stored. You can upload it again.' });
        return;
      }
      const status = error instanceof UploadError ? error.status : 0;
      toaster.create(uploadFailureToast(status, error instanceof UploadError ? error.serverMessage : null));
      if (status === 401) void refresh();
    } finally {
      abortRef.current = null;
    }
  }, [file, phase, canProcess, refresh]);

  const cancelUpload = useCallback(() => abortRef.current?.(), []);

  const parse = useCallback(async () => {
    if (!uploaded || phase !== 'uploaded' || !canProcess) return;
    setPhase('initializing');
    try {
      await startParse({ variables: { tempId: uploaded.tempReportId } });
      saveReportState(uploaded.tempReportId, 'initializing', { filename: uploaded.filename });
      setPhase('tracking');
    } catch (error) {
      const code = errorCode(error);
      toaster.create(parseFailureToast(code));
      // operations §8: a session error re-reads the user (signed out → sign-in page); a rate limit keeps the report tracked.
      if (code === 'UNAUTHENTICATED') void refresh();
      setPhase(code === 'AI_RATE_LIMITED' ? 'tracking' : 'uploaded');
    }
  }, [uploaded, phase, canProcess, startParse, refresh]);

  /**
   * Upload Different File: back to step 1 (a report already parsing stays in the banner). A file uploaded but
   * never parsed is cancelled on the server, so it waits for nobody (best effort: it expires anyway).
   */
  const reset = useCallback(() => {
    if (uploaded && phase === 'uploaded') cancelStored({ variables: { id: uploaded.tempReportId } }).catch(() => undefined);
    selectFile(null);
    setUploaded(null);
    setSent(null);
    setLiveState(null);
    setPhase('select');
  }, [uploaded, phase, cancelStored, selectFile]);

  const running = phase === 'initializing' || (phase === 'tracking' && (liveState === null || RUNNING.has(liveState)));
  return {
    file,
    fileProblem,
    phase,
    sent,
    uploaded,
    liveState,
    running,
    canUpload: canProcess && file !== null && phase === 'select',
    canParse: canProcess && phase === 'uploaded',
    canUploadDifferent: !running && phase !== 'uploading',
    selectFile,
    upload,
    cancelUpload,
    parse,
    reset,
    onLiveState: setLiveState,
  };
}

export type ReportUploadFlow = ReturnType<typeof useReportUpload>;
