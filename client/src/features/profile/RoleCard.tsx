import { Box, Card, HStack, Icon, Link, Text } from '@chakra-ui/react';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { roleInfo } from '../../lib/roles';
import { PermissionList } from '../../components/PermissionList';
import type { ViewerCan } from '../../components/use-viewer-can';

/** The permissions of access-and-identity §6 that have a screen, and the server's flag that says the viewer may open it. */
const PERMISSION_SCREENS: { permission: string; label: string; to: string; flag: keyof Pick<ViewerCan, 'listUsers' | 'inviteUsers'> }[] = [
  { permission: 'User management and invitations', label: 'Open Users', to: '/users', flag: 'listUsers' },
  { permission: 'User list viewing', label: 'Open Users', to: '/users', flag: 'listUsers' },
  { permission: 'User invitations', label: 'Invite a colleague', to: '/users', flag: 'inviteUsers' },
];

/** Links beside the permissions the viewer may use (issue 16: an OFFICER's "User invitations" led nowhere). */
export function permissionLinks(can: ViewerCan | undefined): Partial<Record<string, ReactNode>> {
  if (!can) return {};
  return Object.fromEntries(
    PERMISSION_SCREENS.filter(({ flag }) => can[flag]).map(({ permission, label, to }) => [
      permission,
      <Link key={permission} asChild textStyle="sm" colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
        <RouterLink to={to}>
          {label} <ArrowRight size={14} aria-hidden />
        </RouterLink>
      </Link>,
    ]),
  );
}

/** The user's role (access-and-identity §2 Profile Information): name, description and the permissions it grants. */
export function RoleCard({ role, can }: { role: string; can?: ViewerCan }) {
  const info = roleInfo(role);
  return (
    <Card.Root as="section" variant="outline" size="sm" colorPalette={info.color} bg="colorPalette.subtle" borderColor="colorPalette.muted" aria-labelledby="role-card-title">
      <Card.Body gap="3">
        <HStack gap="3" align="flex-start">
          <Icon boxSize="5" color="colorPalette.fg" mt="0.5" flexShrink={0}>
            <ShieldCheck aria-hidden />
          </Icon>
          <Box>
            <Text id="role-card-title" fontWeight="semibold" color="colorPalette.fg">
              {info.name}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {info.description}
            </Text>
          </Box>
        </HStack>
        <Box ps="8">
          <Text textStyle="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb="2">
            Permissions
          </Text>
          <PermissionList role={role} links={permissionLinks(can)} />
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
