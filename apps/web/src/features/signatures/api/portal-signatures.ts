import type { PortalSignature, SigningAction, SigningResult } from '@rentwise/core/signatures/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/portal/signatures — what the signed-in tenant has to sign. */
export function getPortalSignatures(): Promise<{ items: PortalSignature[] }> {
  return apiFetch<{ items: PortalSignature[] }>('/api/portal/signatures');
}

export function getPortalSignaturesQueryOptions() {
  return queryOptions({ queryKey: ['portal-signatures'], queryFn: getPortalSignatures });
}

export function usePortalSignatures() {
  return useQuery(getPortalSignaturesQueryOptions());
}

/** POST /api/portal/signatures/:id — the tenant signs or declines from the portal. */
export function postPortalSignature(requestId: string, body: SigningAction): Promise<SigningResult> {
  return apiFetch<SigningResult>(`/api/portal/signatures/${requestId}`, { method: 'POST', body });
}

export function usePostPortalSignature(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SigningAction) => postPortalSignature(requestId, body),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: getPortalSignaturesQueryOptions().queryKey });
      queryClient.invalidateQueries({ queryKey: ['documents'] });
    },
  });
}
