import type { Tenant } from '@rentwise/core/tenants/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/tenants/:id/invitation: the tenant's invitation again, with a new link (issue 23
 * finding 4). Refused 429 within 10 minutes of the last one and 409 once confirmed; the error's
 * message is the translated text ("You can send it again in 7 minutes").
 */
export function resendTenantInvitation(id: string): Promise<Tenant> {
  return apiFetch<Tenant>(`/api/tenants/${encodeURIComponent(id)}/invitation`, { method: 'POST' });
}

export function useResendTenantInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendTenantInvitation,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['tenants'] }),
  });
}
