import type { Lease, LeaseDisplayStatus } from '@rentwise/core/leases/schemas';
import { apiFetch } from '@/lib/api-client';
import { type Page, pagedListOptions, usePagedList } from '@/lib/paged-list';

export type LeasePage = Page<Lease>;

export interface LeaseListParams {
  search?: string;
  status?: LeaseDisplayStatus;
  /** Rows per request (50 by default; a short panel asks for fewer, pickers for 200). */
  limit?: number;
}

export function getLeases(params: LeaseListParams = {}, cursor?: string): Promise<LeasePage> {
  return apiFetch<LeasePage>('/api/leases', {
    query: { limit: params.limit ?? 50, cursor, search: params.search || undefined, status: params.status },
  });
}

export function getLeasesQueryOptions(params: LeaseListParams = {}) {
  return pagedListOptions(
    ['leases', 'list', params.search ?? '', params.status ?? 'all', params.limit ?? 50],
    (cursor) => getLeases(params, cursor),
  );
}

/** The leases, page by page (`data.items` = all loaded); `all` follows every cursor (pickers). */
export function useLeases(params: LeaseListParams = {}, options: { all?: boolean } = {}) {
  return usePagedList(getLeasesQueryOptions(params), options);
}
