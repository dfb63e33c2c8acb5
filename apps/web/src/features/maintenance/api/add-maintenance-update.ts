import type { AddMaintenanceUpdateBody, MaintenanceRequest } from '@rentwise/core/maintenance/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function addMaintenanceUpdate(
  id: string,
  body: AddMaintenanceUpdateBody,
): Promise<MaintenanceRequest> {
  return apiFetch<MaintenanceRequest>(`/api/maintenance-requests/${encodeURIComponent(id)}/updates`, {
    method: 'POST',
    body,
  });
}

export function useAddMaintenanceUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AddMaintenanceUpdateBody }) =>
      addMaintenanceUpdate(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['maintenance-requests'] }),
  });
}
