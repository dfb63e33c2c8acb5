import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** DELETE /api/org/members/:id: removes a member, or the caller leaving. */
export function removeMember(id: string): Promise<void> {
  return apiFetch<void>(`/api/org/members/${id}`, { method: 'DELETE' });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}
