import { useEffect, useState } from 'react';

/** access-and-identity.md §7: the logo answer is cached for 5 minutes and never retried. */
const CACHE_MS = 5 * 60 * 1000;

let cached: { url: string | null; at: number } | undefined;
let pending: Promise<string | null> | undefined;

function isLogoAnswer(body: unknown): body is { logoUrl: string | null } {
  if (typeof body !== 'object' || body === null || !('logoUrl' in body)) return false;
  return body.logoUrl === null || typeof body.logoUrl === 'string';
}

async function fetchLogoUrl(): Promise<string | null> {
  const response = await fetch('/api/logo-url', { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  const body: unknown = await response.json();
  if (!isLogoAnswer(body)) throw new Error('unexpected /api/logo-url answer');
  // An empty string means "none" just as null does.
  return body.logoUrl || null;
}

function freshCache(): string | null | undefined {
  return cached && Date.now() - cached.at < CACHE_MS ? cached.url : undefined;
}

/** One request shared by every logo on the page; a failure is not cached, so the next mount asks again. */
export function loadLogoUrl(): Promise<string | null> {
  const hit = freshCache();
  if (hit !== undefined) return Promise.resolve(hit);
  pending ??= fetchLogoUrl()
    .then((url) => {
      cached = { url, at: Date.now() };
      return url;
    })
    .catch((error: unknown) => {
      console.warn('logo: using the bundled logo,', error);
      return null;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** The organisation's logo URL; null means the bundled logo. `loading` is true until the first answer. */
export function useLogoUrl(): { url: string | null; loading: boolean } {
  const [state, setState] = useState(() => {
    const hit = freshCache();
    return hit === undefined ? { url: null, loading: true } : { url: hit, loading: false };
  });
  const answered = !state.loading;
  useEffect(() => {
    // An answer from the cache (the shell's loader asks it on the first load, app/shell/AppLayout.tsx) is kept.
    if (answered) return;
    let mounted = true;
    void loadLogoUrl().then((url) => {
      if (mounted) setState({ url, loading: false });
    });
    return () => {
      mounted = false;
    };
  }, [answered]);
  return state;
}
