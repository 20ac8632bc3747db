import { useMutation } from '@apollo/client/react';
import { Button, Card, Field, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { describeError } from '../../components/error-info';
import { toaster } from '../../components/ui/toaster';
import { newPassword, serverRefusal } from '../../lib/password';
import { serverFieldErrors, serverMessage } from '../../lib/errors';
import { PasswordInput } from '../../components/PasswordInput';
import { ChangePasswordMutation } from './profile.queries';

/** access-and-identity §5 "Password change": the one password rule, checked against the account's email (issue 38). */
const schemaFor = (email: string) =>
  z
    .object({
      currentPassword: z.string().check(z.minLength(1, 'Current password is required')),
      newPassword: newPassword(email),
      confirmPassword: z.string().check(z.minLength(1, 'Please confirm your password')),
    })
    .check(
      z.refine((values) => values.newPassword === values.confirmPassword, {
        message: "Passwords don't match",
        path: ['confirmPassword'],
        // Checked as soon as a confirmation is typed, even while the other fields still have problems.
        when: ({ value }) => typeof (value as { confirmPassword?: unknown }).confirmPassword === 'string' && (value as { confirmPassword: string }).confirmPassword !== '',
      }),
    );
type Values = z.infer<ReturnType<typeof schemaFor>>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export function ChangePasswordForm({ email }: { email: string }) {
  const [changePassword] = useMutation(ChangePasswordMutation);
  const schema = useMemo(() => schemaFor(email), [email]);
  const { register, handleSubmit, reset, setError, watch, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (input) => {
    try {
      await changePassword({ variables: { input } });
      toaster.create({ title: 'Password updated', description: 'Your password has been changed successfully.', type: 'success' });
      reset(EMPTY);
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if ((FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { type: 'server', message });
      }
      toaster.create({ title: 'Password change failed', description: serverMessage(error) ?? describeError(error).message, type: 'error' });
    }
  });

  const { errors, isSubmitting } = formState;
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header>
        <Card.Title as="h2">Change Password</Card.Title>
        <Card.Description>Changing your password signs you out on your other devices.</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-label="Change password">
          <Stack gap="5" maxW={{ md: 'md' }}>
            {/* Lets password managers attach the new password to this account. */}
            <input type="text" name="username" autoComplete="username" value={email} hidden readOnly />
            <Field.Root invalid={!!errors.currentPassword} required>
              <Field.Label>
                Current password
                <Field.RequiredIndicator />
              </Field.Label>
              <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
              <Field.ErrorText>{errors.currentPassword?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.newPassword} required>
              <Field.Label>
                New password
                <Field.RequiredIndicator />
              </Field.Label>
              <PasswordInput autoComplete="new-password" {...register('newPassword', { deps: ['confirmPassword'] })} />
              <Field.ErrorText>{errors.newPassword?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.confirmPassword} required>
              <Field.Label>
                Confirm new password
                <Field.RequiredIndicator />
              </Field.Label>
              <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
              <Field.ErrorText>{errors.confirmPassword?.message}</Field.ErrorText>
            </Field.Root>
            <PasswordChecklist value={watch('newPassword')} confirm={watch('confirmPassword')} email={email} refusal={serverRefusal(errors.newPassword)} />
            <Button type="submit" loading={isSubmitting} loadingText="Updating…" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
              Update password
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
