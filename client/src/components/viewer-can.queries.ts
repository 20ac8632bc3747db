import { graphql } from '../gql';

/** What the signed-in user may do (`me.can`): the server's policy rows and rank rule, as it enforces them. */
export const ViewerCanQuery = graphql(`
  query ViewerCan {
    me {
      id
      can {
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
      }
    }
  }
`);
