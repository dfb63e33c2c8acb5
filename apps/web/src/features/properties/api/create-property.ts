import type { CreatePropertyBody, Property } from '@rentwise/core/properties/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function createProperty(body: CreatePropertyBody): Promise<Property> {
  return apiFetch<Property>('/api/properties', { method: 'POST', body });
}

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['properties'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
