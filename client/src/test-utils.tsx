import { jest } from '@jest/globals';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { act, configure, render } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { GRAPHQL_PATH } from './app/gql-fetch';
import { colorMode } from './app/providers';
import { ME_QUERY, setSessionForTests, type SessionUser } from './app/session';
import { getSystem } from './app/theme';
import { GrantableRolesQuery } from './components/roles.queries';
import { Provider } from './components/ui/provider';
import type { ViewerCan } from './components/use-viewer-can';
import { ViewerCanQuery } from './components/viewer-can.queries';
import type { Role } from './gql/graphql';

// findBy… and waitFor wait up to 4 s rather than 1, and a test may take 20 s rather than 5: lazy chunks, zod and
// Apollo answers on a busy two-core machine.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

/**
 * The session the app would read: the user of the ME_QUERY answer among `mocks` (the session store reads `me`
 * with gqlFetch, not through Apollo, so MockedProvider cannot answer it), else signed out.
 */
function sessionOf(mocks: MockedProviderProps['mocks']): SessionUser | null {
  const answer = mocks?.find((mock) => mock.request.query === ME_QUERY)?.result;
  return (answer && typeof answer === 'object' && 'data' in answer ? (answer.data as { me?: SessionUser } | undefined)?.me : null) ?? null;
}

/** Renders a component as the app does (Chakra theme, router, Apollo with mocked answers), for component tests. */
export function renderWithProviders(ui: ReactElement, { route = '/', mocks = [] }: { route?: string; mocks?: MockedProviderProps['mocks'] } = {}) {
  setSessionForTests(sessionOf(mocks));
  const wrap = (node: ReactElement) => (
    <MockedProvider mocks={mocks}>
      <Provider system={getSystem()} colorMode={colorMode}>
        <MemoryRouter initialEntries={[route]}>{node}</MemoryRouter>
      </Provider>
    </MockedProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}

/**
 * From now on every min-width media query matches: the wide layout (tables, inline filter rows) rather than
 * the phone's cards. Returns the undo, for `afterEach`.
 */
export function wideScreen(): () => void {
  const narrow = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...narrow(query), matches: query.includes('min-width') })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = narrow;
  };
}

/** A signed-in user as the session fragment carries it (`over` replaces fields). */
export function sessionUser(over: Partial<SessionUser> = {}): SessionUser & { __typename: 'User' } {
  return {
    __typename: 'User',
    id: 'u1',
    email: 'sam@example.org',
    firstName: 'Sam',
    lastName: 'Rivera',
    role: 'OFFICER',
    profileImageUrl: null,
    totpEnabled: false,
    isTestUser: false,
    isRestricted: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
    ...over,
  };
}

/** The ME_QUERY answer that signs `user` in for renderWithProviders. */
export function meMock(over: Partial<SessionUser> = {}) {
  return { request: { query: ME_QUERY }, result: { data: { me: sessionUser(over) } } };
}

/** `me.can` with every flag off. */
export const CAN_NOTHING: ViewerCan = {
  listUsers: false,
  inviteUsers: false,
  listInvitations: false,
  resetOwnTotp: false,
  loadSampleData: false,
  readSettings: false,
  updateSettings: false,
  readAlerts: false,
  updateAlerts: false,
  raiseAlerts: false,
  readAlertSettings: false,
  grantRoles: [],
  manageApiKeys: false,
  apiKeyRoles: [],
  apiKeyScopes: [],
};

/** The server's `me.can` answer (read again by each screen that uses it, hence several uses). */
export function viewerCanMock(can: Partial<ViewerCan>) {
  return {
    request: { query: ViewerCanQuery },
    result: { data: { me: { __typename: 'User', id: 'u1', can: { __typename: 'ViewerCan', ...CAN_NOTHING, ...can } } } },
    maxUsageCount: 20,
  };
}

/** The server's `grantableRoles` answer. */
export function grantableRolesMock(roles: Role[]) {
  return { request: { query: GrantableRolesQuery }, result: { data: { grantableRoles: roles } } };
}

/** A GraphQL error as the server sends it: `extensions.code` and, for field problems, `extensions.fields`. */
export function graphqlError(message: string, code = 'BAD_REQUEST', fields?: Record<string, string>): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...(fields && { fields }) } });
}

/** Lets pending promises and timers of less than `ms` run (an answer that should NOT change the screen). */
export const settle = (ms = 50) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

/** One request seen by the fake fetch: GraphQL calls (gqlFetch) carry their operation name and variables. */
export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
  operationName?: string;
  variables?: Record<string, unknown>;
}

/**
 * An answer of the fake fetch: a body (JSON, or a string sent as is) with a status (200 by default) and a content
 * type (GraphQL's or JSON by default), or a network failure.
 */
export type FetchReply = { status?: number; body: unknown; contentType?: string } | TypeError;
export type FetchRoute = FetchReply | ((call: FetchCall) => FetchReply);

const realFetch = globalThis.fetch;

/**
 * Replaces `fetch` (jsdom has none) for screens that call the server without Apollo: gqlFetch (the session,
 * sign-in, setup) and the REST doors (logo, setup hint, photo upload). `routes` answers by GraphQL operation name
 * ("Login", "Me") or by path ("/api/auth/setup"); the logo answers "none" unless given; anything else is a 404.
 * Returns the calls made, in order. Undo with restoreFetch().
 */
export function mockFetch(routes: Record<string, FetchRoute>): FetchCall[] {
  const calls: FetchCall[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const raw = init.body;
    const body: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const gql = url === GRAPHQL_PATH ? (body as { operationName?: string; variables?: Record<string, unknown> }) : undefined;
    const call: FetchCall = { url, method: init.method ?? 'GET', body, operationName: gql?.operationName, variables: gql?.variables };
    calls.push(call);
    const route = routes[gql?.operationName ?? url] ?? (url === '/api/logo-url' ? { body: { logoUrl: null } } : { status: 404, body: { message: 'Not Found' } });
    const reply = typeof route === 'function' ? route(call) : route;
    if (reply instanceof TypeError) throw reply;
    const status = reply.status ?? 200;
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    const contentType = reply.contentType ?? (gql ? 'application/graphql-response+json' : 'application/json');
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as Response;
  };
  globalThis.fetch = fake as typeof fetch;
  return calls;
}

export function restoreFetch(): void {
  globalThis.fetch = realFetch;
}

