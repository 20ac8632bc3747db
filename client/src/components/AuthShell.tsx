import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ColorModeButton } from './ui/color-mode';

/**
 * The full page around the sign-in, TOTP and invitation screens, which render without the site header: a
 * soft brand backdrop, the theme toggle in the corner, and the screen centred in the `main` landmark.
 */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh" position="relative" overflow="hidden" bg="bg.subtle">
      <Box
        aria-hidden
        position="absolute"
        inset="0"
        pointerEvents="none"
        css={{
          backgroundImage:
            'radial-gradient(50rem 28rem at 0% 0%, var(--chakra-colors-brand-subtle), transparent 65%), radial-gradient(40rem 24rem at 100% 100%, var(--chakra-colors-brand-subtle), transparent 70%)',
        }}
      />
      <Flex justify="flex-end" px={{ base: '3', md: '5' }} pt={{ base: '3', md: '4' }} position="relative">
        <ColorModeButton />
      </Flex>
      <Flex as="main" flex="1" direction="column" justify="center" position="relative">
        {children}
      </Flex>
    </Flex>
  );
}
