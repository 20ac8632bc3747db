import { Box, Card, Container, Grid, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isFirstLoad } from '../../app/first-load';
import { Logo } from '../../components/Logo';
import { usePageTitle } from '../../components/use-page-title';
import { AuthShell } from '../../components/AuthShell';
import { preloadSetupHint, SetupHint } from './SetupHint';
import { SignInForm } from './SignInForm';

// The side panel shows on wide screens only: phones never load it.
const loadSidePanel = async () => ({ default: (await import('./AuthSidePanel')).AuthSidePanel });
let AuthSidePanel: ComponentType = lazy(loadSidePanel);

/**
 * Run once by the route's `lazy` (app/router.tsx), before the page's first draw (issue 19). The first draw waits for
 * what would otherwise arrive after it, grow the vertically centred container and move the card (layout shifts of
 * 0.02 to 0.05): on a wide screen the side panel's code (a few hundred bytes), and on the app's first load
 * (app/first-load.ts), the setup hint's answer. Not a route loader, which would run (and wait) again on every
 * navigation to the page, the reset link's `?reset=` included.
 */
export async function prepareAuthPage(): Promise<void> {
  const firstLoad = isFirstLoad();
  const wide = window.matchMedia('(min-width: 64em)').matches;
  await Promise.all([
    // A failed import leaves the lazy panel, which tries again (and is only decoration).
    wide ? loadSidePanel().then((loaded) => void (AuthSidePanel = loaded.default), () => undefined) : undefined,
    firstLoad ? preloadSetupHint() : undefined,
  ]);
}
// The other two modes, and the zod rules they carry, load when chosen: a first visit signs in.
const ForgotPasswordForm = lazy(async () => ({ default: (await import('./ForgotPasswordForm')).ForgotPasswordForm }));
const SetNewPasswordForm = lazy(async () => ({ default: (await import('./SetNewPasswordForm')).SetNewPasswordForm }));
const VerifyDevicePage = lazy(async () => ({ default: (await import('./VerifyDevicePage')).VerifyDevicePage }));

type Mode = 'sign-in' | 'forgot-password' | 'set-new-password' | 'verify-device';

const MODES: Record<Mode, { title: string; description: string }> = {
  'sign-in': { title: 'Sign In', description: 'Enter your email and password to open the staff console.' },
  'forgot-password': { title: 'Reset Password', description: "Enter your account's email and we will send you a reset link." },
  'set-new-password': { title: 'Set New Password', description: 'Choose a new password for your account.' },
  'verify-device': { title: 'Sign In on This Device', description: 'Use the link we emailed you to sign in on this device.' },
};

/**
 * /auth and /login (access-and-identity.md §2, access-and-identity §4): Sign In, Reset Password (via the Forgot link) and Set New
 * Password (when the query string carries `reset=<token>`, the link of the reset email), and the mailed device link
 * (`device=<token>`).
 */
export function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const resetToken = searchParams.get('reset');
  const deviceToken = searchParams.get('device');
  const [forgot, setForgot] = useState(false);
  const mode: Mode =
    resetToken !== null ? 'set-new-password' : deviceToken !== null ? 'verify-device' : forgot ? 'forgot-password' : 'sign-in';
  const { title, description } = MODES[mode];
  usePageTitle(title);

  const backToSignIn = () => {
    setForgot(false);
    if (resetToken === null && deviceToken === null) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('reset');
        next.delete('device');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <AuthShell>
      <Container maxW="6xl" pt={{ base: '2', md: '4' }} pb={{ base: '10', md: '16' }}>
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 1.15fr) minmax(0, 1fr)' }}
          gap={{ base: '8', lg: '16' }}
          alignItems="center"
        >
          {/* First in the document, so keyboard users reach the form at once; the panel shows left of it. */}
          <Stack gap="6" w="full" maxW="md" mx="auto" gridColumn={{ lg: '2' }} gridRow={{ lg: '1' }}>
            <HStack justify="center" gap="3" hideFrom="lg">
              <Logo boxSize="10" alt="" />
              <Text fontWeight="bold" fontSize="2xl" letterSpacing="tight">
                BETI
              </Text>
            </HStack>
            <Card.Root variant="outline" bg="bg.panel" shadow="lg" borderColor="border.muted">
              <Card.Header gap="1.5" p={{ base: '6', md: '8' }} pb={{ base: '2', md: '2' }}>
                <Heading as="h1" size="2xl" letterSpacing="tight">
                  {title}
                </Heading>
                <Text color="fg.muted" textStyle="sm">
                  {description}
                </Text>
              </Card.Header>
              <Card.Body p={{ base: '6', md: '8' }} pt={{ base: '4', md: '5' }}>
                <Suspense fallback={<Spinner size="sm" color="fg.muted" role="status" aria-label="Loading" />}>
                  {mode === 'set-new-password' ? (
                    <SetNewPasswordForm token={resetToken ?? ''} onDone={backToSignIn} onBack={backToSignIn} />
                  ) : mode === 'verify-device' ? (
                    <VerifyDevicePage token={deviceToken ?? ''} onBack={backToSignIn} />
                  ) : mode === 'forgot-password' ? (
                    <ForgotPasswordForm onBack={backToSignIn} />
                  ) : (
                    <SignInForm onForgotPassword={() => setForgot(true)} />
                  )}
                </Suspense>
              </Card.Body>
            </Card.Root>
            <SetupHint />
          </Stack>
          <Box gridColumn={{ lg: '1' }} gridRow={{ lg: '1' }} hideBelow="lg">
            <Suspense fallback={null}>
              <AuthSidePanel />
            </Suspense>
          </Box>
        </Grid>
      </Container>
    </AuthShell>
  );
}
