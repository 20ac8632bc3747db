import { Box, Card, HStack, Icon, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { roleInfo } from '../../lib/roles';
import { PermissionList } from '../../components/PermissionList';

/** The user's role (§2 Profile Information): name, description and the permissions it grants. */
export function RoleCard({ role }: { role: string }) {
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
          <PermissionList role={role} />
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
