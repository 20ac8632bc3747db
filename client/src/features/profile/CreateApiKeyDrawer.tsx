import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Checkbox, Fieldset, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type UseFormRegisterReturn, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
import { z } from 'zod/mini';
import { addOwnApiKey } from '../../components/api-keys/api-key-form';
import { CreateApiKeyMutation } from '../../components/api-keys/api-keys.queries';
import { EXPIRY_DAYS, SCOPES, daysFromToday, maxExpiryDays } from '../../components/api-keys/scopes';
import { FormDrawer } from '../../components/FormDrawer';
import { FormField } from '../../components/FormField';
import { RoleSelectField } from '../../components/RoleSelectField';
import { toaster } from '../../components/ui/toaster';
import type { ApiKeyScope, Role } from '../../gql/graphql';
import { endOfDay, formatDate, isDateInputValue, toDateInputValue } from '../../lib/dates';
import { serverFieldErrors, serverMessage } from '../../lib/errors';
import { ConfirmIdentityForm } from './ConfirmIdentityForm';

/** The server's rules for a key (dto/api-key.input.ts, api-keys.service.ts), checked before sending. */
const schema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100, 'Name must be 1 to 100 characters')),
    role: z.string().check(z.minLength(1, 'Choose a role ceiling')),
    scopes: z.array(z.string()).check(z.minLength(1, 'Choose at least one scope')),
    expiresOn: z
      .string()
      .check(
        z.refine((value) => isDateInputValue(value), 'Enter a valid date'),
        z.refine((value) => !isDateInputValue(value) || value >= toDateInputValue(new Date()), 'Expiry must be in the future'),
      ),
  })
  .check(
    z.refine((v) => !isDateInputValue(v.expiresOn) || v.expiresOn <= toDateInputValue(daysFromToday(maxExpiryDays(v.scopes))), {
      message: 'Too far ahead: a key expires within a year, within 30 days with the Users scope',
      path: ['expiresOn'],
    }),
  );
type Values = z.infer<typeof schema>;
const FORM_ID = 'create-api-key-form';
const CONFIRM_ID = 'confirm-identity-form';

/** Until when this tab's session may create keys without confirming again (the server's answer). */
let confirmedUntil = 0;

/** Forgets the confirmation (tests start each case unconfirmed; the server still decides on every create). */
export function forgetConfirmation(): void {
  confirmedUntil = 0;
}

export interface CreatedKey {
  name: string;
  secret: string;
}

export interface CreateApiKeyDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The role ceilings the server lets a new key have (`me.can.apiKeyRoles`), most powerful first. */
  roles: Role[] | undefined;
  /** The scopes the server lets a new key have (`me.can.apiKeyScopes`). */
  scopes: ApiKeyScope[] | undefined;
  /** Your own role: the default ceiling. */
  ownRole: Role;
  /** Your account has TOTP: confirming asks for a code too. */
  totp: boolean;
  /** With the secret, which the server gives out in this answer only. */
  onCreated: (created: CreatedKey) => void;
}

const defaults = (role: string): Values => ({ name: '', role, scopes: ['read'], expiresOn: toDateInputValue(daysFromToday(EXPIRY_DAYS.default)) });

/**
 * Create API key, in two steps: confirm it's you (unless done in the last minutes), then a name, a role ceiling,
 * scopes (read only by default) and an expiry (90 days by default, at most a year). Closes on success.
 */
