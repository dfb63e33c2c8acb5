import type { Property } from '@rentwise/core/properties/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface PropertyPage {
  items: Property[];
  nextCursor: string | null;
}

interface PropertyListParams {
  search?: string;
  limit?: number;
  /** Archived properties too (each with its `archivedAt`); hidden by default. */
  archived?: boolean;
}

export function getProperties(params: PropertyListParams = {}): Promise<PropertyPage> {
  return apiFetch<PropertyPage>('/api/properties', {
    query: {
      limit: params.limit ?? 200,
      search: params.search,
      archived: params.archived ? 'true' : undefined,
    },
  });
}

/** Owns the `properties` query key; mutations invalidate by its prefix. */
export function getPropertiesQueryOptions(params: Omit<PropertyListParams, 'limit'> = {}) {
  return queryOptions({
    queryKey: ['properties', 'list', params.search ?? '', params.archived ? 'with-archived' : ''],
    queryFn: () => getProperties(params),
  });
}

export function useProperties(params: Omit<PropertyListParams, 'limit'> = {}) {
  return useQuery(getPropertiesQueryOptions(params));
}
