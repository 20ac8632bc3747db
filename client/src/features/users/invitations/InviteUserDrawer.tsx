import { useMutation } from '@apollo/client/react';
import { Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { toaster } from '../../../components/ui/toaster';
import type { Role } from '../../../gql/graphql';
import { defaultInviteRole } from '../../../lib/grantable-roles';
import { ROLES } from '../../../lib/roles';
import { FormDrawer } from '../../../components/FormDrawer';
import { NameFields } from '../../../components/NameFields';
import { RoleSelectField } from '../../../components/RoleSelectField';
import { useGrantableRoles } from '../../../components/use-grantable-roles';
import { serverFieldErrors, serverMessage } from '../../../lib/errors';
import { showDevInviteLink } from './dev-invite-link';
import { CreateInvitationMutation } from './invitations.queries';

/** access-and-identity §5 "Invite creation". */
const schema = z.object({
  email: z.pipe(z.string().check(z.trim()), z.email('Invalid email address')),
  firstName: z.string().check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(100, 'First name is too long')),
  lastName: z.string().check(z.trim(), z.minLength(1, 'Last name is required'), z.maxLength(100, 'Last name is too long')),
  role: z.enum(ROLES as [Role, ...Role[]], 'Select one of the six roles'),
});
type Values = z.infer<typeof schema>;
const EMPTY: Values = { email: '', firstName: '', lastName: '', role: 'OFFICER' };
const FIELDS = ['email', 'firstName', 'lastName', 'role'] as const;

export interface InviteUserDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful invite, e.g. to refresh a list of invitations. */
  onInvited?: () => void;
}

/** The Invite User side sheet (access-and-identity §2): mails the invitee a link; closes on success. */
export function InviteUserDrawer({ open, onOpenChange, onInvited }: InviteUserDrawerProps) {
  const { roles } = useGrantableRoles();
  const [createInvitation] = useMutation(CreateInvitationMutation);
  const { register, handleSubmit, reset, setError, setValue, getValues, watch, formState } = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  // Every opening starts with an empty form.
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);
  // The role defaults to OFFICER when the inviter may grant it, else to the first role they may grant.
  const fallbackRole = roles && defaultInviteRole(roles);
  useEffect(() => {
    if (open && roles && fallbackRole && !roles.includes(getValues('role'))) setValue('role', fallbackRole);
  }, [open, roles, fallbackRole, getValues, setValue]);

  const submit = handleSubmit(async (input) => {
    try {
      const { data } = await createInvitation({ variables: { input } });
      const created = data?.createInvitation;
      toaster.create({ title: `Invite sent to ${input.firstName} ${input.lastName} (${input.email})`, type: 'success' });
      if (created?.inviteLink) showDevInviteLink(created.inviteLink);
      onInvited?.();
      onOpenChange(false);
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if ((FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { message });
      }
      toaster.create({ title: 'Error', description: serverMessage(error) ?? 'Failed to create invite', type: 'error' });
    }
  });

  const { errors } = formState;
  return (
    <FormDrawer
      open={open}
      onOpenChange={onOpenChange}
      title="Invite User"
      description="They receive an email with a link to create their account. The link works once and expires in 14 days; a pending invitation to the same email is replaced."
      formId="invite-user-form"
      submitLabel="Send Invite"
      submittingLabel="Sending…"
      submitting={formState.isSubmitting}
      submitDisabled={!roles?.length}
    >
      <Stack asChild gap="5">
        <form id="invite-user-form" onSubmit={submit} noValidate>
          <Field.Root invalid={!!errors.email} required>
            <Field.Label>
              Email
              <Field.RequiredIndicator />
            </Field.Label>
            <Input type="email" autoComplete="off" inputMode="email" placeholder="name@example.org" {...register('email')} />
            <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
          </Field.Root>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <NameFields register={register} errors={errors} otherPerson />
          </SimpleGrid>
          <RoleSelectField registration={register('role')} value={watch('role')} error={errors.role?.message} roles={roles} />
        </form>
      </Stack>
    </FormDrawer>
  );
}
