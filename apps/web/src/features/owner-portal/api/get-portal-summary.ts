import type { OwnerPortalSummary } from '@rentwise/core/owner-clients/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/owner-portal/summary: the owner client's properties and shares, rent roll, approvals. */
export function getPortalSummary(): Promise<OwnerPortalSummary> {
  return apiFetch<OwnerPortalSummary>('/api/owner-portal/summary');
}

export function getPortalSummaryQueryOptions() {
  return queryOptions({ queryKey: ['owner-portal', 'summary'], queryFn: getPortalSummary });
}

export function usePortalSummary() {
  return useQuery(getPortalSummaryQueryOptions());
}
