import { Badge, Box } from '@chakra-ui/react';
import { MODE_LABELS, type ConnectionMode } from './progress-logic';

const PALETTE: Record<ConnectionMode, string> = { websocket: 'green', sse: 'green', polling: 'orange', disconnected: 'red' };

const HINTS: Record<ConnectionMode, string> = {
  websocket: 'Updates arrive live over the WebSocket.',
  sse: 'Updates arrive live over server-sent events.',
  polling: 'Live updates are unavailable: checking the status every few seconds.',
  disconnected: 'The server cannot be reached: retrying.',
};

/** The connection mode of the live progress card (operations §2): Live (WebSocket or SSE), Polling or Disconnected. */
export function ConnectionBadge({ mode }: { mode: ConnectionMode }) {
  return (
    <Badge colorPalette={PALETTE[mode]} variant="subtle" size="md" rounded="full" px="2.5" gap="1.5" title={HINTS[mode]} data-testid="connection-mode" data-mode={mode}>
      <Box boxSize="2" rounded="full" bg="colorPalette.solid" aria-hidden animation={mode === 'websocket' || mode === 'sse' ? 'pulse' : undefined} _motionReduce={{ animation: 'none' }} />
      {MODE_LABELS[mode]}
    </Badge>
  );
}
