import { Badge, Box, Flex, Icon, Skeleton, Stack, Status, Text } from '@chakra-ui/react';
import { Database, HardDrive, Layers, type LucideIcon, Mail, ShieldCheck, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ErrorState';
import type { HealthSnapshotFragment } from '../../../gql/graphql';
import { SectionCard } from '../../../components/SectionCard';
import { OVERALL_LABELS, overallStatus } from '../../health/health-status';
import { StatusBadge } from '../../health/StatusBadge';
import { formatTime } from '../../health/time';

/** §2: the upload screen's items, in its order. */
const ROWS: { key: 'storage' | 'queue' | 'ai' | 'db' | 'mail'; label: string; icon: LucideIcon }[] = [
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

/** System Status (§2) with the upload screen's overall rule (§4) and the last-checked time. */
export function UploadSystemStatusCard({ health, error, onRetry, retrying }: Props) {
  return (
    <SectionCard id="upload-system-heading" title="System Status" busy={!health && !error}>
      {health ? (
        <Summary health={health} stale={!!error} />
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

function Summary({ health, stale }: { health: HealthSnapshotFragment; stale: boolean }) {
  const { label, palette, summary } = OVERALL_LABELS[overallStatus(health.checks)];
  return (
    <Stack gap="4">
      <Flex colorPalette={palette} gap="3" align="center" p="3" rounded="l2" bg="colorPalette.subtle" borderWidth="1px" borderColor="colorPalette.muted" data-testid="upload-health-overall">
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
            <Row key={key} label={rowLabel} icon={icon} detail={check.error ?? check.message} isError={!!check.error}>
              <StatusBadge status={check.status} />
            </Row>
          );
        })}
        <Row label="Security" icon={ShieldCheck} detail="Staff sign-in required">
          <Badge colorPalette="green" variant="subtle" size="md" rounded="full" px="2.5" gap="1.5" flexShrink={0}>
            <Box boxSize="2" rounded="full" bg="colorPalette.solid" aria-hidden />
            Secure
          </Badge>
        </Row>
      </Box>
      <Text textStyle="xs" color={stale ? 'fg.warning' : 'fg.subtle'}>
        {stale ? 'Could not refresh; last checked ' : 'Last checked '}
        <time dateTime={health.checkedAt}>{formatTime(health.checkedAt)}</time>
        {stale ? '.' : ' · refreshed every minute'}
      </Text>
    </Stack>
  );
}

function Row({ label, icon: RowIcon, detail, isError, children }: { label: string; icon: LucideIcon; detail?: string | null; isError?: boolean; children: ReactNode }) {
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
