import { useMutation } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import type { ApiKeyFieldsFragment } from '../../gql/graphql';
import { serverMessage } from '../../lib/errors';
import { ConfirmDialog } from '../ConfirmDialog';
import { toaster } from '../ui/toaster';
import { RevokeApiKeyMutation } from './api-keys.queries';

export interface RevokeApiKeyDialogProps {
  /** Kept while the dialog closes. */
  apiKey: ApiKeyFieldsFragment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Revoke, after a confirmation that says the key stops working at once; the answer updates the row in place. */
export function RevokeApiKeyDialog({ apiKey, open, onOpenChange }: RevokeApiKeyDialogProps) {
  const [revoke, { loading }] = useMutation(RevokeApiKeyMutation);

  const confirm = async () => {
    if (!apiKey) return;
    try {
      await revoke({ variables: { id: apiKey.id } });
      toaster.create({ type: 'success', title: 'API key revoked', description: `“${apiKey.name}” no longer works.` });
      onOpenChange(false);
    } catch (error) {
      toaster.create({ type: 'error', title: 'Failed to revoke the API key', description: serverMessage(error) });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title="Revoke API key?"
      confirmLabel="Revoke key"
      busyLabel="Revoking…"
      dismissLabel="Keep key"
      confirmPalette="red"
      busy={loading}
      onConfirm={() => void confirm()}
    >
      {apiKey && (
        <Text color="fg.muted">
          <Text as="span" color="fg" fontWeight="medium">
            {apiKey.name}
          </Text>{' '}
          ({apiKey.prefix}…) stops working at once: every script or system that uses it is refused from its next request.
          This cannot be undone; create a new key if one is needed again.
        </Text>
      )}
    </ConfirmDialog>
  );
}
