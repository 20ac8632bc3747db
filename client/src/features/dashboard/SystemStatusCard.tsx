import { Flex, Link, Skeleton, Stack } from '@chakra-ui/react';
import { Database, HardDrive, Layers, Sparkles } from 'lucide-react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '../../components/ErrorState';
import { ServicesSummary, type ServiceRow } from '../../components/ServicesSummary';
import { overallStatus } from '../../lib/health-status';
import type { DashboardData } from './dashboard.queries';
import { SectionCard } from '../../components/SectionCard';

/**
 * The checks shown here (operations §2): storage, database and PDF processing; mail lives on the status page, and the
 * queue joins them while it is not working (then no report is parsed, and the card warns).
 */
const ROWS: ServiceRow[] = [
  { key: 'storage', label: 'Storage', icon: HardDrive },
  { key: 'db', label: 'Database', icon: Database },
  { key: 'ai', label: 'PDF Processing (AI)', icon: Sparkles },
];
const QUEUE_ROW: ServiceRow = { key: 'queue', label: 'Queue workers', icon: Layers };

export const SystemStatusCard = memo(function SystemStatusCard({ health }: { health: DashboardData['health'] }) {
  const { data, error, retry, retrying } = health;
  return (
    <SectionCard
      id="system-heading"
      title="System Status"
      busy={!data && !error}
      aside={
        <Link asChild textStyle="sm" color="fg.muted" fontWeight="medium">
          <RouterLink to="/status">View details</RouterLink>
        </Link>
      }
    >
      {data ? (
        <ServicesSummary
          health={data}
          overall={overallStatus(data.checks)}
          rows={data.checks.queue.status === 'ok' ? ROWS : [...ROWS, QUEUE_ROW]}
          stale={!!error}
          checked={{ live: 'Checked at', stale: 'Could not refresh; showing the status checked at' }}
          overallProps={{ 'aria-live': 'polite' }}
        />
      ) : error ? (
        <ErrorState error={error} title="Could not load system status" onRetry={retry} retrying={retrying} />
      ) : (
        <Stack gap="4">
          <Skeleton h="14" rounded="l2" />
          {Array.from({ length: 4 }, (_, index) => (
            <Flex key={index} justify="space-between" align="center">
              <Skeleton h="5" w="40" />
              <Skeleton h="5" w="24" rounded="full" />
            </Flex>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
});
