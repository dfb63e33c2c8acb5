import type { TenantDashboard } from '@rentwise/core/dashboard/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/dashboard/tenant: the signed-in tenant's cards, from their lease's ledger. */
export function getTenantDashboard(): Promise<TenantDashboard> {
  return apiFetch<TenantDashboard>('/api/dashboard/tenant');
}

/** Under 'dashboard': a payment invalidates it (api/create-payment.ts). */
export function getTenantDashboardQueryOptions() {
  return queryOptions({ queryKey: ['dashboard', 'tenant'], queryFn: getTenantDashboard });
}

export function useTenantDashboard() {
  return useQuery(getTenantDashboardQueryOptions());
}
