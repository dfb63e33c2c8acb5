import type { DepositSettlement, DepositSettlementBody } from '@rentwise/core/leases/lifecycle-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function settleDeposit(leaseId: string, body: DepositSettlementBody): Promise<DepositSettlement> {
  return apiFetch<DepositSettlement>(`/api/leases/${encodeURIComponent(leaseId)}/deposit-settlement`, {
    method: 'POST',
    body,
  });
}

/** A settlement adds charges and a deposit payment to the ledger, and a document. */
export function useSettleDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leaseId, body }: { leaseId: string; body: DepositSettlementBody }) =>
      settleDeposit(leaseId, body),
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
