import type { ProcessingPayment } from '@rentwise/core/payments/online';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/payments/processing: bank debits Stripe is still processing (issue 25). */
export function processingPaymentsQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'processing'],
    queryFn: () => apiFetch<{ items: ProcessingPayment[] }>('/api/payments/processing'),
  });
}

export function useProcessingPayments() {
  return useQuery(processingPaymentsQueryOptions());
}
