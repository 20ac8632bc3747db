import { graphql } from '../../gql';

/**
 * One key as every list shows it (Profile Settings › API keys and the Users drawer), so both screens' answers
 * keep the same fields in Apollo's cache: a revoke answers this shape and the row updates in place.
 */
graphql(`
  fragment ApiKeyFields on ApiKey {
    id
    name
    prefix
    role
    effectiveRole
    scopes
    state
    createdAt
    expiresAt
    expiresSoon
    lastUsedAt
    lastUsedIp
    revokedAt
    canRevoke
    owner {
      id
      email
      name
      role
    }
  }
`);

/** Your keys without `userId`; with it (ADMIN and up), those of a user below you. Newest first, revoked and expired included. */
export const ApiKeyListQuery = graphql(`
  query ApiKeyList($userId: ID) {
    apiKeys(userId: $userId) {
      ...ApiKeyFields
    }
  }
`);

/** The answer's `secret` is the only time the server gives it out. */
export const CreateApiKeyMutation = graphql(`
  mutation ApiKeyCreate($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      secret
      key {
        ...ApiKeyFields
      }
    }
  }
`);

/** Answers the key (state revoked, canRevoke false): the normalised cache updates its row in place. */
export const RevokeApiKeyMutation = graphql(`
  mutation ApiKeyRevoke($id: ID!) {
    revokeApiKey(id: $id) {
      ...ApiKeyFields
    }
  }
`);

/** Sudo mode: the password (and TOTP code) again; the session may then create keys until `until`. */
export const ConfirmIdentityMutation = graphql(`
  mutation ConfirmIdentity($input: ConfirmIdentityInput!) {
    confirmIdentity(input: $input) {
      until
    }
  }
`);
