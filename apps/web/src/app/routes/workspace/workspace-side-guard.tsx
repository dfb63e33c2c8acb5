import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { useAuth } from '@/features/auth';
import { useOrg } from '@/features/team';
import { getOrganisationsQueryOptions } from '@/features/team/api/get-organisations';
import { setActiveOrganisation } from '@/lib/active-organisation';

/**
 * Sends each workspace user to their side of it (issue 17): an owner client (their active
 * membership's role, GET /api/org `myRole`) to the owner portal, anyone else to the owner
 * dashboard. A layout route inside `RequireRole allow="owner"`, around both; it lives with the
 * workspace routes so the public pages never load the team feature. A portal address (the
 * approval email's link) opened while another of the user's organisations is active switches to
 * the one where they are an owner client, when there is one. If the organisation cannot be read,
 * the pages below say why (their own requests fail the same way).
 */
export default function WorkspaceSideGuard() {
  const org = useOrg();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  const ownerClient = org.data?.myRole === 'owner_client';
  const inPortal = pathname === '/owner-portal' || pathname.startsWith('/owner-portal/');
  const wrongSide = inPortal && org.data !== undefined && !ownerClient;
  const organisations = useQuery({ ...getOrganisationsQueryOptions(), enabled: wrongSide });
  const portalOrg = organisations.data?.items.find((item) => item.role === 'owner_client');

  useEffect(() => {
    if (!wrongSide || !portalOrg || !user) return;
    setActiveOrganisation(user.id, portalOrg.id);
    queryClient.clear();
  }, [wrongSide, portalOrg, user, queryClient]);

  if (org.isPending || (wrongSide && (organisations.isPending || portalOrg))) {
    return <FullScreenLoader message={t('loading.auth')} />;
  }
  if (!inPortal && ownerClient) return <Navigate to="/owner-portal" replace />;
  if (wrongSide) return <Navigate to="/owner-dashboard" replace />;
  return <Outlet />;
}
