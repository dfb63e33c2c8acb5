import type { PutRentIndexBody, RentIndexSeries } from '@rentwise/core/rent-suggestions/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function getRentIndex(): Promise<RentIndexSeries> {
  return apiFetch<RentIndexSeries>('/api/org/rent-indices');
}

export function getRentIndexQueryOptions() {
  return queryOptions({ queryKey: ['org', 'rent-indices'], queryFn: getRentIndex });
}

export function useRentIndex() {
  return useQuery(getRentIndexQueryOptions());
}

export function putRentIndex(body: PutRentIndexBody): Promise<RentIndexSeries> {
  return apiFetch<RentIndexSeries>('/api/org/rent-indices', { method: 'PUT', body });
}

export function usePutRentIndex() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putRentIndex,
    onSuccess: (series) => {
      queryClient.setQueryData(getRentIndexQueryOptions().queryKey, series);
      // Suggestions are brought to today by the index.
      void queryClient.invalidateQueries({ queryKey: ['properties', 'rent-suggestion'] });
    },
  });
}
