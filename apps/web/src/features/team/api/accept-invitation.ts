import type { AcceptedInvitation } from '@rentwise/core/organisations/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/invitations/:token/accept: the signed-in account joins the organisation. */
export function acceptInvitation(token: string): Promise<AcceptedInvitation> {
  return apiFetch<AcceptedInvitation>(`/api/invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
  });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
