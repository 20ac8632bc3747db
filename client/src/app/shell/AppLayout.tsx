import { Box, CloseButton, Drawer, Flex, HStack, IconButton, Portal, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import type { SessionUser } from '../session';
import { bannerHiddenOn } from '../../features/reports/banner/banner-logic';
import { bannerLoader } from '../../features/reports/banner/banner.queries';
import { PendingReportBanner } from '../../features/reports/banner/PendingReportBanner';
import { loadLogoUrl } from '../../components/use-logo-url';
import { isFirstLoad, nextTask, waitAtMost } from '../first-load';
import { ColorModeButton } from '../../components/ui/color-mode';
import { useViewerCan } from '../../components/use-viewer-can';
import { Breadcrumbs } from './Breadcrumbs';
import { MobileTabBar } from './MobileTabBar';
import { SidebarContent } from './Sidebar';
import { SIDEBAR_WIDTH } from './sizes';
import { useSidebar } from './use-sidebar';

/**
 * The shell's own calls on the app's first load (app/first-load.ts), asked by its route's loader beside the page's:
 * the banner's pending reports (where it shows) and the logo's URL. The first draw then has both, and its effects
 * start no request (each a long task on a slow phone, issue 19).
 */
export async function preloadShell(pathname: string): Promise<void> {
  if (!isFirstLoad()) return;
  await Promise.all([bannerHiddenOn(pathname) ? null : bannerLoader(), waitAtMost(nextTask().then(loadLogoUrl))]);
}

/** The signed-in shell: sidebar (or drawer and tab bar on phones), header with breadcrumb, banner, page. */
export function AppLayout({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  const sidebar = useSidebar();
  // The navigation a width does not show is not drawn: on a phone the hidden sidebar's entries were each a tooltip
  // (collapsed below 1280 px), a state machine each in the first draw and its effects; the drawer waits for its
  // first opening (issue 19). Crossing 768 px swaps them.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (sidebar.drawerOpen && !drawerUsed) setDrawerUsed(true);
  // The entries the server serves a flag for follow it once it arrives (the role until then).
  const { can } = useViewerCan();
  const width = sidebar.collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded;
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <SkipNavLink _focusVisible={{ zIndex: 'skipNav', shadow: 'md' }}>Skip to content</SkipNavLink>
      {!sidebar.phone && (
        <Box
          as="aside"
          hideBelow="md"
          position="fixed"
          insetY="0"
          left="0"
          w={width}
          bg="bg.panel"
          borderEndWidth="1px"
          borderColor="border"
          zIndex="docked"
          transition="width 0.2s"
          data-collapsed={sidebar.collapsed || undefined}
          data-testid="sidebar"
        >
          <SidebarContent user={user} can={can} collapsed={sidebar.collapsed} onToggle={sidebar.toggle} />
        </Box>
      )}
      {drawerUsed && (
        <Drawer.Root open={sidebar.drawerOpen} onOpenChange={(e) => sidebar.setDrawerOpen(e.open)} placement="start">
          <Portal>
            <Drawer.Backdrop bg="blackAlpha.600" />
            <Drawer.Positioner>
              <Drawer.Content maxW={SIDEBAR_WIDTH.expanded}>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" position="absolute" top="3" right="2" />
                </Drawer.CloseTrigger>
                <SidebarContent user={user} can={can} collapsed={false} onNavigate={() => sidebar.setDrawerOpen(false)} />
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
      <Flex direction="column" minH="100dvh" ms={{ base: '0', md: width }} transition="margin 0.2s" pb={{ base: '20', md: '0' }}>
        <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg/85" backdropFilter="saturate(180%) blur(10px)" borderBottomWidth="1px" borderColor="border.muted">
          <HStack h="14" px={{ base: '3', md: '6' }} gap="2" justify="space-between">
            <HStack gap="2" minW="0">
              <IconButton hideFrom="md" variant="ghost" size="sm" aria-label="Open navigation" onClick={() => sidebar.setDrawerOpen(true)}>
                <MenuIcon />
              </IconButton>
              <Breadcrumbs />
            </HStack>
            <ColorModeButton />
          </HStack>
          {/* Always mounted: it holds the tab's reportsChanged subscription (hidden on the reports screens). */}
          <PendingReportBanner hidden={bannerHiddenOn(pathname)} />
        </Box>
        <SkipNavContent />
        <Box as="main" flex="1" px={{ base: '4', md: '6', xl: '8' }} py={{ base: '5', md: '8' }}>
          <Outlet />
        </Box>
      </Flex>
      {sidebar.phone && <MobileTabBar user={user} can={can} />}
      <ScrollRestoration />
    </Box>
  );
}
