import { Card, DataList, Stack } from '@chakra-ui/react';
import { AnimalCount, ReportDate, ReportName, RowActions, Uploaded, rowTint } from './ReportCells';
import type { ReportListProps } from './ReportsTable';

/** Phones and narrow windows: the table's rows as stacked cards. */
export function ReportCards({ reports, now, highlightedId, deletingId, canDelete, onDiagnostics, onDelete }: ReportListProps) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="Recent reports">
      {reports.map((report) => {
        const highlighted = report.id === highlightedId;
        const deleting = report.id === deletingId;
        return (
          <Card.Root
            as="li"
            key={report.id}
            data-testid="report-row"
            data-report-id={report.id}
            data-highlighted={highlighted || undefined}
            data-deleting={deleting || undefined}
            variant="outline"
            size="sm"
            bg={rowTint(highlighted, deleting)}
            transition="background-color 0.4s"
          >
            <Card.Body gap="3">
              <ReportName report={report} isNew={highlighted} />
              <DataList.Root orientation="horizontal" size="sm" gap="2">
                <DataList.Item>
                  <DataList.ItemLabel minW="28">Report date</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <ReportDate value={report.reportDate} />
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel minW="28">Animals</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <AnimalCount count={report.animalCount} />
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel minW="28">Uploaded</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <Uploaded iso={report.createdAt} now={now} />
                  </DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
            </Card.Body>
            <Card.Footer>
              <RowActions report={report} canDelete={canDelete(report)} deleting={deleting} onDiagnostics={onDiagnostics} onDelete={onDelete} size="sm" fill />
            </Card.Footer>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
