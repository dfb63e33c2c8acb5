import type { MaintenanceRequest } from '@rentwise/core/maintenance/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * The owner client's repairs that needed their approval (their properties' requests, which the
 * server scopes): pending first, then the decided ones, newest first.
 */
export async function getApprovals(): Promise<MaintenanceRequest[]> {
  const page = await apiFetch<{ items: MaintenanceRequest[] }>('/api/maintenance-requests', {
    query: { limit: 100 },
  });
  const asked = page.items.filter((request) => request.approvalStatus !== null);
  return [
    ...asked.filter((request) => request.approvalStatus === 'pending'),
    ...asked.filter((request) => request.approvalStatus !== 'pending'),
  ];
}

export function getApprovalsQueryOptions() {
  return queryOptions({ queryKey: ['owner-portal', 'approvals'], queryFn: getApprovals });
}

export function useApprovals() {
  return useQuery(getApprovalsQueryOptions());
}
