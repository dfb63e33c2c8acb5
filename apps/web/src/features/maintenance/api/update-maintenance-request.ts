import type { MaintenanceRequest, UpdateMaintenanceRequestBody } from '@rentwise/core/maintenance/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function updateMaintenanceRequest(
  id: string,
  body: UpdateMaintenanceRequestBody,
): Promise<MaintenanceRequest> {
  return apiFetch<MaintenanceRequest>(`/api/maintenance-requests/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
  });
}

/** The planned visit also shows on the Calendar, hence its key. */
export function useUpdateMaintenanceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMaintenanceRequestBody }) =>
      updateMaintenanceRequest(id, body),
    onSuccess: () => {
      for (const key of ['maintenance-requests', 'calendar'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
