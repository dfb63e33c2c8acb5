import type { Tenant } from '@rentwise/core/tenants/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/tenants/:id/archive, or …/unarchive to bring them back. */
export function setTenantArchived({ id, archived }: { id: string; archived: boolean }): Promise<Tenant> {
  const verb = archived ? 'archive' : 'unarchive';
  return apiFetch<Tenant>(`/api/tenants/${encodeURIComponent(id)}/${verb}`, { method: 'POST' });
}

export function useSetTenantArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTenantArchived,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['tenants'] });
      // Archiving a current tenant frees their unit.
      void queryClient.invalidateQueries({ queryKey: ['properties'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
