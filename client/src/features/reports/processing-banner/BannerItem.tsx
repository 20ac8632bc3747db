import { Badge, Box, Button, Flex, HStack, Icon, Progress, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, CirclePause, FileClock, Loader } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useCountdown } from '../progress/use-countdown';
import { DuplicateLink } from '../DuplicateLink';
import { formatCountdown, type BannerEntry } from './processing-banner-logic';

type PendingEntry = Extract<BannerEntry, { kind: 'pending' }>;
type CompleteEntry = Extract<BannerEntry, { kind: 'complete' }>;

export interface ItemActions {
  /** The report whose Resume is in flight. */
  resumingId: string | null;
  /** The report whose Cancel or Dismiss is in flight. */
  busyId: string | null;
  onCancel: (tempId: string) => void;
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
  awaiting: { palette: 'gray', icon: FileClock },
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

/** One pending report: name, state label, progress, and per state Resume / View Details / Dismiss (operations §2). */
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
      {failed && entry.duplicateOf && (
        <Text textStyle="xs" mt="1" color="fg.error">
          <DuplicateLink to={entry.duplicateOf} />
        </Text>
      )}
      {entry.awaitingParse && (
        <Text textStyle="xs" color="fg.muted" mt="1">
          Uploaded by you and not parsed yet: parse it from Upload Report, or cancel it. It is removed automatically if never parsed.
        </Text>
      )}
      <Flex mt="2" gap="3" align="center" direction={{ base: 'column', sm: 'row' }}>
        {/* Nothing is being read for an upload awaiting Parse, nor was for a failure before the first chunk (a duplicate): no bar. */}
        {!entry.awaitingParse && !(failed && entry.percent === 0) && (
          <>
            <Progress.Root value={entry.percent} size="xs" flex="1" w="full" maxW={{ sm: '60' }}>
              <Progress.Track aria-label={`Progress of ${entry.filename}`}>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text textStyle="xs" color="fg.muted" fontVariantNumeric="tabular-nums" alignSelf={{ base: 'flex-start', sm: 'center' }}>
              {entry.percent}%
            </Text>
          </>
        )}
        <HStack gap="2" ms={{ sm: 'auto' }} wrap="wrap" alignSelf={{ base: 'stretch', sm: 'center' }}>
          {(paused || failed) && entry.resumable && <ResumeButton entry={entry} actions={actions} />}
          {(failed || paused) && (
            <Button size="xs" variant="outline" bg="bg.panel" onClick={() => actions.onViewDetails(entry.tempId)}>
              View Details
            </Button>
          )}
          {entry.dismissable && (
            <Button size="xs" variant="ghost" onClick={() => actions.onDismiss(entry.tempId)} loading={actions.busyId === entry.tempId} disabled={actions.busyId !== null}>
              Dismiss
            </Button>
          )}
          {entry.cancellable && (
            <Button size="xs" variant="outline" bg="bg.panel" onClick={() => actions.onCancel(entry.tempId)} loading={actions.busyId === entry.tempId} disabled={actions.busyId !== null}>
              {entry.awaitingParse ? 'Cancel upload' : 'Cancel'}
            </Button>
          )}
        </HStack>
      </Flex>
    </Shell>
  );
}

function ResumeButton({ entry, actions }: { entry: PendingEntry; actions: ItemActions }) {
  const left = useCountdown(entry.state === 'rate_limited' ? entry.nextRetryAt : null);
  // operations §5: disabled while a countdown is above zero or a resume is in progress (shown only when the server allows it).
  const resuming = actions.resumingId === entry.tempId;
  const disabled = left > 0 || actions.resumingId !== null;
  return (
    <Button
      size="xs"
      colorPalette={entry.state === 'failed' ? 'red' : 'orange'}
      onClick={() => actions.onResume(entry.tempId)}
      disabled={disabled}
      loading={resuming}
      loadingText="Resuming…"
    >
      Resume
    </Button>
  );
}

/** "Resumes in m:ss", ticking each second down to 0:00; at zero the list is read again (operations §2). */
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
 * A report this browser saw finish (operations §2 Complete): "Report processed — data is available", View Report; with
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
