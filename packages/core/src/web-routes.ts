/**
 * Every path the web app's router (apps/web/src/app/router.tsx) draws a page for, other than its
 * not-found page. The server answers these with the SPA shell and a 200, and any other page URL
 * with the same shell and a 404 (QUALITY.md security row 23). apps/server/src/http/static.routes.test.ts
 * reads router.tsx and fails when a route is added there and not here.
 */
export const webRoutes = [
  '/',
  '/pricing',
  '/about',
  '/contact',
  '/faq',
  '/privacy',
  '/terms',
  '/cookies',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/vendor-jobs/:token',
  '/sign/:token',
  '/verify',
  '/invitations/:invitationToken',
  '/tenant-invitation',
  '/owner-dashboard',
  '/owner-dashboard/properties',
  '/owner-dashboard/tenants',
  '/owner-dashboard/leases',
  '/owner-dashboard/documents',
  '/owner-dashboard/lease-review/:documentId',
  '/owner-dashboard/maintenance',
  '/owner-dashboard/calendar',
  '/owner-dashboard/notifications',
  '/owner-dashboard/messages',
  '/owner-dashboard/settings',
  '/owner-dashboard/settings/team',
  '/owner-dashboard/settings/activity',
  '/owner-dashboard/settings/import-export',
  '/owner-dashboard/owners',
  '/owner-dashboard/owners/:ownerId/statements',
  '/owner-dashboard/expenses',
  '/owner-dashboard/renewals',
  '/owner-dashboard/reports',
  '/owner-portal',
  '/owner-portal/properties',
  '/owner-portal/rent-roll',
  '/owner-portal/documents',
  '/owner-portal/approvals',
  '/owner-portal/approvals/:requestId',
  '/owner-portal/statements',
  '/owner-portal/statements/:period',
  '/owner-portal/notifications',
  '/tenant-dashboard',
  '/tenant-dashboard/payments',
  '/tenant-dashboard/maintenance',
  '/tenant-dashboard/documents',
  '/tenant-dashboard/messages',
  '/tenant-dashboard/notifications',
  '/tenant-dashboard/settings',
] as const;

/** Whether the web app has a page at `pathname` (a trailing slash is ignored; `:name` is one segment). */
export function isKnownWebRoute(pathname: string): boolean {
  const segments = pathname.replace(/\/+$/, '').split('/');
  return webRoutes.some((route) => {
    const pattern = route.replace(/\/+$/, '').split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
    );
  });
}
