import type { UpdateDraftLeaseBody } from '@rentwise/core/leases/lifecycle-schemas';
import type { Lease } from '@rentwise/core/leases/schemas';
import { apiFetch } from '@/lib/api-client';
import { useLeaseLifecycleMutation } from './lease-lifecycle-mutation';

export function updateDraftLease(leaseId: string, body: UpdateDraftLeaseBody): Promise<Lease> {
  return apiFetch<Lease>(`/api/leases/${encodeURIComponent(leaseId)}`, { method: 'PATCH', body });
}

/** A draft's new terms show in the leases list and its details. */
export function useUpdateDraftLease() {
  return useLeaseLifecycleMutation(updateDraftLease);
}
