import { Alert, Button, Input, Link, Stack } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useState } from 'react';
import { useForm, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { gqlFetch } from '../../app/gql-fetch';
import { useSession } from '../../app/session';
import { toaster } from '../../components/ui/toaster';
import { LoginMutation } from './auth.queries';
import type { SignInValues } from './auth-schemas';
import { errorMessage, serverFieldErrors } from '../../lib/errors';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';

interface SignInContext {
  /** The server asked for a TOTP code: the TOTP variant of the rules applies (access-and-identity §5). */
  totp: boolean;
}

/**
 * The access-and-identity §5 rules (zod) load when the visitor starts typing, not with the page: zod is the largest part of the
 * sign-in screen after React, Chakra and the router, and nothing validates before the first submit.
 */
const loadRules = () => Promise.all([import('./auth-schemas'), import('@hookform/resolvers/zod')]);

const resolver: Resolver<SignInValues, SignInContext> = async (values, context, options) => {
  const [{ signInSchema, signInTotpSchema }, { zodResolver }] = await loadRules();
  return zodResolver(context?.totp ? signInTotpSchema : signInSchema)(values, context, options);
};

/** Only a path of this app: `next` comes from the server, but a redirect must never leave the origin. */
function safeNext(next: string | null | undefined): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/setup/totp';
}

function FailureAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="error" variant="subtle">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/** The password field with the "Forgot your password?" link under it. */
function PasswordWithForgot({
  error,
  onForgotPassword,
  ...field
}: UseFormRegisterReturn<'password'> & { error: string | undefined; onForgotPassword: () => void }) {
  return (
    <Stack gap="2">
      <FormField label="Password" error={error}>
        <PasswordInput autoComplete="current-password" {...field} />
      </FormField>
      <Link asChild alignSelf="flex-end" textStyle="sm" color="brand.fg" variant="underline" focusVisibleRing="outside">
        <button type="button" onClick={onForgotPassword}>
          Forgot your password?
        </button>
      </Link>
    </Stack>
  );
}

/** Sign In mode of /auth (access-and-identity.md §2, access-and-identity §4): email and password, then a TOTP code if asked. */
export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [needsCode, setNeedsCode] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues, SignInContext>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '', otp: '' },
    context: { totp: needsCode },
    resolver,
  });

  useEffect(() => setFocus(needsCode ? 'otp' : 'email'), [needsCode, setFocus]);

  const onSubmit = async ({ email, password, otp }: SignInValues) => {
    const totpVariant = needsCode;
    setFailure(null);
    try {
      const data = await gqlFetch(LoginMutation, { input: { email: email.trim(), password, otp: otp?.trim() || undefined } });
      const result = data?.login;
      if (result?.requiresTotpSetup) {
        await refresh();
        navigate(safeNext(result.next));
      } else if (result?.requiresTotp) {
        setNeedsCode(true);
        toaster.create({ type: 'info', title: 'TOTP code required', description: 'Enter the 6-digit code from your authenticator app.' });
      } else {
        toaster.create({ type: 'success', title: result?.firstSignIn ? 'Welcome!' : 'Welcome back!', description: 'You have successfully logged in.' });
        await refresh();
        navigate('/');
      }
    } catch (error) {
      const message = errorMessage(error, 'Login failed');
      // Throttled from a new device: the server may have mailed a sign-in link; the message stays on screen.
      const mailed = CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.deviceVerification === true;
      toaster.create({ type: 'error', title: 'Login Failed', description: message });
      if (totpVariant || mailed) setFailure(message);
      // A wrong code keeps the code field; anything else (password, rate limit, …) starts over without it.
      if (!serverFieldErrors(error).otp) {
        setNeedsCode(false);
        setValue('otp', '');
      }
    }
  };

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={handleSubmit(onSubmit)} onFocus={() => void loadRules().catch(() => undefined)}>
        {failure && <FailureAlert message={failure} />}
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="username" inputMode="email" placeholder="you@example.org" {...register('email')} />
        </FormField>
        <PasswordWithForgot error={errors.password?.message} onForgotPassword={onForgotPassword} {...register('password')} />
        {needsCode && (
          <FormField label="TOTP code" error={errors.otp?.message} helper="The 6-digit code from your authenticator app.">
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              fontFamily="mono"
              letterSpacing="0.3em"
              placeholder="123456"
              {...register('otp')}
            />
          </FormField>
        )}
        <Button type="submit" colorPalette="brand" size="lg" w="full" loading={isSubmitting} loadingText="Signing in">
          Sign In
        </Button>
      </form>
    </Stack>
  );
}
