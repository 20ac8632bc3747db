import { useMutation } from '@apollo/client/react';
import { Input, Text } from '@chakra-ui/react';
import { z } from 'zod/mini';
import { toaster } from '../../../components/ui/toaster';
import type { InvitationRowFragment } from '../../../gql/graphql';
import { FieldDialog } from '../../../components/FieldDialog';
import { useFieldForm } from '../../../components/use-field-form';
import { endOfDay, formatDate, isDateInputValue, toDateInputValue } from '../../../lib/dates';
import { fullName } from '../../../components/UserAvatar';
import { MAX_EXTENSION_DAYS, defaultExtension, latestExpiry } from './extend-date';
import { ExtendInvitationMutation } from './invitations.queries';

/** A year past 9999 (a date input takes up to six digits): a real date, and far too late. */
const FAR_YEAR = /^\d{5,}-\d{2}-\d{2}$/;
const tooLate = (value: string) => FAR_YEAR.test(value) || (isDateInputValue(value) && value > latestExpiry());
/**
 * access-and-identity §5 "Extend invitation": required, today at the earliest (the picker's minimum), and no later than the server
 * accepts, in its words (a typed year 9999 was accepted before issue 16).
 */
const schema = z.object({
  expiresOn: z
    .string()
    .check(
      z.refine((value) => value !== '', 'Expiration date is required'),
      z.refine((value) => value === '' || isDateInputValue(value) || FAR_YEAR.test(value), 'Enter a valid date'),
      z.refine((value) => !isDateInputValue(value) || value >= toDateInputValue(new Date()), 'Expiration date must be in the future'),
      z.refine((value) => !tooLate(value), `Expiration date must be within ${MAX_EXTENSION_DAYS} days from today`),
    ),
});

export interface ExtendInvitationDialogProps {
  /** Kept while the dialog closes. */
  invitation: InvitationRowFragment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ExtendInvitationDialog({ invitation, open, onOpenChange }: ExtendInvitationDialogProps) {
  const [extendInvitation] = useMutation(ExtendInvitationMutation);
  // access-and-identity §9: each opening proposes an extension of 14 days (from the current expiry, or today once it has passed).
  const currentExpiry = invitation?.expiresAt;
  const form = useFieldForm({
    field: 'expiresOn',
    schema,
    open,
    initial: currentExpiry && defaultExtension(currentExpiry),
    serverField: 'expiresAt',
    failure: 'Failed to update invitation expiration',
    send: async (expiresOn) => {
      if (!invitation) return;
      const expiresAt = endOfDay(expiresOn).toISOString();
      await extendInvitation({ variables: { id: invitation.id, expiresAt } });
      toaster.create({ title: 'Invitation extended', description: `The invitation for ${invitation.email} now expires on ${formatDate(expiresAt)}.`, type: 'success' });
      onOpenChange(false);
    },
  });

  const intro = invitation && (
    <>
      Choose a new expiry for the invitation of{' '}
      <Text as="span" color="fg" fontWeight="medium">
        {fullName(invitation)} ({invitation.email})
      </Text>
      . It currently expires on {formatDate(invitation.expiresAt)}.
    </>
  );
  return (
    <FieldDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Extend invitation"
      confirmLabel="Extend"
      busyLabel="Extending…"
      formId="extend-invitation-form"
      form={form}
      intro={intro}
      label="Expiration date"
      helper={`The link works until the end of that day; at most ${MAX_EXTENSION_DAYS} days from today.`}
    >
      <Input type="date" min={toDateInputValue(new Date())} max={latestExpiry()} {...form.input} />
    </FieldDialog>
  );
}
