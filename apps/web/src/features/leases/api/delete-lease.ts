import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Only a draft can be deleted (the server answers 409 for any other lease). */
export function deleteDraftLease(id: string): Promise<void> {
  return apiFetch<void>(`/api/leases/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteDraftLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraftLease,
    onSuccess: () => {
      for (const key of ['leases', 'dashboard']) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
