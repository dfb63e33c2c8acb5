import type { Tenant } from '@rentwise/core/tenants/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface TenantPage {
  items: Tenant[];
  nextCursor: string | null;
}

export function getTenants(params: { search?: string } = {}): Promise<TenantPage> {
  return apiFetch<TenantPage>('/api/tenants', { query: { limit: 200, search: params.search } });
}

export function getTenantsQueryOptions(params: { search?: string } = {}) {
  return queryOptions({
    queryKey: ['tenants', 'list', params.search ?? ''],
    queryFn: () => getTenants(params),
  });
}

export function useTenants(params: { search?: string } = {}) {
  return useQuery(getTenantsQueryOptions(params));
}
