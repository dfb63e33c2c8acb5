import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function revokeInvitation(id: string): Promise<void> {
  return apiFetch<void>(`/api/org/invitations/${id}`, { method: 'DELETE' });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}
