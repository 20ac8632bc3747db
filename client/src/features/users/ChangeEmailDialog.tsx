import { useMutation } from '@apollo/client/react';
import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { fullName } from '../../components/UserAvatar';
import { toaster } from '../../components/ui/toaster';
import type { UserRowFragment } from '../../gql/graphql';
import { serverFieldErrors, serverMessage } from '../../lib/errors';
import { ChangeUserEmailMutation } from './users.queries';

const schema = z.object({ email: z.pipe(z.string().check(z.trim()), z.email('Invalid email address')) });
type Values = z.infer<typeof schema>;

export interface ChangeEmailDialogProps {
  /** Kept while the dialog closes. */
  user: UserRowFragment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Change another user's email (they cannot change their own, §2): the old and the new address are told. */
export function ChangeEmailDialog({ user, open, onOpenChange }: ChangeEmailDialogProps) {
  const [changeEmail] = useMutation(ChangeUserEmailMutation);
  const { register, handleSubmit, reset, setError, formState } = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  useEffect(() => {
    if (open) reset({ email: '' });
  }, [open, reset]);

  const submit = handleSubmit(async ({ email }) => {
    if (!user) return;
    try {
      await changeEmail({ variables: { userId: user.id, input: { email } } });
      toaster.create({ title: 'Email changed', description: `${fullName(user)} now signs in with ${email}.`, type: 'success' });
      onOpenChange(false);
    } catch (error) {
      const message = serverFieldErrors(error).email;
      if (message) setError('email', { type: 'server', message });
      toaster.create({ title: 'Failed to change email', description: serverMessage(error), type: 'error' });
    }
  });

  const error = formState.errors.email?.message;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change email"
      confirmLabel="Change email"
      busyLabel="Changing…"
      busy={formState.isSubmitting}
      formId="change-email-form"
    >
      {user && (
        <Stack asChild gap="4">
          <form id="change-email-form" onSubmit={submit} noValidate>
            <Text color="fg.muted">
              <Text as="span" color="fg" fontWeight="medium">
                {fullName(user)}
              </Text>{' '}
              signs in with {user.email}. Both the old and the new address are told of the change.
            </Text>
            <Field.Root invalid={!!error} required>
              <Field.Label>
                New email
                <Field.RequiredIndicator />
              </Field.Label>
              <Input type="email" autoComplete="off" inputMode="email" placeholder="name@example.org" {...register('email')} />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
          </form>
        </Stack>
      )}
    </ConfirmDialog>
  );
}
