import { Badge, Box, Code, DataList, Heading, Text } from '@chakra-ui/react';
import { Tooltip } from '../../components/ui/tooltip';
import type { HealthSnapshotFragment } from '../../gql/graphql';
import { formatAgo, formatDate, formatTime, useNow } from './time';

function Flag({ on }: { on: boolean }) {
  return (
    <Badge colorPalette={on ? 'green' : 'gray'} variant="subtle">
      {on ? 'Enabled' : 'Disabled'}
    </Badge>
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
        <DataList.Root orientation="horizontal" size="md" gap="4" css={{ '--data-list-label-width': '9.5rem' }}>
          <DataList.Item>
            <DataList.ItemLabel>Location reports</DataList.ItemLabel>
            <DataList.ItemValue>
              <Flag on={health.checks.deltaEnabled} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Server-sent events</DataList.ItemLabel>
            <DataList.ItemValue>
              <Flag on={health.config.REPORTS_SSE_ENABLED} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Boot ID</DataList.ItemLabel>
            <DataList.ItemValue>
              <Tooltip content={health.bootId} showArrow>
                <Code tabIndex={0} aria-label={`Boot ID ${health.bootId}`} focusVisibleRing="outside">
                  {health.bootId.slice(0, 8)}
                </Code>
              </Tooltip>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Last checked</DataList.ItemLabel>
            <DataList.ItemValue>
              <Box>
                <time dateTime={health.checkedAt}>{formatTime(health.checkedAt)}</time>
                <Text textStyle="xs" color="fg.muted">
                  {formatDate(health.checkedAt)} · {formatAgo(health.checkedAt, now)}
                </Text>
              </Box>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Box>
    </Box>
  );
}
