import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { Stack } from '@chakra-ui/react';
import { ShellSkeleton } from '../app/shell/ShellSkeleton';
import { ListSkeleton } from '../components/ListSkeleton';
import { PageIntro, type Intro } from '../components/PageIntro';
import { ALERTS_INTRO } from '../features/alerts/intro';
import { DIRECTORY_INTRO } from '../features/animals/intro';
import { DEFAULT_CENTER } from '../features/animals/list-params-logic';
import { AnimalsSkeleton } from '../features/animals/ListStates';
import { LocationLoading } from '../features/animals/LocationLoading';
import { AuthPage } from '../features/auth/AuthPage';
import { DashboardFrame } from '../features/dashboard/DashboardFrame';
import { REPORTS_INTRO } from '../features/reports/intro';

export { PRERENDERED_CSS_ATTRIBUTE } from '../app/emotion-cache';

/**
 * The page's markup with every lazy part in place. Two passes: the first loads the lazy modules (React.lazy calls
 * its loader when first rendered); in the second they are resolved, so nothing suspends and the HTML holds no
 * fallback and no inline swap script (which the CSP would refuse anyway).
 */
async function html(page: ReactNode, path: string): Promise<string> {
  await markup(page, path);
  const second = await markup(page, path);
  if (second.includes('<template')) throw new Error(`prerender of ${path}: a part still suspends on the second pass`);
  return second;
}

async function markup(page: ReactNode, path: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </AppProviders>,
    // No outlining: above this size React moves a finished Suspense boundary into a <template> placed by an
    // inline script, which the CSP refuses (and Emotion's inline styles make boundaries large).
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length) throw new AggregateError(errors, `prerender of ${path} failed`);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Build-time HTML of the first screens (issue 19): scripts/prerender.mjs renders these in Node after the client
 * build and writes the markup, with Emotion's inline styles, into copies of index.html. A phone then paints the
 * page from the HTML alone; the bundle replaces it with the live page when it runs (createRoot, not hydration:
 * the live page may differ, e.g. a stored session). Only what reads no browser state renders here.
 */
export interface PrerenderedPage {
  /** The paths the server answers with this page's HTML. */
  paths: string[];
  /** The lazy route modules of the page: their chunks are preloaded from the HTML, so they load beside the entry's. */
  modules: string[];
  /** The page's markup, or none: index.html with the preloads. */
  render?: () => Promise<string>;
  /**
   * Paint only once the whole page is parsed (scripts/prerender.mjs): for a vertically centred page, whose top half,
   * painted while the parser was half-way, moved up as the rest arrived. Other pages paint as they arrive.
   */
  paintWhole?: true;
}

/**
 * A signed-in page: the shell's frame around the page's title and loading placeholders (the same for every user: no
 * session, role or data), and preloads for Apollo's boundary, the shell and the page itself (app/router.tsx,
 * app/guards.tsx).
 */
const signedIn = (paths: string[], page: string, body: ReactNode): PrerenderedPage => ({
  paths,
  modules: ['src/app/apollo-boundary.tsx', 'src/app/shell/AppLayout.tsx', page],
  render: () => html(<ShellSkeleton>{body}</ShellSkeleton>, paths[0]!),
});

/** A page whose first content is its title, its description and a list. */
const listFrame = (intro: Intro, list: ReactNode) => (
  <Stack gap={{ base: '5', md: '6' }} maxW="7xl">
    <PageIntro intro={intro} as="p" />
    {list}
  </Stack>
);

export const pages: Record<string, PrerenderedPage> = {
  auth: { paths: ['/auth', '/login'], modules: ['src/features/auth/AuthPage.tsx'], render: () => html(<AuthPage />, '/auth'), paintWhole: true },
  dashboard: signedIn(['/dashboard'], 'src/features/dashboard/DashboardPage.tsx', <DashboardFrame />),
  location: signedIn(['/reports/location'], 'src/features/animals/LocationReportPage.tsx', <LocationLoading center={DEFAULT_CENTER} as="p" />),
  animals: signedIn(['/animals'], 'src/features/animals/AnimalsPage.tsx', listFrame(DIRECTORY_INTRO, <AnimalsSkeleton />)),
  alerts: signedIn(['/alerts'], 'src/features/alerts/AlertsPage.tsx', listFrame(ALERTS_INTRO, <ListSkeleton label="Loading alerts…" />)),
  reports: signedIn(['/reports'], 'src/features/reports/ReportsPage.tsx', listFrame(REPORTS_INTRO, <ListSkeleton label="Loading reports…" />)),
};
