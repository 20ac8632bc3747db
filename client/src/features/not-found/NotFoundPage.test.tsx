import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, renderWithProviders, restoreFetch } from '../../test-utils';
import { NotFoundPage } from './NotFoundPage';

afterEach(() => restoreFetch());

function renderAt(route: string) {
  mockFetch({});
  renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>,
    { route },
  );
}

describe('Not-found page (access-and-identity §2)', () => {
  it('is titled 404 Page Not Found, in the heading and the document title', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found');
    expect(document.title).toBe('BETI — 404 Page Not Found');
  });

  it('names the path that has no page', () => {
    renderAt('/reports/somewhere-else');
    expect(screen.getByText('/reports/somewhere-else')).toBeTruthy();
    expect(screen.getByText(/It may have moved, or the link may be/)).toBeTruthy();
  });

  it('leads back home', () => {
    renderAt('/betie-old');
    const back = screen.getByRole('link', { name: /Back to home/ });
    expect(back.getAttribute('href')).toBe('/');
    fireEvent.click(back);
    expect(screen.getByText('Home page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /404/ })).toBeNull();
  });
});
