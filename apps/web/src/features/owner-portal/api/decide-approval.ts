import type { MaintenanceRequest } from '@rentwise/core/maintenance/schemas';
import type { ApprovalBody } from '@rentwise/core/owner-clients/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/maintenance-requests/:id/approval: the owner client's approve / decline. */
export function decideApproval({ id, ...body }: ApprovalBody & { id: string }): Promise<MaintenanceRequest> {
  return apiFetch<MaintenanceRequest>(`/api/maintenance-requests/${id}/approval`, { method: 'POST', body });
}

export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApproval,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['owner-portal'] });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
