import { useMutation } from '@apollo/client/react';
import { Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { addOwnApiKey } from '../../components/api-keys/api-key-form';
import { endOfDay, isDateInputValue, toDateInputValue } from '../../lib/dates';
import { CreateApiKeyMutation } from '../../components/api-keys/api-keys.queries';
import { FormDrawer } from '../../components/FormDrawer';
import { FormField } from '../../components/FormField';
import { RoleSelectField } from '../../components/RoleSelectField';
import { toaster } from '../../components/ui/toaster';
import type { Role } from '../../gql/graphql';
import { serverFieldErrors, serverMessage } from '../../lib/errors';

/** The server's rules for a key (dto/api-key.input.ts), checked before sending. */
const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100, 'Name must be 1 to 100 characters')),
  role: z.string().check(z.minLength(1, 'Choose a role ceiling')),
  expiresOn: z
    .string()
    .check(
      z.refine((value) => value === '' || isDateInputValue(value), 'Enter a valid date'),
      z.refine((value) => !isDateInputValue(value) || value >= toDateInputValue(new Date()), 'Expiry must be in the future'),
    ),
});
type Values = z.infer<typeof schema>;
const FORM_ID = 'create-api-key-form';

export interface CreatedKey {
  name: string;
  secret: string;
}

export interface CreateApiKeyDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The role ceilings the server lets a new key have (`me.can.apiKeyRoles`), most powerful first. */
  roles: Role[] | undefined;
  /** Your own role: the default ceiling. */
  ownRole: Role;
  /** With the secret, which the server gives out in this answer only. */
  onCreated: (created: CreatedKey) => void;
}

/** Create API key: a name, a role ceiling (your role or below) and an optional expiry; closes on success. */
export function CreateApiKeyDrawer({ open, onOpenChange, roles, ownRole, onCreated }: CreateApiKeyDrawerProps) {
  const [create] = useMutation(CreateApiKeyMutation);
  const defaultRole = roles && !roles.includes(ownRole) ? (roles[0] ?? '') : ownRole;
  const { register, handleSubmit, reset, setError, watch, formState } = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: '', role: defaultRole, expiresOn: '' },
  });
  // Every opening starts afresh, with your own role as the ceiling.
  useEffect(() => {
    if (open) reset({ name: '', role: defaultRole, expiresOn: '' });
  }, [open, defaultRole, reset]);

  const submit = handleSubmit(async ({ name, role, expiresOn }) => {
    const input = { name, role: role as Role, ...(expiresOn && { expiresAt: endOfDay(expiresOn).toISOString() }) };
    try {
      const { data } = await create({ variables: { input }, update: (cache, { data: answer }) => answer && addOwnApiKey(cache, answer.createApiKey.key) });
      if (!data) return;
      // Title only: a taller toast would cover the top of the secret's dialog on phones.
      toaster.create({ type: 'success', title: 'API key created' });
      onCreated({ name, secret: data.createApiKey.secret });
      onOpenChange(false);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.name) setError('name', { type: 'server', message: fields.name });
      if (fields.role) setError('role', { type: 'server', message: fields.role });
      if (fields.expiresAt) setError('expiresOn', { type: 'server', message: fields.expiresAt });
      toaster.create({ type: 'error', title: 'Failed to create the API key', description: serverMessage(error) });
    }
  });

  const { errors } = formState;
  return (
    <FormDrawer
      open={open}
      onOpenChange={onOpenChange}
      title="Create API key"
      description="The key acts as you, never above its role ceiling. Its secret is shown once, right after you create it."
      formId={FORM_ID}
      submitLabel="Create key"
      submittingLabel="Creating…"
      submitting={formState.isSubmitting}
    >
      <Stack asChild gap="5">
        <form id={FORM_ID} onSubmit={submit} noValidate aria-label="Create API key">
          <FormField label="Name" required error={errors.name?.message} helper="What the key is for, e.g. “Nightly location export”.">
            <Input {...register('name')} maxLength={100} autoComplete="off" placeholder="Nightly location export" />
          </FormField>
          <RoleSelectField registration={register('role')} value={watch('role')} error={errors.role?.message} roles={roles} label="Role ceiling" />
          <FormField label="Expires on" error={errors.expiresOn?.message} helper="Optional. The key works until the end of that day; leave empty to keep it until revoked.">
            <Input type="date" min={toDateInputValue(new Date())} {...register('expiresOn')} />
          </FormField>
        </form>
      </Stack>
    </FormDrawer>
  );
}
