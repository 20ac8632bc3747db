import { afterEach, describe, expect, it } from '@jest/globals';
import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen } from '@testing-library/react';
import { useViewerCan } from '../components/use-viewer-can';
import { CAN_NOTHING, mockFetch, restoreFetch, sessionUser, settle } from '../test-utils';
import { bridgeSession, createApolloClient } from './apollo-client';
import { loadSession, recheckSession, setSessionForTests } from './session';

/** The session's `me` answer as the server sends it: the user and its `me.can` (no __typename: gqlFetch). */
const meAnswer = (listUsers: boolean) => {
  const { __typename: _, ...user } = sessionUser();
  return { body: { data: { me: { ...user, can: { ...CAN_NOTHING, listUsers } } } } };
};

/** Records what useViewerCan gave on each render. */
function Probe({ seen }: { seen: (boolean | undefined)[] }) {
  const { can } = useViewerCan();
  seen.push(can?.listUsers);
  return <p>{can === undefined ? 'unknown' : `listUsers ${can.listUsers}`}</p>;
}

describe("the session's me carries me.can into Apollo's cache", () => {
  afterEach(() => {
    restoreFetch();
    setSessionForTests(null);
  });

  it('a screen has the flags on its first render, without asking again; a re-check brings a changed role', async () => {
    const routes = { Me: meAnswer(true) };
    const calls = mockFetch(routes);
    await loadSession();
    const client = createApolloClient();
    bridgeSession(client);

    const seen: (boolean | undefined)[] = [];
    render(
      <ApolloProvider client={client}>
        <Probe seen={seen} />
      </ApolloProvider>,
    );
    expect(screen.getByText('listUsers true')).toBeTruthy();
    await settle();
    expect(seen).toEqual([true]);
    expect(calls.map((call) => call.operationName)).toEqual(['Me']);

    // The role changed on the server; the next navigation's re-check reads `me` again.
    routes.Me = meAnswer(false);
    await act(async () => {
      await recheckSession();
    });
    expect(await screen.findByText('listUsers false')).toBeTruthy();
    expect(calls.map((call) => call.operationName)).toEqual(['Me', 'Me']);
  });

  it('without flags in the session (an older answer, the offline user) the screen asks the server', async () => {
    const { __typename: _, ...user } = sessionUser();
    const calls = mockFetch({
      Me: { body: { data: { me: user } } },
      ViewerCan: { body: { data: { me: { __typename: 'User', id: user.id, can: { __typename: 'ViewerCan', ...CAN_NOTHING, listUsers: true } } } } },
    });
    await loadSession();
    const client = createApolloClient();
    bridgeSession(client);
    render(
      <ApolloProvider client={client}>
        <Probe seen={[]} />
      </ApolloProvider>,
    );
    expect(screen.getByText('unknown')).toBeTruthy();
    expect(await screen.findByText('listUsers true')).toBeTruthy();
    expect(calls.map((call) => call.operationName)).toEqual(['Me', 'ViewerCan']);
  });
});
