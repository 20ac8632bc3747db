import { Box, Container, Flex, HStack, SkipNavContent, SkipNavLink, Text } from '@chakra-ui/react';
import { Link as RouterLink, Outlet, ScrollRestoration } from 'react-router-dom';
import { ColorModeButton } from './ui/color-mode';
import { Logo } from './Logo';
import { SiteFooter } from './SiteFooter';

/** The public shell: header with the product mark and theme toggle, the page, a footer. */
export function PageLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      {/* Above the sticky header when it appears. */}
      <SkipNavLink _focusVisible={{ zIndex: 'skipNav', shadow: 'md' }}>Skip to content</SkipNavLink>
      <Box
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        borderBottomWidth="1px"
        borderColor="border.muted"
        bg="bg/85"
        backdropFilter="saturate(180%) blur(10px)"
      >
        <Container maxW="6xl" py="3">
          <HStack justify="space-between">
            <HStack
              asChild
              gap="2.5"
              rounded="l2"
              focusVisibleRing="outside"
              _hover={{ textDecoration: 'none', opacity: 0.85 }}
            >
              <RouterLink to="/" aria-label="BETI home">
                <Logo boxSize="8" alt="" />
                <Text fontWeight="bold" fontSize="lg" letterSpacing="tight">
                  BETI
                </Text>
              </RouterLink>
            </HStack>
            <ColorModeButton />
          </HStack>
        </Container>
      </Box>
      <SkipNavContent />
      <Box as="main" flex="1" display="flex" flexDirection="column">
        <Outlet />
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </Flex>
  );
}
