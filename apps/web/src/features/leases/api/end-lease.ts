import type { EndLeaseBody } from '@rentwise/core/leases/lifecycle-schemas';
import type { Lease } from '@rentwise/core/leases/schemas';
import { apiFetch } from '@/lib/api-client';
import { useLeaseLifecycleMutation } from './lease-lifecycle-mutation';

export function endLease(leaseId: string, body: EndLeaseBody): Promise<Lease> {
  return apiFetch<Lease>(`/api/leases/${encodeURIComponent(leaseId)}/end`, { method: 'POST', body });
}

/** Ending a lease changes its ledger, the unit's occupancy and the tenant's status. */
export function useEndLease() {
  return useLeaseLifecycleMutation(endLease);
}
