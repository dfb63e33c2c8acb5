import type { Noi } from '@rentwise/core/reports/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface NoiFilters {
  from?: string;
  to?: string;
  propertyId?: string;
}

/** GET /api/reports/noi: income − operating expenses per month (default: the last 12 months). */
export function getNoi(filters: NoiFilters): Promise<Noi> {
  return apiFetch<Noi>('/api/reports/noi', {
    query: { from: filters.from, to: filters.to, propertyId: filters.propertyId || undefined },
  });
}

export function getNoiQueryOptions(filters: NoiFilters = {}) {
  return queryOptions({ queryKey: ['reports', 'noi', filters], queryFn: () => getNoi(filters) });
}

export function useNoi(filters: NoiFilters = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getNoiQueryOptions(filters), enabled: options.enabled ?? true });
}
