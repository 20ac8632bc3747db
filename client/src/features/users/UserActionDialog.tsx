import { useMutation } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { fullName } from '../../components/UserAvatar';
import { toaster } from '../../components/ui/toaster';
import type { UserRowFragment } from '../../gql/graphql';
import { serverMessage } from '../../lib/errors';
import { DisableUserMutation, EnableUserMutation, ResetUserTotpMutation } from './users.queries';

export type ConfirmedUserAction = 'disable' | 'enable' | 'resetTotp';

interface Copy {
  title: (name: string) => string;
  body: (name: string) => ReactNode;
  confirm: string;
  busy: string;
  destructive: boolean;
  success: (name: string) => { title: string; description: string };
  failure: string;
}

const COPY: Record<ConfirmedUserAction, Copy> = {
  disable: {
    title: (name) => `Disable ${name}?`,
    body: (name) => `${name}'s sessions end at once and they cannot sign in until re-enabled. Their account and history stay.`,
    confirm: 'Disable',
    busy: 'Disabling…',
    destructive: true,
    success: (name) => ({ title: 'User disabled', description: `${name} is signed out and can no longer sign in.` }),
    failure: 'Failed to disable user',
  },
  enable: {
    title: (name) => `Enable ${name}?`,
    body: (name) => `${name} can sign in again with their current password (and a two-factor code where their role needs one).`,
    confirm: 'Enable',
    busy: 'Enabling…',
    destructive: false,
    success: (name) => ({ title: 'User enabled', description: `${name} can sign in again.` }),
    failure: 'Failed to enable user',
  },
  resetTotp: {
    title: (name) => `Reset two-factor authentication of ${name}?`,
    body: (name) =>
      `${name}'s authenticator codes stop working and their sessions end at once. At their next sign-in they must set up two-factor authentication again.`,
    confirm: 'Reset 2FA',
    busy: 'Resetting…',
    destructive: true,
    success: (name) => ({ title: 'Two-factor authentication reset', description: `${name} sets it up again at their next sign-in.` }),
    failure: 'Failed to reset two-factor authentication',
  },
};

const MUTATIONS = { disable: DisableUserMutation, enable: EnableUserMutation, resetTotp: ResetUserTotpMutation } as const;

export interface UserActionDialogProps {
  kind: ConfirmedUserAction;
  /** Kept while the dialog closes. */
  user: UserRowFragment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Disable, Enable or Reset 2FA of another user, after a confirmation that says what happens. */
export function UserActionDialog({ kind, user, open, onOpenChange }: UserActionDialogProps) {
  // The answer is the user's row: the normalised cache updates the list (badge, actions) in place.
  const [run, { loading }] = useMutation(MUTATIONS[kind]);
  const copy = COPY[kind];
  const name = user ? fullName(user) : '';

  const confirm = async () => {
    if (!user) return;
    try {
      await run({ variables: { userId: user.id } });
      toaster.create({ ...copy.success(name), type: 'success' });
      onOpenChange(false);
    } catch (error) {
      toaster.create({ title: copy.failure, description: serverMessage(error), type: 'error' });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      role={copy.destructive ? 'alertdialog' : 'dialog'}
      title={copy.title(name)}
      confirmLabel={copy.confirm}
      busyLabel={copy.busy}
      confirmPalette={copy.destructive ? 'red' : undefined}
      busy={loading}
      onConfirm={() => void confirm()}
    >
      {user && (
        <Text color="fg.muted">
          {copy.body(name)}{' '}
          <Text as="span" color="fg" fontWeight="medium">
            ({user.email})
          </Text>
        </Text>
      )}
    </ConfirmDialog>
  );
}
