import { Alert, Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { gqlFetch } from '../../app/gql-fetch';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { toaster } from '../../components/ui/toaster';
import { ResetPasswordMutation } from './auth.queries';
import { resetPasswordSchema, type ResetPasswordValues } from './auth-schemas';
import { BackToSignIn } from './BackToSignIn';
import { applyFieldErrors, errorMessage } from '../../lib/errors';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { serverRefusal } from '../../lib/password';

export interface SetNewPasswordFormProps {
  /** The `reset` query parameter of the emailed link. */
  token: string;
  /** After a successful reset: back to Sign In. */
  onDone: () => void;
  onBack: () => void;
}

/** Set New Password mode of /auth, entered from the emailed link (access-and-identity §2, access-and-identity §4, access-and-identity §5). */
export function SetNewPasswordForm({ token, onDone, onBack }: SetNewPasswordFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { token, newPassword: '', confirmPassword: '' },
    resolver: zodResolver(resetPasswordSchema),
  });
  const [newPassword, confirmPassword] = useWatch({ control, name: ['newPassword', 'confirmPassword'] });

  useEffect(() => setFocus('newPassword'), [setFocus]);

  const onSubmit = async (input: ResetPasswordValues) => {
    try {
      await gqlFetch(ResetPasswordMutation, { input });
      toaster.create({
        type: 'success',
        title: 'Password reset successful!',
        description: 'Your password has been reset. You can now log in with your new password.',
      });
      onDone();
    } catch (error) {
      applyFieldErrors(error, setError, ['newPassword', 'confirmPassword']);
      toaster.create({ type: 'error', title: 'Password reset failed', description: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <input type="hidden" {...register('token')} />
        {errors.token?.message && (
          <Alert.Root status="error" variant="subtle">
            <Alert.Indicator />
            <Alert.Title>{errors.token.message}</Alert.Title>
          </Alert.Root>
        )}
        <FormField label="New Password" error={errors.newPassword?.message}>
          <PasswordInput what="new password" autoComplete="new-password" {...register('newPassword')} />
        </FormField>
        <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
          <PasswordInput what="confirmation" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <PasswordChecklist value={newPassword} confirm={confirmPassword} refusal={serverRefusal(errors.newPassword)} />
        <Stack gap="2">
          <Button type="submit" colorPalette="brand" size="lg" w="full" loading={isSubmitting} loadingText="Resetting">
            Reset Password
          </Button>
          <BackToSignIn onClick={onBack} />
        </Stack>
      </form>
    </Stack>
  );
}
