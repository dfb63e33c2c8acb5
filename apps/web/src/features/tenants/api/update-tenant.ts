import type { Tenant, UpdateTenantBody } from '@rentwise/core/tenants/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function updateTenant({ id, ...body }: UpdateTenantBody & { id: string }): Promise<Tenant> {
  return apiFetch<Tenant>(`/api/tenants/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTenant,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['tenants'] });
      void queryClient.invalidateQueries({ queryKey: ['properties'] });
      void queryClient.invalidateQueries({ queryKey: ['leases'] });
    },
  });
}
