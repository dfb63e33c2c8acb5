import type { LeaseReview } from '@rentwise/core/lease-reviews/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/lease-reviews. A review changes nothing on the server (it is read from the document
 * each time), so the page reads it as a query, keyed by the document and the texts' language.
 */
export function reviewLease(documentId: string, lang: 'en' | 'fr'): Promise<LeaseReview> {
  return apiFetch<LeaseReview>('/api/lease-reviews', { method: 'POST', body: { documentId, lang } });
}

/** Owns the `lease-review` query key. */
export function getLeaseReviewQueryOptions(documentId: string, lang: 'en' | 'fr') {
  return queryOptions({
    queryKey: ['lease-review', documentId, lang],
    queryFn: () => reviewLease(documentId, lang),
    // The document's bytes never change under the same id.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useLeaseReview(documentId: string, lang: 'en' | 'fr') {
  return useQuery(getLeaseReviewQueryOptions(documentId, lang));
}
