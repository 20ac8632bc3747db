import { graphql } from '../../gql';

graphql(`
  fragment UserRow on User {
    id
    email
    firstName
    lastName
    role
    profileImageUrl
    isTestUser
    createdAt
    lastLoginAt
    disabledAt
    actions
  }
`);

export const UsersPageQuery = graphql(`
  query UsersPage {
    users {
      ...UserRow
    }
  }
`);

/** Answers the row, so the normalised cache updates the list in place. */
export const UpdateUserRoleMutation = graphql(`
  mutation UsersUpdateRole($userId: ID!, $role: Role!) {
    updateUserRole(userId: $userId, role: $role) {
      ...UserRow
    }
  }
`);

/** Each answers the row: its `disabledAt`, `email` and `actions` update in place through the normalised cache. */
export const DisableUserMutation = graphql(`
  mutation UsersDisable($userId: ID!) {
    disableUser(userId: $userId) {
      ...UserRow
    }
  }
`);

export const EnableUserMutation = graphql(`
  mutation UsersEnable($userId: ID!) {
    enableUser(userId: $userId) {
      ...UserRow
    }
  }
`);

export const ResetUserTotpMutation = graphql(`
  mutation UsersResetTotp($userId: ID!) {
    resetUserTotp(userId: $userId) {
      ...UserRow
    }
  }
`);

export const ChangeUserEmailMutation = graphql(`
  mutation UsersChangeEmail($userId: ID!, $input: ChangeEmailInput!) {
    changeUserEmail(userId: $userId, input: $input) {
      ...UserRow
    }
  }
`);
