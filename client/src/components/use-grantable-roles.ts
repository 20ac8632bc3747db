import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { Role } from '../gql/graphql';
import { sortRoles } from '../lib/grantable-roles';
import { GrantableRolesQuery } from './roles.queries';

/**
 * The roles the signed-in user may grant (invite or role change), most powerful first; undefined while the
 * first answer is on its way. The server decides: role pickers offer these and nothing else.
 */
export function useGrantableRoles(): { roles: Role[] | undefined; error: unknown } {
  const { data, error } = useQuery(GrantableRolesQuery);
  const roles = useMemo(() => (data ? sortRoles(data.grantableRoles) : undefined), [data]);
  return { roles, error };
}
