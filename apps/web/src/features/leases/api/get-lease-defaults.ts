import type { LeaseTermDefaults } from '@rentwise/core/leases/lifecycle-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function getLeaseDefaults(): Promise<LeaseTermDefaults> {
  return apiFetch<LeaseTermDefaults>('/api/leases/defaults');
}

export function getLeaseDefaultsQueryOptions() {
  return queryOptions({ queryKey: ['leases', 'defaults'], queryFn: getLeaseDefaults, staleTime: 60_000 });
}

/** The organisation's default terms, which Create Lease pre-fills. */
export function useLeaseDefaults(enabled = true) {
  return useQuery({ ...getLeaseDefaultsQueryOptions(), enabled });
}
