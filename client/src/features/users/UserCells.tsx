import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { UserRowFragment } from '../../gql/graphql';
import { roleInfo } from '../../lib/roles';
import { RelativeTime } from '../../components/RelativeTime';
import { formatDate } from '../../lib/dates';
import { RoleBadge } from '../../components/RoleBadge';
import { UserAvatar, fullName } from '../../components/UserAvatar';

/** Pieces shared by the desktop table and the phone cards, so both read the same. */

export function UserName({ user }: { user: UserRowFragment }) {
  return (
    <HStack gap="3" minW="0">
      <UserAvatar person={user} size="sm" />
      <Text fontWeight="medium" truncate>
        {fullName(user)}
      </Text>
      {user.disabledAt && (
        <Badge colorPalette="red" variant="solid" size="sm" flexShrink={0} title={`Disabled ${formatDate(user.disabledAt)}`}>
          Disabled
        </Badge>
      )}
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
      <Text textStyle="xs" color="fg.muted" whiteSpace="normal">
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
