import type { Tenant } from '@rentwise/core/tenants/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface TenantPage {
  items: Tenant[];
  nextCursor: string | null;
}

interface TenantListParams {
  search?: string;
  /** Archived tenants too (each with its `archivedAt`); hidden by default. */
  archived?: boolean;
}

export function getTenants(params: TenantListParams = {}): Promise<TenantPage> {
  return apiFetch<TenantPage>('/api/tenants', {
    query: { limit: 200, search: params.search, archived: params.archived ? 'true' : undefined },
  });
}

export function getTenantsQueryOptions(params: TenantListParams = {}) {
  return queryOptions({
    queryKey: ['tenants', 'list', params.search ?? '', params.archived ? 'with-archived' : ''],
    queryFn: () => getTenants(params),
  });
}

export function useTenants(params: TenantListParams = {}) {
  return useQuery(getTenantsQueryOptions(params));
}
