import { graphql } from '../gql';

/**
 * What the signed-in user may do (`me.can`): the server's policy rows and rank rule, as it enforces them. The
 * session's own `me` (app/session.ts) asks for the same fragment, so the shell and its first page have it at once.
 */
graphql(`
  fragment ViewerCan on ViewerCan {
    listUsers
    inviteUsers
    listInvitations
    resetOwnTotp
    loadSampleData
    readSettings
    updateSettings
    readAlerts
    updateAlerts
    raiseAlerts
    readAlertSettings
    grantRoles
    manageApiKeys
    apiKeyRoles
    apiKeyScopes
  }
`);

export const ViewerCanQuery = graphql(`
  query ViewerCan {
    me {
      id
      can {
        ...ViewerCan
      }
    }
  }
`);
