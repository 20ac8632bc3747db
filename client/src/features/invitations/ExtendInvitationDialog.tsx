import { useMutation } from '@apollo/client/react';
import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { toaster } from '../../components/ui/toaster';
import type { InvitationRowFragment } from '../../gql/graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDate } from '../../lib/dates';
import { fullName } from '../../components/UserAvatar';
import { serverMessage } from '../../lib/errors';
import { daysFromToday, endOfDay, isDateInputValue, toDateInputValue } from './extend-date';
import { ExtendInvitationMutation } from './invitations.queries';

/** §9: the default extension is 14 days from today. */
const DEFAULT_DAYS = 14;

/** §5 "Extend invitation": required, today at the earliest (the picker's minimum). */
const schema = z.object({
  expiresOn: z
    .string()
    .check(
      z.refine(isDateInputValue, 'Expiration date is required'),
      z.refine((value) => value >= toDateInputValue(new Date()), 'Expiration date must be in the future'),
    ),
});
type Values = z.infer<typeof schema>;

export interface ExtendInvitationDialogProps {
  /** Kept while the dialog closes. */
  invitation: InvitationRowFragment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ExtendInvitationDialog({ invitation, open, onOpenChange }: ExtendInvitationDialogProps) {
  const [extendInvitation] = useMutation(ExtendInvitationMutation);
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { expiresOn: daysFromToday(DEFAULT_DAYS) },
  });
  useEffect(() => {
    if (open) reset({ expiresOn: daysFromToday(DEFAULT_DAYS) });
  }, [open, reset]);

  const submit = handleSubmit(async ({ expiresOn }) => {
    if (!invitation) return;
    try {
      const expiresAt = endOfDay(expiresOn).toISOString();
      await extendInvitation({ variables: { id: invitation.id, expiresAt } });
      toaster.create({
        title: 'Invitation extended',
        description: `The invitation for ${invitation.email} now expires on ${formatDate(expiresAt)}.`,
        type: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      toaster.create({ title: 'Failed to update invitation expiration', description: serverMessage(error), type: 'error' });
    }
  });

  const error = formState.errors.expiresOn?.message;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Extend invitation"
      confirmLabel="Extend"
      busyLabel="Extending…"
      busy={formState.isSubmitting}
      formId="extend-invitation-form"
    >
      {invitation && (
        <Stack asChild gap="4">
          <form id="extend-invitation-form" onSubmit={submit} noValidate>
            <Text color="fg.muted">
              Choose a new expiry for the invitation of{' '}
              <Text as="span" color="fg" fontWeight="medium">
                {fullName(invitation)} ({invitation.email})
              </Text>
              . It currently expires on {formatDate(invitation.expiresAt)}.
            </Text>
            <Field.Root invalid={!!error} required>
              <Field.Label>
                Expiration date
                <Field.RequiredIndicator />
              </Field.Label>
              <Input type="date" min={toDateInputValue(new Date())} {...register('expiresOn')} />
              {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>The link works until the end of that day.</Field.HelperText>}
            </Field.Root>
          </form>
        </Stack>
      )}
    </ConfirmDialog>
  );
}
