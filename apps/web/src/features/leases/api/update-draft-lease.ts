import type { UpdateDraftLeaseBody } from '@rentwise/core/leases/lifecycle-schemas';
import type { Lease } from '@rentwise/core/leases/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function updateDraftLease(leaseId: string, body: UpdateDraftLeaseBody): Promise<Lease> {
  return apiFetch<Lease>(`/api/leases/${encodeURIComponent(leaseId)}`, { method: 'PATCH', body });
}

/** A draft's new terms show in the leases list and its details. */
export function useUpdateDraftLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leaseId, body }: { leaseId: string; body: UpdateDraftLeaseBody }) =>
      updateDraftLease(leaseId, body),
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
