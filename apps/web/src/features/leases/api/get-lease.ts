import type { Lease } from '@rentwise/core/leases/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/leases/:id: one lease (an owner's, or the tenant's own). */
export function getLease(leaseId: string): Promise<Lease> {
  return apiFetch<Lease>(`/api/leases/${leaseId}`);
}

export function getLeaseQueryOptions(leaseId: string) {
  return queryOptions({ queryKey: ['leases', 'detail', leaseId], queryFn: () => getLease(leaseId) });
}

export function useLease(leaseId: string | null) {
  return useQuery({ ...getLeaseQueryOptions(leaseId ?? ''), enabled: Boolean(leaseId) });
}
