import type { RenewalOffer, RenewalOfferBody } from '@rentwise/core/renewals/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/leases/:id/renewal-offers. */
export function createRenewalOffer(leaseId: string, body: RenewalOfferBody): Promise<RenewalOffer> {
  return apiFetch<RenewalOffer>(`/api/leases/${encodeURIComponent(leaseId)}/renewal-offers`, {
    method: 'POST',
    body,
  });
}

/** Sending an offer changes the board and adds the addendum to the lease's documents. */
export function useCreateRenewalOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leaseId, body }: { leaseId: string; body: RenewalOfferBody }) =>
      createRenewalOffer(leaseId, body),
    onSuccess: () => {
      for (const key of ['renewals', 'documents']) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
