import { createBrowserRouter } from 'react-router-dom';
import { PageLayout } from '../components/PageLayout';
import { PageFallback } from '../components/PageFallback';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { LandingPage } from '../features/landing/LandingPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';

/**
 * Public routes for now (sign-in does not exist yet, so `/` always shows the landing page). The landing page
 * is in the entry chunk because it is the first screen; other pages load on demand.
 */
export const router = createBrowserRouter([
  {
    element: <PageLayout />,
    HydrateFallback: PageFallback,
    children: [
      {
        // Errors render inside the layout, so the header and its way home stay on screen.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <LandingPage /> },
          {
            path: 'status',
            lazy: async () => ({ Component: (await import('../features/health/SystemStatusPage')).SystemStatusPage }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
