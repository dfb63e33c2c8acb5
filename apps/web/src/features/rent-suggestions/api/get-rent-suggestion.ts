import type { RentSuggestion } from '@rentwise/core/rent-suggestions/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function getRentSuggestion(unitId: string): Promise<RentSuggestion> {
  return apiFetch<RentSuggestion>(`/api/units/${encodeURIComponent(unitId)}/rent-suggestion`);
}

/** Under ['properties', …]: a unit's or a lease's change (which invalidates 'properties') refreshes it. */
export function getRentSuggestionQueryOptions(unitId: string) {
  return queryOptions({
    queryKey: ['properties', 'rent-suggestion', unitId],
    queryFn: () => getRentSuggestion(unitId),
  });
}

export function useRentSuggestion(unitId: string, enabled = true) {
  return useQuery({ ...getRentSuggestionQueryOptions(unitId), enabled });
}
