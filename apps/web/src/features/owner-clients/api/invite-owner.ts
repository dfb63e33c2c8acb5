import type { Invitation } from '@rentwise/core/organisations/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/owners/:id/invite: the owner-portal invitation, emailed to the owner. */
export function inviteOwner(id: string): Promise<Invitation> {
  return apiFetch<Invitation>(`/api/owners/${id}/invite`, { method: 'POST' });
}

export function useInviteOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteOwner,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['owners'] });
      void queryClient.invalidateQueries({ queryKey: ['team'] });
    },
  });
}
