import { Button, Flex, type FlexProps } from '@chakra-ui/react';
import { CalendarPlus, Link2, X } from 'lucide-react';
import type { InvitationRowFragment } from '../../gql/graphql';
import { fullName } from '../../components/UserAvatar';
import { copyToClipboard } from './clipboard';
import { inviteLink, isPending } from './invitation-status';

export interface InvitationActionsProps extends Omit<FlexProps, 'children'> {
  invitation: InvitationRowFragment;
  onExtend: (invitation: InvitationRowFragment) => void;
  onCancel: (invitation: InvitationRowFragment) => void;
  size?: 'xs' | 'sm';
}

/** Copy link, Extend and Cancel: pending invitations only (§2: accepted ones have no actions). */
export function InvitationActions({ invitation, onExtend, onCancel, size = 'xs', ...rest }: InvitationActionsProps) {
  if (!isPending(invitation)) return null;
  const who = fullName(invitation);
  const copy = () => void copyToClipboard(inviteLink(invitation.token), { title: 'Link copied', description: `The invitation link for ${who} is on your clipboard.` });
  return (
    <Flex gap="2" wrap="wrap" {...rest}>
      <Button size={size} variant="outline" onClick={copy} aria-label={`Copy link for ${who}`}>
        <Link2 aria-hidden /> Copy link
      </Button>
      <Button size={size} variant="outline" onClick={() => onExtend(invitation)} aria-label={`Extend invitation of ${who}`}>
        <CalendarPlus aria-hidden /> Extend
      </Button>
      <Button size={size} variant="outline" colorPalette="red" onClick={() => onCancel(invitation)} aria-label={`Cancel invitation of ${who}`}>
        <X aria-hidden /> Cancel
      </Button>
    </Flex>
  );
}
