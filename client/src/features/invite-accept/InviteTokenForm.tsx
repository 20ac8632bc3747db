import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { toaster } from '../../components/ui/toaster';
import { applyFieldErrors, errorMessage } from '../../lib/errors';
import { FormField } from '../../components/FormField';
import { NameFields } from '../../components/NameFields';
import { PasswordInput } from '../../components/PasswordInput';
import { passwordChecks, serverRefusal } from '../../lib/password';
import { AcceptInviteMutation } from './invite-accept.queries';
import { acceptInvitationSchema, type AcceptInvitationValues } from './invite-schemas';

export interface InviteTokenFormProps {
  token: string;
  email: string;
  /** Prefilled from the invitation; the invitee may correct them. */
  firstName: string;
  lastName: string;
  onCreated: () => void;
}

/** The account form of /invite/{token}: the one password rule with its live checklist (issue 38). */
export function InviteTokenForm({ token, email, firstName, lastName, onCreated }: InviteTokenFormProps) {
  const [accept] = useMutation(AcceptInviteMutation);
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
    defaultValues: { firstName, lastName, password: '', confirmPassword: '' },
    resolver: zodResolver(schema),
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  // The button stays disabled until the checklist's lines pass (the server adds the common-password check).
  const passwordReady = passwordChecks(password, email).every((check) => check.ok);

  const onSubmit = async (input: AcceptInvitationValues) => {
    try {
      await accept({ variables: { token, input } });
      onCreated();
    } catch (error) {
      applyFieldErrors(error, setError, ['firstName', 'lastName', 'password', 'confirmPassword']);
      toaster.create({ type: 'error', title: 'Failed to create account', description: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        {/* Not editable, but lets password managers save the new login under the right address. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
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
        <Button type="submit" colorPalette="brand" size="lg" w="full" disabled={!passwordReady} loading={isSubmitting} loadingText="Creating account">
          Create Account
        </Button>
      </form>
    </Stack>
  );
}