export function CreateApiKeyDrawer({ open, onOpenChange, roles, scopes, ownRole, totp, onCreated }: CreateApiKeyDrawerProps) {
  const [create] = useMutation(CreateApiKeyMutation);
  const [step, setStep] = useState<'confirm' | 'key'>('confirm');
  const [notice, setNotice] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const defaultRole = roles && !roles.includes(ownRole) ? (roles[0] ?? '') : ownRole;
  const form = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: defaults(defaultRole),
  });
  const { register, handleSubmit, reset, setError, watch, formState } = form;
  // Every opening starts afresh, with your own role as the ceiling and read only.
  useEffect(() => {
    if (!open) return;
    reset(defaults(defaultRole));
    setNotice(undefined);
    setStep(confirmedUntil > Date.now() ? 'key' : 'confirm');
  }, [open, defaultRole, reset]);

  const submit = handleSubmit(async ({ name, role, scopes: chosen, expiresOn }) => {
    const input = { name, role: role as Role, scopes: chosen as ApiKeyScope[], expiresAt: endOfDay(expiresOn).toISOString() };
    try {
      const { data } = await create({ variables: { input }, update: (cache, { data: answer }) => answer && addOwnApiKey(cache, answer.createApiKey.key) });
      if (!data) return;
      // Title only: a taller toast would cover the top of the secret's dialog on phones.
      toaster.create({ type: 'success', title: 'API key created' });
      onCreated({ name, secret: data.createApiKey.secret });
      onOpenChange(false);
    } catch (error) {
      if (CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.stepUp) {
        // The confirmation lapsed: ask again, keeping what was typed.
        confirmedUntil = 0;
        setNotice('Your confirmation has lapsed: confirm it’s you again to create the key.');
        setStep('confirm');
        return;
      }
      showRefusal(error, setError);
    }
  });

  const { errors } = formState;
  const chosen = watch('scopes');
  const confirmStep = step === 'confirm';
  return (
    <FormDrawer
      open={open}
      onOpenChange={onOpenChange}
      title={confirmStep ? 'Confirm it’s you' : 'Create API key'}
      description={confirmStep ? undefined : 'The key acts as you, never above its role ceiling nor beyond its scopes. Its secret is shown once, right after you create it.'}
      formId={confirmStep ? CONFIRM_ID : FORM_ID}
      submitLabel={confirmStep ? 'Confirm' : 'Create key'}
      submittingLabel={confirmStep ? 'Confirming…' : 'Creating…'}
      submitting={confirmStep ? confirming : formState.isSubmitting}
    >
      {confirmStep ? (
        <ConfirmIdentityForm
          formId={CONFIRM_ID}
          totp={totp}
          notice={notice}
          onSubmittingChange={setConfirming}
          onConfirmed={(until) => {
            confirmedUntil = until.getTime();
            setStep('key');
          }}
        />
      ) : (
        <Stack asChild gap="5">
          <form id={FORM_ID} onSubmit={submit} noValidate aria-label="Create API key">
            <FormField label="Name" required error={errors.name?.message} helper="What the key is for, e.g. “Nightly location export”.">
              <Input {...register('name')} maxLength={100} autoComplete="off" placeholder="Nightly location export" autoFocus />
            </FormField>
            <RoleSelectField registration={register('role')} value={watch('role')} error={errors.role?.message} roles={roles} label="Role ceiling" />
            <ScopesFieldset offered={scopes} chosen={chosen} onToggle={(scope, on) => toggleScope(form, scope, on)} error={errors.scopes?.message} />
            <ExpiryField registration={register('expiresOn')} maxDays={maxExpiryDays(chosen)} error={errors.expiresOn?.message} />
          </form>
        </Stack>
      )}
    </FormDrawer>
  );
}

interface ScopesFieldsetProps {
  /** `me.can.apiKeyScopes`: what the server lets this user give a key. */
  offered: ApiKeyScope[] | undefined;
  chosen: string[];
  onToggle: (scope: ApiKeyScope, on: boolean) => void;
  error?: string;
}

/** One checkbox per scope the server offers, with what it allows and its REST spelling. */
function ScopesFieldset({ offered, chosen, onToggle, error }: ScopesFieldsetProps) {
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>Scopes</Fieldset.Legend>
      <Fieldset.HelperText>What the key may be used for. Your password, second factor and keys are never among them.</Fieldset.HelperText>
      <Stack gap="3" mt="2" data-testid="api-key-scopes">
        {(offered ?? ['read']).map((scope) => (
          <Checkbox.Root key={scope} checked={chosen.includes(scope)} onCheckedChange={(e) => onToggle(scope, e.checked === true)} alignItems="flex-start">
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>
              <Text as="span" fontWeight="medium">
                {SCOPES[scope].label}
              </Text>{' '}
              <Text as="span" textStyle="xs" fontFamily="mono" color="fg.muted">
                {SCOPES[scope].spelled}
              </Text>
              <Text textStyle="sm" color="fg.muted" fontWeight="normal">
                {SCOPES[scope].description}
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

/** The server's field messages beside their fields, and its word in a toast. */
function showRefusal(error: unknown, setError: UseFormSetError<z.input<typeof schema>>): void {
  const fields = serverFieldErrors(error);
  const names = { name: 'name', role: 'role', scopes: 'scopes', expiresAt: 'expiresOn' } as const;
  for (const [field, name] of Object.entries(names)) if (fields[field]) setError(name, { type: 'server', message: fields[field] });
  toaster.create({ type: 'error', title: 'Failed to create the API key', description: serverMessage(error) });
}

/** The last day the key works: required, bounded by what its scopes allow. */
function ExpiryField({ registration, maxDays, error }: { registration: UseFormRegisterReturn; maxDays: number; error?: string }) {
  const last = daysFromToday(maxDays);
  return (
    <FormField label="Expires on" required error={error} helper={`The key works until the end of that day: at most ${maxDays} days, until ${formatDate(last.toISOString())}.`}>
      <Input type="date" min={toDateInputValue(new Date())} max={toDateInputValue(last)} {...registration} />
    </FormField>
  );
}

/** Ticks or unticks a scope; a shorter limit (Users: 30 days) pulls a later expiry in, rather than refusing it. */
function toggleScope(form: UseFormReturn<z.input<typeof schema>, unknown, Values>, scope: ApiKeyScope, on: boolean): void {
  const { setValue, getValues, formState } = form;
  const chosen = getValues('scopes');
  const next = on ? [...chosen, scope] : chosen.filter((s) => s !== scope);
  setValue('scopes', next, { shouldValidate: formState.isSubmitted });
  const latest = toDateInputValue(daysFromToday(maxExpiryDays(next)));
  if (getValues('expiresOn') > latest) setValue('expiresOn', latest, { shouldValidate: formState.isSubmitted });
}
