import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { colorMode } from './app/providers';
import { ME_QUERY, setSessionForTests, type SessionUser } from './app/session';
import { system } from './app/theme';
import { Provider } from './components/ui/provider';

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
      <Provider system={system} colorMode={colorMode}>
        <MemoryRouter initialEntries={[route]}>{node}</MemoryRouter>
      </Provider>
    </MockedProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
