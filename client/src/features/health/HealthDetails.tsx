import { Badge, Box, Code, DataList, Heading, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Tooltip } from '../../components/ui/tooltip';
import type { HealthSnapshotFragment } from '../../gql/graphql';
import { formatAgo, formatDate, formatTime, useNow } from '../../lib/dates';

function Flag({ on }: { on: boolean }) {
  return (
    <Badge colorPalette={on ? 'green' : 'gray'} variant="subtle">
      {on ? 'Enabled' : 'Disabled'}
    </Badge>
  );
}

function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      {/* A fixed label column keeps the values aligned. */}
      <DataList.ItemLabel minW="9.5rem" flexShrink={0}>
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The flags and identity of the running server (operations.md §3 "Health"). */
export function HealthDetails({ health }: { health: HealthSnapshotFragment }) {
  const now = useNow(10_000);
  return (
    <Box as="section" aria-labelledby="details-heading">
      <Heading as="h2" id="details-heading" size="md" mb="3">
        Details
      </Heading>
      <Box borderWidth="1px" borderColor="border" rounded="l3" bg="bg.panel" p={{ base: '4', md: '5' }}>
        <DataList.Root orientation="horizontal" size="md" gap="4">
          <DetailItem label="Location reports">
            <Flag on={health.checks.deltaEnabled} />
          </DetailItem>
          <DetailItem label="Server-sent events">
            <Flag on={health.config.REPORTS_SSE_ENABLED} />
          </DetailItem>
          <DetailItem label="Boot ID">
            <Tooltip content={health.bootId} showArrow>
              {/* Focusable so keyboard users can open the tooltip with the full id. */}
              <Code tabIndex={0} focusVisibleRing="outside">
                {health.bootId.slice(0, 8)}
                <VisuallyHidden>, full ID {health.bootId}</VisuallyHidden>
              </Code>
            </Tooltip>
          </DetailItem>
          <DetailItem label="Last checked">
            <Box>
              <time dateTime={health.checkedAt}>{formatTime(health.checkedAt)}</time>
              <Text textStyle="xs" color="fg.muted">
                {formatDate(health.checkedAt)} · {formatAgo(health.checkedAt, now)}
              </Text>
            </Box>
          </DetailItem>
        </DataList.Root>
      </Box>
    </Box>
  );
}
