import { dashboardPath, type Role } from '@rentwise/core/auth/roles';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { useAuth } from '@/features/auth/auth-provider';
import { i18n, useTranslation } from './i18n';

/** The tenant's forced 'Set a new password' screen, loaded (with its strings) only when needed. */
const ForcePasswordChange = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/auth/components/force-password-change'),
    i18n.loadNamespaces(['auth']),
  ]);
  return module;
});

/**
 * Guards a dashboard (spec section 2, route guard behaviour): a loader while auth loads; no user →
 * /login (coming back here after signing in); another role → that role's own dashboard; a
 * temporary password → 'Set a new password' and nothing else.
 */
export function RequireRole({ allow }: { allow: Role }) {
  const { user, isLoading, mustChangePassword } = useAuth();
  const location = useLocation();
  const { t } = useTranslation('common');
  if (isLoading) return <FullScreenLoader message={t('loading.auth')} />;
  if (!user) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (user.role !== allow) return <Navigate to={dashboardPath(user.role)} replace />;
  if (mustChangePassword) {
    return (
      <Suspense fallback={<FullScreenLoader message={t('loading.auth')} />}>
        <ForcePasswordChange />
      </Suspense>
    );
  }
  return <Outlet />;
}

/**
 * For `/` and the sign-in pages (spec section 2): a signed-in user goes to their dashboard by role
 * (or back to the dashboard page, or the invitation, that sent them to /login).
 */
export function RedirectSignedIn() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const { t } = useTranslation('common');
  if (isLoading) return <FullScreenLoader message={t('loading.auth')} />;
  if (user) {
    const home = dashboardPath(user.role);
    const from = (location.state as { from?: string } | null)?.from;
    // Back to where they were sent from: a page of their dashboard, or an invitation they opened.
    const back = from && (from.startsWith(home) || from.startsWith('/invitations/'));
    return <Navigate to={back ? from : home} replace />;
  }
  return <Outlet />;
}
