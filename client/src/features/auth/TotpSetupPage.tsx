import { Button, Link, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { CircleCheck, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session';
import { ErrorState } from '../../components/ErrorState';
import { usePageTitle } from '../../components/use-page-title';
import { CardIcon, CenteredCard } from '../../components/CenteredCard';
import { TotpSetupSteps } from './TotpSetupSteps';

/**
 * /setup/totp and /setup/totp?reset=true (access-and-identity.md §2, access-and-identity §4): generate a secret, verify a code,
 * then continue to the dashboard. Restricted users land here until it is done; it has no navigation chrome.
 */
export function TotpSetupPage() {
  const [searchParams] = useSearchParams();
  const isReset = searchParams.get('reset') === 'true';
  usePageTitle(isReset ? 'Reset two-factor authentication' : 'Set up two-factor authentication');
  const navigate = useNavigate();
  const { user, loading, signedOut, error, refresh, signOut } = useSession();
  const [verified, setVerified] = useState(false);
  const [continuing, setContinuing] = useState(false);

  if (loading) {
    return (
      <CenteredCard title="Two-factor authentication">
        <Stack align="center" py="6" role="status">
          <Spinner size="lg" color="brand.solid" />
          <VisuallyHidden>Loading your account…</VisuallyHidden>
        </Stack>
      </CenteredCard>
    );
  }
  if (error) {
    return (
      <CenteredCard title="Two-factor authentication">
        <ErrorState error={error} onRetry={() => void refresh()} />
      </CenteredCard>
    );
  }
  if (signedOut || !user) return <Navigate to="/login" replace />;

  if (verified) {
    // The session stops being restricted: re-read it before the guards see the dashboard route.
    const onContinue = async () => {
      setContinuing(true);
      await refresh();
      navigate('/');
    };
    return (
      <CenteredCard
        icon={<CardIcon palette="green"><CircleCheck /></CardIcon>}
        title={isReset ? 'TOTP Reset Complete' : 'TOTP Setup Complete'}
        description="Two-factor authentication is on. From now on, sign in with your password and a code from your authenticator app."
      >
        <Button colorPalette="brand" size="lg" w="full" onClick={onContinue} loading={continuing} loadingText="Opening">
          Continue to Dashboard
        </Button>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard
      icon={<CardIcon palette="brand"><ShieldCheck /></CardIcon>}
      title={isReset ? 'Reset Two-Factor Authentication' : 'Set Up Two-Factor Authentication'}
      description={
        isReset
          ? 'Your previous authenticator was removed. Link a new one to keep using BETI.'
          : 'Your account needs a second sign-in step. Link an authenticator app to continue.'
      }
      footer={
        <Text textStyle="sm" color="fg.muted" textAlign="center">
          Signed in as{' '}
          <Text as="span" fontWeight="medium" color="fg">
            {user.email}
          </Text>
          {' · '}
          <Link asChild color="brand.fg" variant="underline" focusVisibleRing="outside">
            <button type="button" onClick={() => void signOut()}>
              Sign Out
            </button>
          </Link>
        </Text>
      }
    >
      <TotpSetupSteps onVerified={() => setVerified(true)} />
    </CenteredCard>
  );
}
