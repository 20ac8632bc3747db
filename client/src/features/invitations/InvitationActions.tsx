import { Button, Flex, type FlexProps } from '@chakra-ui/react';
import { CalendarPlus, MailPlus, X } from 'lucide-react';
import type { InvitationRowFragment } from '../../gql/graphql';
import { fullName } from '../../components/UserAvatar';
import { isPending } from './invitation-status';

export type InvitationAction = 'resend' | 'extend' | 'cancel';

export interface InvitationActionsProps extends Omit<FlexProps, 'children'> {
  invitation: InvitationRowFragment;
  onAction: (kind: InvitationAction, invitation: InvitationRowFragment) => void;
  size?: 'xs' | 'sm';
}

/** Resend, Extend and Cancel: pending invitations the server lets you manage (`canManage`) only. */
export function InvitationActions({ invitation, onAction, size = 'xs', ...rest }: InvitationActionsProps) {
  if (!isPending(invitation) || !invitation.canManage) return null;
  const who = fullName(invitation);
  return (
    <Flex gap="2" wrap="wrap" {...rest}>
      <Button size={size} variant="outline" onClick={() => onAction('resend', invitation)} aria-label={`Resend invitation of ${who}`}>
        <MailPlus aria-hidden /> Resend
      </Button>
      <Button size={size} variant="outline" onClick={() => onAction('extend', invitation)} aria-label={`Extend invitation of ${who}`}>
        <CalendarPlus aria-hidden /> Extend
      </Button>
      <Button size={size} variant="outline" colorPalette="red" onClick={() => onAction('cancel', invitation)} aria-label={`Cancel invitation of ${who}`}>
        <X aria-hidden /> Cancel
      </Button>
    </Flex>
  );
}
