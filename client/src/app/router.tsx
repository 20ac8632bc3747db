import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLayout } from '../components/PageLayout';
import { PageFallback } from '../components/PageFallback';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { LandingPage } from '../features/landing/LandingPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { NotYetAvailablePage } from '../features/operations/NotYetAvailablePage';
import { HomeRedirect, SessionGate, SignedInLayout, SignedOutOnly, TotpSetupRoute } from './guards';

/** A lazily loaded page component (its own chunk). */
const page = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({ lazy: load });

const auth = () => import('../features/auth/AuthPage');

/** Operations screens of operations.md that are not built yet (see NotYetAvailablePage). */
const OPERATIONS: [path: string, title: string][] = [
  ['animals', 'Animals'],
  ['reports', 'Reports'],
  ['reports/uploads', 'Upload Report'],
  ['reports/location', 'Salem Location'],
  ['reports/locations', 'Salem Location'],
  ['alerts', 'Alerts'],
  ['beti', 'Behavior Evaluations, Trends, & Insights'],
  ['betie', 'Behavior Evaluations, Trends, & Insights'],
  ['meetings', 'Meeting Prep'],
  ['admin/dictionaries', 'Data Dictionaries'],
  ['admin/settings', 'System Settings'],
  ['admin/prompt-builder', 'Prompt Builder'],
];

/**
 * The route table of access-and-identity.md §2. SessionGate sits above everything: it waits for the
 * session, sends signed-out visitors on protected paths to /login and restricted users to /setup/totp.
 */
export const router = createBrowserRouter([
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
      {
        path: 'login',
        lazy: async () => {
          const { AuthPage } = await auth();
          return { Component: () => <SignedOutOnly to="/dashboard"><AuthPage /></SignedOutOnly> };
        },
      },
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
        errorElement: <RouteErrorPage />,
        children: [
          ...OPERATIONS.map(([path, title]) => ({ path, element: <NotYetAvailablePage title={title} /> })),
          { path: 'dashboard', ...page(async () => ({ Component: (await import('../features/dashboard/DashboardPage')).DashboardPage })) },
          { path: 'users', ...page(async () => ({ Component: (await import('../features/users/UsersPage')).UsersPage })) },
          { path: 'users/invitations', ...page(async () => ({ Component: (await import('../features/invitations/InvitationsPage')).InvitationsPage })) },
          { path: 'admin/invites', ...page(async () => ({ Component: (await import('../features/invitations/InvitationsPage')).InvitationsPage })) },
          { path: 'profile-settings', ...page(async () => ({ Component: (await import('../features/profile/ProfileSettingsPage')).ProfileSettingsPage })) },
        ],
      },
      // Public pages with the site header and footer.
      {
        element: <PageLayout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <HomeRedirect><LandingPage /></HomeRedirect> },
              { path: 'status', ...page(async () => ({ Component: (await import('../features/health/SystemStatusPage')).SystemStatusPage })) },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);
