import { Alert, Badge, Box, Card, Flex, Heading, HStack, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DuplicateLink } from '../DuplicateLink';
import { formatCountdown } from '../processing-banner/processing-banner-logic';
import { ConnectionBadge } from './ConnectionBadge';
import { eventMessage, STATE_LABELS, type ProgressState } from './progress-logic';
import type { ReportProgress } from './use-report-progress';
import { useCountdown } from './use-countdown';

const STATE_PALETTE: Record<ProgressState, string> = {
  initializing: 'gray',
  uploaded: 'gray',
  parsing: 'blue',
  finalizing: 'purple',
  rate_limited: 'orange',
  complete: 'green',
  failed: 'red',
};

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The live progress card of operations §2: percent bar, state, latest step and how updates arrive. */
export function LiveProgressCard({ progress, filename, tempId }: { progress: ReportProgress; filename: string; tempId: string }) {
  const { state, percent, mode } = progress;
  const palette = STATE_PALETTE[state];
  const recent = progress.events.slice(-5).reverse();
  return (
    <Card.Root as="section" aria-labelledby="live-progress-heading" variant="outline" bg="bg.panel" data-testid="live-progress" data-state={state}>
      <Card.Header p={{ base: '4', md: '5' }} pb="3" gap="1">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" id="live-progress-heading" size="md">
            Live Progress
          </Heading>
          <ConnectionBadge mode={mode} />
        </Flex>
        <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
          {filename}
        </Text>
      </Card.Header>
      <Card.Body p={{ base: '4', md: '5' }} pt="0">
        <Stack gap="4">
          <Progress.Root value={percent} max={100} colorPalette={state === 'failed' ? 'red' : state === 'complete' ? 'green' : 'blue'} size="lg">
            <HStack justify="space-between" mb="2" gap="3">
              <Badge colorPalette={palette} variant="solid" data-testid="parsing-state">
                {STATE_LABELS[state]}
              </Badge>
              <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="parsing-percent">
                {percent}%
              </Text>
            </HStack>
            <Progress.Track aria-label="Parsing progress" aria-valuetext={`${percent}% · ${STATE_LABELS[state]}`}>
              <Progress.Range transition="width 0.4s ease" />
            </Progress.Track>
          </Progress.Root>

          <Text textStyle="sm" aria-live="polite" data-testid="parsing-message" color={state === 'failed' ? 'fg.error' : undefined}>
            {progress.message}
          </Text>

          {state === 'rate_limited' && <PausedNotice until={progress.nextRetryAt} />}
          {state === 'complete' && (
            <Text textStyle="sm" color="fg.muted">
              Opening the report list…
            </Text>
          )}
          {state === 'failed' && (
            <Alert.Root status="error" variant="subtle" rounded="l2">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Error: {progress.error || 'Unknown error'}</Alert.Title>
                <Alert.Description>
                  <HStack gap="4" wrap="wrap">
                    {/* A duplicate: the report it repeats, one click away (issue 16). */}
                    {progress.duplicateOf && <DuplicateLink to={progress.duplicateOf} />}
                    <Link asChild fontWeight="medium" textDecoration="underline">
                      <RouterLink to={`/reports?report=${encodeURIComponent(tempId)}`}>View diagnostics</RouterLink>
                    </Link>
                  </HStack>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}

          {recent.length > 0 && (
            <Box as="ol" listStyleType="none" aria-label="Recent steps" borderTopWidth="1px" borderColor="border.muted" pt="3">
              {recent.map((event) => (
                <Flex as="li" key={`${event.type}-${event.seq}`} gap="3" py="1" textStyle="xs" color="fg.muted">
                  <Text asChild flexShrink={0} fontVariantNumeric="tabular-nums">
                    <time dateTime={event.timestamp}>{timeOf(event.timestamp)}</time>
                  </Text>
                  <Text overflowWrap="anywhere">{eventMessage(event)}</Text>
                </Flex>
              ))}
            </Box>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function PausedNotice({ until }: { until: string | null }) {
  const left = useCountdown(until);
  return (
    <Alert.Root status="warning" variant="subtle" rounded="l2">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Paused: the AI service is rate limited</Alert.Title>
        <Alert.Description>
          {left > 0 ? (
            <>
              Resumes by itself in <span data-testid="paused-countdown">{formatCountdown(left)}</span>.
            </>
          ) : (
            'Resuming…'
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
