import { Box, Button, Circle, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { QrCode } from 'lucide-react';
import type { ReactNode } from 'react';
import { toaster } from '../../components/ui/toaster';
import { TotpSetupMutation } from './auth.queries';
import { errorMessage } from '../../lib/errors';
import { TotpSecret } from './TotpSecret';
import { TotpVerifyForm } from './TotpVerifyForm';

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" aria-label={`Step ${number}: ${title}`}>
      <HStack gap="3">
        <Circle size="7" bg="brand.solid" color="brand.contrast" fontSize="sm" fontWeight="semibold" aria-hidden>
          {number}
        </Circle>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </HStack>
      {children}
    </Stack>
  );
}

/**
 * TOTP setup states of access-and-identity §4 before "verified": not generated (a Generate action), then generated (QR code and
 * secret shown, with the code form). Generating again replaces the pending secret on the server.
 */
export function TotpSetupSteps({ onVerified }: { onVerified: () => void }) {
  const [generate, { data, loading }] = useMutation(TotpSetupMutation);
  const setup = data?.totpSetup;

  const onGenerate = async () => {
    try {
      await generate();
    } catch (error) {
      toaster.create({ type: 'error', title: 'Failed to setup TOTP', description: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <Stack gap="8">
      <Step number={1} title="Scan a QR code">
        {setup ? (
          <TotpSecret qrPngDataUrl={setup.qrPngDataUrl} secret={setup.secret} />
        ) : (
          <Stack gap="4">
            <List.Root as="ul" gap="1.5" ps="5" textStyle="sm" color="fg.muted">
              <List.Item>Install an authenticator app such as Google Authenticator, Microsoft Authenticator, 1Password or Authy.</List.Item>
              <List.Item>Generate your personal QR code, then scan it with the app.</List.Item>
            </List.Root>
            <Button colorPalette="brand" size="lg" w="full" onClick={onGenerate} loading={loading} loadingText="Generating">
              <QrCode /> Generate QR Code
            </Button>
          </Stack>
        )}
      </Step>
      <Step number={2} title="Enter the 6-digit code">
        {setup ? (
          <>
            <Text textStyle="sm" color="fg.muted">
              Type the code your app shows for BETI to finish turning on two-factor authentication.
            </Text>
            <TotpVerifyForm onVerified={onVerified} />
          </>
        ) : (
          <Box textStyle="sm" color="fg.subtle">
            Available once the QR code is generated.
          </Box>
        )}
      </Step>
    </Stack>
  );
}
