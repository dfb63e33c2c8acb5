import type { RenewalBoard } from '@rentwise/core/renewals/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/renewals: leases ending in the next 120 days and where their renewal stands. */
export function getRenewalBoard(): Promise<RenewalBoard> {
  return apiFetch<RenewalBoard>('/api/renewals');
}

export function getRenewalBoardQueryOptions() {
  return queryOptions({ queryKey: ['renewals', 'board'], queryFn: getRenewalBoard });
}

export function useRenewalBoard() {
  return useQuery(getRenewalBoardQueryOptions());
}
