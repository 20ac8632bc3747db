import { Button, Code, Container, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';

/** Any path without a screen (access-and-identity.md §2: "a not-found page titled 404 Page Not Found"). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle('404 Page Not Found');
  return (
    <Container maxW="2xl" flex="1" display="flex" alignItems="center" py={{ base: '16', md: '24' }}>
      <Stack gap="6" align="center" textAlign="center" w="full">
        <Icon boxSize="14" color="brand.fg" p="3" bg="brand.subtle" rounded="full" borderWidth="1px" borderColor="brand.muted">
          <SearchX aria-hidden />
        </Icon>
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
          <Text as="span" color="brand.fg">
            404
          </Text>{' '}
          Page Not Found
        </Heading>
        <Text color="fg.muted" maxW="md">
          There is no page at <Code overflowWrap="anywhere">{pathname}</Code>. It may have moved, or the link may be
          mistyped.
        </Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/">
            <ArrowLeft /> Back to home
          </RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
