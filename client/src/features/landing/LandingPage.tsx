import { Box, Button, Container, Grid, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, Mail } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { usePageTitle } from '../../components/use-page-title';
import { FeatureList } from '../../components/FeatureList';

/** Signed-out home (access-and-identity.md §2 "Landing"). */
export function LandingPage() {
  usePageTitle();
  return (
    <Box position="relative" flex="1" display="flex" alignItems="center" overflow="hidden">
      <Backdrop />
      <Container maxW="6xl" py={{ base: '10', md: '16', lg: '20' }} position="relative">
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1.1fr)' }}
          gap={{ base: '10', lg: '16' }}
          alignItems="center"
        >
          <Stack gap="6" align={{ base: 'center', lg: 'flex-start' }} textAlign={{ base: 'center', lg: 'start' }}>
            <Logo boxSize={{ base: '16', md: '20' }} rounded="2xl" shadow="lg" />
            <Stack gap="3">
              <Text textStyle="xs" fontWeight="semibold" letterSpacing="widest" textTransform="uppercase" color="brand.fg">
                Staff console
              </Text>
              <Heading as="h1" fontSize={{ base: '5xl', md: '6xl' }} lineHeight="1" letterSpacing="tight" fontWeight="extrabold">
                BETI
              </Heading>
              <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="medium" color="fg" textWrap="balance">
                Behavior Evaluations, Trends, & Insights
              </Text>
            </Stack>
            <Text color="fg.muted" maxW="md" textWrap="pretty">
              Shelter behaviour reports turned into population trends, alerts and insights, in one place for the team.
            </Text>
            <Stack gap="4" w={{ base: 'full', sm: 'auto' }} align={{ base: 'stretch', sm: 'center', lg: 'flex-start' }}>
              <Button asChild size="lg" colorPalette="brand" px="6" shadow="sm">
                <RouterLink to="/auth">
                  Sign In to Continue <ArrowRight />
                </RouterLink>
              </Button>
              <InvitationNote />
            </Stack>
          </Stack>
          <FeatureList />
        </Grid>
      </Container>
    </Box>
  );
}

function InvitationNote() {
  return (
    <Box
      as="aside"
      display="flex"
      gap="3"
      alignItems="flex-start"
      textAlign="start"
      maxW="md"
      px="4"
      py="3"
      rounded="l2"
      borderWidth="1px"
      borderColor="border.muted"
      bg="bg.subtle"
      textStyle="sm"
      color="fg.muted"
    >
      <Icon boxSize="4" mt="0.5" color="brand.fg" flexShrink={0}>
        <Mail aria-hidden />
      </Icon>
      <Text>
        <Text as="span" fontWeight="semibold" color="fg">
          Access is by invitation only.
        </Text>{' '}
        Contact an administrator for an invitation.
      </Text>
    </Box>
  );
}

/** Soft brand glow behind the hero; decorative only. */
function Backdrop() {
  return (
    <Box
      aria-hidden
      position="absolute"
      inset="0"
      pointerEvents="none"
      css={{
        backgroundImage:
          'radial-gradient(60rem 30rem at 0% 0%, var(--chakra-colors-brand-subtle), transparent 60%), radial-gradient(40rem 24rem at 100% 100%, color-mix(in srgb, var(--chakra-colors-pink-500) 8%, transparent), transparent 70%)',
      }}
    />
  );
}
