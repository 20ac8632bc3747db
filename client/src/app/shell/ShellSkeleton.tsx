import { Box, Flex, HStack, Icon, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Breadcrumbs } from './Breadcrumbs';
import { SIDEBAR_WIDTH } from './sizes';

const SIDEBAR = { base: '0', md: SIDEBAR_WIDTH.collapsed, xl: SIDEBAR_WIDTH.expanded };

/**
 * The signed-in shell's frame around a page's first content: the sidebar (collapsed from 768 to 1280 px, as
 * use-sidebar starts it), the header with the page's breadcrumb, and the phone's tab bar, laid out as AppLayout lays
 * them out. The build prerenders it into the signed-in pages' HTML (src/prerender/entry.tsx) with each page's title,
 * description and loading skeletons (`children`), so a phone paints the page's largest text before the JavaScript
 * arrives (issue 19). It reads no session, role or browser state, so it is the same for every user: the sidebar's
 * entries, the account menu and the theme button, which depend on them, are placeholders.
 */
export function ShellSkeleton({ children = <PagePlaceholder /> }: { children?: ReactNode }) {
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
        <Box borderBottomWidth="1px" borderColor="border.muted" bg="bg/85">
          <HStack h="14" px={{ base: '3', md: '6' }} gap="2" justify="space-between">
            <HStack gap="2" minW="0">
              {/* Where AppLayout's "Open navigation" button sits (an sm ghost icon button). */}
              <Flex hideFrom="md" boxSize="8" align="center" justify="center" color="fg.muted">
                <Icon as={MenuIcon} boxSize="4" aria-hidden />
              </Flex>
              <Breadcrumbs />
            </HStack>
            <Skeleton boxSize="8" rounded="l2" />
          </HStack>
        </Box>
        <Box flex="1" px={{ base: '4', md: '6', xl: '8' }} py={{ base: '5', md: '8' }}>
          {children}
        </Box>
      </Flex>
      <Box hideFrom="md" position="fixed" insetX="0" bottom="0" h="16" bg="bg.panel" borderTopWidth="1px" borderColor="border" />
    </Box>
  );
}

/** Any page's placeholder: a title, four cards and a panel (while the session or the shell's code loads). */
function PagePlaceholder() {
  return (
    <Stack gap="6">
      <Skeleton h="8" w={{ base: '48', md: '64' }} />
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h="28" rounded="l3" />
        ))}
      </SimpleGrid>
      <Skeleton h="72" rounded="l3" />
    </Stack>
  );
}
