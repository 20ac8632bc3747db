import { graphql } from '../../gql';

export const InvitationRegisterPageQuery = graphql(`
  query InvitationRegisterPage($token: String!) {
    invitationByToken(token: $token) {
      email
      expiresAt
      chatbotPermissions
      chatbotDetails
    }
  }
`);

export const AcceptInvitationMutation = graphql(`
  mutation AcceptInvitation($token: String!, $input: AcceptInvitationInput!) {
    acceptInvitation(token: $token, input: $input) {
      success
    }
  }
`);

export const InviteTokenPageQuery = graphql(`
  query InviteTokenPage($token: String!) {
    inviteByToken(token: $token) {
      valid
      email
      firstName
      lastName
      role
      expiresAt
    }
  }
`);

export const AcceptInviteMutation = graphql(`
  mutation AcceptInvite($token: String!, $input: AcceptInviteInput!) {
    acceptInvite(token: $token, input: $input) {
      success
    }
  }
`);
