import type { OwnerClient } from '@rentwise/core/owner-clients/schemas';
import { apiFetch } from '@/lib/api-client';
import { type Page, pagedListOptions, usePagedList } from '@/lib/paged-list';

export type OwnerPage = Page<OwnerClient>;

/** GET /api/owners: by name, a page at a time. */
export function getOwners(params: { includeArchived?: boolean } = {}, cursor?: string): Promise<OwnerPage> {
  return apiFetch<OwnerPage>('/api/owners', {
    query: { limit: 100, cursor, includeArchived: params.includeArchived ? 'true' : undefined },
  });
}

export function getOwnersQueryOptions(params: { includeArchived?: boolean } = {}) {
  return pagedListOptions(['owners', 'list', params.includeArchived ? 'all' : 'active'], (cursor) =>
    getOwners(params, cursor),
  );
}

/** The owners, page by page (`data.items` = all loaded); `all` follows every cursor (pickers). */
export function useOwners(params: { includeArchived?: boolean } = {}, options: { all?: boolean } = {}) {
  return usePagedList(getOwnersQueryOptions(params), options);
}
