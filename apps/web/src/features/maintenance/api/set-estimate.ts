import type { MaintenanceRequest } from '@rentwise/core/maintenance/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * PUT /api/maintenance-requests/:id/estimate (cents; null clears it). Above the organisation's
 * threshold the property's owner clients are asked to approve it.
 */
export function setEstimate(id: string, estimatedCost: number | null): Promise<MaintenanceRequest> {
  return apiFetch<MaintenanceRequest>(`/api/maintenance-requests/${encodeURIComponent(id)}/estimate`, {
    method: 'PUT',
    body: { estimatedCost },
  });
}

export function useSetEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, estimatedCost }: { id: string; estimatedCost: number | null }) =>
      setEstimate(id, estimatedCost),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['maintenance-requests'] }),
  });
}
