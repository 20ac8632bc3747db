import { Box, Drawer, HStack, Icon, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { FileText, LogOut, Moon, MoreHorizontal, Sun, UserCog } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useSession, type SessionUser } from '../session';
import { useColorMode } from '../../components/ui/color-mode';
import type { ViewerCan } from '../../components/use-viewer-can';
import { MORE_LINKS, REPORT_LINKS, TAB_LINKS, isActive, shows, type NavItem } from './nav';

function Tab({ label, icon, active, children }: { label: string; icon: typeof FileText; active: boolean; children: (content: ReactNode) => ReactNode }) {
  const content = (
    <Stack gap="0.5" align="center" justify="center" h="full" w="full" color={active ? 'brand.fg' : 'fg.muted'} fontWeight={active ? 'semibold' : 'medium'}>
      <Icon as={icon} boxSize="5" aria-hidden />
      <Text fontSize="2xs" lineHeight="1">
        {label}
      </Text>
    </Stack>
  );
  return (
    <Box flex="1" h="full" minW="0">
      {children(content)}
    </Box>
  );
}

const tabButton = { w: 'full', h: 'full', rounded: 'l2', focusVisibleRing: 'inside' } as const;

function LinkTab({ item, pathname }: { item: NavItem; pathname: string }) {
  const active = isActive(item, pathname);
  return (
    <Tab label={item.label} icon={item.icon} active={active}>
      {(c) => (
        <Box asChild {...tabButton}>
          <NavLink to={item.to} aria-current={active ? 'page' : undefined}>
            {c}
          </NavLink>
        </Box>
      )}
    </Tab>
  );
}

/** The More tab: the links that do not fit, then profile, theme and sign-out. */
function MoreTab({ more }: { more: NavItem[] }) {
  const navigate = useNavigate();
  const { signOut } = useSession();
  const { colorMode, toggleColorMode } = useColorMode();
  return (
    <Tab label="More" icon={MoreHorizontal} active={false}>
      {(c) => (
        <Menu.Root positioning={{ placement: 'top-end' }}>
          <Menu.Trigger asChild>
            <Box as="button" {...tabButton} aria-label="More">
              {c}
            </Box>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="56">
                {more.map((m) => (
                  <Menu.Item key={m.to} value={m.to} onSelect={() => navigate(m.to)}>
                    <Icon as={m.icon} boxSize="4" aria-hidden /> {m.label}
                  </Menu.Item>
                ))}
                {more.length > 0 && <Menu.Separator />}
                <Menu.Item value="profile" onSelect={() => navigate('/profile-settings')}>
                  <UserCog size={16} aria-hidden /> Profile Settings
                </Menu.Item>
                <Menu.Item value="theme" onSelect={toggleColorMode} closeOnSelect={false}>
                  {colorMode === 'dark' ? <Sun size={16} aria-hidden /> : <Moon size={16} aria-hidden />}
                  {colorMode === 'dark' ? 'Light theme' : 'Dark theme'}
                </Menu.Item>
                <Menu.Item value="signout" color="fg.error" onSelect={() => void signOut()}>
                  <LogOut size={16} aria-hidden /> Sign Out
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
    </Tab>
  );
}

/** The bottom sheet listing the report screens. */
function ReportsSheet({ open, onOpenChange, pathname }: { open: boolean; onOpenChange: (open: boolean) => void; pathname: string }) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="bottom">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="l3" maxH="50vh">
            <Drawer.Header>
              <Drawer.Title>Reports</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="6">
              <Stack gap="1">
                {REPORT_LINKS.map((r) => (
                  <HStack
                    key={r.to}
                    asChild
                    px="3"
                    py="3"
                    rounded="l2"
                    bg={isActive(r, pathname) ? 'brand.subtle' : undefined}
                    color={isActive(r, pathname) ? 'brand.fg' : 'fg'}
                    _hover={{ bg: 'bg.muted' }}
                    focusVisibleRing="inside"
                  >
                    <NavLink to={r.to} onClick={() => onOpenChange(false)}>
                      <Icon as={FileText} boxSize="4" aria-hidden />
                      <Text fontWeight="medium">{r.label}</Text>
                    </NavLink>
                  </HStack>
                ))}
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** Below 768 px: the bottom tab bar, the Reports sheet and the More menu (access-and-identity.md §2). */
export function MobileTabBar({ user, can }: { user: SessionUser; can: ViewerCan | undefined }) {
  const { pathname } = useLocation();
  const [sheet, setSheet] = useState(false);
  const tabs = TAB_LINKS.filter((t) => shows(t, user.role, can));
  const more = MORE_LINKS.filter((t) => shows(t, user.role, can));
  return (
    <Box as="nav" aria-label="Tabs" position="fixed" insetX="0" bottom="0" zIndex="docked" bg="bg.panel" borderTopWidth="1px" borderColor="border" pb="env(safe-area-inset-bottom)" hideFrom="md">
      <HStack h="16" gap="0" px="1">
        {tabs.slice(0, 2).map((t) => (
          <LinkTab key={t.to} item={t} pathname={pathname} />
        ))}
        <Tab label="Reports" icon={FileText} active={pathname.startsWith('/reports')}>
          {(c) => (
            <Box as="button" {...tabButton} onClick={() => setSheet(true)} aria-haspopup="dialog" aria-expanded={sheet}>
              {c}
            </Box>
          )}
        </Tab>
        {tabs.slice(2).map((t) => (
          <LinkTab key={t.to} item={t} pathname={pathname} />
        ))}
        <MoreTab more={more} />
      </HStack>
      <ReportsSheet open={sheet} onOpenChange={setSheet} pathname={pathname} />
    </Box>
  );
}
