import type { RentChangeBody, RentChangeDto } from '@rentwise/core/leases/lifecycle-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function scheduleRentChange(leaseId: string, body: RentChangeBody): Promise<RentChangeDto[]> {
  return apiFetch<RentChangeDto[]>(`/api/leases/${encodeURIComponent(leaseId)}/rent-changes`, {
    method: 'POST',
    body,
  });
}

/** A scheduled change shows on the lease; charges follow it when they fall due. */
export function useScheduleRentChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leaseId, body }: { leaseId: string; body: RentChangeBody }) =>
      scheduleRentChange(leaseId, body),
    onSuccess: () => {
      for (const key of [
        'leases',
        'payments',
        'tenants',
        'properties',
        'dashboard',
        'calendar',
        'documents',
      ]) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}
