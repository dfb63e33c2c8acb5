import type { RenewalOffer } from '@rentwise/core/renewals/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/renewal-offers: the tenant's offers waiting for their answer or signature. */
export function getMyRenewalOffers(): Promise<{ items: RenewalOffer[] }> {
  return apiFetch<{ items: RenewalOffer[] }>('/api/renewal-offers');
}

export function getMyRenewalOffersQueryOptions() {
  return queryOptions({ queryKey: ['renewals', 'mine'], queryFn: getMyRenewalOffers });
}

export function useMyRenewalOffers() {
  return useQuery(getMyRenewalOffersQueryOptions());
}
