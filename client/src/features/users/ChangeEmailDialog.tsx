import { useMutation } from '@apollo/client/react';
import { Input, Text } from '@chakra-ui/react';
import { z } from 'zod/mini';
import { FieldDialog } from '../../components/FieldDialog';
import { useFieldForm } from '../../components/use-field-form';
import { fullName } from '../../components/UserAvatar';
import { toaster } from '../../components/ui/toaster';
import type { UserRowFragment } from '../../gql/graphql';
import { ChangeUserEmailMutation } from './users.queries';

const schema = z.object({ email: z.pipe(z.string().check(z.trim()), z.email('Invalid email address')) });

export interface ChangeEmailDialogProps {
  /** Kept while the dialog closes. */
  user: UserRowFragment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Change another user's email (they cannot change their own, access-and-identity §2): the old and the new address are told. */
export function ChangeEmailDialog({ user, open, onOpenChange }: ChangeEmailDialogProps) {
  const [changeEmail] = useMutation(ChangeUserEmailMutation);
  const form = useFieldForm({
    field: 'email',
    schema,
    open,
    initial: '',
    failure: 'Failed to change email',
    send: async (email) => {
      if (!user) return;
      await changeEmail({ variables: { userId: user.id, input: { email } } });
      toaster.create({ title: 'Email changed', description: `${fullName(user)} now signs in with ${email}.`, type: 'success' });
      onOpenChange(false);
    },
  });

  const intro = user && (
    <>
      <Text as="span" color="fg" fontWeight="medium">
        {fullName(user)}
      </Text>{' '}
      signs in with {user.email}. Both the old and the new address are told of the change.
    </>
  );
  return (
    <FieldDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change email"
      confirmLabel="Change email"
      busyLabel="Changing…"
      formId="change-email-form"
      form={form}
      intro={intro}
      label="New email"
    >
      <Input type="email" autoComplete="off" inputMode="email" placeholder="name@example.org" {...form.input} />
    </FieldDialog>
  );
}
