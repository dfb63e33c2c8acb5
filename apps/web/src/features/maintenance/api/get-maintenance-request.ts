import type { MaintenanceRequest } from '@rentwise/core/maintenance/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function getMaintenanceRequest(id: string): Promise<MaintenanceRequest> {
  return apiFetch<MaintenanceRequest>(`/api/maintenance-requests/${encodeURIComponent(id)}`);
}

export function getMaintenanceRequestQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['maintenance-requests', 'detail', id],
    queryFn: () => getMaintenanceRequest(id),
  });
}

export function useMaintenanceRequest(id: string | null) {
  return useQuery({ ...getMaintenanceRequestQueryOptions(id ?? ''), enabled: id !== null });
}
