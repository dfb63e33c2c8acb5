import type { Lease } from '@rentwise/core/leases/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function activateLease(id: string): Promise<Lease> {
  return apiFetch<Lease>(`/api/leases/${encodeURIComponent(id)}/activate`, { method: 'POST' });
}

/** Activating moves the tenant in and generates charges: the same lists change as on creation. */
export function useActivateLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateLease,
    onSuccess: () => {
      for (const key of ['leases', 'payments', 'tenants', 'properties', 'dashboard', 'calendar']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}
