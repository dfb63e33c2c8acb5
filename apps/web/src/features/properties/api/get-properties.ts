import type { Property } from '@rentwise/core/properties/schemas';
import { apiFetch } from '@/lib/api-client';
import { type Page, pagedListOptions, usePagedList } from '@/lib/paged-list';

export type PropertyPage = Page<Property>;

interface PropertyListParams {
  search?: string;
  /** Rows per request: 50 for a list with Load more; pickers ask for 200 and follow every cursor. */
  pageSize?: number;
  /** Archived properties too (each with its `archivedAt`); hidden by default. */
  archived?: boolean;
}

export function getProperties(params: PropertyListParams = {}, cursor?: string): Promise<PropertyPage> {
  return apiFetch<PropertyPage>('/api/properties', {
    query: {
      limit: params.pageSize ?? 50,
      cursor,
      search: params.search,
      archived: params.archived ? 'true' : undefined,
    },
  });
}

/** Owns the `properties` query key; mutations invalidate by its prefix. */
export function getPropertiesQueryOptions(params: PropertyListParams = {}) {
  return pagedListOptions(
    [
      'properties',
      'list',
      params.search ?? '',
      params.archived ? 'with-archived' : '',
      params.pageSize ?? 50,
    ],
    (cursor) => getProperties(params, cursor),
  );
}

/** The properties, page by page (`data.items` = all loaded); `all` follows every cursor (pickers). */
export function useProperties(params: PropertyListParams = {}, options: { all?: boolean } = {}) {
  return usePagedList(
    getPropertiesQueryOptions({ pageSize: options.all ? 200 : undefined, ...params }),
    options,
  );
}
