import type { AutopaySetup, AutopayState, UpdateAutopayBody } from '@rentwise/core/payments/autopay';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Autopay of the tenant's lease (issue 25 item 3). */
export function autopayQueryOptions(leaseId: string) {
  return queryOptions({
    queryKey: ['payments', 'autopay', leaseId],
    queryFn: () => apiFetch<AutopayState>(`/api/autopay?leaseId=${encodeURIComponent(leaseId)}`),
  });
}

export function useAutopay(leaseId: string | null) {
  return useQuery({ ...autopayQueryOptions(leaseId ?? ''), enabled: leaseId !== null });
}

/** POST /api/autopay/setup: a SetupIntent for the Payment Element to confirm. */
export function startAutopaySetup(leaseId: string): Promise<AutopaySetup> {
  return apiFetch<AutopaySetup>('/api/autopay/setup', { method: 'POST', body: { leaseId } });
}

export function useUpdateAutopay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAutopayBody) => apiFetch<AutopayState>('/api/autopay', { method: 'PUT', body }),
    onSuccess: (state, body) => queryClient.setQueryData(['payments', 'autopay', body.leaseId], state),
  });
}
