import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { CAN_NOTHING, mockFetch, restoreFetch, sessionUser } from '../test-utils';
import { bridgeSession, createApolloClient } from './apollo-client';
import { BOOT_ID_STORAGE_KEY, checkBootId } from './boot-check';
import { CACHED_ME_QUERY, loadSession, setSessionForTests } from './session';

const { __typename: _, ...user } = sessionUser();
const routes = {
  Me: { body: { data: { me: { ...user, can: CAN_NOTHING } } } },
  BootId: { body: { data: { health: { bootId: 'boot-2' } } } },
};

/** A signed-in page that has loaded Apollo: the session's user is in the cache. */
async function signedInPage() {
  const calls = mockFetch(routes);
  await loadSession();
  const client = createApolloClient();
  bridgeSession(client);
  expect(client.readQuery({ query: CACHED_ME_QUERY })?.me?.id).toBe(user.id);
  return { calls, client };
}

describe('checkBootId (access-and-identity §2: a restarted server invalidates cached identity)', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    restoreFetch();
    setSessionForTests(null);
  });

  it('a first visit stores the id and keeps what this page load read: no second `me`, the cache stays', async () => {
    const { calls, client } = await signedInPage();
    await checkBootId();
    expect(window.localStorage.getItem(BOOT_ID_STORAGE_KEY)).toBe('boot-2');
    expect(calls.map((call) => call.operationName)).toEqual(['Me', 'BootId']);
    expect(client.readQuery({ query: CACHED_ME_QUERY })?.me?.id).toBe(user.id);
  });

  it('an id from an earlier server start empties the cache and reads the user again', async () => {
    window.localStorage.setItem(BOOT_ID_STORAGE_KEY, 'boot-1');
    const { calls, client } = await signedInPage();
    await checkBootId();
    expect(window.localStorage.getItem(BOOT_ID_STORAGE_KEY)).toBe('boot-2');
    expect(calls.map((call) => call.operationName)).toEqual(['Me', 'BootId', 'Me']);
    // Reset, then refilled by the session's fresh answer (bridgeSession writes it back).
    expect(client.readQuery({ query: CACHED_ME_QUERY })?.me?.id).toBe(user.id);
  });

  it('the same id changes nothing', async () => {
    window.localStorage.setItem(BOOT_ID_STORAGE_KEY, 'boot-2');
    const { calls } = await signedInPage();
    await checkBootId();
    expect(calls.map((call) => call.operationName)).toEqual(['Me', 'BootId']);
  });
});
