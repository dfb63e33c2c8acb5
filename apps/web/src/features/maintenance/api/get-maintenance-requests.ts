import type {
  MaintenancePriority,
  MaintenanceRequest,
  MaintenanceStatus,
} from '@rentwise/core/maintenance/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface MaintenanceRequestPage {
  items: MaintenanceRequest[];
  nextCursor: string | null;
}

export interface MaintenanceFilters {
  status?: MaintenanceStatus;
  priority?: MaintenancePriority;
  propertyId?: string;
  limit?: number;
}

export function getMaintenanceRequests(
  filters: MaintenanceFilters & { cursor?: string | null } = {},
): Promise<MaintenanceRequestPage> {
  return apiFetch<MaintenanceRequestPage>('/api/maintenance-requests', {
    query: {
      limit: filters.limit ?? 20,
      status: filters.status,
      priority: filters.priority,
      propertyId: filters.propertyId,
      cursor: filters.cursor ?? undefined,
    },
  });
}

/** The owner's portfolio (filtered) or the tenant's own requests, newest first, page by page. */
export function getMaintenanceRequestsQueryOptions(filters: MaintenanceFilters = {}) {
  return infiniteQueryOptions({
    queryKey: [
      'maintenance-requests',
      'list',
      filters.status ?? 'all',
      filters.priority ?? 'all',
      filters.propertyId ?? 'all',
      filters.limit ?? 20,
    ],
    queryFn: ({ pageParam }) => getMaintenanceRequests({ ...filters, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useMaintenanceRequests(filters: MaintenanceFilters = {}) {
  return useInfiniteQuery(getMaintenanceRequestsQueryOptions(filters));
}
