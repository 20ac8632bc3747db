import { Box, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { Construction } from 'lucide-react';
import { usePageTitle } from '../../components/use-page-title';

/**
 * Operations screens (operations.md) that this release does not have yet. The routes, guards and navigation
 * exist so that links work; the page says plainly that the screen is not there rather than faking data.
 */
export function NotYetAvailablePage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Stack gap="6" maxW="4xl">
      <Heading as="h1" size="2xl" letterSpacing="tight">
        {title}
      </Heading>
      <Box borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="l3" bg="bg.panel" p={{ base: '6', md: '10' }} textAlign="center">
        <Stack align="center" gap="3">
          <Icon as={Construction} boxSize="8" color="fg.muted" aria-hidden />
          <Text fontWeight="semibold">This screen is not available yet</Text>
          <Text color="fg.muted" maxW="md">
            Reports you upload are already processed and stored; this page will show them in an upcoming release.
          </Text>
        </Stack>
      </Box>
    </Stack>
  );
}
