import { Box, Flex, HStack, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { SIDEBAR_WIDTH } from './sizes';

const SIDEBAR = { base: '0', md: SIDEBAR_WIDTH.collapsed, xl: SIDEBAR_WIDTH.expanded };

/**
 * The signed-in shell's frame with placeholders for its content: the sidebar (collapsed from 768 to 1280 px, as
 * use-sidebar starts it), the header, card and table skeletons, and the phone's tab bar. The build prerenders it
 * into the signed-in pages' HTML (src/prerender/entry.tsx), so a phone paints the frame before the JavaScript
 * arrives (issue 19); it reads no session, role or browser state, so it is the same for every user.
 */
export function ShellSkeleton() {
  return (
    <Box minH="100dvh" bg="bg.subtle" aria-busy="true">
      <VisuallyHidden>Loading BETI…</VisuallyHidden>
      <Box hideBelow="md" position="fixed" insetY="0" left="0" w={SIDEBAR} bg="bg.panel" borderEndWidth="1px" borderColor="border">
        <Stack gap="3" p="3" pt="4">
          <Skeleton h="9" rounded="l2" />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="8" rounded="l2" opacity="0.6" />
          ))}
        </Stack>
      </Box>
      <Flex direction="column" minH="100dvh" ms={SIDEBAR} pb={{ base: '20', md: '0' }}>
        <HStack h="14" px={{ base: '3', md: '6' }} borderBottomWidth="1px" borderColor="border.muted" bg="bg" justify="space-between">
          <Skeleton h="5" w="40" />
          <Skeleton boxSize="8" rounded="full" />
        </HStack>
        <Stack flex="1" gap="6" px={{ base: '4', md: '6', xl: '8' }} py={{ base: '5', md: '8' }}>
          <Skeleton h="8" w={{ base: '48', md: '64' }} />
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h="28" rounded="l3" />
            ))}
          </SimpleGrid>
          <Skeleton h="72" rounded="l3" />
        </Stack>
      </Flex>
      <Box hideFrom="md" position="fixed" insetX="0" bottom="0" h="16" bg="bg.panel" borderTopWidth="1px" borderColor="border" />
    </Box>
  );
}
