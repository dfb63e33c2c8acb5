import type { Unit, UpdateUnitBody } from '@rentwise/core/properties/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function updateUnit({ id, ...body }: UpdateUnitBody & { id: string }): Promise<Unit> {
  return apiFetch<Unit>(`/api/units/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUnit,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['properties'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
