import { graphql } from '../gql';

/**
 * What the pending-report banner, the dashboard and the location page read of a pending report. Pending
 * reports are cached by tempId and the list under `pendingReports`: one selection keeps every screen's answer
 * the same shape, so no screen's poll leaves another's items short of a field (and fetching again).
 */
graphql(`
  fragment PendingReportSummary on PendingReport {
    tempId
    status
    state
    lastError
    totalChunks
    completed
    awaitingParse
  }
`);

/** What `isProcessing` needs of a pending report. */
export interface PendingLike {
  state: string;
  status: string;
  /** Stored, Parse not asked for: nothing is processing (issue 16). */
  awaitingParse?: boolean;
}

/**
 * A report is on its way while any pending upload has not failed and was sent to the parser (an upload nobody
 * asked to parse yet is not processing: it waits for its uploader, and expires). Both fields are read: the
 * banner also takes server status `failed` to mean failed (access-and-identity §4), and a failed upload waits
 * for a person, not for the parser.
 */
export function isProcessing(pending: readonly PendingLike[]): boolean {
  return pending.some((report) => report.state !== 'failed' && report.status !== 'failed' && !report.awaitingParse);
}
