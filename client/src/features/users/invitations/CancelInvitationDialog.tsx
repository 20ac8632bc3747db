import { useMutation } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { toaster } from '../../../components/ui/toaster';
import type { InvitationRowFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { fullName } from '../../../components/UserAvatar';
import { serverMessage } from '../../../lib/errors';
import { CancelInvitationMutation } from './invitations.queries';

export interface CancelInvitationDialogProps {
  /** Kept while the dialog closes. */
  invitation: InvitationRowFragment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Cancel with confirmation (access-and-identity §2): the invitation is deleted and its link stops working. */
export function CancelInvitationDialog({ invitation, open, onOpenChange }: CancelInvitationDialogProps) {
  const [cancelInvitation, { loading }] = useMutation(CancelInvitationMutation);

  const confirm = async () => {
    if (!invitation) return;
    try {
      await cancelInvitation({
        variables: { id: invitation.id },
        // Dropping the entity removes it from the cached list at once (Apollo skips dangling references).
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Invitation', id: invitation.id }) });
          cache.gc();
        },
      });
      toaster.create({ title: 'Invitation cancelled', description: `The invitation for ${invitation.email} no longer works.`, type: 'success' });
      onOpenChange(false);
    } catch (error) {
      toaster.create({ title: 'Failed to cancel invitation', description: serverMessage(error), type: 'error' });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title="Cancel invitation?"
      confirmLabel="Cancel invitation"
      busyLabel="Cancelling…"
      dismissLabel="Keep invitation"
      confirmPalette="red"
      busy={loading}
      onConfirm={() => void confirm()}
    >
      {invitation && (
        <Text color="fg.muted">
          <Text as="span" color="fg" fontWeight="medium">
            {fullName(invitation)} ({invitation.email})
          </Text>{' '}
          will no longer be able to create an account with this invitation link. You can invite them again later.
        </Text>
      )}
    </ConfirmDialog>
  );
}
