import { Box } from '@chakra-ui/react';

/** Raw JSON tab: the whole answer, pretty-printed, in a focusable scroll box so keyboards can scroll it. */
export function RawJsonTab({ diagnostics }: { diagnostics: unknown }) {
  return (
    <Box
      as="pre"
      tabIndex={0}
      role="region"
      aria-label="Raw diagnostics JSON"
      data-testid="diagnostics-raw-json"
      fontFamily="mono"
      textStyle="xs"
      bg="bg.muted"
      rounded="l2"
      p="3"
      maxH="70vh"
      overflow="auto"
      whiteSpace="pre"
      focusVisibleRing="inside"
    >
      {JSON.stringify(diagnostics, null, 2)}
    </Box>
  );
}
