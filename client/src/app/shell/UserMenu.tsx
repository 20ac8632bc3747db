import { Box, Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { Bell, ChevronsUpDown, LogOut, Moon, Sun, UserCog } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useSession, type SessionUser } from '../session';
import { roleInfo } from '../../lib/roles';
import { useColorMode } from '../../components/ui/color-mode';
import { fullName, UserAvatar } from '../../components/UserAvatar';

/** Profile Settings, Notifications (no action), theme switcher and Sign Out (access-and-identity.md §2). */
export function UserMenu({ user, compact = false }: { user: SessionUser; compact?: boolean }) {
  const navigate = useNavigate();
  const { signOut } = useSession();
  const { colorMode, toggleColorMode } = useColorMode();
  return (
    <Menu.Root positioning={{ placement: compact ? 'right-end' : 'top-start' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" w="full" h="auto" py="2" px={compact ? '1' : '2'} justifyContent="flex-start" aria-label={compact ? `Account menu for ${fullName(user)}` : `Account menu for ${fullName(user)}, ${roleInfo(user.role).name}`}>
          <HStack gap="3" w="full" minW="0">
            <UserAvatar person={user} size="sm" />
            {!compact && (
              <>
                <Box flex="1" minW="0" textAlign="start">
                  <Text fontSize="sm" fontWeight="semibold" truncate>
                    {fullName(user)}
                  </Text>
                  {/* A space between the two lines, so the visible text reads "name role" (its name contains it). */}{' '}
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {roleInfo(user.role).name}
                  </Text>
                </Box>
                <ChevronsUpDown size={14} aria-hidden />
              </>
            )}
          </HStack>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="3" py="2">
              <Text fontSize="sm" fontWeight="semibold">
                {fullName(user)}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {user.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="profile" onSelect={() => navigate('/profile-settings')}>
              <UserCog size={16} aria-hidden /> Profile Settings
            </Menu.Item>
            <Menu.Item value="notifications">
              <Bell size={16} aria-hidden /> Notifications
            </Menu.Item>
            <Menu.Item value="theme" onSelect={toggleColorMode} closeOnSelect={false}>
              {colorMode === 'dark' ? <Sun size={16} aria-hidden /> : <Moon size={16} aria-hidden />}
              {colorMode === 'dark' ? 'Light theme' : 'Dark theme'}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="signout" color="fg.error" onSelect={() => void signOut()}>
              <LogOut size={16} aria-hidden /> Sign Out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
