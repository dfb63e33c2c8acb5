import type { OwnerClient } from '@rentwise/core/owner-clients/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface OwnerPage {
  items: OwnerClient[];
  nextCursor: string | null;
}

/** GET /api/owners: by name (the Owners page and the share pickers need at most 200). */
export function getOwners(params: { includeArchived?: boolean } = {}): Promise<OwnerPage> {
  return apiFetch<OwnerPage>('/api/owners', {
    query: { limit: 200, includeArchived: params.includeArchived ? 'true' : undefined },
  });
}

export function getOwnersQueryOptions(params: { includeArchived?: boolean } = {}) {
  return queryOptions({
    queryKey: ['owners', 'list', params.includeArchived ? 'all' : 'active'],
    queryFn: () => getOwners(params),
  });
}

export function useOwners(params: { includeArchived?: boolean } = {}) {
  return useQuery(getOwnersQueryOptions(params));
}
