import { createBrowserRouter, replace, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { MarketingLayout } from './layouts/marketing-layout';
import { RouteErrorPage } from './routes/route-error-page';
import { RouteLoading } from './routes/route-loading';

/** Paths the spec sends elsewhere. `replace` keeps the old URL out of the back-button history. */
const redirects: Array<[from: string, to: string]> = [
  ['/early-access', '/'],
  ['/sales', '/'],
  ['/coming-soon', '/'],
  ['/studio', '/dashboard'],
];

async function loadPodcastLandingPage() {
  const { PodcastLandingPage } = await import('../features/marketing/pages/podcast-landing-page');
  return { Component: PodcastLandingPage };
}

/*
 * Pages load on demand (route `lazy`, React Router's counterpart of React.lazy: it fetches the
 * chunk before rendering, so there is no blank Suspense flash) to keep the first bundle small.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        element: <MarketingLayout />,
        children: [
          { index: true, lazy: loadPodcastLandingPage },
          { path: '/how-it-works', lazy: loadPodcastLandingPage },
        ],
      },
      {
        path: '/dashboard',
        lazy: async () => ({
          Component: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage,
        }),
      },
      // `element: null`: the loader always redirects, so these routes never render anything.
      ...redirects.map(([from, to]) => ({ path: from, loader: () => replace(to), element: null })),
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('./routes/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
