import type { EndLeaseBody } from '@rentwise/core/leases/lifecycle-schemas';
import type { Lease } from '@rentwise/core/leases/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function endLease(leaseId: string, body: EndLeaseBody): Promise<Lease> {
  return apiFetch<Lease>(`/api/leases/${encodeURIComponent(leaseId)}/end`, { method: 'POST', body });
}

/** Ending a lease changes its ledger, the unit's occupancy and the tenant's status. */
export function useEndLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leaseId, body }: { leaseId: string; body: EndLeaseBody }) => endLease(leaseId, body),
    onSuccess: () => {
      for (const key of [
        'leases',
        'payments',
        'tenants',
        'properties',
        'dashboard',
        'calendar',
        'documents',
      ]) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}
