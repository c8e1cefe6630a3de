import { Navigate, replace, type RouteObject } from 'react-router';
import { SIGNED_IN_LANDING_PATH } from '@shared/auth';
import { SIMPLE_UPLOAD_MESSAGES } from '@shared/quick-start';
import { MARKETING_PAGES, SITE_REDIRECTS } from '@shared/site';
import type { RouteHandle } from './route-handle';
import { RequireSession } from './routes/require-session';
import { RouteErrorPage } from './routes/route-error-page';
import { RouteLoading } from './routes/route-loading';
import { ServerPage } from './routes/server-page';

/** A signed-in page: its title (header and browser tab) and its lazily loaded component. */
function shellPage(
  path: string,
  title: string,
  load: () => Promise<RouteObject['Component']>,
  options: Omit<RouteHandle, 'title'> = {},
) {
  const handle: RouteHandle = { title, ...options };
  return { path, handle, lazy: async () => ({ Component: await load() }) };
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
      // The public pages are rendered by the server: reaching one from inside the app loads it.
      ...Object.keys(MARKETING_PAGES).map((path) => ({ path, element: <ServerPage /> })),
      {
        path: '/auth',
        lazy: async () => ({
          Component: (await import('../features/auth/pages/auth-page')).AuthPage,
        }),
      },
      {
        // The public submission form (no account needed).
        path: '/upload',
        lazy: async () => ({
          Component: (await import('../features/submissions/pages/upload-page')).UploadPage,
        }),
      },
      {
        // The quick-start wizard (decision 043): open to visitors, whose Upload step makes
        // their account, and to signed-in users.
        path: '/start',
        lazy: async () => ({
          Component: (await import('../features/quick-start/pages/quick-start-page'))
            .QuickStartPage,
        }),
      },
      {
        // A video on the test-mode YouTube channel: public, privacy decided by the server.
        path: '/watch/:id',
        lazy: async () => ({
          Component: (await import('../features/social/pages/watch-page')).WatchPage,
        }),
      },
      {
        path: '/reset-password',
        lazy: async () => ({
          Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        // Signed-in pages: the session guard, then the app shell around the page.
        element: <RequireSession />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/app-shell')).AppShell }),
            children: [
              shellPage(
                '/dashboard',
                'Dashboard',
                async () =>
                  (await import('../features/dashboard/pages/dashboard-page')).DashboardPage,
              ),
              shellPage(
                '/videos',
                'Create Video',
                async () => (await import('../features/videos/pages/videos-page')).VideosPage,
                { ownHeader: true },
              ),
              shellPage(
                '/images',
                'Image Studio',
                async () => (await import('../features/images/pages/images-page')).ImagesPage,
                { ownHeader: true },
              ),
              // The client's service orders (issue 28): the list, and one order to review.
              shellPage(
                '/orders',
                'Orders',
                async () => (await import('../features/orders/pages/orders-page')).OrdersPage,
              ),
              shellPage(
                '/orders/:id',
                'Order',
                async () => (await import('../features/orders/pages/order-page')).OrderPage,
              ),
              // Episodes (issue 30): a whole recording, its transcript and ranked moments.
              shellPage(
                '/episodes',
                'Episodes',
                async () => (await import('../features/episodes/pages/episodes-page')).EpisodesPage,
              ),
              shellPage(
                '/episodes/:id',
                'Episode',
                async () => (await import('../features/episodes/pages/episode-page')).EpisodePage,
              ),
              shellPage(
                '/photos',
                'My photos',
                async () => (await import('../features/photos/pages/photos-page')).PhotosPage,
              ),
              shellPage(
                '/simple-upload',
                'Simple upload',
                async () =>
                  (await import('../features/simple-upload/pages/simple-upload-page'))
                    .SimpleUploadPage,
                { signedOutMessage: SIMPLE_UPLOAD_MESSAGES.signInToUpload },
              ),
              shellPage(
                '/characters',
                'AI Character Creator',
                async () =>
                  (await import('../features/characters/pages/characters-page')).CharactersPage,
              ),
              shellPage(
                '/backgrounds',
                'Background Generator',
                async () =>
                  (await import('../features/backgrounds/pages/backgrounds-page')).BackgroundsPage,
              ),
              shellPage(
                '/scripts',
                'Script Writer',
                async () => (await import('../features/scripts/pages/scripts-page')).ScriptsPage,
              ),
              shellPage(
                '/voices',
                'Voice Setup',
                async () => (await import('../features/voices/pages/voices-page')).VoicesPage,
              ),
              shellPage(
                '/social-connections',
                'Social Connections',
                async () =>
                  (await import('../features/social/pages/social-connections-page'))
                    .SocialConnectionsPage,
              ),
              shellPage(
                '/social-media',
                'Social Media',
                async () =>
                  (await import('../features/social/pages/social-media-page')).SocialMediaPage,
              ),
              shellPage(
                '/credits',
                'Credits',
                async () => (await import('../features/billing/pages/credits-page')).CreditsPage,
              ),
              // The lead CRM (decision 038): every lead is the signed-in user's own.
              shellPage(
                '/crm/dashboard',
                'CRM Dashboard',
                async () =>
                  (await import('../features/crm/pages/crm-dashboard-page')).CrmDashboardPage,
              ),
              shellPage(
                '/crm/import',
                'Import Leads',
                async () => (await import('../features/crm/pages/crm-import-page')).CrmImportPage,
              ),
              shellPage(
                '/crm/leads/new',
                'Add Lead',
                async () => (await import('../features/crm/pages/new-lead-page')).NewLeadPage,
              ),
              shellPage(
                '/crm/leads/:id',
                'Lead',
                async () => (await import('../features/crm/pages/lead-page')).LeadPage,
              ),
              shellPage(
                '/crm/outreach',
                'Outreach',
                async () => (await import('../features/crm/pages/coming-soon-pages')).OutreachPage,
              ),
              shellPage(
                '/crm/landing-pages',
                'Landing Pages',
                async () =>
                  (await import('../features/crm/pages/coming-soon-pages')).LandingPagesPage,
              ),
              shellPage(
                '/crm/analytics',
                'Analytics',
                async () => (await import('../features/crm/pages/coming-soon-pages')).AnalyticsPage,
              ),
              {
                // The admin area: its layout refuses non-admins (Access Denied, then /).
                path: '/admin',
                handle: { title: 'Admin' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('./layouts/admin-layout')).AdminLayout,
                }),
                children: [
                  // Rendered by the layout only for admins, so a non-admin sees Access Denied.
                  { index: true, element: <Navigate to="/admin/submissions" replace /> },
                  shellPage(
                    '/admin/submissions',
                    'Submissions',
                    async () =>
                      (await import('../features/submissions/pages/admin-submissions-page'))
                        .AdminSubmissionsPage,
                  ),
                  shellPage(
                    '/admin/users',
                    'Users',
                    async () => (await import('../features/admin/pages/users-page')).UsersPage,
                  ),
                  shellPage(
                    '/admin/mail',
                    'Mail outbox',
                    async () =>
                      (await import('../features/admin/pages/mail-outbox-page')).MailOutboxPage,
                  ),
                  shellPage(
                    '/admin/marketing',
                    'Marketing sign-ups',
                    async () =>
                      (await import('../features/admin/pages/marketing-signups-page'))
                        .MarketingSignupsPage,
                  ),
                  shellPage(
                    '/admin/reports',
                    'Reports',
                    async () =>
                      (await import('../features/order-reports/pages/reports-page')).ReportsPage,
                  ),
                  shellPage(
                    '/admin/orders/:id/report',
                    'Order report',
                    async () =>
                      (await import('../features/order-reports/pages/order-report-page'))
                        .OrderReportPage,
                  ),
                  shellPage(
                    '/admin/orders',
                    'Orders',
                    async () =>
                      (await import('../features/production/pages/orders-page'))
                        .ProductionOrdersPage,
                  ),
                  shellPage(
                    '/admin/orders/:id',
                    'Order',
                    async () =>
                      (await import('../features/production/pages/order-page')).ProductionOrderPage,
                  ),
                ],
              },
            ],
          },
          {
            // Where a sign-in lands: on to /orders for a client with an order (issue 28).
            path: SIGNED_IN_LANDING_PATH,
            lazy: async () => ({
              Component: (await import('./routes/signed-in-landing')).SignedInLanding,
            }),
          },
          {
            // The built-in (test mode) checkout: a page of its own, like a payment provider's.
            path: '/checkout/offline/:id',
            lazy: async () => ({
              Component: (await import('../features/billing/pages/offline-checkout-page'))
                .OfflineCheckoutPage,
            }),
          },
          {
            // The test-mode YouTube channel's consent page, standing in for Google's.
            path: '/youtube-test/consent',
            lazy: async () => ({
              Component: (await import('../features/social/pages/youtube-test-consent-page'))
                .YouTubeTestConsentPage,
            }),
          },
        ],
      },
      // `element: null`: the loader always redirects, so these routes never render anything.
      ...Object.entries(SITE_REDIRECTS).map(([from, to]) => ({
        path: from,
        loader: () => replace(to),
        element: null,
      })),
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('./routes/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
];
