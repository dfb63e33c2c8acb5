import type { MaintenanceRequest } from '@rentwise/core/maintenance/schemas';
import { useMemo } from 'react';
import { apiFetch } from '@/lib/api-client';
import { type Page, pagedListOptions, usePagedList } from '@/lib/paged-list';

/** One page of the owner client's repairs (their properties' requests, which the server scopes). */
export function getApprovalsPage(cursor?: string): Promise<Page<MaintenanceRequest>> {
  return apiFetch<Page<MaintenanceRequest>>('/api/maintenance-requests', { query: { limit: 100, cursor } });
}

export function getApprovalsQueryOptions() {
  return pagedListOptions(['owner-portal', 'approvals'], getApprovalsPage);
}

/**
 * The owner client's repairs that needed their approval: pending first, then the decided ones,
 * newest first — from every page of their requests (the cursors followed to the end), so a
 * request waiting for them is never past the first hundred.
 */
export function useApprovals() {
  const query = usePagedList(getApprovalsQueryOptions(), { all: true });
  const items = query.data?.items;
  const data = useMemo(() => {
    if (!items) return undefined;
    const asked = items.filter((request) => request.approvalStatus !== null);
    return [
      ...asked.filter((request) => request.approvalStatus === 'pending'),
      ...asked.filter((request) => request.approvalStatus !== 'pending'),
    ];
  }, [items]);
  return { ...query, data };
}
