import { useQuery } from '@tanstack/react-query';
import { getOrgQueryOptions } from '@/lib/org-query';

export { getOrg, getOrgQueryOptions } from '@/lib/org-query';

/** The active organisation (GET /api/org), its role and permissions for the signed-in member. */
export function useOrg() {
  return useQuery(getOrgQueryOptions());
}
