import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLayout } from '../components/PageLayout';
import { PageFallback } from '../components/PageFallback';
import { RouteErrorPage } from '../components/RouteErrorPage';
import type { Role } from '../gql/graphql';
import { afterATask } from './first-load';
import { HomeRedirect, loadShell, RequireRole, SessionGate, SignedInLayout, SignedOutOnly, TotpSetupRoute } from './guards';

/** A lazily loaded page component (its own chunk), its code run in a task of its own (`afterATask`). */
const page = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({ lazy: afterATask(load) });

const auth = afterATask(async () => {
  const loaded = await import('../features/auth/AuthPage');
  await loaded.prepareAuthPage();
  return loaded;
});

/**
 * Pathless layout of the pages that read data through Apollo: it provides the client, so Apollo (and
 * graphql-js) load with those pages, never with the landing page or /auth (issue #6).
 */
const apollo: Pick<RouteObject, 'lazy'> = {
  lazy: afterATask(async () => ({ Component: (await import('./apollo-boundary')).ApolloBoundary })),
};

/** A lazily loaded page, shown only to `min` and above (others go to /dashboard). */
const gated = (min: Role, load: () => Promise<React.ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: afterATask(async () => {
    const Page = await load();
    return { Component: () => <RequireRole min={min}><Page /></RequireRole> };
  }),
});

const uploadPage = async () => ({ Component: (await import('../features/reports/UploadPage')).UploadPage });
const locationPage = async () => {
  const { LocationReportPage, locationLoader } = await import('../features/animals/LocationReportPage');
  return { Component: LocationReportPage, loader: locationLoader };
};
const animalsPage = async () => {
  const { AnimalsPage, animalsLoader } = await import('../features/animals/AnimalsPage');
  return { Component: AnimalsPage, loader: animalsLoader };
};
const dashboardPage = async () => {
  const { DashboardPage, dashboardLoader } = await import('../features/dashboard/DashboardPage');
  return { Component: DashboardPage, loader: dashboardLoader };
};
const invitationsPage = page(async () => ({ Component: (await import('../features/users/invitations/InvitationsPage')).InvitationsPage }));
const betiPage = async () => (await import('../features/insights/BetiPage')).BetiPage;

/**
 * The route table of access-and-identity.md §2. SessionGate sits above everything: it waits for the
 * session, sends signed-out visitors on protected paths to /login and restricted users to /setup/totp.
 */
const routes: RouteObject[] = [
  {
    element: <SessionGate />,
    HydrateFallback: PageFallback,
    errorElement: <RouteErrorPage />,
    children: [
      // Full-page public screens: their own centred layouts.
      {
        path: 'auth',
        lazy: async () => {
          const { AuthPage } = await auth();
          return { Component: () => <SignedOutOnly to="/"><AuthPage /></SignedOutOnly> };
        },
      },
      // The first administrator (issue 16): the one-time link the server prints while no user exists.
      {
        path: 'setup',
        lazy: async () => {
          const { SetupPage } = await import('../features/auth/SetupPage');
          return { Component: () => <SignedOutOnly to="/dashboard"><SetupPage /></SignedOutOnly> };
        },
      },
      {
        path: 'login',
        lazy: async () => {
          const { AuthPage } = await auth();
          return { Component: () => <SignedOutOnly to="/dashboard"><AuthPage /></SignedOutOnly> };
        },
      },
      // Pages with data: Apollo loads with them.
      {
        ...apollo,
        children: [
          {
            path: 'setup/totp',
            lazy: async () => {
              const { TotpSetupPage } = await import('../features/auth/TotpSetupPage');
              return { Component: () => <TotpSetupRoute page={<TotpSetupPage />} /> };
            },
          },
          { path: 'invitation-register', ...page(async () => ({ Component: (await import('../features/invite-accept/InvitationRegisterPage')).InvitationRegisterPage })) },
          { path: 'invite/:token', ...page(async () => ({ Component: (await import('../features/invite-accept/InviteTokenPage')).InviteTokenPage })) },
          // Signed in: the application shell.
          {
            element: <SignedInLayout />,
            loader: loadShell,
            shouldRevalidate: () => false,
            errorElement: <RouteErrorPage />,
            children: [
              // operations.md §2; role rules of access-and-identity §6 and the navigation rules of access-and-identity.md §6.
              { path: 'animals', ...page(animalsPage) },
              { path: 'reports', ...page(async () => ({ Component: (await import('../features/reports/ReportsPage')).ReportsPage })) },
              { path: 'reports/uploads', ...page(uploadPage) },
              { path: 'reports/upload', ...page(uploadPage) },
              { path: 'reports/location', ...page(locationPage) },
              { path: 'reports/locations', ...page(locationPage) },
              { path: 'alerts', ...gated('OFFICER', async () => (await import('../features/alerts/AlertsPage')).AlertsPage) },
              { path: 'beti', ...gated('OFFICER', betiPage) },
              { path: 'betie', ...gated('OFFICER', betiPage) },
              { path: 'meetings', ...gated('OFFICER', async () => (await import('../features/meetings/MeetingsPage')).MeetingsPage) },
              { path: 'admin/dictionaries', ...gated('SUPERVISOR', async () => (await import('../features/dictionaries/DictionariesPage')).DictionariesPage) },
              { path: 'admin/settings', ...gated('SUPERVISOR', async () => (await import('../features/settings/SystemSettingsPage')).SystemSettingsPage) },
              { path: 'admin/prompt-builder', ...gated('SUPERVISOR', async () => (await import('../features/prompt-builder/PromptBuilderPage')).PromptBuilderPage) },
              { path: 'dashboard', ...page(dashboardPage) },
              { path: 'users', ...page(async () => ({ Component: (await import('../features/users/UsersPage')).UsersPage })) },
              { path: 'users/invitations', ...invitationsPage },
              { path: 'admin/invites', ...invitationsPage },
              { path: 'profile-settings', ...page(async () => ({ Component: (await import('../features/profile/ProfileSettingsPage')).ProfileSettingsPage })) },
            ],
          },
        ],
      },
      // Public pages with the site header and footer.
      {
        element: <PageLayout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              {
                index: true,
                lazy: async () => {
                  const { LandingPage } = await import('../features/landing/LandingPage');
                  return { Component: () => <HomeRedirect><LandingPage /></HomeRedirect> };
                },
              },
              { ...apollo, children: [{ path: 'status', ...page(async () => ({ Component: (await import('../features/health/SystemStatusPage')).SystemStatusPage })) }] },
              { path: '*', ...page(async () => ({ Component: (await import('../features/not-found/NotFoundPage')).NotFoundPage })) },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Made by main.tsx, in a task of its own: creating the router starts the first navigation (matching, the first route's
 * lazy imports), ~20 % of what the entry's evaluation was (issue 19).
 */
export const createAppRouter = () => createBrowserRouter(routes);
