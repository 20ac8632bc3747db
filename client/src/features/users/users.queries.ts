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
