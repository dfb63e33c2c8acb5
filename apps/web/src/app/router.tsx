import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { PublicLayout } from '@/components/layout/public-layout';
import { i18n } from './i18n';
import { RootLayout } from './root-layout';

/**
 * A lazily loaded page: its code and its translation namespaces load together before the route
 * renders, so a page never flashes untranslated keys. Every page is its own chunk.
 */
function page(
  load: () => Promise<{ default: ComponentType }>,
  namespaces: string[] = [],
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), i18n.loadNamespaces(['common', ...namespaces])]);
      return { Component: module.default };
    },
  };
}

/** A lazily loaded layout route (its code and namespaces load before it renders). */
function layout(
  load: () => Promise<{ default: ComponentType<{ role: 'owner' | 'tenant' }> }>,
  role: 'owner' | 'tenant',
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), i18n.loadNamespaces(['common', 'dashboard'])]);
      const Layout = module.default;
      return { Component: () => <Layout role={role} /> };
    },
  };
}

/** Every route of the spec (section 2). Guards and dashboard layouts are added by their features. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <FullScreenLoader message="Loading application..." />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', ...page(() => import('@/features/marketing/pages/landing-page')) },
          { path: '/pricing', ...page(() => import('@/features/marketing/pages/pricing-page')) },
          { path: '/about', ...page(() => import('@/features/marketing/pages/about-page')) },
          { path: '/contact', ...page(() => import('@/features/marketing/pages/contact-page')) },
          { path: '/faq', ...page(() => import('@/features/marketing/pages/faq-page')) },
          { path: '/privacy', ...page(() => import('@/features/marketing/pages/privacy-page')) },
          { path: '/terms', ...page(() => import('@/features/marketing/pages/terms-page')) },
          { path: '/cookies', ...page(() => import('@/features/marketing/pages/cookies-page')) },
          { path: '/login', ...page(() => import('@/features/auth/pages/login-page')) },
          { path: '/signup', ...page(() => import('@/features/auth/pages/signup-page')) },
          { path: '/forgot-password', ...page(() => import('@/features/auth/pages/forgot-password-page')) },
          { path: '/reset-password', ...page(() => import('@/features/auth/pages/reset-password-page')) },
          { path: '*', ...page(() => import('@/features/not-found/not-found-page')) },
        ],
      },
      {
        path: '/owner-dashboard',
        ...layout(() => import('@/features/dashboard-shell/dashboard-layout'), 'owner'),
        children: [
          { index: true, ...page(() => import('@/features/owner-dashboard/components/owner-dashboard-page'), ['owner', 'validation']) },
          { path: 'properties', ...page(() => import('@/features/properties/components/properties-page'), ['owner', 'validation']) },
          { path: 'tenants', ...page(() => import('@/features/tenants/components/tenants-page'), ['owner', 'validation']) },
          { path: 'leases', ...page(() => import('@/features/owner/pages/leases-page')) },
          { path: 'calendar', ...page(() => import('@/features/owner/pages/calendar-page')) },
          { path: 'settings', ...page(() => import('@/features/settings/pages/settings-page')) },
        ],
      },
      {
        path: '/tenant-dashboard',
        ...layout(() => import('@/features/dashboard-shell/dashboard-layout'), 'tenant'),
        children: [
          { index: true, ...page(() => import('@/features/tenant/pages/tenant-dashboard-page')) },
          { path: 'payments', ...page(() => import('@/features/tenant/pages/payments-page')) },
          { path: 'maintenance', ...page(() => import('@/features/tenant/pages/maintenance-page')) },
          { path: 'documents', ...page(() => import('@/features/tenant/pages/documents-page')) },
          { path: 'messages', ...page(() => import('@/features/tenant/pages/messages-page')) },
          { path: 'settings', ...page(() => import('@/features/settings/pages/settings-page')) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
