import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toaster } from '../../components/ui/toaster';
import { applyFieldErrors, errorMessage } from '../../lib/errors';
import { FormField } from '../../components/FormField';
import { NameFields } from '../../components/NameFields';
import { PasswordInput } from '../../components/PasswordInput';
import { AcceptInviteMutation } from './invite-accept.queries';
import { inviteTokenSchema, type InviteTokenValues } from './invite-schemas';

export interface InviteTokenFormProps {
  token: string;
  email: string;
  /** Prefilled from the invitation; the invitee may correct them. */
  firstName: string;
  lastName: string;
  onCreated: () => void;
}

/** The account form of /invite/{token} (access-and-identity §5: passwords of at least 8 characters). */
export function InviteTokenForm({ token, email, firstName, lastName, onCreated }: InviteTokenFormProps) {
  const [accept] = useMutation(AcceptInviteMutation);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteTokenValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { firstName, lastName, password: '', confirmPassword: '' },
    resolver: zodResolver(inviteTokenSchema),
  });

  const onSubmit = async (input: InviteTokenValues) => {
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
        <FormField label="Password" required error={errors.password?.message} helper="At least 8 characters.">
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Confirm password" required error={errors.confirmPassword?.message}>
          <PasswordInput what="confirmation" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" w="full" loading={isSubmitting} loadingText="Creating account">
          Create Account
        </Button>
      </form>
    </Stack>
  );
}
