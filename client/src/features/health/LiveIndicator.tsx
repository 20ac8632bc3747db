import { HStack, Status, Text } from '@chakra-ui/react';
import { useSocketStatus } from '../../app/socket-status';
import { HEALTH_POLL_MS } from '../../lib/health-status';

/**
 * Says whether results arrive live over the socket, or only by the 60 s poll: while the socket reconnects, or
 * for a signed-out visitor (live updates are for signed-in staff).
 */
export function LiveIndicator({ live }: { live: boolean }) {
  const socket = useSocketStatus();
  const poll = `every ${HEALTH_POLL_MS / 1000} s`;
  const [palette, label] = !live
    ? (['gray', `Updated ${poll} · sign in for live updates`] as const)
    : socket === 'connected'
      ? (['green', 'Live updates'] as const)
      : socket === 'closed'
        ? (['orange', `Reconnecting · polling ${poll}`] as const)
        : (['gray', 'Connecting…'] as const);
  return (
    <HStack gap="2" aria-live="polite">
      <Status.Root colorPalette={palette} size="sm">
        <Status.Indicator animation={live && socket === 'connected' ? 'pulse' : undefined} _motionReduce={{ animation: 'none' }} />
      </Status.Root>
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
    </HStack>
  );
}
