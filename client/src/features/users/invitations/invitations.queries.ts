import { graphql } from '../../../gql';

graphql(`
  fragment InvitationRow on Invitation {
    id
    email
    firstName
    lastName
    role
    acceptedAt
    cancelledAt
    cancelReason
    expiresAt
    createdAt
    mailState
    mailError
    mailAttempts
    actions
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

/** A new link (the old one dies at once), mailed again; `inviteLink` outside production only. */
export const ResendInvitationMutation = graphql(`
  mutation InvitationResend($id: ID!) {
    resendInvitation(id: $id) {
      id
      email
      firstName
      lastName
      inviteLink
      mailState
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
