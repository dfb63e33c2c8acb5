import type { RenewalOffer } from '@rentwise/core/renewals/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/renewal-offers/:id/accept, or …/decline with the tenant's reason. */
export function answerRenewalOffer(
  offerId: string,
  answer: { accept: true } | { accept: false; reason: string },
): Promise<RenewalOffer> {
  const id = encodeURIComponent(offerId);
  return answer.accept
    ? apiFetch<RenewalOffer>(`/api/renewal-offers/${id}/accept`, { method: 'POST' })
    : apiFetch<RenewalOffer>(`/api/renewal-offers/${id}/decline`, {
        method: 'POST',
        body: { reason: answer.reason },
      });
}

export function useAnswerRenewalOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      offerId,
      answer,
    }: {
      offerId: string;
      answer: { accept: true } | { accept: false; reason: string };
    }) => answerRenewalOffer(offerId, answer),
    onSuccess: () => {
      for (const key of ['renewals', 'notifications', 'signatures']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}
