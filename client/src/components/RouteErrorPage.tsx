import { Container } from '@chakra-ui/react';
import { useRouteError } from 'react-router-dom';
import { ErrorState } from './ErrorState';
import { usePageTitle } from './use-page-title';

/**
 * A page that threw while rendering or whose code failed to load (often a deploy that replaced the
 * chunks this tab knew about): a reload fetches the current build.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle('Error');
  console.error(error);
  return (
    <Container maxW="3xl" py="16">
      <ErrorState error={error} title="This page could not be shown" onRetry={() => window.location.reload()} />
    </Container>
  );
}
