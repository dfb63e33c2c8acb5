import type { Org } from '@rentwise/core/organisations/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * Whether the signed-in member may read the audit log ('audit.read' in GET /api/org's
 * permissions): the Settings card and the page's own check. Shares the ['org'] key root so an
 * organisation switch (which invalidates everything) asks again.
 */
export function getActivityAccessQueryOptions() {
  return queryOptions({
    queryKey: ['org', 'activity-access'],
    queryFn: async () => (await apiFetch<Org>('/api/org')).permissions.includes('audit.read'),
    staleTime: 60_000,
  });
}

export function useCanReadActivity(): boolean {
  return useQuery(getActivityAccessQueryOptions()).data === true;
}
