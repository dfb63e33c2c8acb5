import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { i18n } from './i18n';
import { RootLayout } from './root-layout';
import { RedirectSignedIn, RequireRole } from './route-guards';

/**
 * Declarative routing (`useRoutes` under a `<BrowserRouter>`, docs/decisions/012-landing-bundle.md):
 * the app needs no loaders or actions, and the data router cost ~16 KiB gzip of the landing page.
 * Lazy pages suspend inside the root layout's `<Suspense>`; navigations run in a transition, so the
 * current page stays on screen until the next one has loaded.
 */
type Preloadable = { preload: () => Promise<unknown> };

function lazyComponent<Props>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  namespaces: string[],
): LazyExoticComponent<ComponentType<Props>> & Preloadable {
  type Module = { default: ComponentType<Props> };
  let loading: Promise<Module> | undefined;
  let loaded: Module | undefined;
  // A failed download stays failed (React.lazy keeps the error): app/route-error-boundary.tsx
  // offers a reload.
  const preload = () => {
    loading ??= Promise.all([load(), i18n.loadNamespaces(['common', ...namespaces])]).then(([module]) => {
      loaded = module;
      return module;
    });
    return loading;
  };
  // React.lazy calls `then` on what its factory returns and renders at once if the callback runs
  // synchronously. A page preloaded before its first render therefore does not suspend: the
  // build-time render (src/prerender.tsx) and the hydration of that HTML (main.tsx) both need the
  // page drawn in one pass, with no fallback.
  const factory = () =>
    loaded
      ? // biome-ignore lint/suspicious/noThenProperty: React.lazy is given a thenable that answers at once.
        { then: (resolve: (module: Module) => void) => resolve(loaded as Module) }
      : preload();
  return Object.assign(lazy(factory as () => Promise<Module>), { preload });
}

/**
 * A lazily loaded page: its code and its translation namespaces load together before the route
 * renders, so a page never flashes untranslated keys. Every page is its own chunk.
 */
function page(
  load: () => Promise<{ default: ComponentType }>,
  namespaces: string[] = [],
): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazyComponent(load, namespaces);
  return { element: <Page />, handle: Page };
}

/** A lazily loaded layout route (its code and namespaces load before it renders). */
function layout(
  load: () => Promise<{ default: ComponentType<{ role: 'owner' | 'tenant' | 'portal' }> }>,
  role: 'owner' | 'tenant' | 'portal',
): Pick<RouteObject, 'element' | 'handle'> {
  const Layout = lazyComponent(load, ['dashboard']);
  return { element: <Layout role={role} />, handle: Layout };
}

