import type { CreateMaintenanceRequestBody, MaintenanceRequest } from '@rentwise/core/maintenance/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function createMaintenanceRequest(body: CreateMaintenanceRequestBody): Promise<MaintenanceRequest> {
  return apiFetch<MaintenanceRequest>('/api/maintenance-requests', { method: 'POST', body });
}

export function useCreateMaintenanceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMaintenanceRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['maintenance-requests'] }),
  });
}
