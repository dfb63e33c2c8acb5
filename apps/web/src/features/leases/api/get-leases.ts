import type { Lease, LeaseDisplayStatus } from '@rentwise/core/leases/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface LeasePage {
  items: Lease[];
  nextCursor: string | null;
}

export interface LeaseListParams {
  search?: string;
  status?: LeaseDisplayStatus;
  limit?: number;
}

export function getLeases(params: LeaseListParams = {}): Promise<LeasePage> {
  return apiFetch<LeasePage>('/api/leases', {
    query: { limit: params.limit ?? 200, search: params.search || undefined, status: params.status },
  });
}

export function getLeasesQueryOptions(params: LeaseListParams = {}) {
  return queryOptions({
    queryKey: ['leases', 'list', params.search ?? '', params.status ?? 'all', params.limit ?? 200],
    queryFn: () => getLeases(params),
  });
}

export function useLeases(params: LeaseListParams = {}) {
  return useQuery(getLeasesQueryOptions(params));
}
