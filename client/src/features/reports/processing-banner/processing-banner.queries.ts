import { graphql } from '../../../gql';

/** The banner's pending list (operations §7: every 10 s while any are pending, else 60 s). */
export const ProcessingBannerPendingReportsQuery = graphql(`
  query ProcessingBannerPendingReports {
    pendingReports {
      ...PendingReportSummary
      pendingReportId
      sourceFilename
      filename
      errorCode
      rawZones
      nextRetryAt
      updatedAt
      mine
      actions
      duplicateOf {
        reportId
        filename
        reportDate
      }
    }
  }
`);

/** Stops an upload or a parse on the server, for every device (your own; ADMIN and up: anyone's). */
export const ProcessingBannerCancelReportMutation = graphql(`
  mutation ProcessingBannerCancelReport($id: ID!) {
    cancelReport(id: $id) {
      tempId
      state
    }
  }
`);

/** Takes a failed report off every banner on the server (your own; ADMIN and up: anyone's). */
export const ProcessingBannerDismissReportMutation = graphql(`
  mutation ProcessingBannerDismissReport($id: ID!) {
    dismissReport(id: $id) {
      tempId
      state
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
