import type { InvitationPreview } from '@rentwise/core/organisations/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/invitations/:token (public): the invitation page's content, whatever its state. */
export function getInvitation(token: string): Promise<InvitationPreview> {
  return apiFetch<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`, { auth: false });
}

export function getInvitationQueryOptions(token: string) {
  return queryOptions({ queryKey: ['invitation', token], queryFn: () => getInvitation(token) });
}

export function useInvitation(token: string) {
  return useQuery(getInvitationQueryOptions(token));
}
