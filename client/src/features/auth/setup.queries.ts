import { graphql } from '../../gql';

/** Public: true while the install has no user (the sign-in screen then says how to begin). */
export const SetupRequiredQuery = graphql(`
  query SetupRequired {
    setupRequired
  }
`);

/** The first administrator, with the token of the link the server printed; answers like sign-in. */
export const CreateFirstAdminMutation = graphql(`
  mutation CreateFirstAdmin($input: FirstAdminInput!) {
    createFirstAdmin(input: $input) {
      requiresTotpSetup
      next
      user {
        ...SessionUser
      }
    }
  }
`);
