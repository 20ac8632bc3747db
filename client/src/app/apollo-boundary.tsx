import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { getApolloClient, getApolloClientInSteps } from './apollo-client';

/** For a route's loader (features/dashboard), from the chunk that already holds the client. */
export { getApolloClient, getApolloClientInSteps };

/**
 * Layout route of every page that reads data through Apollo (the signed-in shell, TOTP setup, invitations,
 * /status). Loaded lazily (app/router.tsx), so the landing page and /auth download no Apollo (issue #6).
 */
export function ApolloBoundary() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <Outlet />
    </ApolloProvider>
  );
}
