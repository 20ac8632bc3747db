import { useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Field, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { z } from 'zod/mini';
import { PasswordInput } from '../../components/PasswordInput';
import { toaster } from '../../components/ui/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { serverFieldErrors, serverMessage } from '../../lib/errors';
import { TotpResetMutation } from './profile.queries';

/** access-and-identity §4 "TOTP reset": after the server reset, wait 1.5 s, then go to setup. */
export const TOTP_RESET_REDIRECT_MS = 1500;
export const TOTP_RESET_PATH = '/setup/totp?reset=true';

/** Removing your second factor is a step-up: the server asks for your current password. */
const schema = z.object({ currentPassword: z.string().check(z.minLength(1, 'Current password is required')) });
type Values = z.infer<typeof schema>;

/** The reset dialog's state: confirm with the current password, then the server reset and the redirect. */
function useTotpReset() {
  const navigate = useNavigate();
  const [resetTotp] = useMutation(TotpResetMutation);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [phase, setPhase] = useState<'idle' | 'resetting' | 'redirecting'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const { register, handleSubmit, reset: resetForm, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { currentPassword: '' },
  });
  useEffect(() => {
    if (confirmOpen) resetForm({ currentPassword: '' });
  }, [confirmOpen, resetForm]);

  const reset = handleSubmit(async ({ currentPassword }) => {
    setPhase('resetting');
    try {
      await resetTotp({ variables: { input: { currentPassword } } });
    } catch (error) {
      setPhase('idle');
      const message = serverFieldErrors(error).currentPassword ?? serverMessage(error);
      // access-and-identity §8's toast; a refusal (a wrong password, say) also shows beside the field, and the dialog stays open.
      toaster.create({ title: 'Reset Failed', description: message ?? 'Failed to reset TOTP. Please try again.', type: 'error' });
      if (message) setError('currentPassword', { type: 'server', message }, { shouldFocus: true });
      else setConfirmOpen(false);
      return;
    }
    setPhase('redirecting');
    timer.current = window.setTimeout(() => navigate(TOTP_RESET_PATH), TOTP_RESET_REDIRECT_MS);
  });

  return { confirmOpen, setConfirmOpen, phase, register, formState, reset };
}

/** Security settings (ADMIN and SUPERVISOR only, access-and-identity §6): TOTP status, and a reset while TOTP is enabled. */
export function TotpSettingsCard({ totpEnabled, canReset }: { totpEnabled: boolean; canReset: boolean }) {
  const { confirmOpen, setConfirmOpen, phase, register, formState, reset } = useTotpReset();

  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header>
        <Card.Title as="h2">Security Settings</Card.Title>
        <Card.Description>Your role signs in with a code from an authenticator app.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Flex gap="4" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} justify="space-between">
          <TotpStatus totpEnabled={totpEnabled} />
          {totpEnabled ? (
            // Only when the server says the reset is yours to use (`me.can.resetOwnTotp`).
            canReset && (
              <Button variant="outline" colorPalette="red" flexShrink={0} onClick={() => setConfirmOpen(true)}>
                <RotateCcw aria-hidden /> Reset TOTP
              </Button>
            )
          ) : (
            <Button asChild variant="outline" flexShrink={0}>
              <RouterLink to="/setup/totp">Set up TOTP</RouterLink>
            </Button>
          )}
        </Flex>
      </Card.Body>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        role="alertdialog"
        title="Reset two-factor authentication?"
        confirmLabel="Reset TOTP"
        busyLabel={phase === 'redirecting' ? 'Redirecting…' : 'Resetting…'}
        busy={phase !== 'idle'}
        confirmPalette="red"
        formId="totp-reset-form"
      >
        <Stack asChild gap="4">
          <form id="totp-reset-form" onSubmit={(event) => void reset(event)} noValidate>
            <Text color="fg.muted" aria-live="polite">
              {phase === 'redirecting'
                ? 'TOTP has been reset. Taking you to set up your authenticator app…'
                : 'Your current authenticator codes stop working at once and your other sessions end. You will be taken to set up TOTP again, and must finish before using the rest of BETI.'}
            </Text>
            <Field.Root invalid={!!formState.errors.currentPassword} required disabled={phase === 'redirecting'}>
              <Field.Label>
                Current password
                <Field.RequiredIndicator />
              </Field.Label>
              <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
              <Field.ErrorText>{formState.errors.currentPassword?.message}</Field.ErrorText>
            </Field.Root>
          </form>
        </Stack>
      </ConfirmDialog>
    </Card.Root>
  );
}

/** The TOTP line: enabled or not set up, and what to do about it. */
function TotpStatus({ totpEnabled }: { totpEnabled: boolean }) {
  return (
    <Flex gap="3" align="flex-start">
      <Icon boxSize="5" color="fg.muted" mt="0.5" flexShrink={0}>
        <KeyRound aria-hidden />
      </Icon>
      <Stack gap="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="medium">Two-factor authentication (TOTP)</Text>
          <Badge colorPalette={totpEnabled ? 'green' : 'orange'} variant="subtle">
            {totpEnabled ? 'Enabled' : 'Not set up'}
          </Badge>
        </Flex>
        <Text textStyle="sm" color="fg.muted">
          {totpEnabled
            ? 'Lost your device or moving to a new app? Reset TOTP and set it up again.'
            : 'Set up an authenticator app to protect your account.'}
        </Text>
      </Stack>
    </Flex>
  );
}
