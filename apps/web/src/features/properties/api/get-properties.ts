import type { Property } from '@rentwise/core/properties/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface PropertyPage {
  items: Property[];
  nextCursor: string | null;
}

export function getProperties(params: { search?: string; limit?: number } = {}): Promise<PropertyPage> {
  return apiFetch<PropertyPage>('/api/properties', {
    query: { limit: params.limit ?? 200, search: params.search },
  });
}

/** Owns the `properties` query key; mutations invalidate by its prefix. */
export function getPropertiesQueryOptions(params: { search?: string } = {}) {
  return queryOptions({
    queryKey: ['properties', 'list', params.search ?? ''],
    queryFn: () => getProperties(params),
  });
}

export function useProperties(params: { search?: string } = {}) {
  return useQuery(getPropertiesQueryOptions(params));
}
