import { Badge, Box, Flex, Icon, Stack, Status, Text, type FlexProps } from '@chakra-ui/react';
import { type LucideIcon, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { HealthSnapshotFragment } from '../gql/graphql';
import { OVERALL_LABELS, overallSummary, type CheckKey, type OverallStatus } from '../lib/health-status';
import { StatusBadge } from './StatusBadge';
import { formatTime } from '../lib/dates';

export interface ServiceRow {
  key: CheckKey;
  label: string;
  icon: LucideIcon;
}

interface Props {
  health: HealthSnapshotFragment;
  /** The screen's own overall rule (operations.md §4 differs between the dashboard and the upload screen). */
  overall: OverallStatus;
  rows: ServiceRow[];
  /** The last answer is shown after a failed refresh. */
  stale: boolean;
  /** How the screen words the check time: live, and after a failed refresh. */
  checked: { live: string; stale: string };
  overallProps?: FlexProps & Record<`data-${string}`, string>;
}

/**
 * The System Status card body of the dashboard and the upload screen (operations.md §2): the overall state,
 * one row per service with its badge, the fixed Secure entry, and when it was checked.
 */
export function ServicesSummary({ health, overall, rows, stale, checked, overallProps }: Props) {
  const { label, palette } = OVERALL_LABELS[overall];
  const summary = overallSummary(health.checks);
  return (
    <Stack gap="4">
      <Flex colorPalette={palette} gap="3" align="center" p="3" rounded="l2" bg="colorPalette.subtle" borderWidth="1px" borderColor="colorPalette.muted" {...overallProps}>
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
        {rows.map(({ key, label: rowLabel, icon }) => {
          const check = health.checks[key];
          return (
            <ServiceRowItem key={key} label={rowLabel} icon={icon} detail={check.error ?? check.message} isError={!!check.error}>
              <StatusBadge status={check.status} />
            </ServiceRowItem>
          );
        })}
        <ServiceRowItem label="Security" icon={ShieldCheck} detail="Staff sign-in required">
          <Badge colorPalette="green" variant="subtle" size="md" rounded="full" px="2.5" gap="1.5" flexShrink={0}>
            <Box boxSize="2" rounded="full" bg="colorPalette.solid" aria-hidden />
            Secure
          </Badge>
        </ServiceRowItem>
      </Box>
      <Text textStyle="xs" color={stale ? 'fg.warning' : 'fg.subtle'}>
        {stale ? checked.stale : checked.live}{' '}
        <time dateTime={health.checkedAt}>{formatTime(health.checkedAt)}</time>
        {stale ? '.' : ' · refreshed every minute'}
      </Text>
    </Stack>
  );
}

interface ServiceRowItemProps {
  label: string;
  icon: LucideIcon;
  detail?: string | null;
  isError?: boolean;
  children: ReactNode;
}

function ServiceRowItem({ label, icon: RowIcon, detail, isError, children }: ServiceRowItemProps) {
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
