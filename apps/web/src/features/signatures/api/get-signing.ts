import type { SigningView } from '@rentwise/core/signatures/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The signing page: no account, the link's token is the credential (never a bearer token). */
export function getSigning(token: string): Promise<SigningView> {
  return apiFetch<SigningView>(`/api/signing/${encodeURIComponent(token)}`, { auth: false });
}

export function getSigningQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['signing', token],
    queryFn: () => getSigning(token),
    // 404 (unknown), 410 (used, expired, closed) and 409 (document changed) are answers.
    retry: false,
  });
}

export function useSigning(token: string) {
  return useQuery(getSigningQueryOptions(token));
}
