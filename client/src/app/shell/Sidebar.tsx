import { Box, Collapsible, Flex, HStack, Icon, IconButton, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, FileText, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { SessionUser } from '../session';
import { Logo } from '../../components/Logo';
import { Tooltip } from '../../components/ui/tooltip';
import type { ViewerCan } from '../../components/use-viewer-can';
import { ADMIN_LINKS, MAIN_LINKS, REPORT_LINKS, isActive, shows, type NavItem } from './nav';
import { UserMenu } from './UserMenu';


function NavEntry({ item, collapsed, onNavigate, nested = false }: { item: NavItem; collapsed: boolean; onNavigate?: () => void; nested?: boolean }) {
  const { pathname } = useLocation();
  const active = isActive(item, pathname);
  const link = (
    <HStack
      asChild
      gap="3"
      px={collapsed ? '0' : '3'}
      py="2"
      ps={nested && !collapsed ? '10' : undefined}
      justify={collapsed ? 'center' : 'flex-start'}
      rounded="l2"
      fontSize="sm"
      fontWeight={active ? 'semibold' : 'medium'}
      color={active ? 'brand.fg' : 'fg.muted'}
      bg={active ? 'brand.subtle' : undefined}
      _hover={{ bg: active ? 'brand.subtle' : 'bg.muted', color: 'fg' }}
      focusVisibleRing="inside"
    >
      <NavLink to={item.to} onClick={onNavigate} aria-current={active ? 'page' : undefined} aria-label={collapsed ? item.label : undefined}>
        {!nested && <Icon as={item.icon} boxSize="4.5" aria-hidden />}
        {!collapsed && <Text truncate>{item.label}</Text>}
      </NavLink>
    </HStack>
  );
  return collapsed ? (
    <Tooltip content={item.label} positioning={{ placement: 'right' }}>
      {link}
    </Tooltip>
  ) : (
    link
  );
}

function ReportsGroup({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const inReports = pathname.startsWith('/reports');
  const [open, setOpen] = useState(inReports);
  useEffect(() => {
    if (inReports) setOpen(true);
  }, [inReports]);
  if (collapsed) return <NavEntry item={{ label: 'Reports', to: '/reports', icon: FileText, audience: 'all', alsoActive: ['/reports/uploads', '/reports/location', '/reports/locations'] }} collapsed onNavigate={onNavigate} />;
  return (
    <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Collapsible.Trigger asChild>
        <HStack
          as="button"
          w="full"
          gap="3"
          px="3"
          py="2"
          rounded="l2"
          fontSize="sm"
          fontWeight={inReports ? 'semibold' : 'medium'}
          color={inReports ? 'fg' : 'fg.muted'}
          _hover={{ bg: 'bg.muted', color: 'fg' }}
          focusVisibleRing="inside"
        >
          <Icon as={FileText} boxSize="4.5" aria-hidden />
          <Text flex="1" textAlign="start">
            Reports
          </Text>
          <Icon as={ChevronDown} boxSize="4" transition="transform 0.2s" transform={open ? 'rotate(180deg)' : undefined} aria-hidden />
        </HStack>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="0.5" mt="0.5">
          {REPORT_LINKS.map((item) => (
            <NavEntry key={item.label} item={item} collapsed={false} nested onNavigate={onNavigate} />
          ))}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/**
 * The sidebar body, shared by the fixed desktop sidebar and the phone drawer. `can` is the server's `me.can`
 * (undefined while on its way: the entries follow the role until then).
 */
export function SidebarContent({
  user,
  can,
  collapsed,
  onToggle,
  onNavigate,
}: {
  user: SessionUser;
  can: ViewerCan | undefined;
  collapsed: boolean;
  onToggle?: () => void;
  onNavigate?: () => void;
}) {
  const admin = ADMIN_LINKS.filter((i) => shows(i, user.role, can));
  return (
    <Flex direction="column" h="full" gap="2">
      <HStack px={collapsed ? '0' : '3'} py="3" justify={collapsed ? 'center' : 'space-between'} minH="14">
        <HStack gap="2.5" minW="0">
          <Logo boxSize="8" alt="" />
          {!collapsed && (
            <Box minW="0">
              <Text fontWeight="bold" lineHeight="short" letterSpacing="tight">
                BETI
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                Shelter Operations
              </Text>
            </Box>
          )}
        </HStack>
        {onToggle && !collapsed && (
          <IconButton variant="ghost" size="sm" aria-label="Collapse sidebar" onClick={onToggle}>
            <PanelLeftClose />
          </IconButton>
        )}
      </HStack>
      {onToggle && collapsed && (
        <Flex justify="center">
          <IconButton variant="ghost" size="sm" aria-label="Expand sidebar" onClick={onToggle}>
            <PanelLeftOpen />
          </IconButton>
        </Flex>
      )}
      <Box as="nav" aria-label="Main" flex="1" overflowY="auto" px="2">
        <Stack gap="0.5">
          <NavEntry item={MAIN_LINKS[0]} collapsed={collapsed} onNavigate={onNavigate} />
          <ReportsGroup collapsed={collapsed} onNavigate={onNavigate} />
          {MAIN_LINKS.slice(1)
            .filter((i) => shows(i, user.role, can))
            .map((item) => (
              <NavEntry key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
            ))}
        </Stack>
        {admin.length > 0 && (
          <Stack gap="0.5" mt="5">
            {!collapsed && (
              <Text px="3" pb="1" fontSize="xs" fontWeight="semibold" color="fg.subtle" textTransform="uppercase" letterSpacing="wider">
                Admin
              </Text>
            )}
            {admin.map((item) => (
              <NavEntry key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
            ))}
          </Stack>
        )}
      </Box>
      <Box borderTopWidth="1px" borderColor="border.muted" p="2">
        <UserMenu user={user} compact={collapsed} />
      </Box>
    </Flex>
  );
}
