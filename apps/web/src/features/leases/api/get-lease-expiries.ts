import type { LeaseExpiryList } from '@rentwise/core/leases/expiry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function getLeaseExpiries(): Promise<LeaseExpiryList> {
  return apiFetch<LeaseExpiryList>('/api/leases/expiry-flags');
}

/** Under ['leases']: creating, ending or renewing a lease invalidates it with the list. */
export function getLeaseExpiriesQueryOptions() {
  return queryOptions({ queryKey: ['leases', 'expiry-flags'], queryFn: getLeaseExpiries });
}

export function useLeaseExpiries() {
  return useQuery(getLeaseExpiriesQueryOptions());
}
