import { Button, Flex, type FlexProps } from '@chakra-ui/react';
import { CalendarPlus, MailPlus, X } from 'lucide-react';
import type { InvitationAction as ServerAction, InvitationRowFragment } from '../../../gql/graphql';
import { fullName } from '../../../components/UserAvatar';

export type InvitationAction = 'resend' | 'extend' | 'cancel';

const SERVER: Record<InvitationAction, ServerAction> = { resend: 'RESEND', extend: 'EXTEND', cancel: 'CANCEL' };

/** Whether the server lists `kind` among what the caller may do to this invitation. */
export function mayDo(invitation: Pick<InvitationRowFragment, 'actions'>, kind: InvitationAction): boolean {
  return invitation.actions.includes(SERVER[kind]);
}

export interface InvitationActionsProps extends Omit<FlexProps, 'children'> {
  invitation: InvitationRowFragment;
  onAction: (kind: InvitationAction, invitation: InvitationRowFragment) => void;
  size?: 'xs' | 'sm';
}

/** Resend, Extend and Cancel: each only when the server lists it in the invitation's `actions`. */
export function InvitationActions({ invitation, onAction, size = 'xs', ...rest }: InvitationActionsProps) {
  if (invitation.actions.length === 0) return null;
  const who = fullName(invitation);
  return (
    <Flex gap="2" wrap="wrap" {...rest}>
      {mayDo(invitation, 'resend') && (
        <Button size={size} variant="outline" onClick={() => onAction('resend', invitation)} aria-label={`Resend invitation of ${who}`}>
          <MailPlus aria-hidden /> Resend
        </Button>
      )}
      {mayDo(invitation, 'extend') && (
        <Button size={size} variant="outline" onClick={() => onAction('extend', invitation)} aria-label={`Extend invitation of ${who}`}>
          <CalendarPlus aria-hidden /> Extend
        </Button>
      )}
      {mayDo(invitation, 'cancel') && (
        <Button size={size} variant="outline" colorPalette="red" onClick={() => onAction('cancel', invitation)} aria-label={`Cancel invitation of ${who}`}>
          <X aria-hidden /> Cancel
        </Button>
      )}
    </Flex>
  );
}
