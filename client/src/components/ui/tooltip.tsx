import { Tooltip as ChakraTooltip, Portal } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

export interface TooltipProps extends ChakraTooltip.RootProps {
  content: ReactNode;
  showArrow?: boolean;
  portalled?: boolean;
  contentProps?: ChakraTooltip.ContentProps;
  disabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** Chakra's tooltip snippet, with the spec's delays (access-and-identity.md §9: open 700 ms). */
export function Tooltip({
  showArrow,
  children,
  disabled,
  portalled = true,
  content,
  contentProps,
  ref,
  ...rest
}: TooltipProps) {
  if (disabled) return children;
  return (
    <ChakraTooltip.Root openDelay={700} closeDelay={100} {...rest}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal disabled={!portalled}>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content ref={ref} {...contentProps}>
            {showArrow && (
              <ChakraTooltip.Arrow>
                <ChakraTooltip.ArrowTip />
              </ChakraTooltip.Arrow>
            )}
            {content}
          </ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
