import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { useOrg } from '@/features/team';

/**
 * Sends each workspace user to their side of it (issue 17): an owner client (their active
 * membership's role, GET /api/org `myRole`) to the owner portal, anyone else to the owner
 * dashboard. A layout route inside `RequireRole allow="owner"`, around both; it lives with the
 * workspace routes so the public pages never load the team feature. If the organisation cannot be
 * read, the pages below say why (their own requests fail the same way).
 */
export default function WorkspaceSideGuard() {
  const org = useOrg();
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  if (org.isPending) return <FullScreenLoader message={t('loading.auth')} />;
  const ownerClient = org.data?.myRole === 'owner_client';
  const inPortal = pathname === '/owner-portal' || pathname.startsWith('/owner-portal/');
  if (!inPortal && ownerClient) return <Navigate to="/owner-portal" replace />;
  if (inPortal && org.data && !ownerClient) return <Navigate to="/owner-dashboard" replace />;
  return <Outlet />;
}
