import { lazy, Suspense, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ErrorState } from '../components/ErrorState';
import { PageFallback } from '../components/PageFallback';
import type { Role } from '../gql/graphql';
import { atLeast } from '../lib/roles';
import { afterATask } from './first-load';
import { OfflineBanner } from './pwa-offline-banner';
import { ShellSkeleton } from './shell/ShellSkeleton';
import { endSession, isSignedOut, recheckSession, useSession, type SessionUser } from './session';

// The signed-in shell (sidebar, tab bar, menus) and the pending-report banner load on first use, so the
// landing page and /auth do not fetch them (issue #6).
let AppLayout: ComponentType<{ user: SessionUser }> | undefined;
const PendingReportBanner = lazy(async () => ({
  default: (await import('../features/reports/banner/PendingReportBanner')).PendingReportBanner,
}));

/** Paths only a signed-in user may open (access-and-identity.md §2 Guards). */
export const PROTECTED_PREFIXES = ['/dashboard', '/animals', '/reports', '/alerts', '/admin', '/users', '/meetings', '/beti', '/profile-settings'];

export function isProtected(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`) || (p === '/beti' && pathname.startsWith('/beti')));
}

/** access-and-identity §2: after each route change while signed in, the session is checked again 100 ms later; a 401 goes to /login. */
export const SESSION_RECHECK_MS = 100;

/**
 * The path the page was loaded at, until the first re-check: arriving there is no route change, and the page load's
 * own `me` has just answered (a second ask was one more request and task in a phone's first load, issue 19).
 */
let loadedAt: string | null = typeof window === 'undefined' ? null : window.location.pathname;

function useSessionRecheck(signedIn: boolean) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!signedIn) return;
    const arrival = pathname === loadedAt;
    loadedAt = null;
    if (arrival) return;
    const timer = setTimeout(() => {
      void recheckSession().then(async (error) => {
        if (!isSignedOut(error)) return;
        await endSession(error);
        // In the same task as the sign-out, so the gate never re-renders a protected path without a user.
        navigate('/login', { replace: true });
      });
    }, SESSION_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [navigate, pathname, signedIn]);
}

/** Root of every route: waits for the session, forces restricted users to TOTP setup, re-checks on navigation. */
export function SessionGate() {
  const { user, loading } = useSession();
  const { pathname, search } = useLocation();
  useSessionRecheck(!!user);
  // One object per location: `<Navigate>` navigates again whenever its `state` changes, and a new object on every
  // render restarted a pending navigation to /login forever once /login had anything to wait for.
  const from = useMemo(() => ({ from: `${pathname}${search}` }), [pathname, search]);
  // A protected page waits in the shell's frame, as the build prerendered it: no spinner between the two.
  if (loading) return isProtected(pathname) ? <ShellSkeleton /> : <PageFallback />;
  if (user?.isRestricted && pathname !== '/setup/totp') return <Navigate to="/setup/totp" replace />;
  if (!user && isProtected(pathname)) return <Navigate to="/login" replace state={from} />;
  return <Outlet />;
}

/**
 * The loader of SignedInLayout's route: the shell's chunk, and on the first load its calls (preloadShell), before the
 * layout's first draw. A lazy component there suspended the app's first draw, and React showed the bare skeleton over
 * the prerendered page for its 300 ms (issue 19). In a task of its own, as the routes' lazy imports (app/router.tsx).
 */
export const loadShell = afterATask(async (): Promise<null> => {
  const shell = await import('./shell/AppLayout');
  await shell.preloadShell(window.location.pathname);
  AppLayout ??= shell.AppLayout;
  return null;
});

/** The signed-in shell; the gate has already sent signed-out visitors to /login. */
export function SignedInLayout() {
  const { user, error, refresh } = useSession();
  if (error && !user) return <ErrorState title="Could not load your session" error={error} onRetry={() => void refresh()} />;
  if (!user) return <Navigate to="/login" replace />;
  return (
    <>
      <OfflineBanner />
      {AppLayout ? <AppLayout user={user} /> : <ShellSkeleton />}
    </>
  );
}

/** `/login`: a signed-in user goes to /dashboard. `/auth`: to /. */
export function SignedOutOnly({ to, children }: { to: string; children: ReactNode }) {
  const { user } = useSession();
  if (user) return <Navigate to={to} replace />;
  return children;
}

/** `/`: the landing page when signed out, the dashboard when signed in. */
export function HomeRedirect({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user) return <Navigate to="/dashboard" replace />;
  return children;
}

/** /setup/totp: no navigation chrome, only the pending-report banner (for a session that may read reports). */
export function TotpSetupRoute({ page }: { page: ReactNode }) {
  const { user } = useSession();
  return (
    <>
      {user && !user.isRestricted && (
        <Suspense fallback={null}>
          <PendingReportBanner />
        </Suspense>
      )}
      {page}
    </>
  );
}

/**
 * Screens for some roles only (operations.md §6, access-and-identity.md §6): anyone below `min` goes to
 * /dashboard. The server enforces the same rules on the data these screens read.
 */
export function RequireRole({ min, children }: { min: Role; children: ReactNode }) {
  const { user } = useSession();
  if (!atLeast(user?.role, min)) return <Navigate to="/dashboard" replace />;
  return children;
}
