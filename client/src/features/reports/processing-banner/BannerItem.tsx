import { Badge, Box, Button, Flex, HStack, Icon, Progress, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, CirclePause, Loader } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useCountdown } from '../progress/use-countdown';
import { formatCountdown, type BannerEntry } from './processing-banner-logic';

type PendingEntry = Extract<BannerEntry, { kind: 'pending' }>;
type CompleteEntry = Extract<BannerEntry, { kind: 'complete' }>;

export interface ItemActions {
  canResume: boolean;
  /** The report whose Resume is in flight. */
  resumingId: string | null;
  onResume: (tempId: string) => void;
  onViewDetails: (tempId: string) => void;
  /** Opens the report's diagnostics on its Not imported list. */
  onReview: (tempId: string) => void;
  onDismiss: (tempId: string) => void;
  onViewReport: () => void;
  /** Re-reads the pending list (a pause that ran out). */
  onRefresh: () => void;
}

const TONE: Record<string, { palette: string; icon: typeof Loader }> = {
  failed: { palette: 'red', icon: CircleAlert },
  rate_limited: { palette: 'orange', icon: CirclePause },
  complete: { palette: 'green', icon: CircleCheck },
};

function Shell({ palette, icon: StateIcon, tempId, children }: { palette: string; icon: typeof Loader; tempId: string; children: React.ReactNode }) {
  return (
    <Flex
      as="li"
      colorPalette={palette}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
      gap={{ base: '2', md: '4' }}
      p="3"
      rounded="l2"
      borderWidth="1px"
      borderColor="colorPalette.muted"
      bg="colorPalette.subtle"
      data-testid="processing-item"
      data-temp-id={tempId}
    >
      <HStack gap="3" flex="1" minW="0" align="flex-start">
        <Icon boxSize="5" color="colorPalette.fg" flexShrink={0} mt="0.5">
          <StateIcon aria-hidden />
        </Icon>
        <Box minW="0" flex="1">
          {children}
        </Box>
      </HStack>
    </Flex>
  );
}

/** One pending report: name, state label, progress, and per state Resume / View Details / Dismiss (§2). */
export function PendingBannerItem({ entry, actions }: { entry: PendingEntry; actions: ItemActions }) {
  const tone = TONE[entry.state] ?? { palette: 'blue', icon: Loader };
  const failed = entry.state === 'failed';
  const paused = entry.state === 'rate_limited';
  return (
    <Shell palette={tone.palette} icon={tone.icon} tempId={entry.tempId}>
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="medium" textStyle="sm" truncate maxW="full" title={entry.filename}>
          {entry.filename}
        </Text>
        <Badge colorPalette={tone.palette} variant="solid" size="sm" data-testid="processing-item-state">
          {entry.label}
        </Badge>
        {paused && <PauseCountdown until={entry.nextRetryAt} onElapsed={actions.onRefresh} />}
      </Flex>
      {failed && entry.error && (
        <Text textStyle="xs" color="fg.error" mt="1" lineClamp={2} overflowWrap="anywhere" title={entry.error}>
          {entry.error}
        </Text>
      )}
      <Flex mt="2" gap="3" align="center" direction={{ base: 'column', sm: 'row' }}>
        <Progress.Root value={entry.percent} size="xs" flex="1" w="full" maxW={{ sm: '60' }}>
          <Progress.Track aria-label={`Progress of ${entry.filename}`}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text textStyle="xs" color="fg.muted" fontVariantNumeric="tabular-nums" alignSelf={{ base: 'flex-start', sm: 'center' }}>
          {entry.percent}%
        </Text>
        <HStack gap="2" ms={{ sm: 'auto' }} wrap="wrap" alignSelf={{ base: 'stretch', sm: 'center' }}>
          {paused && <ResumeButton entry={entry} actions={actions} />}
          {failed && entry.resumable && <ResumeButton entry={entry} actions={actions} />}
          {(failed || paused) && (
            <Button size="xs" variant="outline" bg="bg.panel" onClick={() => actions.onViewDetails(entry.tempId)}>
              View Details
            </Button>
          )}
          {failed && (
            <Button size="xs" variant="ghost" onClick={() => actions.onDismiss(entry.tempId)}>
              Dismiss
            </Button>
          )}
        </HStack>
      </Flex>
    </Shell>
  );
}

function ResumeButton({ entry, actions }: { entry: PendingEntry; actions: ItemActions }) {
  const left = useCountdown(entry.state === 'rate_limited' ? entry.nextRetryAt : null);
  // §5: disabled while a countdown is above zero or a resume is in progress; also for roles that cannot resume.
  const resuming = actions.resumingId === entry.tempId;
  const disabled = left > 0 || actions.resumingId !== null || !actions.canResume;
  return (
    <Button
      size="xs"
      colorPalette={entry.state === 'failed' ? 'red' : 'orange'}
      onClick={() => actions.onResume(entry.tempId)}
      disabled={disabled}
      loading={resuming}
      loadingText="Resuming…"
      title={actions.canResume ? undefined : 'Resuming reports needs Officer or above'}
    >
      Resume
    </Button>
  );
}

/** "Resumes in m:ss", ticking each second down to 0:00; at zero the list is read again (§2). */
function PauseCountdown({ until, onElapsed }: { until: string | null; onElapsed: () => void }) {
  const left = useCountdown(until);
  const wasWaiting = useRef(left > 0);
  useEffect(() => {
    if (left === 0 && wasWaiting.current) onElapsed();
    wasWaiting.current = left > 0;
  }, [left, onElapsed]);
  if (!until) return null;
  return (
    <Text textStyle="xs" color="colorPalette.fg">
      Resumes in{' '}
      <Text as="span" fontVariantNumeric="tabular-nums" fontWeight="semibold" data-testid="retry-countdown">
        {formatCountdown(left)}
      </Text>
    </Text>
  );
}

/**
 * A report this browser saw finish (§2 Complete): "Report processed — data is available", View Report; with
 * lines not imported (issue 14), their count and Review.
 */
export function CompleteBannerItem({ entry, actions }: { entry: CompleteEntry; actions: ItemActions }) {
  const missed = entry.notImported ?? 0;
  return (
    <Shell palette="green" icon={CircleCheck} tempId={entry.tempId}>
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="medium" textStyle="sm" truncate maxW="full" title={entry.filename}>
          {entry.filename}
        </Text>
        <Badge colorPalette="green" variant="solid" size="sm" data-testid="processing-item-state">
          Complete
        </Badge>
      </Flex>
      <Flex mt="2" gap="3" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Text textStyle="sm" color="colorPalette.fg" flex="1">
          Report processed — data is available
          {missed > 0 && (
            <Text as="span" display="block" color="fg.warning" data-testid="processing-item-not-imported">
              {missed.toLocaleString('en-US')} {missed === 1 ? 'line' : 'lines'} not imported — review
            </Text>
          )}
        </Text>
        <HStack gap="2" wrap="wrap">
          {missed > 0 && (
            <Button size="xs" variant="outline" colorPalette="orange" onClick={() => actions.onReview(entry.tempId)}>
              Review
            </Button>
          )}
          <Button size="xs" colorPalette="green" onClick={actions.onViewReport}>
            View Report
          </Button>
          <Button size="xs" variant="ghost" onClick={() => actions.onDismiss(entry.tempId)}>
            Dismiss
          </Button>
        </HStack>
      </Flex>
    </Shell>
  );
}
