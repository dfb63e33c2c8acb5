import type { OwnerDashboard } from '@rentwise/core/dashboard/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function getOwnerDashboard(): Promise<OwnerDashboard> {
  return apiFetch<OwnerDashboard>('/api/dashboard/owner');
}

export function getOwnerDashboardQueryOptions() {
  return queryOptions({ queryKey: ['dashboard', 'owner'], queryFn: getOwnerDashboard });
}

export function useOwnerDashboard() {
  return useQuery(getOwnerDashboardQueryOptions());
}
