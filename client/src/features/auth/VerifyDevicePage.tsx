import { Alert, Button, Input, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { gqlFetch } from '../../app/gql-fetch';
import { useSession } from '../../app/session';
import { FormField } from '../../components/FormField';
import { toaster } from '../../components/ui/toaster';
import { graphql } from '../../gql';
import { errorMessage, serverFieldErrors } from '../../lib/errors';
import { BackToSignIn } from './BackToSignIn';

/** As SignInForm's: `next` comes from the server, but a redirect must never leave the origin (not imported: /auth's budget). */
const safeNext = (next: string | null) => (next && next.startsWith('/') && !next.startsWith('//') ? next : '/setup/totp');

/** Answers as login does: the user, or the next step (a TOTP code, or TOTP setup at `next`). */
const VerifyDeviceMutation = graphql(`
  mutation VerifyDevice($input: VerifyDeviceInput!) {
    verifyDevice(input: $input) {
      requiresTotp
      requiresTotpSetup
      next
      firstSignIn
      user {
        ...SessionUser
      }
    }
  }
`);

/**
 * /auth?device=<token>: the link mailed when a sign-in from a new device met a throttled account (README,
 * "Throttling"). Signs this browser in and remembers it; asks for the TOTP code first where the account has one
 * (the link stays valid until the code is right). Loaded only when the link is opened: /auth's budget.
 */
export function VerifyDevicePage({ token, onBack }: { token: string; onBack: () => void }) {
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (needsCode) codeField.current?.focus();
  }, [needsCode]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (needsCode && !/^\d{6}$/.test(code.trim())) return setFailure('TOTP code must be 6 digits');
    setFailure(null);
    setBusy(true);
    try {
      const { verifyDevice: result } = await gqlFetch(VerifyDeviceMutation, { input: { token, otp: needsCode ? code.trim() : undefined } });
      if (result.requiresTotp) {
        setNeedsCode(true);
      } else if (result.requiresTotpSetup) {
        await refresh();
        navigate(safeNext(result.next));
      } else {
        toaster.create({ type: 'success', title: result.firstSignIn ? 'Welcome!' : 'Welcome back!', description: 'This device is signed in.' });
        await refresh();
        navigate('/');
      }
    } catch (error) {
      setFailure(errorMessage(error, 'Sign-in failed'));
      if (serverFieldErrors(error).otp) setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && (
          <Alert.Root status="error" variant="subtle">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        {needsCode && (
          <FormField label="TOTP code" helper="The 6-digit code from your authenticator app.">
            <Input
              ref={codeField}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              fontFamily="mono"
              letterSpacing="0.3em"
              placeholder="123456"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </FormField>
        )}
        <Stack gap="2">
          <Button type="submit" colorPalette="brand" size="lg" w="full" loading={busy} loadingText="Signing in">
            Sign In on This Device
          </Button>
          <BackToSignIn onClick={onBack} />
        </Stack>
      </form>
    </Stack>
  );
}
