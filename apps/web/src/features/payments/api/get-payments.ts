import type { PaymentDue } from '@rentwise/core/leases/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface PaymentDuePage {
  items: PaymentDue[];
  nextCursor: string | null;
}

export interface PaymentListParams {
  status?: 'paid' | 'pending' | 'overdue' | 'open';
  leaseId?: string;
  limit?: number;
}

/** GET /api/payments: each charge of the caller's leases with Paid / Pending / Overdue. */
export function getPayments(params: PaymentListParams = {}): Promise<PaymentDuePage> {
  return apiFetch<PaymentDuePage>('/api/payments', {
    query: { limit: params.limit ?? 50, status: params.status, leaseId: params.leaseId },
  });
}

export function getPaymentsQueryOptions(params: PaymentListParams = {}) {
  return queryOptions({
    queryKey: ['payments', 'list', params.status ?? 'all', params.leaseId ?? '', params.limit ?? 50],
    queryFn: () => getPayments(params),
  });
}

export function usePayments(params: PaymentListParams = {}) {
  return useQuery(getPaymentsQueryOptions(params));
}
