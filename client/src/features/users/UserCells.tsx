import { Badge, Button, HStack, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { UserCog } from 'lucide-react';
import type { UserRowFragment } from '../../gql/graphql';
import { roleInfo } from '../../lib/roles';
import { RelativeTime } from './RelativeTime';
import { RoleBadge } from './RoleBadge';
import { UserAvatar, fullName } from '../../components/UserAvatar';

/** Pieces shared by the desktop table and the phone cards, so both read the same. */

export function UserName({ user }: { user: UserRowFragment }) {
  return (
    <HStack gap="3" minW="0">
      <UserAvatar person={user} size="sm" />
      <Text fontWeight="medium" truncate>
        {fullName(user)}
      </Text>
      {user.isTestUser && (
        <Badge colorPalette="yellow" variant="outline" size="sm" flexShrink={0}>
          Test
        </Badge>
      )}
    </HStack>
  );
}

export function UserRole({ role }: { role: string }) {
  return (
    <Stack gap="1" align="flex-start">
      <RoleBadge role={role} />
      <Text textStyle="xs" color="fg.muted">
        {roleInfo(role).description}
      </Text>
    </Stack>
  );
}

export function LastLogin({ iso, now }: { iso: string | null; now: number }) {
  if (!iso) {
    return <Text color="fg.subtle">Never</Text>;
  }
  return <RelativeTime iso={iso} now={now} />;
}

export interface EditRoleButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  user: UserRowFragment;
  onEdit: (user: UserRowFragment) => void;
}

export function EditRoleButton({ user, onEdit, ...rest }: EditRoleButtonProps) {
  return (
    <Button size="xs" variant="outline" onClick={() => onEdit(user)} aria-label={`Edit Role of ${fullName(user)}`} {...rest}>
      <UserCog aria-hidden /> Edit Role
    </Button>
  );
}
