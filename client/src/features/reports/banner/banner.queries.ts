import { firstLoadAnswers, preloadQueries } from '../../../app/first-load';
import { graphql } from '../../../gql';

/** The shell's pending-report banner (access-and-identity §4): polled every 30 s. */
export const PENDING_REPORTS_QUERY = graphql(`
  query PendingReportsBanner {
    pendingReports {
      ...PendingReportSummary
    }
  }
`);

/** The banner's call when the app's first load has asked it: its first mount reads the cache. */
export const bannerPreloaded = firstLoadAnswers<'pendingReports'>();

/**
 * The shell's loader asks the banner's call on the app's first load, beside the page's (app/first-load.ts): the
 * first draw then shows the banner where it will stay, and the first mount does not start a request in the effects
 * that follow the first commit (a long task on a slow phone, issue 19).
 */
export function bannerLoader(): Promise<void> {
  return preloadQueries((ask) => ask(PENDING_REPORTS_QUERY, undefined, 'pendingReports' as const), bannerPreloaded.answered);
}

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
