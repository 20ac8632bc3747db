import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import type { InvitationRowFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/dates';
import { RelativeTime } from '../../../components/RelativeTime';
import { fullName } from '../../../components/UserAvatar';
import { STATUS_LABELS, invitationStatus } from './invitation-status';

/** Pieces shared by the invitations table and the phone cards. */

export function Invitee({ invitation }: { invitation: InvitationRowFragment }) {
  return (
    <Box minW="0">
      <Text fontWeight="medium" truncate>
        {fullName(invitation)}
      </Text>
      <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
        {invitation.email}
      </Text>
    </Box>
  );
}

export function InvitationStatusBadge({ invitation, now }: { invitation: InvitationRowFragment; now: number }) {
  const { label, palette } = STATUS_LABELS[invitationStatus(invitation, now)];
  return (
    <Badge colorPalette={palette} variant="subtle" rounded="full" px="2.5" gap="1.5">
      <Box boxSize="1.5" rounded="full" bg="colorPalette.solid" aria-hidden />
      {label}
    </Badge>
  );
}

/** Accepted: when; cancelled: when and why; pending: the expiry date and how far off it is (or how long ago it passed). */
export function Expiry({ invitation, now }: { invitation: InvitationRowFragment; now: number }) {
  if (invitation.cancelledAt) {
    return (
      <Stack gap="0" maxW="64">
        <Text color="fg.muted">Cancelled {formatDate(invitation.cancelledAt)}</Text>
        {invitation.cancelReason && (
          <Text textStyle="xs" color="fg.muted" whiteSpace="normal">
            {invitation.cancelReason}
          </Text>
        )}
      </Stack>
    );
  }
  if (invitation.acceptedAt) {
    return (
      <Stack gap="0">
        <Text color="fg.muted">Accepted {formatDate(invitation.acceptedAt)}</Text>
      </Stack>
    );
  }
  const expired = new Date(invitation.expiresAt).getTime() <= now;
  return (
    <Stack gap="0">
      <Text>{formatDate(invitation.expiresAt)}</Text>
      <RelativeTime iso={invitation.expiresAt} now={now} textStyle="xs" color={expired ? 'fg.error' : 'fg.muted'} alignSelf="flex-start" />
    </Stack>
  );
}
