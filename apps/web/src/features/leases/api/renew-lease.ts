import type { RenewLeaseBody } from '@rentwise/core/leases/lifecycle-schemas';
import type { Lease } from '@rentwise/core/leases/schemas';
import { apiFetch } from '@/lib/api-client';
import { useLeaseLifecycleMutation } from './lease-lifecycle-mutation';

export function renewLease(leaseId: string, body: RenewLeaseBody): Promise<Lease> {
  return apiFetch<Lease>(`/api/leases/${encodeURIComponent(leaseId)}/renew`, { method: 'POST', body });
}

/** A renewal is a new lease with its own ledger. */
export function useRenewLease() {
  return useLeaseLifecycleMutation(renewLease);
}
