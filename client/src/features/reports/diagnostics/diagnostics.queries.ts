import { graphql } from '../../../gql';

/**
 * The manifest of one report: the operations §3 fields are JSON scalars, read through diagnostics-logic; the ledger
 * (issue 14: lines not imported and how every line was read) is typed.
 */
export const ReportDiagnosticsManifestQuery = graphql(`
  query ReportDiagnosticsManifest($id: ID!) {
    reportManifest(id: $id) {
      tempId
      manifest
      jobCounters
      rejectionReasons
      parserVersion
      presignedUrls
      events
      warnings
      notImported {
        page
        line
        animalId
        text
        reason
        message
      }
      notImportedTotal
      ledger {
        lines
        furniture
        site
        zone
        total
        row
        continuation
        unread
      }
      timestamp
    }
  }
`);

/**
 * Whether the open report is still on its way (it leaves this list once committed). The banners' summary
 * fields too, so a new item this answer brings does not leave their cached lists short of a field.
 */
export const ReportDiagnosticsPendingQuery = graphql(`
  query ReportDiagnosticsPending {
    pendingReports {
      ...PendingReportSummary
      actions
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
