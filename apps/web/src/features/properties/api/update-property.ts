import type { Property, UpdatePropertyBody } from '@rentwise/core/properties/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function updateProperty({ id, ...body }: UpdatePropertyBody & { id: string }): Promise<Property> {
  return apiFetch<Property>(`/api/properties/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['properties'] });
      void queryClient.invalidateQueries({ queryKey: ['tenants'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
