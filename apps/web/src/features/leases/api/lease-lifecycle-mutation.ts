import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * What a lifecycle step of a lease (end, renew, rent change, deposit settlement, a draft's new
 * terms) can change: its ledger, the unit's occupancy, the tenant's status, the dashboard's
 * figures, the calendar and the lease's documents.
 */
const CHANGED_BY_A_LIFECYCLE_STEP = [
  'leases',
  'payments',
  'tenants',
  'properties',
  'dashboard',
  'calendar',
  'documents',
];

/** The mutation of one lifecycle step: `send(leaseId, body)`, then every list it changes refetches. */
export function useLeaseLifecycleMutation<Body, Answer>(
  send: (leaseId: string, body: Body) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leaseId, body }: { leaseId: string; body: Body }) => send(leaseId, body),
    onSuccess: () => {
      for (const key of CHANGED_BY_A_LIFECYCLE_STEP) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
