import { graphql } from '../../../gql';

/** operations §7: the completed list is read again every 60 s. */
export const REPORTS_POLL_MS = 60_000;

/**
 * The /reports route's query: completed reports, newest first (the server orders them). The processing banner
 * and the diagnostics drawer keep their own queries: the banner polls on its own interval, the drawer per report.
 */
export const ReportsPageQuery = graphql(`
  query ReportsPage {
    reports {
      id
      tempId
      sourceFilename
      title
      createdAt
      reportDate
      animalCount
      shelter
      sample
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
