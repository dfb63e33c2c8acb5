import type { PropertyOwner, PropertyOwnersBody } from '@rentwise/core/owner-clients/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/properties/:id/owners: who owns the property, largest share first. */
export function getPropertyOwners(propertyId: string): Promise<{ items: PropertyOwner[] }> {
  return apiFetch<{ items: PropertyOwner[] }>(`/api/properties/${propertyId}/owners`);
}

export function getPropertyOwnersQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: ['property-owners', propertyId],
    queryFn: () => getPropertyOwners(propertyId),
  });
}

export function usePropertyOwners(propertyId: string | undefined) {
  return useQuery({ ...getPropertyOwnersQueryOptions(propertyId ?? ''), enabled: Boolean(propertyId) });
}

/** PUT /api/properties/:id/owners: all of them at once (shares sum to 100 %). */
export function setPropertyOwners(input: {
  propertyId: string;
  owners: PropertyOwnersBody;
}): Promise<{ items: PropertyOwner[] }> {
  return apiFetch<{ items: PropertyOwner[] }>(`/api/properties/${input.propertyId}/owners`, {
    method: 'PUT',
    body: input.owners,
  });
}

export function useSetPropertyOwners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPropertyOwners,
    onSuccess: (_result, input) => {
      void queryClient.invalidateQueries({ queryKey: ['property-owners', input.propertyId] });
      void queryClient.invalidateQueries({ queryKey: ['owners'] });
    },
  });
}
