import type { LeaseLifecycle } from '@rentwise/core/leases/lifecycle-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function getLeaseLifecycle(leaseId: string): Promise<LeaseLifecycle> {
  return apiFetch<LeaseLifecycle>(`/api/leases/${encodeURIComponent(leaseId)}/lifecycle`);
}

export function getLeaseLifecycleQueryOptions(leaseId: string) {
  return queryOptions({
    queryKey: ['leases', 'lifecycle', leaseId],
    queryFn: () => getLeaseLifecycle(leaseId),
  });
}

export function useLeaseLifecycle(leaseId: string | null) {
  return useQuery({ ...getLeaseLifecycleQueryOptions(leaseId ?? ''), enabled: Boolean(leaseId) });
}
