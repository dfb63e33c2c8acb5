import type { CreateInvitationBody, Invitation } from '@rentwise/core/organisations/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function inviteMember(body: CreateInvitationBody): Promise<Invitation> {
  return apiFetch<Invitation>('/api/org/invitations', { method: 'POST', body });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}
