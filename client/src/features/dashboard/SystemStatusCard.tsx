import { Badge, Box, Flex, Icon, Link, Skeleton, Stack, Status, Text } from '@chakra-ui/react';
import { Database, HardDrive, type LucideIcon, ShieldCheck, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '../../components/ErrorState';
import type { HealthSnapshotFragment } from '../../gql/graphql';
import { OVERALL_LABELS } from '../health/health-status';
import { StatusBadge } from '../health/StatusBadge';
import { formatTime } from '../health/time';
import { dashboardOverall } from './dashboard-logic';
import type { DashboardData } from './dashboard.queries';
import { SectionCard } from '../../components/SectionCard';

/** The checks shown here (§2): storage, database and PDF processing; queue and mail live on the status page. */
const ROWS: { key: 'storage' | 'db' | 'ai'; label: string; icon: LucideIcon }[] = [
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
        <HealthSummary health={data} stale={!!error} />
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

function HealthSummary({ health, stale }: { health: HealthSnapshotFragment; stale: boolean }) {
  const overall = dashboardOverall(health.checks);
  const { label, palette, summary } = OVERALL_LABELS[overall];
  return (
    <Stack gap="4">
      <Flex colorPalette={palette} gap="3" align="center" p="3" rounded="l2" bg="colorPalette.subtle" borderWidth="1px" borderColor="colorPalette.muted" aria-live="polite">
        <Status.Root size="lg" flexShrink={0}>
          <Status.Indicator />
        </Status.Root>
        <Box minW="0">
          <Text fontWeight="semibold" color="colorPalette.fg">
            {label}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {summary}
          </Text>
        </Box>
      </Flex>
      <Box as="ul" listStyleType="none" aria-label="Services">
        {ROWS.map(({ key, label: rowLabel, icon }) => {
          const check = health.checks[key];
          return (
            <StatusRow key={key} label={rowLabel} icon={icon} detail={check.error ?? check.message} isError={!!check.error}>
              <StatusBadge status={check.status} />
            </StatusRow>
          );
        })}
        <StatusRow label="Security" icon={ShieldCheck} detail="Staff sign-in required">
          <Badge colorPalette="green" variant="subtle" size="md" rounded="full" px="2.5" gap="1.5" flexShrink={0}>
            <Box boxSize="2" rounded="full" bg="colorPalette.solid" aria-hidden />
            Secure
          </Badge>
        </StatusRow>
      </Box>
      <Text textStyle="xs" color={stale ? 'fg.warning' : 'fg.subtle'}>
        {stale ? 'Could not refresh; showing the status checked at ' : 'Checked at '}
        <time dateTime={health.checkedAt}>{formatTime(health.checkedAt)}</time>
        {stale ? '.' : ' · refreshed every minute'}
      </Text>
    </Stack>
  );
}

interface StatusRowProps {
  label: string;
  icon: LucideIcon;
  detail?: string | null;
  isError?: boolean;
  children: ReactNode;
}

function StatusRow({ label, icon: RowIcon, detail, isError, children }: StatusRowProps) {
  return (
    <Flex as="li" gap="3" py="2.5" align="flex-start" borderTopWidth="1px" borderColor="border.muted" _first={{ borderTopWidth: 0, pt: 0 }} _last={{ pb: 0 }}>
      <Icon boxSize="4" color="fg.muted" mt="0.5" flexShrink={0}>
        <RowIcon aria-hidden />
      </Icon>
      <Box flex="1" minW="0">
        <Text textStyle="sm" fontWeight="medium">
          {label}
        </Text>
        {detail && (
          <Text textStyle="xs" color={isError ? 'fg.error' : 'fg.muted'} lineClamp={2} overflowWrap="anywhere" title={detail}>
            {detail}
          </Text>
        )}
      </Box>
      {children}
    </Flex>
  );
}
