import { graphql } from '../../../gql';

/** The shell's pending-report banner (access-and-identity §4): polled every 30 s. */
export const PENDING_REPORTS_QUERY = graphql(`
  query PendingReportsBanner {
    pendingReports {
      ...PendingReportSummary
    }
  }
`);

/** Every report's changes of state, pushed by the server (issue 16). */
export const ReportsChangedSubscription = graphql(`
  subscription ReportsChanged {
    reportsChanged {
      tempId
      reportId
      state
      filename
      animalCount
      message
    }
  }
`);
