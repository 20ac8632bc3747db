import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../gql';
import type { SessionUserFragment } from '../gql/graphql';

graphql(`
  fragment SessionUser on User {
    id
    email
    firstName
    lastName
    role
    profileImageUrl
    totpEnabled
    isTestUser
    isRestricted
    createdAt
    lastLoginAt
  }
`);

/** The signed-in user; an UNAUTHENTICATED error means signed out. */
export const ME_QUERY = graphql(`
  query Me {
    me {
      ...SessionUser
    }
  }
`);

const LOGOUT = graphql(`
  mutation Logout {
    logout {
      message
    }
  }
`);

export type SessionUser = SessionUserFragment;

function isSignedOut(error: unknown): boolean {
  const e = error as { errors?: { extensions?: { code?: string } }[] } | undefined;
  return !!e?.errors?.some((x) => x.extensions?.code === 'UNAUTHENTICATED');
}

/**
 * The current session, from the cached `me` query. `refresh()` re-reads it (after sign-in, TOTP, profile
 * changes); `signOut()` ends the session and does a full page load of `/` (access-and-identity.md §4).
 */
export function useSession() {
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(ME_QUERY, { fetchPolicy: 'cache-first', errorPolicy: 'all' });
  const user = (data?.me as SessionUser | undefined) ?? null;
  const refresh = useCallback(async () => {
    await refetch().catch(() => undefined);
  }, [refetch]);
  const signOut = useCallback(async () => {
    await client.mutate({ mutation: LOGOUT }).catch(() => undefined);
    await client.clearStore().catch(() => undefined);
    window.location.assign('/');
  }, [client]);
  return {
    user,
    loading: loading && !data,
    signedOut: !loading && (!user || isSignedOut(error)),
    /** An error that is not "signed out" (server down, …). */
    error: error && !isSignedOut(error) ? error : undefined,
    refresh,
    signOut,
  };
}
