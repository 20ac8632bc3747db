import { graphql } from '../../../gql';

/** operations.md §7: the completed list is read again every 60 s. */
export const REPORTS_POLL_MS = 60_000;

/** Completed reports, newest first (the server orders them). */
export const ReportsPageReportsQuery = graphql(`
  query ReportsPageReports {
    reports {
      id
      tempId
      sourceFilename
      title
      createdAt
      reportDate
      animalCount
      shelter
    }
  }
`);

export const ReportsPageDeleteReportMutation = graphql(`
  mutation ReportsPageDeleteReport($id: ID!) {
    deleteReport(id: $id) {
      reportId
      locationRecordsCleared
    }
  }
`);

export const ReportsPageCancelAllMutation = graphql(`
  mutation ReportsPageCancelAll {
    cancelAllReports {
      cancelled
      message
    }
  }
`);
