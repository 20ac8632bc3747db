import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { colorMode } from './app/providers';
import { system } from './app/theme';
import { Provider } from './components/ui/provider';

/** Renders a component as the app does (Chakra theme, router, Apollo with mocked answers), for component tests. */
export function renderWithProviders(ui: ReactElement, { route = '/', mocks = [] }: { route?: string; mocks?: MockedProviderProps['mocks'] } = {}) {
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
