/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query BootId {\n    health {\n      bootId\n    }\n  }\n": typeof types.BootIdDocument,
    "\n  fragment SessionUser on User {\n    id\n    email\n    firstName\n    lastName\n    role\n    profileImageUrl\n    totpEnabled\n    isTestUser\n    isRestricted\n    createdAt\n    lastLoginAt\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  fragment HealthCheckFields on HealthCheck {\n    status\n    message\n    error\n  }\n": typeof types.HealthCheckFieldsFragmentDoc,
    "\n  fragment HealthSnapshot on Health {\n    status\n    bootId\n    checkedAt\n    checks {\n      storage {\n        ...HealthCheckFields\n      }\n      db {\n        ...HealthCheckFields\n      }\n      ai {\n        ...HealthCheckFields\n      }\n      queue {\n        ...HealthCheckFields\n      }\n      mail {\n        ...HealthCheckFields\n      }\n      deltaEnabled\n    }\n    config {\n      REPORTS_SSE_ENABLED\n    }\n  }\n": typeof types.HealthSnapshotFragmentDoc,
    "\n  query SystemStatusPage {\n    health {\n      ...HealthSnapshot\n    }\n  }\n": typeof types.SystemStatusPageDocument,
    "\n  subscription HealthUpdated {\n    healthUpdated {\n      ...HealthSnapshot\n    }\n  }\n": typeof types.HealthUpdatedDocument,
};
const documents: Documents = {
    "\n  query BootId {\n    health {\n      bootId\n    }\n  }\n": types.BootIdDocument,
    "\n  fragment SessionUser on User {\n    id\n    email\n    firstName\n    lastName\n    role\n    profileImageUrl\n    totpEnabled\n    isTestUser\n    isRestricted\n    createdAt\n    lastLoginAt\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": types.MeDocument,
    "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  fragment HealthCheckFields on HealthCheck {\n    status\n    message\n    error\n  }\n": types.HealthCheckFieldsFragmentDoc,
    "\n  fragment HealthSnapshot on Health {\n    status\n    bootId\n    checkedAt\n    checks {\n      storage {\n        ...HealthCheckFields\n      }\n      db {\n        ...HealthCheckFields\n      }\n      ai {\n        ...HealthCheckFields\n      }\n      queue {\n        ...HealthCheckFields\n      }\n      mail {\n        ...HealthCheckFields\n      }\n      deltaEnabled\n    }\n    config {\n      REPORTS_SSE_ENABLED\n    }\n  }\n": types.HealthSnapshotFragmentDoc,
    "\n  query SystemStatusPage {\n    health {\n      ...HealthSnapshot\n    }\n  }\n": types.SystemStatusPageDocument,
    "\n  subscription HealthUpdated {\n    healthUpdated {\n      ...HealthSnapshot\n    }\n  }\n": types.HealthUpdatedDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BootId {\n    health {\n      bootId\n    }\n  }\n"): (typeof documents)["\n  query BootId {\n    health {\n      bootId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    email\n    firstName\n    lastName\n    role\n    profileImageUrl\n    totpEnabled\n    isTestUser\n    isRestricted\n    createdAt\n    lastLoginAt\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    email\n    firstName\n    lastName\n    role\n    profileImageUrl\n    totpEnabled\n    isTestUser\n    isRestricted\n    createdAt\n    lastLoginAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HealthCheckFields on HealthCheck {\n    status\n    message\n    error\n  }\n"): (typeof documents)["\n  fragment HealthCheckFields on HealthCheck {\n    status\n    message\n    error\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HealthSnapshot on Health {\n    status\n    bootId\n    checkedAt\n    checks {\n      storage {\n        ...HealthCheckFields\n      }\n      db {\n        ...HealthCheckFields\n      }\n      ai {\n        ...HealthCheckFields\n      }\n      queue {\n        ...HealthCheckFields\n      }\n      mail {\n        ...HealthCheckFields\n      }\n      deltaEnabled\n    }\n    config {\n      REPORTS_SSE_ENABLED\n    }\n  }\n"): (typeof documents)["\n  fragment HealthSnapshot on Health {\n    status\n    bootId\n    checkedAt\n    checks {\n      storage {\n        ...HealthCheckFields\n      }\n      db {\n        ...HealthCheckFields\n      }\n      ai {\n        ...HealthCheckFields\n      }\n      queue {\n        ...HealthCheckFields\n      }\n      mail {\n        ...HealthCheckFields\n      }\n      deltaEnabled\n    }\n    config {\n      REPORTS_SSE_ENABLED\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemStatusPage {\n    health {\n      ...HealthSnapshot\n    }\n  }\n"): (typeof documents)["\n  query SystemStatusPage {\n    health {\n      ...HealthSnapshot\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription HealthUpdated {\n    healthUpdated {\n      ...HealthSnapshot\n    }\n  }\n"): (typeof documents)["\n  subscription HealthUpdated {\n    healthUpdated {\n      ...HealthSnapshot\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;