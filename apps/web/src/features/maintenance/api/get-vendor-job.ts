import type { VendorJob } from '@rentwise/core/maintenance/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The vendor's job page: no account, the link's token is the credential (never a bearer token). */
export function getVendorJob(token: string): Promise<VendorJob> {
  return apiFetch<VendorJob>(`/api/vendor-jobs/${encodeURIComponent(token)}`, { auth: false });
}

export function getVendorJobQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['vendor-job', token],
    queryFn: () => getVendorJob(token),
    // 404 (unknown) and 410 (expired) are answers, not hiccups.
    retry: false,
  });
}

export function useVendorJob(token: string) {
  return useQuery(getVendorJobQueryOptions(token));
}
