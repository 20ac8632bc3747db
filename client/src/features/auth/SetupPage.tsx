import { Alert, Button, Input, SimpleGrid, Spinner, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound, Link2Off } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { gqlFetch } from '../../app/gql-fetch';
import { useSession } from '../../app/session';
import { describeError } from '../../components/error-info';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { PasswordInput } from '../../components/PasswordInput';
import { toaster } from '../../components/ui/toaster';
import { usePageTitle } from '../../components/use-page-title';
import { passwordChecks, serverRefusal } from '../../lib/password';
import { CardIcon, CenteredCard } from '../../components/CenteredCard';
import { applyFieldErrors } from '../../lib/errors';
import { FormField } from '../../components/FormField';
import { NameFields } from '../../components/NameFields';
import { CreateFirstAdminMutation, SetupRequiredQuery } from './setup.queries';
import { firstAdminSchema, type FirstAdminValues } from './setup-schema';

/** The token of the printed link `/setup#token=…`: in the fragment, so it reaches no server log or Referer. */
function tokenOfLink(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

const SIGN_IN = (
  <Button asChild colorPalette="brand" w="full">
    <RouterLink to="/auth">Go to Sign In</RouterLink>
  </Button>
);

/**
 * /setup (issue 16): the first administrator of a fresh install. The server printed a one-time link with a token
 * when it started with no user; this screen creates the SUPER_ADMIN with it and signs them in.
 */
export function SetupPage() {
  usePageTitle('Set up BETI');
  const [token] = useState(tokenOfLink);
  const [needed, setNeeded] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    gqlFetch(SetupRequiredQuery)
      .then((data) => setNeeded(data.setupRequired))
      .catch((error: unknown) => setFailure(describeError(error).message));
  }, []);

  if (needed === false) {
    return (
      <CenteredCard
        icon={<CardIcon palette="green"><CircleCheck /></CardIcon>}
        title="BETI is already set up"
        description="This install has an administrator. Sign in, or ask an administrator for an invitation."
      >
        {SIGN_IN}
      </CenteredCard>
    );
  }
  if (needed === null) {
    return (
      <CenteredCard title="Set up BETI">
        {failure ? (
          <Alert.Root status="error" variant="subtle">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        ) : (
          <Stack align="center">
            <Spinner color="fg.muted" role="status" aria-label="Loading" />
          </Stack>
        )}
      </CenteredCard>
    );
  }
  if (!token) {
    return (
      <CenteredCard
        icon={<CardIcon palette="orange"><Link2Off /></CardIcon>}
        title="Open the setup link"
        description="This install has no administrator yet. The server printed a one-time setup link when it started: open that link (it ends with #token=…) to create the first administrator."
      />
    );
  }
  return (
    <CenteredCard
      maxW="lg"
      icon={<CardIcon palette="brand"><KeyRound /></CardIcon>}
      title="Create the first administrator"
      description="This account can invite everyone else. The setup link works once."
    >
      <FirstAdminForm token={token} onSetUpElsewhere={() => setNeeded(false)} />
    </CenteredCard>
  );
}

function FirstAdminForm({ token, onSetUpElsewhere }: { token: string; onSetUpElsewhere: () => void }) {
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FirstAdminValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    resolver: zodResolver(firstAdminSchema),
  });
  const [email, password, confirmPassword] = useWatch({ control, name: ['email', 'password', 'confirmPassword'] });
  const passwordReady = passwordChecks(password, email).every((check) => check.ok);

  const onSubmit = async (values: FirstAdminValues) => {
    setFailure(null);
    try {
      const { createFirstAdmin: result } = await gqlFetch(CreateFirstAdminMutation, { input: { ...values, email: values.email.trim(), token } });
      // The link is spent: keep it out of the history.
      window.history.replaceState(null, '', window.location.pathname);
      toaster.create({ type: 'success', title: `Welcome to BETI, ${values.firstName.trim()}!`, description: 'Your administrator account is ready.' });
      await refresh();
      navigate(result.requiresTotpSetup ? (result.next ?? '/setup/totp') : '/dashboard', { replace: true });
    } catch (error) {
      const { code, message } = describeError(error);
      if (code === 'CONFLICT') return onSetUpElsewhere();
      applyFieldErrors(error, setError, ['firstName', 'lastName', 'email', 'password', 'confirmPassword']);
      setFailure(message);
    }
  };

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        {failure && (
          <Alert.Root status="error" variant="subtle">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <NameFields register={register} errors={errors} />
        </SimpleGrid>
        <FormField label="Email" required error={errors.email?.message} helper="You sign in with it.">
          <Input type="email" autoComplete="username" inputMode="email" placeholder="you@example.org" {...register('email')} />
        </FormField>
        <FormField label="Password" required error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Confirm password" required error={errors.confirmPassword?.message}>
          <PasswordInput what="confirmation" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <PasswordChecklist value={password} confirm={confirmPassword} email={email} refusal={serverRefusal(errors.password)} />
        <Button type="submit" colorPalette="brand" size="lg" w="full" disabled={!passwordReady} loading={isSubmitting} loadingText="Creating administrator">
          Create Administrator
        </Button>
      </form>
    </Stack>
  );
}
