import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAuth } from '@/features/auth';
import { setActiveOrganisation } from '@/lib/active-organisation';

/**
 * Switches the workspace to `orgId`: remembered for this user (lib/active-organisation.ts, sent as
 * X-Org-Id), every cached answer of the previous organisation dropped, and the dashboard opened.
 */
export function useSwitchOrganisation() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (orgId: string) => {
    if (!user) return;
    setActiveOrganisation(user.id, orgId);
    queryClient.clear();
    navigate('/owner-dashboard');
  };
}
