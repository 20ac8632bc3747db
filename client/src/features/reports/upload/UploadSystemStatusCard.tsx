import { Flex, Skeleton, Stack } from '@chakra-ui/react';
import { Database, HardDrive, Layers, Mail, Sparkles } from 'lucide-react';
import { ErrorState } from '../../../components/ErrorState';
import type { HealthSnapshotFragment } from '../../../gql/graphql';
import { ServicesSummary, type ServiceRow } from '../../../components/ServicesSummary';
import { SectionCard } from '../../../components/SectionCard';
import { overallStatus } from '../../../lib/health-status';

/** operations §2: the upload screen's items, in its order. */
const ROWS: ServiceRow[] = [
  { key: 'storage', label: 'Storage', icon: HardDrive },
  { key: 'queue', label: 'Queue workers', icon: Layers },
  { key: 'ai', label: 'AI PDF processing', icon: Sparkles },
  { key: 'db', label: 'Database', icon: Database },
  { key: 'mail', label: 'Email ingest', icon: Mail },
];

interface Props {
  health: HealthSnapshotFragment | undefined;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** System Status (operations §2) with the upload screen's overall rule (operations §4) and the last-checked time. */
export function UploadSystemStatusCard({ health, error, onRetry, retrying }: Props) {
  return (
    <SectionCard id="upload-system-heading" title="System Status" busy={!health && !error}>
      {health ? (
        <ServicesSummary
          health={health}
          overall={overallStatus(health.checks)}
          rows={ROWS}
          stale={!!error}
          checked={{ live: 'Last checked', stale: 'Could not refresh; last checked' }}
          overallProps={{ 'data-testid': 'upload-health-overall' }}
        />
      ) : error ? (
        <ErrorState error={error} title="Could not load system status" onRetry={onRetry} retrying={retrying} />
      ) : (
        <Stack gap="3">
          <Skeleton h="12" rounded="l2" />
          {ROWS.map((row) => (
            <Flex key={row.key} justify="space-between">
              <Skeleton h="5" w="32" />
              <Skeleton h="5" w="20" rounded="full" />
            </Flex>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
