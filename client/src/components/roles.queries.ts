import { graphql } from '../gql';

/** The roles the signed-in user may grant by invitation or role change (the server's rank rule). */
export const GrantableRolesQuery = graphql(`
  query GrantableRoles {
    grantableRoles
  }
`);
