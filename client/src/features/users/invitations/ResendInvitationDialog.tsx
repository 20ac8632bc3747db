import { useMutation } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { fullName } from '../../../components/UserAvatar';
import { toaster } from '../../../components/ui/toaster';
import type { InvitationRowFragment } from '../../../gql/graphql';
import { serverMessage } from '../../../lib/errors';
import { showDevInviteLink } from './dev-invite-link';
import { ResendInvitationMutation } from './invitations.queries';

export interface ResendInvitationDialogProps {
  /** Kept while the dialog closes. */
  invitation: InvitationRowFragment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a resend: the list is read again (its mail is queued once more). */
  onResent: () => void;
}

/** Resend with confirmation: a new link, valid 14 days, is mailed; the current link stops working at once. */
export function ResendInvitationDialog({ invitation, open, onOpenChange, onResent }: ResendInvitationDialogProps) {
  const [resend, { loading }] = useMutation(ResendInvitationMutation);

  const confirm = async () => {
    if (!invitation) return;
    try {
      const { data } = await resend({ variables: { id: invitation.id } });
      toaster.create({ title: 'Invitation resent', description: `A new link is on its way to ${invitation.email}.`, type: 'success' });
      const link = data?.resendInvitation.inviteLink;
      if (link) showDevInviteLink(link);
      onResent();
      onOpenChange(false);
    } catch (error) {
      toaster.create({ title: 'Failed to resend invitation', description: serverMessage(error), type: 'error' });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title="Resend invitation?"
      confirmLabel="Resend"
      busyLabel="Resending…"
      dismissLabel="Keep current link"
      busy={loading}
      onConfirm={() => void confirm()}
    >
      {invitation && (
        <Text color="fg.muted">
          A new link, valid for 14 days, is mailed to{' '}
          <Text as="span" color="fg" fontWeight="medium">
            {fullName(invitation)} ({invitation.email})
          </Text>
          . The link they have now stops working at once.
        </Text>
      )}
    </ConfirmDialog>
  );
}
