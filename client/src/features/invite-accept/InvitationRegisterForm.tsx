import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { toaster } from '../../components/ui/toaster';
import { passwordChecks, serverRefusal } from '../../lib/password';
import { applyFieldErrors, errorMessage } from '../../lib/errors';
import { FormField } from '../../components/FormField';
import { NameFields } from '../../components/NameFields';
import { PasswordInput } from '../../components/PasswordInput';
import { AcceptInvitationMutation } from './invite-accept.queries';
import { acceptInvitationSchema, type AcceptInvitationValues } from './invite-schemas';

/** The registration form of /invitation-register; creating the account does not sign in, so it ends at /auth. */
export function InvitationRegisterForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const [accept] = useMutation(AcceptInvitationMutation);
  const schema = useMemo(() => acceptInvitationSchema(email), [email]);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AcceptInvitationValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { firstName: '', lastName: '', password: '', confirmPassword: '' },
    resolver: zodResolver(schema),
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  // access-and-identity §2: the button stays disabled until the checklist's lines pass (the server adds the common-password check).
  const passwordReady = passwordChecks(password, email).every((check) => check.ok);

  const onSubmit = async (input: AcceptInvitationValues) => {
    try {
      await accept({ variables: { token, input } });
      toaster.create({ type: 'success', title: 'Registration successful!', description: 'Your account has been created. You can now sign in.' });
      navigate('/auth');
    } catch (error) {
      applyFieldErrors(error, setError, ['firstName', 'lastName', 'password', 'confirmPassword']);
      toaster.create({ type: 'error', title: 'Registration failed', description: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField label="Email" readOnly helper="The address this invitation was sent to.">
          <Input value={email} readOnly autoComplete="username" bg="bg.muted" />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <NameFields register={register} errors={errors} />
        </SimpleGrid>
        <FormField label="Password" required error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Confirm password" required error={errors.confirmPassword?.message}>
          <PasswordInput what="confirmation" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <PasswordChecklist value={password} confirm={confirmPassword} email={email} refusal={serverRefusal(errors.password)} />
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          w="full"
          disabled={!passwordReady}
          loading={isSubmitting}
          loadingText="Creating account"
        >
          Create Account
        </Button>
      </form>
    </Stack>
  );
}
