import { graphql } from '../../../gql';

/** Queues the parse and answers at once; progress then follows reportProgress(tempId). */
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
