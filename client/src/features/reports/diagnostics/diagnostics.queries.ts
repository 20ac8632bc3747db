import { graphql } from '../../../gql';

/** The manifest of one report: every field is a JSON scalar, read through diagnostics-logic. */
export const ReportDiagnosticsManifestQuery = graphql(`
  query ReportDiagnosticsManifest($id: ID!) {
    reportManifest(id: $id) {
      tempId
      manifest
      jobCounters
      rejection_reasons
      parserVersion
      presignedUrls
      events
      warnings
      timestamp
    }
  }
`);

/** Whether the open report is still on its way (it leaves this list once committed). */
export const ReportDiagnosticsPendingQuery = graphql(`
  query ReportDiagnosticsPending {
    pendingReports {
      tempId
      state
      status
    }
  }
`);

/** Takes the id or the tempId; the drawer passes the tempId it was opened with. */
export const ReportDiagnosticsResumeMutation = graphql(`
  mutation ReportDiagnosticsResume($id: ID!) {
    resumeReport(id: $id) {
      tempId
      state
      message
    }
  }
`);
