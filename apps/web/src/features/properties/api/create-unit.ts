import type { CreateUnitBody, Unit } from '@rentwise/core/properties/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function createUnit({ propertyId, ...body }: CreateUnitBody & { propertyId: string }): Promise<Unit> {
  return apiFetch<Unit>(`/api/properties/${encodeURIComponent(propertyId)}/units`, { method: 'POST', body });
}

export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUnit,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['properties'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
