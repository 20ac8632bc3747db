import { Stack, Text } from '@chakra-ui/react';
import { Logo } from '../../components/Logo';
import { FeatureList } from '../../components/FeatureList';

/** The wide-screen panel beside the sign-in card: product name, tagline and the four features (access-and-identity §2). */
export function AuthSidePanel() {
  return (
    <Stack as="aside" aria-label="About BETI" gap="8">
      <Stack gap="4">
        <Logo boxSize="14" rounded="xl" shadow="md" alt="" />
        <Stack gap="2">
          <Text fontSize="5xl" lineHeight="1" letterSpacing="tight" fontWeight="extrabold">
            BETI
          </Text>
          <Text fontSize="xl" fontWeight="medium" textWrap="balance">
            Behavior Evaluations, Trends, & Insights
          </Text>
        </Stack>
        <Text color="fg.muted" maxW="lg" textWrap="pretty">
          The staff console for shelter behaviour reports, animal populations and alerts.
        </Text>
      </Stack>
      <FeatureList />
    </Stack>
  );
}
