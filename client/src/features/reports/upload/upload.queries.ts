import { graphql } from '../../../gql';

/**
 * The /reports/uploads route's query: health for the System Status card and the queue alert; the progress hook
 * reads REPORTS_SSE_ENABLED from the same answer. The processing banner keeps its own query (its own poll,
 * shared with /reports), and the progress card its subscription and status poll (one report each).
 */
export const UploadPageQuery = graphql(`
  query UploadPage {
    health {
      ...HealthSnapshot
    }
  }
`);

/** Queues the parse and answers at once; progress then follows reportProgress(tempId). */
/** Upload Different File before Parse: the stored upload is cancelled on the server, so it leaves no trace (issue 16). */
export const UploadCancelReportMutation = graphql(`
  mutation UploadCancelReport($id: ID!) {
    cancelReport(id: $id) {
      tempId
      state
    }
  }
`);

export const UploadStartReportParseMutation = graphql(`
  mutation UploadStartReportParse($tempId: ID!) {
    startReportParse(tempId: $tempId) {
      tempId
      state
      reportId
      message
    }
  }
`);
