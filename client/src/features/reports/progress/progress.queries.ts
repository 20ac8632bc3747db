import { graphql } from '../../../gql';

/** A snapshot, then every timeline event until done or error (the live path of operations §4). */
export const UploadReportProgressSubscription = graphql(`
  subscription UploadReportProgress($tempId: ID!) {
    reportProgress(tempId: $tempId) {
      seq
      kind
      data
      progress
      timestamp
      reportId
      tempId
    }
  }
`);

/** The polling path of operations §4: one report's status, by tempId. */
export const UploadReportStatusQuery = graphql(`
  query UploadReportStatus($id: ID!) {
    reportStatus(id: $id) {
      tempId
      reportId
      state
      status
      nextRetryAt
      totalChunks
      completed
      lastError
      errorCode
      animalCount
      notImported
      lastUpdate
      duplicateOf {
        reportId
        filename
        reportDate
      }
    }
  }
`);
