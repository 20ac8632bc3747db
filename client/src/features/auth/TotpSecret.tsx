import { Box, Code, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { CopyButton } from '../../components/CopyButton';

/** Step 1 result: the QR code to scan, and the secret for typing in by hand. */
export function TotpSecret({ qrPngDataUrl, secret }: { qrPngDataUrl: string; secret: string }) {
  return (
    <Stack gap="4" align="center">
      {/* White in both themes: dark quiet zones make the code unreadable for some scanners. */}
      <Box bg="white" p="3" rounded="l3" borderWidth="1px" borderColor="border.muted" shadow="xs">
        <Image src={qrPngDataUrl} alt="QR code to scan with your authenticator app" boxSize={{ base: '44', md: '48' }} />
      </Box>
      <Stack gap="2" w="full">
        <Text textStyle="sm" color="fg.muted" textAlign="center">
          Can't scan it? Enter this key in the app instead:
        </Text>
        <Flex gap="2" align="center" p="2" ps="3" rounded="l2" bg="bg.muted" borderWidth="1px" borderColor="border.muted">
          <Code
            flex="1"
            minW="0"
            variant="plain"
            bg="transparent"
            fontSize="sm"
            letterSpacing="wider"
            overflowWrap="anywhere"
            data-testid="totp-secret"
          >
            {secret}
          </Code>
          <CopyButton value={secret} what="secret key" />
        </Flex>
      </Stack>
    </Stack>
  );
}
