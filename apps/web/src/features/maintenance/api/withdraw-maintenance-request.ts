import type { MaintenanceRequest } from '@rentwise/core/maintenance/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/maintenance-requests/:id/withdraw: the tenant takes back a request nobody has started. */
export function withdrawMaintenanceRequest(id: string): Promise<MaintenanceRequest> {
  return apiFetch<MaintenanceRequest>(`/api/maintenance-requests/${encodeURIComponent(id)}/withdraw`, {
    method: 'POST',
  });
}

export function useWithdrawMaintenanceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => withdrawMaintenanceRequest(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['maintenance-requests'] }),
  });
}
