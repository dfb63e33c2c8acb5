import type { Org } from '@rentwise/core/organisations/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/org: the active organisation, the caller's role in it and its permissions. */
export function getOrg(): Promise<Org> {
  return apiFetch<Org>('/api/org');
}

export function getOrgQueryOptions() {
  return queryOptions({ queryKey: ['org', 'current'], queryFn: getOrg, staleTime: 60_000 });
}

export function useOrg() {
  return useQuery(getOrgQueryOptions());
}
