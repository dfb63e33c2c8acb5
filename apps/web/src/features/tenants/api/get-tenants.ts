import type { Tenant } from '@rentwise/core/tenants/schemas';
import { apiFetch } from '@/lib/api-client';
import { type Page, pagedListOptions, usePagedList } from '@/lib/paged-list';

export type TenantPage = Page<Tenant>;

interface TenantListParams {
  search?: string;
  /** Archived tenants too (each with its `archivedAt`); hidden by default. */
  archived?: boolean;
  /** Rows per request: 50 for a list with Load more; pickers ask for 200 and follow every cursor. */
  pageSize?: number;
}

export function getTenants(params: TenantListParams = {}, cursor?: string): Promise<TenantPage> {
  return apiFetch<TenantPage>('/api/tenants', {
    query: {
      limit: params.pageSize ?? 50,
      cursor,
      search: params.search,
      archived: params.archived ? 'true' : undefined,
    },
  });
}

export function getTenantsQueryOptions(params: TenantListParams = {}) {
  return pagedListOptions(
    ['tenants', 'list', params.search ?? '', params.archived ? 'with-archived' : '', params.pageSize ?? 50],
    (cursor) => getTenants(params, cursor),
  );
}

/** The tenants, page by page (`data.items` = all loaded); `all` follows every cursor (pickers). */
export function useTenants(params: TenantListParams = {}, options: { all?: boolean } = {}) {
  return usePagedList(
    getTenantsQueryOptions({ pageSize: options.all ? 200 : undefined, ...params }),
    options,
  );
}
