import { useEffect, useSyncExternalStore } from 'react';
import { graphql } from '../gql';
import type { SessionUserFragment, ViewerCanFragment } from '../gql/graphql';
import { readStorage, removeStorage, writeStorage } from '../lib/local-storage';
import { clearOfflineData, noteAnswerSource } from '../lib/offline';
import { gqlFetch } from './gql-fetch';

graphql(`
  fragment SessionUser on User {
    id
    email
    firstName
    lastName
    role
    profileImageUrl
    totpEnabled
    isTestUser
    isRestricted
    createdAt
    lastLoginAt
  }
`);

/**
 * The signed-in user, and what it may do (`me.can`, which app/apollo-client.ts hands to Apollo's cache for
 * components/use-viewer-can.ts: the shell and its first page render once, with their actions, rather than again
 * when a second query answers). An UNAUTHENTICATED error means signed out.
 */
export const ME_QUERY = graphql(`
  query Me {
    me {
      ...SessionUser
      can {
        ...ViewerCan
      }
    }
  }
`);

/** The session's user as Apollo's cache holds it (never sent: app/apollo-client.ts writes and watches it). */
export const CACHED_ME_QUERY = graphql(`
  query CachedMe {
    me {
      ...SessionUser
    }
  }
`);

const LOGOUT = graphql(`
  mutation Logout {
    logout {
      message
    }
  }
`);

export type SessionUser = SessionUserFragment;
export type SessionCan = ViewerCanFragment;

type MeAnswer = SessionUser & { can?: SessionCan | null };

/** The answer's user without `can`, which the session keeps beside it (unknown when the answer had none). */
function split(me: MeAnswer): { user: SessionUser; can: SessionCan | null } {
  const { can, ...user } = me;
  return { user, can: can ?? null };
}

export function isSignedOut(error: unknown): boolean {
  const e = error as { errors?: { extensions?: { code?: string } }[] } | undefined;
  return !!e?.errors?.some((x) => x.extensions?.code === 'UNAUTHENTICATED');
}

/**
 * The session lives here rather than in Apollo's cache, so the landing page and /auth load no Apollo (issue #6):
 * `me` is read with gqlFetch. Once a page loads Apollo, app/apollo-client.ts mirrors this user into its cache
 * and back (a mutation answering the session fields, e.g. totpVerify or updateProfile, updates it at once).
 */
interface SessionState {
  user: SessionUser | null;
  /** `me.can` from the same answer; null while unknown (signed out, or the offline user). */
  can: SessionCan | null;
  /** The last answer's error: UNAUTHENTICATED (signed out) or another failure. */
  error: unknown;
  /** A request for `me` is in flight. */
  fetching: boolean;
  /** At least one answer (or failure) arrived. */
  settled: boolean;
}

const INITIAL: SessionState = { user: null, can: null, error: undefined, fetching: false, settled: false };
let state = INITIAL;
let latest = 0;
const listeners = new Set<() => void>();

function setState(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** The same user (the fields of SessionUser; Apollo's copy also has __typename). */
function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  if (!a || !b) return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((k) => k !== '__typename'));
  return [...keys].every((k) => a[k as keyof SessionUser] === b[k as keyof SessionUser]);
}

/** What Apollo's cache does with the session (set by app/apollo-client.ts when a page loads Apollo). */
export interface SessionCache {
  /** Sign-out and a 401: drop every cached answer. */
  clear(): Promise<unknown>;
  /** A server restart (boot-check.ts): cached answers are not trusted; active queries fetch again. */
  reset(): Promise<unknown>;
}
let cache: SessionCache | null = null;
export function attachSessionCache(next: SessionCache | null): void {
  cache = next;
}

export function getSessionUser(): SessionUser | null {
  return state.user;
}

export function getSessionCan(): SessionCan | null {
  return state.can;
}

/** The same flags (JSON of one server answer shape: equal answers print equal). */
function sameCan(a: SessionCan | null, b: SessionCan | null): boolean {
  return a === b || (!!a && !!b && JSON.stringify(a) === JSON.stringify(b));
}

export function subscribeSession(notify: () => void): () => void {
  return subscribe(notify);
}

/** A newer copy of the signed-in user (from Apollo's cache); ignored when signed out or unchanged. */
export function updateSessionUser(user: SessionUser): void {
  if (state.user && state.user.id === user.id && !sameUser(state.user, user)) setState({ user });
}

/**
 * The last user the server confirmed on this device, for reading the offline copies (README "Offline and
 * installable app"): the service worker's copies belong to this user. Another user's sign-in deletes them first,
 * and signing out, a 401 or a signed-out answer deletes both, so one user's data never shows to another.
 */
const OFFLINE_USER_KEY = 'offlineUser';

