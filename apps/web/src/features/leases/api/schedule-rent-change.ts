import type { RentChangeBody, RentChangeDto } from '@rentwise/core/leases/lifecycle-schemas';
import { apiFetch } from '@/lib/api-client';
import { useLeaseLifecycleMutation } from './lease-lifecycle-mutation';

export function scheduleRentChange(leaseId: string, body: RentChangeBody): Promise<RentChangeDto[]> {
  return apiFetch<RentChangeDto[]>(`/api/leases/${encodeURIComponent(leaseId)}/rent-changes`, {
    method: 'POST',
    body,
  });
}

/** A scheduled change shows on the lease; charges follow it when they fall due. */
export function useScheduleRentChange() {
  return useLeaseLifecycleMutation(scheduleRentChange);
}
