import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/tenant-invitations/confirm: the tenant confirms their address with the token of their
 * invitation's link (public: no sign-in). `existingAccount`: the address already had an account,
 * so they sign in with their own password.
 */
export function confirmTenantInvitation(token: string): Promise<{ existingAccount: boolean }> {
  return apiFetch<{ existingAccount: boolean }>('/api/tenant-invitations/confirm', {
    method: 'POST',
    body: { token },
  });
}

export function useConfirmTenantInvitation() {
  return useMutation({ mutationFn: confirmTenantInvitation });
}
