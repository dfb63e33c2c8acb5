import type { RenewLeaseBody } from '@rentwise/core/leases/lifecycle-schemas';
import type { Lease } from '@rentwise/core/leases/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function renewLease(leaseId: string, body: RenewLeaseBody): Promise<Lease> {
  return apiFetch<Lease>(`/api/leases/${encodeURIComponent(leaseId)}/renew`, { method: 'POST', body });
}

/** A renewal is a new lease with its own ledger. */
export function useRenewLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leaseId, body }: { leaseId: string; body: RenewLeaseBody }) => renewLease(leaseId, body),
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
