import type { CreateLeaseBody, Lease } from '@rentwise/core/leases/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function createLease(body: CreateLeaseBody): Promise<Lease> {
  return apiFetch<Lease>('/api/leases', { method: 'POST', body });
}

/** A lease moves the tenant in: tenants, properties, payments and the dashboard all change. */
export function useCreateLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLease,
    onSuccess: () => {
      for (const key of ['leases', 'payments', 'tenants', 'properties', 'dashboard']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}
