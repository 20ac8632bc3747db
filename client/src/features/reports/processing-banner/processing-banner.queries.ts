import { graphql } from '../../../gql';

/** The banner's pending list (§7: every 10 s while any are pending, else 60 s). */
export const ProcessingBannerPendingReportsQuery = graphql(`
  query ProcessingBannerPendingReports {
    pendingReports {
      tempId
      pendingReportId
      sourceFilename
      filename
      status
      state
      lastError
      errorCode
      totalChunks
      completed
      raw_zones
      nextRetryAt
      updatedAt
    }
  }
`);

/** Continues a failed or paused report from its saved chunks; takes the tempId (or the report id). */
export const ProcessingBannerResumeReportMutation = graphql(`
  mutation ProcessingBannerResumeReport($id: ID!) {
    resumeReport(id: $id) {
      tempId
      state
      message
    }
  }
`);