function offlineUser(): SessionUser | null {
  try {
    return JSON.parse(readStorage(OFFLINE_USER_KEY) ?? 'null') as SessionUser | null;
  } catch {
    return null;
  }
}

async function rememberOfflineUser(user: SessionUser): Promise<void> {
  if (offlineUser()?.id !== user.id) await clearOfflineData();
  writeStorage(OFFLINE_USER_KEY, JSON.stringify(user));
}

async function forgetOfflineData(): Promise<void> {
  removeStorage(OFFLINE_USER_KEY);
  await clearOfflineData();
}

/** fetch's own failure (no network, server unreachable), as opposed to an answer with an error. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * Reads `me` from the server. Only the latest request's answer counts. An UNAUTHENTICATED answer means signed
 * out; any other failure keeps the user (if any) and is reported as `error`. With no network and no user yet,
 * the last confirmed user reads the offline copies (the offline notices say so). Returns the answer's error.
 */
export async function loadSession(): Promise<unknown> {
  const request = ++latest;
  setState({ fetching: true });
  let error: unknown;
  let user: SessionUser | null = state.user;
  let can = state.can;
  try {
    ({ user, can } = split((await gqlFetch(ME_QUERY)).me));
    await rememberOfflineUser(user);
  } catch (caught) {
    error = caught;
    if (isSignedOut(caught)) {
      user = null;
      can = null;
      await forgetOfflineData();
    } else if (isNetworkFailure(caught) && !user && offlineUser()) {
      user = offlineUser();
      error = undefined;
      noteAnswerSource(true);
    }
  }
  if (request === latest) {
    setState({ user: sameUser(state.user, user) ? state.user : user, can: sameCan(state.can, can) ? state.can : can, error, fetching: false, settled: true });
  }
  return error;
}

/**
 * access-and-identity §2's re-check on navigation: a fresh `me` updates the user; the answer's error is returned (the caller acts
 * on UNAUTHENTICATED), and other failures change nothing, as Apollo's network-only query did before.
 */
export async function recheckSession(): Promise<unknown> {
  const request = latest;
  try {
    const { user, can } = split((await gqlFetch(ME_QUERY)).me);
    if (request === latest && state.user && !(sameUser(state.user, user) && sameCan(state.can, can))) {
      setState({ user: sameUser(state.user, user) ? state.user : user, can: sameCan(state.can, can) ? state.can : can });
    }
    return undefined;
  } catch (error) {
    return error;
  }
}

/** access-and-identity §2: after a 401 the cached data goes (Apollo's store too) and the user is signed out here. */
export async function endSession(error?: unknown): Promise<void> {
  latest++;
  await forgetOfflineData();
  await cache?.clear().catch(() => undefined);
  setState({ user: null, can: null, error, fetching: false, settled: true });
}

/**
 * boot-check.ts: the server restarted since the last visit; re-read the user, and Apollo's cache and the offline
 * copies go. On a first visit (no id stored) only the offline copies go: the user and Apollo's cache come from this
 * page load and this server, and re-reading them mid-render made React redo the first render in one blocking task
 * (issue 19).
 */
export async function resetSession(firstVisit = false): Promise<void> {
  await clearOfflineData();
  if (firstVisit) return;
  await cache?.reset();
  // Only a signed-in user is cached identity. Re-reading a signed-out session would show the loading screen
  // and remount the sign-in form under the visitor's typing; one still in flight answers fresh anyway.
  if (state.user) await loadSession();
}

/** Test helper (client/src/test-utils.tsx): a session that already answered with `user`. */
export function setSessionForTests(user: SessionUser | null): void {
  latest++;
  state = { ...INITIAL, user: user && split(user).user, settled: true };
  listeners.forEach((notify) => notify());
}

async function refresh(): Promise<void> {
  await loadSession();
}

async function signOut(): Promise<void> {
  await gqlFetch(LOGOUT).catch(() => undefined);
  await forgetOfflineData();
  await cache?.clear().catch(() => undefined);
  window.location.assign('/');
}

/**
 * The current session. `refresh()` re-reads it (after sign-in, TOTP, profile changes); `signOut()` ends the
 * session and does a full page load of `/` (access-and-identity.md §4). The first caller starts the request.
 */
export function useSession() {
  const { user, error, fetching, settled } = useSyncExternalStore(subscribe, () => state, () => state);
  useEffect(() => {
    if (!state.settled && !state.fetching) void loadSession();
  }, []);
  // As Apollo's `loading && !data` before: waiting for the first answer, or re-reading without a user.
  const loading = (!settled || fetching) && !user;
  return {
    user,
    loading,
    signedOut: !loading && (!user || isSignedOut(error)),
    /** An error that is not "signed out" (server down, …). */
    error: error && !isSignedOut(error) ? (error as Error) : undefined,
    refresh,
    signOut,
  };
}
