import type { Unit } from '@rentwise/core/properties/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function getPropertyUnits(propertyId: string): Promise<Unit[]> {
  return apiFetch<Unit[]>(`/api/properties/${encodeURIComponent(propertyId)}/units`);
}

export function getPropertyUnitsQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: ['properties', 'units', propertyId],
    queryFn: () => getPropertyUnits(propertyId),
  });
}

export function usePropertyUnits(propertyId: string | undefined) {
  return useQuery({ ...getPropertyUnitsQueryOptions(propertyId ?? ''), enabled: Boolean(propertyId) });
}
