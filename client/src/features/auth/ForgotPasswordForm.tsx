import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { gqlFetch } from '../../app/gql-fetch';
import { toaster } from '../../components/ui/toaster';
import { ForgotPasswordMutation } from './auth.queries';
import { forgotPasswordSchema, type ForgotPasswordValues } from './auth-schemas';
import { BackToSignIn } from './BackToSignIn';
import { errorMessage } from '../../lib/errors';
import { FormField } from '../../components/FormField';

/** Reset Password mode of /auth: asks for a link by email; the answer never says whether the account exists. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
    resolver: zodResolver(forgotPasswordSchema),
  });

  useEffect(() => setFocus('email'), [setFocus]);

  const onSubmit = async ({ email }: ForgotPasswordValues) => {
    try {
      await gqlFetch(ForgotPasswordMutation, { input: { email: email.trim() } });
      toaster.create({
        type: 'success',
        title: 'Reset link sent!',
        description: 'If an account with that email exists, a password reset link has been sent.',
      });
      onBack();
    } catch (error) {
      toaster.create({ type: 'error', title: 'Error sending reset link', description: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" placeholder="you@example.org" {...register('email')} />
        </FormField>
        <Stack gap="2">
          <Button type="submit" colorPalette="brand" size="lg" w="full" loading={isSubmitting} loadingText="Sending">
            Send Reset Link
          </Button>
          <BackToSignIn onClick={onBack} />
        </Stack>
      </form>
    </Stack>
  );
}
