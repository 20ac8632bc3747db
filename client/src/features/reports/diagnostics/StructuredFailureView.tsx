import { Alert, Code, DataList } from '@chakra-ui/react';
import type { StructuredFailure } from './diagnostics-logic';

/** operations §8 structured failure: what went wrong, what the parser saw, and what to do about it. */
export function StructuredFailureView({ failure }: { failure: StructuredFailure }) {
  const rows: [string, string | null][] = [
    ['Zones detected', failure.zonesDetected],
    ['Data lines found', failure.dataLines],
    ['Valid records', failure.validRecords],
  ];
  return (
    <Alert.Root status="error" alignItems="flex-start" data-testid="structured-failure">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>Issue: {failure.issue}</Alert.Title>
        <DataList.Root orientation="horizontal" size="sm" gap="1.5">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value ?? '—'}</DataList.ItemValue>
            </DataList.Item>
          ))}
          {failure.sampleData && (
            <DataList.Item>
              <DataList.ItemLabel minW="36">Sample data</DataList.ItemLabel>
              <DataList.ItemValue>
                <Code size="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {failure.sampleData}
                </Code>
              </DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
        <Alert.Description>
          <strong>Recommendation:</strong> {failure.recommendation}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
