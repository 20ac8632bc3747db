import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';

export const GRAPHQL_PATH = '/graphql';

/**
 * The operation text of a codegen document. In builds, the documents of the first visit carry it in `loc`
 * (the `textDocuments` of client/vite.config.ts); anywhere else (dev server, tests, a document not listed
 * there) graphql-js prints it, loaded on first use so that the first visit never downloads it.
 */
async function documentText(document: DocumentNode): Promise<string> {
  return document.loc?.source.body ?? (await import('graphql')).print(document);
}

/**
 * One GraphQL operation over HTTP without Apollo (issue #6: the landing page and /auth load no Apollo and no
 * graphql-js). Sends what Apollo's HttpLink sends (POST /graphql, JSON, the session cookie) and fails the way
 * its mutations do, with the same error classes, so `describeError`, `serverFieldErrors` and the
 * `extensions.code` checks read both alike: GraphQL errors reject with `CombinedGraphQLErrors`, an HTTP error
 * status with `ServerError`, an unreadable body with `ServerParseError`, a network failure with fetch's
 * TypeError.
 */
export async function gqlFetch<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/graphql-response+json,application/json;q=0.9', 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: operation?.name?.value, variables: variables ?? {}, query: await documentText(document) }),
  });
  const bodyText = await response.text();
  // As HttpLink: a non-2xx status fails unless the body is a GraphQL response (graphql-response+json).
  if (response.status >= 300 && !response.headers.get('content-type')?.includes('application/graphql-response+json')) {
    throw new ServerError(`Response not successful: Received status code ${response.status}`, { response, bodyText });
  }
  let result: { data?: TData | null; errors?: CombinedGraphQLErrors['errors'] };
  try {
    result = JSON.parse(bodyText) as typeof result;
  } catch (error) {
    throw new ServerParseError(error, { response, bodyText });
  }
  if (typeof result !== 'object' || result === null || !('data' in result || 'errors' in result)) {
    throw new ServerError(`Server response was malformed for query '${operation?.name?.value}'.`, { response, bodyText });
  }
  if (result.errors?.length) throw new CombinedGraphQLErrors(result);
  return result.data as TData;
}
