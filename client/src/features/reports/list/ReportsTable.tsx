import { Table, Text } from '@chakra-ui/react';
import { AnimalCount, ReportDate, ReportName, RowActions, Uploaded, rowTint, type ReportRow } from './ReportCells';

export interface ReportListProps {
  reports: ReportRow[];
  now: number;
  highlightedId: string | null;
  deletingId: string | null;
  canDelete: (report: ReportRow) => boolean;
  onDiagnostics: (tempId: string) => void;
  onDelete: (report: ReportRow) => void;
}

/** Wide screens: one row per report. */
export function ReportsTable({ reports, now, highlightedId, deletingId, canDelete, onDiagnostics, onDelete }: ReportListProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l3" bg="bg.panel">
      <Table.Root size="sm" aria-label="Recent reports">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader ps="5">Report</Table.ColumnHeader>
            <Table.ColumnHeader>Report date</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Animals</Table.ColumnHeader>
            <Table.ColumnHeader>Uploaded</Table.ColumnHeader>
            <Table.ColumnHeader pe="5" textAlign="end">
              <Text srOnly>Actions</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {reports.map((report) => {
            const highlighted = report.id === highlightedId;
            const deleting = report.id === deletingId;
            return (
              <Table.Row
                key={report.id}
                data-testid="report-row"
                data-report-id={report.id}
                data-highlighted={highlighted || undefined}
                data-deleting={deleting || undefined}
                bg={rowTint(highlighted, deleting)}
                transition="background-color 0.4s"
              >
                <Table.Cell ps="5" py="3" maxW="80">
                  <ReportName report={report} isNew={highlighted} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <ReportDate value={report.reportDate} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <AnimalCount count={report.animalCount} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Uploaded iso={report.createdAt} now={now} />
                </Table.Cell>
                <Table.Cell pe="5">
                  <RowActions report={report} canDelete={canDelete(report)} deleting={deleting} onDiagnostics={onDiagnostics} onDelete={onDelete} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
