import { Badge, Stack, Text } from '@chakra-ui/react';
import type { InvitationRowFragment } from '../../../gql/graphql';
import { mailStatus } from './invitation-status';

/**
 * The invitation mail's state (sent by a queued job): a badge, and under it the last delivery error in plain
 * text (readable without hovering or focusing anything) with a hint to Resend when the last try failed.
 */
export function InvitationMailStatus({ invitation }: { invitation: InvitationRowFragment }) {
  const status = mailStatus(invitation);
  if (!status) return null;
  return (
    <Stack gap="1" align="flex-start" maxW="64" data-mail-state={invitation.mailState}>
      <Badge colorPalette={status.palette} variant="outline" size="sm">
        Mail: {status.label}
      </Badge>
      {status.error && (
        <Text textStyle="xs" color={status.failed ? 'fg.error' : 'fg.muted'} overflowWrap="anywhere" whiteSpace="normal">
          {status.failed ? status.error : `Last try: ${status.error}`}
        </Text>
      )}
      {status.failed && invitation.actions.includes('RESEND') && (
        <Text textStyle="xs" color="fg.muted" whiteSpace="normal">
          Use Resend to mail a new link.
        </Text>
      )}
    </Stack>
  );
}
