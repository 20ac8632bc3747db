import { useMutation } from '@apollo/client/react';
import { Input, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { ConfirmIdentityMutation } from '../../components/api-keys/api-keys.queries';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { applyFieldErrors, serverFieldErrors, serverMessage } from '../../lib/errors';

interface Values {
  currentPassword: string;
  otp: string;
}

export interface ConfirmIdentityFormProps {
  formId: string;
  /** The account has TOTP: the server asks for a code too. */
  totp: boolean;
  /** Why the form is shown again (a confirmation that lapsed), above the fields. */
  notice?: string;
  onConfirmed: (until: Date) => void;
  onSubmittingChange: (submitting: boolean) => void;
}

/**
 * Sudo mode, as GitHub asks before a sensitive action: the current password (and the authenticator's code where
 * TOTP is on). The server then lets this session create API keys for a few minutes.
 */
export function ConfirmIdentityForm({ formId, totp, notice, onConfirmed, onSubmittingChange }: ConfirmIdentityFormProps) {
  const [confirm] = useMutation(ConfirmIdentityMutation);
  const { register, handleSubmit, setError, formState } = useForm<Values>({ defaultValues: { currentPassword: '', otp: '' } });
  const submit = handleSubmit(async ({ currentPassword, otp }) => {
    if (!currentPassword) return setError('currentPassword', { message: 'Current password is required' });
    if (totp && !/^\d{6}$/.test(otp.trim())) return setError('otp', { message: 'Enter the 6-digit code from your authenticator app' });
    onSubmittingChange(true);
    try {
      const { data } = await confirm({ variables: { input: { currentPassword, ...(totp && { otp: otp.trim() }) } } });
      if (data) onConfirmed(new Date(data.confirmIdentity.until));
    } catch (error) {
      applyFieldErrors(error, setError, ['currentPassword', 'otp']);
      const fields = serverFieldErrors(error);
      if (!fields.currentPassword && !fields.otp) setError('currentPassword', { type: 'server', message: serverMessage(error) ?? 'Could not confirm: try again' });
    } finally {
      onSubmittingChange(false);
    }
  });
  const { errors } = formState;
  return (
    <Stack asChild gap="5">
      <form id={formId} onSubmit={submit} noValidate aria-label="Confirm it’s you">
        <Text textStyle="sm" color="fg.muted" role={notice ? 'status' : undefined}>
          {notice ?? 'A key can act as you without your password or second factor, so confirm it’s you first. You will not be asked again for 5 minutes.'}
        </Text>
        <FormField label="Current password" required error={errors.currentPassword?.message}>
          <PasswordInput what="current password" autoComplete="current-password" autoFocus {...register('currentPassword')} />
        </FormField>
        {totp && (
          <FormField label="Authenticator code" required error={errors.otp?.message} helper="The 6-digit code from your authenticator app.">
            <Input {...register('otp')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="123456" />
          </FormField>
        )}
      </form>
    </Stack>
  );
}
