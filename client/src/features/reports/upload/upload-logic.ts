/** Upload and parse rules and texts of operations §5 and operations §8. */

/** operations §9: PDF only, at most 10MB (the server's REPORT_MAX_BYTES). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** operations §9: redirect 1.5 s after a successful parse. */
export const REDIRECT_DELAY_MS = 1500;

export interface ToastSpec {
  type: 'success' | 'error' | 'warning' | 'info';
  title: string;
  description: string;
  duration?: number;
}

export interface FileProblem {
  title: string;
  description: string;
}

/** operations §5: the checks made before anything is sent; null when the file may be uploaded. */
export function validateFile(file: { name: string; type: string; size: number }): FileProblem | null {
  const pdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!pdf) return { title: 'Invalid file type', description: 'Only PDF files are allowed.' };
  if (file.size > MAX_UPLOAD_BYTES) return { title: 'File too large', description: 'File size must be less than 10MB.' };
  return null;
}

/** 1023 B, 4.5 KB, 3.2 MB (binary units, as the 10MB limit is). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const uploadPercent = (loaded: number, total: number) => (total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0);

/** "3.2 MB of 8.1 MB · 39%". */
export function uploadProgressText(loaded: number, total: number): string {
  return `${formatBytes(loaded)} of ${formatBytes(total)} · ${uploadPercent(loaded, total)}%`;
}

const AUTH_WORDS = /session|unauthori[sz]ed|unauthenticated|not signed in|log ?in/i;

/** operations §8 upload failures: an auth problem asks to sign in again; otherwise the server's message or a default. */
export function uploadFailureToast(status: number, serverMessage: string | null): ToastSpec {
  if (status === 401 || AUTH_WORDS.test(serverMessage ?? '')) {
    return { type: 'error', title: 'Session Expired', description: 'Please refresh the page and log in again.' };
  }
  return { type: 'error', title: 'Upload Failed', description: serverMessage?.trim() || 'Failed to upload file. Please try again.' };
}

/**
 * operations §8 parse failures, by error code: GraphQL `extensions.code` (DUPLICATE_UPLOAD) or the REST token
 * (duplicate_upload), in any case. A rate limit is not a failure: the report is paused and stays tracked.
 */
export function parseFailureToast(code: string | null | undefined): ToastSpec {
  const failed = (description: string, duration?: number): ToastSpec => ({ type: 'error', title: 'Parse Failed', description, ...(duration ? { duration } : {}) });
  switch ((code ?? '').toLowerCase()) {
    case 'unauthenticated':
      return failed('Session expired. Please refresh the page and log in again.', 8000);
    case 'ai_rate_limited':
      return { type: 'warning', title: 'Processing rate limited', description: 'The AI service is busy: the report is paused and resumes by itself.' };
    case 'parse_invalid_format':
    case 'ndjson_invalid':
      return failed('Unrecognized format / no animals extracted');
    case 'duplicate_upload':
      return failed('Duplicate file');
    case 'forbidden':
      return failed('Your role cannot process reports: Officer or above is needed.');
    default:
      return failed('Parse failed. Check diagnostics for details.');
  }
}

/** Codes whose operations §8 text says more than the message itself. */
const KNOWN_PARSE_CODES = new Set(['parse_invalid_format', 'ndjson_invalid', 'duplicate_upload']);

/**
 * operations §8 live events: an error event is a Processing Error with its message, except the parse failures operations §8
 * names (duplicate, unrecognized format), which read as their Parse Failed texts.
 */
export function processingErrorToast(code: string | null, message: string | null): ToastSpec {
  if (code && KNOWN_PARSE_CODES.has(code.toLowerCase())) return parseFailureToast(code);
  return { type: 'error', title: 'Processing Error', description: message || 'Unknown error' };
}

const counted = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/**
 * The completion toast of operations §8: "Report parsed successfully!" with the animal count, and (issue 14) the lines
 * of the PDF not imported, as a warning that asks for a review.
 */
export function completionToast(animalCount: number | null, notImported: number | null = null): ToastSpec {
  const saved = animalCount === null ? null : `${counted(animalCount, 'animal')} saved`;
  if (notImported && notImported > 0) {
    const missed = `${counted(notImported, 'line')} not imported — review`;
    return { type: 'warning', title: 'Report parsed successfully!', description: `Report Complete! ${saved ? `${saved}, ` : ''}${missed}.`, duration: REVIEW_TOAST_MS };
  }
  return { type: 'success', title: 'Report parsed successfully!', description: `Report Complete!${saved ? ` ${saved}.` : ''}` };
}

/** A toast that offers Review stays long enough to reach its button. */
export const REVIEW_TOAST_MS = 10_000;

/** The reports page with the report highlighted and its diagnostics open on the Not imported list. */
export function reviewUrl(tempId: string, reportId: string | null): string {
  const params = new URLSearchParams();
  if (reportId) params.set('highlight', reportId);
  params.set('report', tempId);
  params.set('tab', 'not-imported');
  return `/reports?${params.toString()}`;
}

export const highlightUrl = (reportId: string) => `/reports?highlight=${encodeURIComponent(reportId)}`;
