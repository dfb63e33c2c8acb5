import type { OrganisationList } from '@rentwise/core/organisations/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/organisations: the signed-in user's organisations (the switcher). */
export function getOrganisations(): Promise<OrganisationList> {
  return apiFetch<OrganisationList>('/api/organisations');
}

export function getOrganisationsQueryOptions() {
  return queryOptions({ queryKey: ['organisations'], queryFn: getOrganisations, staleTime: 60_000 });
}

export function useOrganisations() {
  return useQuery(getOrganisationsQueryOptions());
}
