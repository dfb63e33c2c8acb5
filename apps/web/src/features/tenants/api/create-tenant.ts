import type { CreateTenantBody, Tenant } from '@rentwise/core/tenants/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface CreatedTenant {
  tenant: Tenant;
  credentials: { email: string; temporaryPassword: string };
}

export function createTenant(body: CreateTenantBody): Promise<CreatedTenant> {
  return apiFetch<CreatedTenant>('/api/tenants', { method: 'POST', body });
}

export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTenant,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['tenants'] });
      void queryClient.invalidateQueries({ queryKey: ['properties'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
