import type { Property } from '@rentwise/core/properties/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/properties/:id/archive, or …/unarchive to bring it back. */
export function setPropertyArchived({ id, archived }: { id: string; archived: boolean }): Promise<Property> {
  const verb = archived ? 'archive' : 'unarchive';
  return apiFetch<Property>(`/api/properties/${encodeURIComponent(id)}/${verb}`, { method: 'POST' });
}

export function useSetPropertyArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPropertyArchived,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['properties'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
