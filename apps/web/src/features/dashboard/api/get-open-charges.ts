import type { OpenChargesPage } from '@rentwise/core/dashboard/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const PAGE_SIZE = 8;

/** GET /api/dashboard/open-charges: what the Pending Payments tile sums, overdue first. */
export function getOpenCharges(cursor?: string): Promise<OpenChargesPage> {
  return apiFetch<OpenChargesPage>('/api/dashboard/open-charges', { query: { limit: PAGE_SIZE, cursor } });
}

/** Under 'dashboard': a payment, a void or a lease change invalidates it with the tiles. */
export function getOpenChargesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['dashboard', 'open-charges'],
    queryFn: ({ pageParam }) => getOpenCharges(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useOpenCharges() {
  return useInfiniteQuery(getOpenChargesQueryOptions());
}
