import { Flex, Link, Skeleton, Stack } from '@chakra-ui/react';
import { Database, HardDrive, Sparkles } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '../../components/ErrorState';
import { ServicesSummary, type ServiceRow } from '../health/ServicesSummary';
import { dashboardOverall } from './dashboard-logic';
import type { DashboardData } from './dashboard.queries';
import { SectionCard } from '../../components/SectionCard';

/** The checks shown here (§2): storage, database and PDF processing; queue and mail live on the status page. */
const ROWS: ServiceRow[] = [
  { key: 'storage', label: 'Storage', icon: HardDrive },
  { key: 'db', label: 'Database', icon: Database },
  { key: 'ai', label: 'PDF Processing (AI)', icon: Sparkles },
];

export function SystemStatusCard({ health }: { health: DashboardData['health'] }) {
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
          overall={dashboardOverall(data.checks)}
          rows={ROWS}
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
}
