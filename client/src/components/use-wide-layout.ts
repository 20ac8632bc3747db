import { useBreakpointValue } from '@chakra-ui/react';

/**
 * True from the given breakpoint up (default `lg`, 1024 px): lists render as tables there and as stacked
 * cards below. One layout is rendered rather than both hidden by CSS, so each row exists once for assistive
 * technology and for tests.
 */
export function useWideLayout(from: 'md' | 'lg' | 'xl' = 'lg'): boolean {
  return useBreakpointValue({ base: false, [from]: true }, { ssr: false }) ?? false;
}
