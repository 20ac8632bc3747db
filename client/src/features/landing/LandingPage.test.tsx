import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders, restoreFetch } from '../../test-utils';
import { LandingPage } from './LandingPage';

beforeEach(() => {
  mockFetch({});
});
afterEach(() => restoreFetch());

/** Renders the page and waits for its logo (asked of the server) to settle. */
async function renderLanding() {
  renderWithProviders(<LandingPage />);
  await screen.findByRole('img', { name: 'BETI logo' });
}

describe('Landing page (access-and-identity §1, access-and-identity §2)', () => {
  it('names the product with its tagline and leads to sign in', async () => {
    await renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'BETI' })).toBeTruthy();
    expect(screen.getByText('Behavior Evaluations, Trends, & Insights')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Sign In to Continue/ }).getAttribute('href')).toBe('/auth');
    expect(document.title).toBe('BETI — Behavior Evaluations, Trends, & Insights');
  });

  it('lists the four features of the spec, in order', async () => {
    await renderLanding();
    const features = within(screen.getByRole('region', { name: 'Features' })).getAllByRole('heading', { level: 3 });
    expect(features.map((feature) => feature.textContent)).toEqual([
      'AI-powered report processing',
      'Real-time animal population tracking',
      'Real-time alert processing',
      'Secure staff access and reporting',
    ]);
    expect(within(screen.getByRole('region', { name: 'Features' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('says an invitation is needed, and whom to ask', async () => {
    await renderLanding();
    expect(screen.getByRole('complementary').textContent).toBe('Access is by invitation only. Contact an administrator for an invitation.');
  });

  it('offers nothing that needs an account: no form, no other link', async () => {
    await renderLanding();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