/** Every route of the spec (section 2). Guards and dashboard layouts are added by their features. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            path: '/pricing',
            ...page(() => import('./routes/public/pricing-page'), ['marketing']),
          },
          { path: '/about', ...page(() => import('./routes/public/about-page'), ['marketing']) },
          {
            path: '/contact',
            ...page(() => import('./routes/public/contact-page'), ['contact', 'marketing']),
          },
          { path: '/faq', ...page(() => import('./routes/public/faq-page'), ['marketing']) },
          { path: '/privacy', ...page(() => import('./routes/public/privacy-page'), ['legal']) },
          { path: '/terms', ...page(() => import('./routes/public/terms-page'), ['legal']) },
          { path: '/cookies', ...page(() => import('./routes/public/cookies-page'), ['legal']) },
          {
            // A signed-in user is sent to their dashboard by role (spec section 2).
            element: <RedirectSignedIn />,
            children: [
              { path: '/', ...page(() => import('./routes/public/landing-page'), ['marketing']) },
              { path: '/login', ...page(() => import('./routes/public/login-page'), ['auth']) },
              { path: '/signup', ...page(() => import('./routes/public/signup-page'), ['auth']) },
              {
                path: '/forgot-password',
                ...page(() => import('./routes/public/forgot-password-page'), ['auth']),
              },
            ],
          },
          {
            path: '/reset-password',
            ...page(() => import('./routes/public/reset-password-page'), ['auth']),
          },
          { path: '*', ...page(() => import('./routes/public/not-found-page')) },
        ],
      },
      {
        // Outside the public site: brings TanStack Query and the workspace stylesheet.
        ...page(() => import('./routes/workspace/workspace-layout')),
        children: [
          {
            // An invitation to join an organisation (issue 17): the token in the link is the key;
            // signed in or not, the page says what to do.
            path: '/invitations/:invitationToken',
            ...page(() => import('./routes/workspace/invitation-page'), ['team', 'auth']),
          },
          {
            // A tenant confirms their address from their invitation (issue 23 finding 4): no
            // account needed, the token in the link is the key.
            path: '/tenant-invitation',
            ...page(() => import('./routes/workspace/tenant-invitation-page'), ['tenant']),
          },
          {
            // A vendor's private job page (issue 7): no account, the token in the link is the key.
            path: '/vendor-jobs/:token',
            ...page(() => import('./routes/workspace/vendor-job-page'), ['maintenance']),
          },
          {
            // A signer's page (issue 21): no account, the token in the link is the key.
            path: '/sign/:token',
            ...page(() => import('./routes/workspace/sign-page'), ['signatures']),
          },
          {
            // Anyone checks a PDF sealed by Rentwise (issue 21).
            path: '/verify',
            ...page(() => import('./routes/workspace/verify-page'), ['signatures']),
          },
          {
            // Signed-in owners only (spec section 2, route guard behaviour).
            element: <RequireRole allow="owner" />,
            children: [
              {
                // An owner client works in the owner portal, never in the dashboard (issue 17).
                ...page(() => import('./routes/workspace/workspace-side-guard')),
                children: [
                  {
                    path: '/owner-dashboard',
                    ...layout(() => import('./routes/workspace/dashboard-layout'), 'owner'),
                    children: [
                      // An unknown page inside the workspace is a 404 in the workspace's own shell (issue 24 item 4).
                      { path: '*', ...page(() => import('./routes/workspace/not-found-page')) },
                      {
                        index: true,
                        ...page(
                          () => import('./routes/workspace/owner/dashboard-page'),
                          [
                            'owner',
                            'validation',
                            'leases',
                            'payments',
                            'reminders',
                            'maintenance',
                            'reports',
                          ],
                        ),
                      },
                      {
                        path: 'properties',
                        ...page(
                          () => import('./routes/workspace/owner/properties-page'),
                          ['owner', 'validation', 'rent-suggestions'],
                        ),
                      },
                      {
                        path: 'tenants',
                        ...page(
                          () => import('./routes/workspace/owner/tenants-page'),
                          ['owner', 'validation', 'reminders'],
                        ),
                      },
                      {
                        path: 'leases',
                        ...page(
                          () => import('./routes/workspace/owner/leases-page'),
                          [
                            'leases',
                            'payments',
                            'validation',
                            'documents',
                            'rent-suggestions',
                            'lease-charges',
                          ],
                        ),
                      },
                      {
                        path: 'documents',
                        ...page(
                          () => import('./routes/workspace/owner/documents-page'),
                          ['documents', 'validation'],
                        ),
                      },
                      {
                        path: 'lease-review/:documentId',
                        ...page(
                          () => import('./routes/workspace/owner/lease-review-page'),
                          ['lease-review', 'leases', 'validation'],
                        ),
                      },
                      {
                        path: 'maintenance',
                        ...page(
                          () => import('./routes/workspace/owner/maintenance-page'),
                          // The request's dialog lists its bills (issue 19) and records one with a receipt.
                          ['maintenance', 'expenses', 'validation', 'documents'],
                        ),
                      },
                      {
                        path: 'calendar',
                        ...page(
                          () => import('./routes/workspace/owner/calendar-page'),
                          ['calendar', 'reminders', 'validation'],
                        ),
                      },
                      {
                        path: 'notifications',
                        ...page(() => import('./routes/workspace/notifications-page'), ['notifications']),
                      },
                      {
                        path: 'messages',
                        ...page(() => import('./routes/workspace/owner/messages-page'), ['messages']),
                      },
                      {
                        path: 'settings',
                        ...page(
                          () => import('./routes/workspace/settings-page'),
                          ['settings', 'auth', 'reminders', 'activity', 'team', 'imports', 'renewals'],
                        ),
                      },
                      {
                        path: 'settings/team',
                        ...page(
                          () => import('./routes/workspace/owner/team-page'),
                          ['team', 'validation', 'rent-suggestions'],
                        ),
                      },
                      {
                        // The audit log (issue 17 item 5), for admins ('audit.read').
                        path: 'settings/activity',
                        ...page(
                          () => import('./routes/workspace/owner/activity-page'),
                          ['activity', 'validation'],
                        ),
                      },
                      {
                        // CSV import with preview and undo (issue 20), for 'import.write'.
                        path: 'settings/import-export',
                        ...page(
                          () => import('./routes/workspace/owner/import-export-page'),
                          ['imports', 'validation', 'owners'],
                        ),
                      },
                      {
                        // Renewals (issue 21 item 2): leases ending soon and their offers.
                        path: 'renewals',
                        ...page(
                          () => import('./routes/workspace/owner/renewals-page'),
                          ['renewals', 'leases', 'validation', 'documents'],
                        ),
                      },
                      {
                        // Expenses (issue 19 item 1): the bills of the properties.
                        path: 'expenses',
                        ...page(
                          () => import('./routes/workspace/owner/expenses-page'),
                          ['expenses', 'validation', 'documents'],
                        ),
                      },
                      {
                        // NOI and the five reports (issue 19 items 4-5), on screen, CSV and PDF.
                        path: 'reports',
                        ...page(
                          () => import('./routes/workspace/owner/reports-page'),
                          ['reports', 'expenses'],
                        ),
                      },
                      {
                        // Owner clients (issue 17 item 4): the landlords the organisation manages for.
                        path: 'owners',
                        ...page(
                          () => import('./routes/workspace/owner/owners-page'),
                          ['owners', 'validation'],
                        ),
                      },
                      {
                        // An owner client's monthly statements (issue 19 item 3): see, download, publish.
                        path: 'owners/:ownerId/statements',
                        ...page(
                          () => import('./routes/workspace/owner/owner-statements-page'),
                          ['owners', 'expenses'],
                        ),
                      },
                    ],
                  },
                ],
              },
              {
                // The owner portal (issue 17 item 4): an owner client's own, read-mostly side.
                ...page(() => import('./routes/workspace/workspace-side-guard')),
                children: [
                  {
                    path: '/owner-portal',
                    ...layout(() => import('./routes/workspace/dashboard-layout'), 'portal'),
                    children: [
                      // An unknown page inside the workspace is a 404 in the workspace's own shell (issue 24 item 4).
                      { path: '*', ...page(() => import('./routes/workspace/not-found-page')) },
                      {
                        index: true,
                        ...page(() => import('./routes/workspace/owner-portal/overview-page'), ['owners']),
                      },
                      {
                        path: 'properties',
                        ...page(() => import('./routes/workspace/owner-portal/properties-page'), ['owners']),
                      },
                      {
                        path: 'rent-roll',
                        ...page(() => import('./routes/workspace/owner-portal/rent-roll-page'), ['owners']),
                      },
                      {
                        path: 'documents',
                        ...page(
                          () => import('./routes/workspace/owner-portal/documents-page'),
                          ['owners', 'documents'],
                        ),
                      },
                      {
                        path: 'approvals',
                        ...page(
                          () => import('./routes/workspace/owner-portal/approvals-page'),
                          ['owners', 'maintenance'],
                        ),
                      },
                      {
                        // The approval email's link: the same page, that request first.
                        path: 'approvals/:requestId',
                        ...page(
                          () => import('./routes/workspace/owner-portal/approvals-page'),
                          ['owners', 'maintenance'],
                        ),
                      },
                      {
                        // Published owner statements (issue 19 item 3); `:period` opens one.
                        path: 'statements',
                        ...page(
                          () => import('./routes/workspace/owner-portal/statements-page'),
                          ['owners', 'expenses'],
                        ),
                      },
                      {
                        path: 'statements/:period',
                        ...page(
                          () => import('./routes/workspace/owner-portal/statements-page'),
                          ['owners', 'expenses'],
                        ),
                      },
                      {
                        path: 'notifications',
                        ...page(() => import('./routes/workspace/notifications-page'), ['notifications']),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            // Signed-in tenants only (spec section 2, route guard behaviour).
            element: <RequireRole allow="tenant" />,
            children: [
              {
                path: '/tenant-dashboard',
                ...layout(() => import('./routes/workspace/dashboard-layout'), 'tenant'),
                children: [
                  // An unknown page inside the workspace is a 404 in the workspace's own shell (issue 24 item 4).
                  { path: '*', ...page(() => import('./routes/workspace/not-found-page')) },
                  {
                    index: true,
                    ...page(
                      () => import('./routes/workspace/tenant/dashboard-page'),
                      [
                        'tenant',
                        'payments',
                        'leases',
                        'maintenance',
                        'notifications',
                        'renewals',
                        'documents',
                      ],
                    ),
                  },
                  {
                    path: 'payments',
                    ...page(
                      () => import('./routes/workspace/tenant/payments-page'),
                      ['payments', 'leases', 'validation', 'lease-charges'],
                    ),
                  },
                  {
                    path: 'maintenance',
                    ...page(() => import('./routes/workspace/tenant/maintenance-page'), ['maintenance']),
                  },
                  {
                    path: 'documents',
                    ...page(() => import('./routes/workspace/tenant/documents-page'), ['documents']),
                  },
                  {
                    path: 'messages',
                    ...page(() => import('./routes/workspace/tenant/messages-page'), ['messages']),
                  },
                  {
                    path: 'notifications',
                    ...page(() => import('./routes/workspace/notifications-page'), ['notifications']),
                  },
                  {
                    path: 'settings',
                    ...page(() => import('./routes/workspace/settings-page'), ['settings', 'auth']),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Loads the code and translations of every lazy route `pathname` matches. Awaited before the
 * pre-rendered HTML is produced and before it is hydrated, so neither render suspends.
 */
export function preloadRoutes(pathname: string): Promise<unknown> {
  return Promise.all(
    (matchRoutes(routes, pathname) ?? []).map((match) =>
      (match.route.handle as Preloadable | undefined)?.preload(),
    ),
  );
}

/**
 * The routes for the current URL. Every lazy module the URL matches (layout, page) starts loading
 * at once, in parallel, rather than one after the other as each renders.
 */
export function AppRoutes() {
  const location = useLocation();
  for (const match of matchRoutes(routes, location) ?? []) {
    (match.route.handle as Preloadable | undefined)?.preload();
  }
  return useRoutes(routes, location);
}
