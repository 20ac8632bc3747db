import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { describeError } from '../components/error-info';
import { LoginDocument, MeDocument } from '../gql/graphql';
import { gqlFetch } from './gql-fetch';

const realFetch = globalThis.fetch;
function answer(body: string, init: ResponseInit = {}) {
  const fetch = jest.fn(async (_url: string, _init: RequestInit) => new Response(body, { headers: { 'content-type': 'application/json' }, ...init }));
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

describe('gqlFetch', () => {
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('posts the operation as Apollo does, with the session cookie, and answers the data', async () => {
    const fetch = answer(JSON.stringify({ data: { me: { id: 'u1' } } }));
    await expect(gqlFetch(MeDocument)).resolves.toEqual({ me: { id: 'u1' } });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    const body = JSON.parse(init.body as string) as { operationName: string; query: string; variables: object };
    expect(body.operationName).toBe('Me');
    expect(body.variables).toEqual({});
    // Printed here (no text attached outside builds), with the fragment the operation spreads.
    expect(body.query).toContain('query Me');
    expect(body.query).toContain('fragment SessionUser on User');
  });

  it('sends the text a build attaches (loc) and the variables', async () => {
    const fetch = answer(JSON.stringify({ data: { login: null } }));
    const document = { ...LoginDocument, loc: { start: 0, end: 9, source: { body: 'mutation Login' } } } as typeof LoginDocument;
    await gqlFetch(document, { input: { email: 'a@b.org', password: 'x' } });
    const body = JSON.parse(fetch.mock.calls[0][1].body as string) as { query: string; variables: object };
    expect(body.query).toBe('mutation Login');
    expect(body.variables).toEqual({ input: { email: 'a@b.org', password: 'x' } });
  });

  it('rejects GraphQL errors with CombinedGraphQLErrors, keeping extensions.code', async () => {
    answer(JSON.stringify({ data: null, errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] }));
    const error = await gqlFetch(MeDocument).catch((e: unknown) => e);
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect(describeError(error)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Not signed in' });
  });

  it('reads a GraphQL response sent with an error status (graphql-response+json)', async () => {
    answer(JSON.stringify({ errors: [{ message: 'Bad input', extensions: { code: 'BAD_USER_INPUT' } }] }), {
      status: 400,
      headers: { 'content-type': 'application/graphql-response+json' },
    });
    expect(describeError(await gqlFetch(MeDocument).catch((e: unknown) => e)).code).toBe('BAD_USER_INPUT');
  });

  it('rejects an HTTP error with ServerError and an unreadable body with ServerParseError', async () => {
    answer('Bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } });
    const server = await gqlFetch(MeDocument).catch((e: unknown) => e);
    expect(ServerError.is(server)).toBe(true);
    expect(describeError(server).code).toBe('SERVICE_UNAVAILABLE');
    answer('<html>', { status: 200 });
    expect(ServerParseError.is(await gqlFetch(MeDocument).catch((e: unknown) => e))).toBe(true);
  });
});
