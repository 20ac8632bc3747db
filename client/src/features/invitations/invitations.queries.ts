import { graphql } from '../../gql';

graphql(`
  fragment InvitationRow on Invitation {
    id
    token
    email
    firstName
    lastName
    role
    acceptedAt
    expiresAt
    createdAt
  }
`);

export const InvitationsPageQuery = graphql(`
  query InvitationsPage {
    invitations {
      ...InvitationRow
    }
  }
`);

export const CreateInvitationMutation = graphql(`
  mutation InviteUserCreate($input: CreateInvitationInput!) {
    createInvitation(input: $input) {
      id
      email
      firstName
      lastName
      inviteLink
    }
  }
`);

/** Answers the row, so the normalised cache shows the new expiry without a refetch. */
export const ExtendInvitationMutation = graphql(`
  mutation InvitationExtend($id: ID!, $expiresAt: DateTime!) {
    extendInvitation(id: $id, expiresAt: $expiresAt) {
      ...InvitationRow
    }
  }
`);

export const CancelInvitationMutation = graphql(`
  mutation InvitationCancel($id: ID!) {
    cancelInvitation(id: $id) {
      success
    }
  }
`);
