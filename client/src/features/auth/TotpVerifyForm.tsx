import { Button, Input, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toaster } from '../../components/ui/toaster';
import { TotpVerifyMutation } from './auth.queries';
import { totpCodeSchema, type TotpCodeValues } from './auth-schemas';
import { errorMessage } from '../../lib/errors';
import { FormField } from '../../components/FormField';

/** Step 2 of TOTP setup: the first code from the app proves the secret was stored (access-and-identity §2, access-and-identity §5). */
export function TotpVerifyForm({ onVerified }: { onVerified: () => void }) {
  const [verify] = useMutation(TotpVerifyMutation);
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TotpCodeValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '' },
    resolver: zodResolver(totpCodeSchema),
  });

  const onSubmit = async ({ code }: TotpCodeValues) => {
    try {
      await verify({ variables: { input: { code: code.trim() } } });
      onVerified();
    } catch (error) {
      const message = errorMessage(error, 'Invalid TOTP code');
      toaster.create({
        type: 'error',
        title: 'Invalid TOTP code',
        description: message === 'Invalid TOTP code' ? 'Check the code in your authenticator app and try again.' : message,
      });
      setValue('code', '');
      setFocus('code');
    }
  };

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField label="6-digit code" error={errors.code?.message}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            size="lg"
            textAlign="center"
            fontFamily="mono"
            fontSize="xl"
            letterSpacing="0.5em"
            placeholder="000000"
            {...register('code')}
          />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" w="full" loading={isSubmitting} loadingText="Verifying">
          Verify and Enable
        </Button>
      </form>
    </Stack>
  );
}
